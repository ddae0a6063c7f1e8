import { BANDWIDTH_RULES, kernelDensity } from '../../../analysis/stats/kernel-density'
import { mean } from '../../../analysis/stats/descriptive'
import {
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  legendParam,
  paletteParam,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam, choiceParam, columnParam, numberParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { DEFAULT_CHART_SIZE, groupedValues, readChartTable, skippedRowsNotes } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** The Gaussian kernel density of a column (one curve per group), on R density's 512-point grid. */
export const densityPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const valueName = columnParam(input, 'value_column', table.header[0])
  const groupName = columnParam(input, 'group_column')
  const rule = choiceParam(input, 'bandwidth_rule', BANDWIDTH_RULES, 'nrd0')
  const adjust = numberParam(input, 'adjust', { min: 0.1, max: 5, fallback: 1 })
  const fill = booleanParam(input, 'fill', true)
  const colourAt = paletteParam(input)

  const { groups, values, skippedRows } = groupedValues(table, groupName || null, valueName, language)
  const small = groups.filter((_, g) => values[g].length < 2)
  if (groups.length === 0 || small.length > 0) {
    const which = groups.length === 0 ? valueName : small.join(', ')
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(`${which}：至少需要 2 个数值才能估计密度。`, `${which}: a density needs at least 2 values.`),
    )
  }
  const curves = values.map((group) => kernelDensity(group, { bandwidth: rule, adjust }))

  const title = chartTitle(input, { zh: '密度图', en: 'Density plot' })
  const notes = curves.map((curve, g) =>
    say(
      `${groups[g]}：n = ${curve.n}，带宽 ${formatNumber(curve.bandwidth)}（${rule}${adjust === 1 ? '' : ` × ${adjust}`}）。`,
      `${groups[g]}: n = ${curve.n}, bandwidth ${formatNumber(curve.bandwidth)} (${rule}${adjust === 1 ? '' : ` × ${adjust}`}).`,
    ),
  )
  notes.push(...skippedRowsNotes(table, skippedRows, language))
  return {
    charts: [
      chartSpec(
        {
          id: 'density-plot',
          title,
          type: 'line',
          data: {
            datasets: curves.map((curve, g) => ({
              label: groups[g],
              data: curve.x.map((x, i) => ({ x, y: curve.y[i] })),
              borderColor: colourAt(g),
              backgroundColor: withAlpha(colourAt(g), 0.25),
              borderWidth: 2,
              pointRadius: 0,
              pointHoverRadius: 3,
              fill: fill ? 'origin' : false,
            })),
          },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: groups.length > 1 ? legendParam(input, 'top') : { display: false },
              filler: { propagate: false },
            },
            interaction: { mode: 'nearest', intersect: false },
            scales: {
              x: axisOptions(textParam(input, 'x_label', valueName), { type: 'linear' }),
              y: axisOptions(textParam(input, 'y_label', say('密度', 'Density')), { beginAtZero: true }),
            },
          },
        },
        chartSize(input, DEFAULT_CHART_SIZE, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'densities',
        title: say('各组密度估计', 'Density estimates'),
        columns: [
          say('分组', 'Group'),
          'n',
          say('均值', 'Mean'),
          say('带宽', 'Bandwidth'),
          say('峰值位置', 'Peak at'),
          say('峰值密度', 'Peak density'),
        ],
        rows: curves.map((curve, g) => {
          const peak = curve.y.indexOf(Math.max(...curve.y))
          return [
            groups[g],
            curve.n,
            cell(mean(values[g])),
            cell(curve.bandwidth),
            cell(curve.x[peak]),
            cell(curve.y[peak]),
          ]
        }),
      },
    ],
    files: [],
    notes,
  }
}
