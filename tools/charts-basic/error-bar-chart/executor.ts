import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { summarize, type Summary } from '../../../analysis/stats/descriptive'
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
import { chartsBasicText } from '../messages'
import { columnIs, MAX_BARS, MAX_GROUPS, readChartTable, skippedRowsNotes, tooManyError } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Means of long-format data per group (and per series when a second factor is picked) as bars,
 * with error bars of ± one SD or SE; a group of one has no spread and gets no bar.
 */
export const errorBarChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { group_column: groupName, series_column: seriesName, value_column: valueName, error } = params
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)

  // One instance, so every empty series cell is the same series.
  const empty = text.empty()
  const groupOf = groupsOfRows(table, groupName)
  const seriesOf: ResultText[] | null = seriesName
    ? textColumn(table, seriesName).map((series) => series || empty)
    : null
  const numbers = numericColumn(table, valueName, { allowMissing: true })
  const kept = table.rows.map((_, r) => r).filter((r) => !Number.isNaN(numbers[r]))
  const skipped = table.rows.map((_, r) => r).filter((r) => Number.isNaN(numbers[r]))
  if (kept.length === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, chartsBasicText.columnHasNoValues({ column: valueName }))
  const groups = groupOrder(kept.map((r) => groupOf[r]))
  const seriesList: ResultText[] = seriesOf ? groupOrder(kept.map((r) => seriesOf[r])) : [valueName]
  if (groups.length > MAX_GROUPS || groups.length * seriesList.length > MAX_BARS) {
    const many = groups.length > MAX_GROUPS
    throw tooManyError(
      many ? chartsBasicText.groupsOfColumn({ column: groupName }) : text.bars(),
      many ? groups.length : groups.length * seriesList.length,
      many ? MAX_GROUPS : MAX_BARS,
      text.checkGroupColumns(),
    )
  }

  const summaries: (Summary | null)[][] = seriesList.map((series) =>
    groups.map((group) => {
      const cellValues = kept
        .filter((r) => groupOf[r] === group && (seriesOf === null || seriesOf[r] === series))
        .map((r) => numbers[r])
      return cellValues.length === 0 ? null : summarize(cellValues)
    }),
  )
  const spread = (summary: Summary) => (error === 'sd' ? summary.standardDeviation : summary.standardError)

  const title = chartTitle(params.title, text.chartName())
  const notes = [text.note({ error: text[error]() }), ...skippedRowsNotes(table, skipped)]
  return {
    charts: [
      chartSpec(
        {
          id: 'error-bar-chart',
          title,
          type: 'barWithErrorBars',
          data: {
            labels: groups,
            datasets: seriesList.map((series, s) => ({
              label: seriesName ? columnIs(seriesName, series) : series,
              data: summaries[s].map((summary) => {
                if (summary === null) return null
                const half = spread(summary)
                return Number.isFinite(half)
                  ? { y: summary.mean, yMin: summary.mean - half, yMax: summary.mean + half }
                  : { y: summary.mean }
              }),
              backgroundColor: withAlpha(colourAt(s), 0.8),
              borderColor: colourAt(s),
              borderWidth: 1,
              errorBarColor: '#333333',
              errorBarWhiskerColor: '#333333',
              errorBarLineWidth: 1.5,
              errorBarWhiskerLineWidth: 1.5,
              errorBarWhiskerRatio: 0.3,
              maxBarThickness: 64,
            })),
          },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: seriesName ? legendOptions(params.legend_position) : { display: false },
            },
            scales: {
              x: axisOptions(params.x_label || groupName, { grid: { display: false } }),
              y: axisOptions(params.y_label || valueName, { beginAtZero: true }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'group-summaries',
        title: text.summariesTitle(),
        columns: [groupName, ...(seriesName ? [seriesName] : []), 'n', chartsBasicText.mean(), 'SD', 'SE'],
        rows: seriesList.flatMap((series, s) =>
          groups.flatMap((group, g) => {
            const summary = summaries[s][g]
            return summary === null
              ? []
              : [
                  [
                    group,
                    ...(seriesName ? [series] : []),
                    summary.n,
                    cell(summary.mean),
                    cell(summary.standardDeviation),
                    cell(summary.standardError),
                  ],
                ]
          }),
        ),
      },
    ],
    files: [],
    notes,
  }
}
