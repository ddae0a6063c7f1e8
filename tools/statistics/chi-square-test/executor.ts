import { groupColumnValues, numericColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { chiSquareIndependence, crossTabulate, type CrossTable } from '../../../analysis/stats/contingency'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import type { ResultText } from '../../../core/result-text'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import { NOTE_STYLE, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Rows or columns a table may have at most. */
const MAX_LEVELS = 50

/** Pearson's chi-square test of independence (R `chisq.test`) of a table of counts or of two categorical columns. */
export const chiSquareTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const cross = params.layout === 'table' ? countsTable(table, params.count_columns) : columnsTable(table, params)
  const rows = cross.rowLevels.length
  const columns = cross.columnLevels.length
  if (rows > MAX_LEVELS || columns > MAX_LEVELS)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooLarge({ rows, columns, limit: MAX_LEVELS }))
  const rowSums = cross.counts.map((row) => row.reduce((sum, value) => sum + value, 0))
  const columnSums = cross.columnLevels.map((_, j) => cross.counts.reduce((sum, row) => sum + row[j], 0))
  if (rows < 2 || columns < 2 || rowSums.some((sum) => sum === 0) || columnSums.some((sum) => sum === 0))
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooSmall({ rows, columns }))
  const test = chiSquareIndependence(cross.counts, params.yates)
  const n = rowSums.reduce((sum, value) => sum + value, 0)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const smallCells = test.expected.flat().filter((value) => value < 5).length
  const matrixTable = (id: string, title: ResultText, values: number[][], totals: boolean): ResultTable => ({
    id,
    title,
    columns: ['', ...cross.columnLevels, ...(totals ? [text.total()] : [])],
    rows: [
      ...values.map((row, i) => [cross.rowLevels[i], ...row.map(cell), ...(totals ? [rowSums[i]] : [])]),
      ...(totals ? [[text.total(), ...columnSums, n]] : []),
    ],
  })
  const title = chartTitle(params.title, text.chartTitle())
  return {
    charts: [
      chartSpec(
        {
          id: 'chi-square',
          title,
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
              ...titleOptions(title, {
                subtitle: text.note({
                  correction: test.corrected ? text.withYates() : '',
                  statistic: shown(test.statistic),
                  df: test.degreesOfFreedom,
                  p: shown(test.pValue),
                  rows,
                  columns,
                  n,
                }),
              }),
              legend: { display: true, position: 'right' },
            },
            scales: { x: axisOptions(''), y: axisOptions(text.countAxis(), { beginAtZero: true }) },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'chi-square',
        title: text.testTitle(),
        columns: [
          text.statistic(),
          statisticsText.degreesOfFreedom(),
          statisticsText.pValue(),
          text.yates(),
          statisticsText.n(),
        ],
        rows: [
          [cell(test.statistic), test.degreesOfFreedom, cell(test.pValue), test.corrected ? text.yes() : text.no(), n],
        ],
      },
      matrixTable('observed', text.observedTitle(), cross.counts, true),
      matrixTable('expected', text.expectedTitle(), test.expected, false),
      matrixTable('residuals', text.residualsTitle(), test.standardizedResiduals, false),
    ],
    files: [],
    notes: [
      text.note({
        correction: test.corrected ? text.withYates() : '',
        statistic: shown(test.statistic),
        df: test.degreesOfFreedom,
        p: shown(test.pValue),
        rows,
        columns,
        n,
      }),
      ...(smallCells > 0 ? [text.smallExpected({ cells: smallCells })] : []),
    ],
  }
}

function countsTable(table: ColumnTable, picked: readonly string[]): CrossTable {
  const names = picked.length > 0 ? picked : table.header.slice(1).filter((name) => name !== '')
  const counts = table.rows.map(() => names.map(() => 0))
  names.forEach((name, j) => {
    const values = numericColumn(table, name)
    values.forEach((value, i) => {
      if (!(value >= 0) || !Number.isFinite(value))
        throw new ToolRunError(
          TOOL_ERROR_CODE.dataValidation,
          text.notACount({ line: table.lines[i], column: name, value: table.rows[i][table.header.indexOf(name)] }),
        )
      counts[i][j] = value
    })
  })
  return { rowLevels: table.rows.map((row) => row[0]), columnLevels: [...names], counts }
}

function columnsTable(table: ColumnTable, params: { row_variable: string; column_variable: string }): CrossTable {
  if (params.row_variable === '' || params.column_variable === '')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseColumns())
  return crossTabulate(groupColumnValues(table, params.row_variable), groupColumnValues(table, params.column_variable))
}
