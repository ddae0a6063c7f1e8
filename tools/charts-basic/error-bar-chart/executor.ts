import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { summarize, type Summary } from '../../../analysis/stats/descriptive'
import {
  drawnGroups,
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  groupOrder,
  legendParam,
  paletteParam,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { choiceParam, columnParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { DEFAULT_CHART_SIZE, MAX_BARS, MAX_GROUPS, readChartTable, skippedRowsNotes, tooManyError } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/**
 * Means of long-format data per group (and per series when a second factor is picked) as bars,
 * with error bars of ± one SD or SE; a group of one has no spread and gets no bar.
 */
export const errorBarChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const groupName = columnParam(input, 'group_column', table.header[0])
  const seriesName = columnParam(input, 'series_column')
  const valueName = columnParam(input, 'value_column', table.header[1] ?? table.header[0])
  const error = choiceParam(input, 'error', ['sd', 'se'], 'sd')
  const colourAt = paletteParam(input)

  const empty = say('（空）', '(empty)')
  const groupOf = drawnGroups(table, groupName, language)
  const seriesOf = seriesName ? textColumn(table, seriesName).map((series) => series || empty) : null
  const numbers = numericColumn(table, valueName, { allowMissing: true })
  const kept = table.rows.map((_, r) => r).filter((r) => !Number.isNaN(numbers[r]))
  const skipped = table.rows.map((_, r) => r).filter((r) => Number.isNaN(numbers[r]))
  if (kept.length === 0)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(`"${valueName}" 列没有数值。`, `Column "${valueName}" has no values.`),
    )
  const groups = groupOrder(kept.map((r) => groupOf[r]))
  const seriesList = seriesOf ? groupOrder(kept.map((r) => seriesOf[r])) : [valueName]
  if (groups.length > MAX_GROUPS || groups.length * seriesList.length > MAX_BARS) {
    const many = groups.length > MAX_GROUPS
    throw tooManyError(
      language,
      many
        ? { zh: `分组（"${groupName}" 列的不同取值）`, en: `groups (distinct values of "${groupName}")` }
        : { zh: '柱（分组 × 系列）', en: 'bars (groups × series)' },
      many ? groups.length : groups.length * seriesList.length,
      many ? MAX_GROUPS : MAX_BARS,
      { zh: '请确认选择的是分组列而不是数值列。', en: 'Check that the group columns hold groups, not measurements.' },
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
  const errorName = error === 'sd' ? say('标准差', 'SD') : say('标准误', 'SE')

  const title = chartTitle(input, { zh: '误差棒图', en: 'Error bar chart' })
  const notes = [
    say(
      `柱高为均值，误差棒为均值 ± 1 ${errorName}（SD 分母 n − 1，SE = SD / √n）。`,
      `Bars show means, error bars mean ± 1 ${errorName} (SD with denominator n − 1, SE = SD / √n).`,
    ),
  ]
  notes.push(...skippedRowsNotes(table, skipped, language))
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
              label: seriesName ? `${seriesName} = ${series}` : series,
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
            plugins: { ...titleOptions(title), legend: seriesName ? legendParam(input, 'top') : { display: false } },
            scales: {
              x: axisOptions(textParam(input, 'x_label', groupName), { grid: { display: false } }),
              y: axisOptions(textParam(input, 'y_label', valueName), { beginAtZero: true }),
            },
          },
        },
        chartSize(input, DEFAULT_CHART_SIZE, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'group-summaries',
        title: say('各组均值与离散程度', 'Group means and spread'),
        columns: [groupName, ...(seriesName ? [seriesName] : []), 'n', say('均值', 'Mean'), 'SD', 'SE'],
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
