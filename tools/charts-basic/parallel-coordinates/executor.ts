import { numericColumn } from '../../../analysis/io/column-table'
import { mean, standardDeviation } from '../../../analysis/stats/descriptive'
import { rescaleToUnitRange } from '../../../analysis/stats/range-scaling'
import { zScores } from '../../../analysis/stats/scaling'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  groupOrder,
  groupsOfRows,
  legendOptions,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { describeRows, MAX_GROUPS, readChartTable, tooManyError } from '../shared'
import { chartsBasicText } from '../messages'
import { text } from './messages'
import { parameters } from './parameters'
import { AnalysisInputError } from '../../../analysis/errors'

/** Lines (rows) a parallel coordinates plot draws at most. */
export const MAX_LINES = 5000

/**
 * One line per row across one vertical axis per numeric column, each axis rescaled by its own
 * range (or standardised) so variables in different units share the height. A group's rows are one
 * chart.js line dataset whose rows are separated by a point without a value, so the legend has one
 * entry per group and the lines do not join.
 */
export const parallelCoordinatesExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)
  const axes = params.variables.length > 0 ? params.variables : numericColumnsOf(table, params.group_column)
  if (axes.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewAxes())

  const raw = axes.map((name) => numericColumn(table, name, { allowMissing: true }))
  const complete = table.rows.flatMap((_, r) => (raw.every((column) => !Number.isNaN(column[r])) ? [r] : []))
  const skipped = table.rows.flatMap((_, r) => (raw.some((column) => Number.isNaN(column[r])) ? [r] : []))
  if (complete.length > MAX_LINES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManyLines({ count: complete.length, limit: MAX_LINES }),
    )
  const values = raw.map((column) => Float64Array.from(complete, (r) => column[r]))
  const scaled =
    params.scaling === 'range'
      ? values.map(rescaleToUnitRange)
      : params.scaling === 'zscore'
        ? zScores(values, 'rows')
        : values

  const groupOfRow: ResultText[] = params.group_column
    ? groupsOfRows(table, params.group_column)
    : table.rows.map(() => text.allRows())
  const groups = groupOrder(complete.map((r) => groupOfRow[r]))
  if (groups.length > MAX_GROUPS)
    throw tooManyError(
      chartsBasicText.groupsOfColumn({ column: params.group_column }),
      groups.length,
      MAX_GROUPS,
      chartsBasicText.checkGroupColumn(),
    )
  const datasets = groups.map((group, g) => {
    const data: { x: string; y: number | null }[] = []
    complete.forEach((r, i) => {
      if (groupOfRow[r] !== group) return
      if (data.length > 0) data.push({ x: axes[0], y: null })
      axes.forEach((axis, a) => data.push({ x: axis, y: scaled[a][i] }))
    })
    return {
      label: group,
      data,
      borderColor: withAlpha(colourAt(g), params.line_opacity),
      backgroundColor: colourAt(g),
      borderWidth: 1,
      pointRadius: 0,
      pointHoverRadius: 0,
      spanGaps: false,
      tension: 0,
    }
  })

  const title = chartTitle(params.title, text.chartName())
  const yTitle = { range: text.yRange(), zscore: text.yZscore(), none: text.yNone() }[params.scaling]
  return {
    charts: [
      chartSpec(
        {
          id: 'parallel-coordinates',
          title,
          type: 'line',
          data: { labels: axes, datasets },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: params.group_column ? legendOptions(params.legend_position) : { display: false },
              tooltip: { enabled: false },
            },
            scales: {
              x: axisOptions('', { type: 'category', grid: { color: '#777777', lineWidth: 1.5 } }),
              y: axisOptions(yTitle, params.scaling === 'range' ? { min: 0, max: 1 } : {}),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'axes',
        title: text.axesTitle(),
        columns: [text.variable(), 'n', text.minimum(), text.maximum(), text.mean(), text.sd()],
        rows: axes.map((axis, a) => [
          axis,
          complete.length,
          cell(Math.min(...values[a])),
          cell(Math.max(...values[a])),
          cell(mean(values[a])),
          cell(standardDeviation(values[a])),
        ]),
      },
    ],
    files: [],
    notes: [
      text.linesNote({ lines: complete.length, axes: axes.length }),
      ...(skipped.length > 0 ? [text.skippedNote({ rows: describeRows(table, skipped) })] : []),
    ],
  }
}

/** The columns other than the group column whose every value is a number (or missing). */
function numericColumnsOf(table: ReturnType<typeof readChartTable>, groupColumn: string): string[] {
  return table.header.filter((name) => {
    if (name === '' || name === groupColumn) return false
    try {
      const column = numericColumn(table, name, { allowMissing: true })
      return column.some((value) => !Number.isNaN(value))
    } catch (error) {
      if (error instanceof AnalysisInputError) return false
      throw error
    }
  })
}
