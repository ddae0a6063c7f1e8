/**
 * The input of the tests of counts (Fisher's exact test, McNemar's test): a table of counts (row
 * names, then one column of counts per category) or two categorical columns counted pair by pair,
 * and the table of observed counts with totals the results show.
 */
import { groupColumnValues, numericColumn, type ColumnTable } from '../../analysis/io/column-table'
import { crossTabulate, type CrossTable } from '../../analysis/stats/contingency'
import type { ResultText } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { axisOptions, chartSpec, paletteColour, titleOptions, type ChartSize } from '../kit/chart-style'
import { columnParameter, columnsParameter, radioParameter } from '../kit/parameters'
import { ToolRunError, type ResultTable } from '../kit/types'
import type { ChartSpec } from '../../core/charts/chart-spec'
import { countText as text } from './count-messages'

/** Rows or columns a table may have at most. */
export const MAX_LEVELS = 50

export const countLayoutParameters = (rowsWords: { zh: string; en: string }) => ({
  layout: radioParameter(
    '数据格式',
    'Table layout',
    [
      ['table', '列联表：第一列为行名，其余列为计数', 'Contingency table: row names, then counts'],
      ['columns', '两个分类列：每行一个个体', 'Two categorical columns: one row per subject'],
    ] as const,
    { defaultValue: 'table' },
  ),
  count_columns: columnsParameter('计数列（列联表）', 'Count columns (table)', {
    help: { zh: '留空则用第一列之后的所有列。', en: 'Empty: every column after the first.' },
  }),
  row_variable: columnParameter(`${rowsWords.zh}（两个分类列）`, `${rowsWords.en} (two columns)`),
  column_variable: columnParameter('列变量（两个分类列）', 'Column variable (two columns)'),
})

/**
 * The counts, from a table (whole numbers of at least 0) or from two categorical columns. `square`
 * puts the same categories on both sides (paired outcomes), the union of the two columns' categories.
 */
export function readCountTable(
  table: ColumnTable,
  params: {
    layout: 'table' | 'columns'
    count_columns: readonly string[]
    row_variable: string
    column_variable: string
  },
  square = false,
): CrossTable {
  if (params.layout === 'table') return countsTable(table, params.count_columns)
  if (params.row_variable === '' || params.column_variable === '')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseColumns())
  const rows = groupColumnValues(table, params.row_variable)
  const columns = groupColumnValues(table, params.column_variable)
  const cross = crossTabulate(rows, columns)
  if (!square) return cross
  const levels = [...cross.rowLevels, ...cross.columnLevels.filter((level) => !cross.rowLevels.includes(level))]
  const numbers = levels.map((level) => (level.trim() === '' ? NaN : Number(level)))
  if (numbers.every(Number.isFinite)) levels.sort((a, b) => Number(a) - Number(b))
  const counts = levels.map((row) =>
    levels.map((column) => {
      const i = cross.rowLevels.indexOf(row)
      const j = cross.columnLevels.indexOf(column)
      return i === -1 || j === -1 ? 0 : cross.counts[i][j]
    }),
  )
  return { rowLevels: levels, columnLevels: [...levels], counts }
}

function countsTable(table: ColumnTable, picked: readonly string[]): CrossTable {
  const names = picked.length > 0 ? picked : table.header.slice(1).filter((name) => name !== '')
  const counts = table.rows.map(() => names.map(() => 0))
  names.forEach((name, j) => {
    numericColumn(table, name).forEach((value, i) => {
      if (!(value >= 0) || !Number.isInteger(value))
        throw new ToolRunError(
          TOOL_ERROR_CODE.dataValidation,
          text.notACount({ line: table.lines[i], column: name, value: table.rows[i][table.header.indexOf(name)] }),
        )
      counts[i][j] = value
    })
  })
  return { rowLevels: table.rows.map((row) => row[0]), columnLevels: [...names], counts }
}

/** Stops the run unless the table has 2 to MAX_LEVELS rows and columns, each with a total above 0. */
export function requireTableShape(cross: CrossTable, allowEmpty = false): void {
  const rows = cross.rowLevels.length
  const columns = cross.columnLevels.length
  if (rows > MAX_LEVELS || columns > MAX_LEVELS)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooLarge({ rows, columns, limit: MAX_LEVELS }))
  const rowSums = cross.counts.map((row) => row.reduce((sum, value) => sum + value, 0))
  const columnSums = cross.columnLevels.map((_, j) => cross.counts.reduce((sum, row) => sum + row[j], 0))
  const empty = rowSums.some((sum) => sum === 0) || columnSums.some((sum) => sum === 0)
  if (rows < 2 || columns < 2 || (empty && !allowEmpty))
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooSmall({ rows, columns }))
}

/** The observed counts with row and column totals. */
export function observedTable(cross: CrossTable, title: ResultText = text.observedTitle()): ResultTable {
  const rowSums = cross.counts.map((row) => row.reduce((sum, value) => sum + value, 0))
  const columnSums = cross.columnLevels.map((_, j) => cross.counts.reduce((sum, row) => sum + row[j], 0))
  const n = rowSums.reduce((sum, value) => sum + value, 0)
  return {
    id: 'observed',
    title,
    columns: ['', ...cross.columnLevels, text.total()],
    rows: [...cross.counts.map((row, i) => [cross.rowLevels[i], ...row, rowSums[i]]), [text.total(), ...columnSums, n]],
  }
}

/** Grouped bars of the counts: one group per row, one bar per column category, the test under the title. */
export function countBarChart(
  cross: CrossTable,
  chart: { id: string; title: ResultText; subtitle: ResultText; size: ChartSize },
): ChartSpec {
  return chartSpec(
    {
      id: chart.id,
      title: chart.title,
      type: 'bar',
      data: {
        labels: cross.rowLevels,
        datasets: cross.columnLevels.map((level, j) => ({
          label: level,
          data: cross.counts.map((row) => row[j]),
          backgroundColor: paletteColour(j),
          borderColor: paletteColour(j),
        })),
      },
      options: {
        plugins: {
          ...titleOptions(chart.title, { subtitle: chart.subtitle }),
          legend: { display: true, position: 'right' },
        },
        scales: { x: axisOptions(''), y: axisOptions(text.countAxis(), { beginAtZero: true }) },
      },
    },
    chart.size,
  )
}
