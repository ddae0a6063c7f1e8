import { histogram, type BinRule } from '../../../analysis/stats/histogram'
import { kernelDensity } from '../../../analysis/stats/kernel-density'
import { numericColumn } from '../../../analysis/io/column-table'
import {
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam, choiceParam, colourParam, columnParam, numberParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { DEFAULT_CHART_SIZE, readChartTable } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const BIN_CHOICES = ['sturges', 'scott', 'fd', 'count'] as const
const RULE_NAMES: Record<(typeof BIN_CHOICES)[number], { zh: string; en: string }> = {
  sturges: { zh: 'Sturges 规则', en: "Sturges' rule" },
  scott: { zh: 'Scott 规则', en: "Scott's rule" },
  fd: { zh: 'Freedman–Diaconis 规则', en: 'Freedman–Diaconis rule' },
  count: { zh: '指定组数', en: 'given number of bins' },
}

/**
 * Bars over R hist's bins on a numeric axis (so the bars touch and a density curve can share it),
 * as frequencies or densities, with an optional Gaussian kernel density curve on the same scale.
 */
export const histogramExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const valueName = columnParam(input, 'value_column', table.header[0])
  const choice = choiceParam(input, 'bin_rule', BIN_CHOICES, 'sturges')
  const bins: BinRule | number =
    choice === 'count' ? numberParam(input, 'bin_count', { min: 1, max: 500, fallback: 10, integer: true }) : choice
  const asDensity = choiceParam(input, 'y_scale', ['count', 'density'], 'count') === 'density'
  const withCurve = booleanParam(input, 'density_curve', false)
  const colour = colourParam(input, 'color', '#4e79a7')

  const values = Array.from(numericColumn(table, valueName, { allowMissing: true })).filter(Number.isFinite)
  if (values.length === 0)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(`"${valueName}" 列没有数值。`, `Column "${valueName}" has no values.`),
    )
  const result = histogram(values, bins)
  const { breaks, counts, density, mids } = result
  const width = breaks[1] - breaks[0]
  const heights = asDensity ? density : counts

  const title = chartTitle(input, { zh: '直方图', en: 'Histogram' })
  const datasets: Record<string, unknown>[] = [
    {
      type: 'bar',
      label: asDensity ? say('密度', 'Density') : say('频数', 'Frequency'),
      data: mids.map((x, i) => ({ x, y: heights[i] })),
      backgroundColor: withAlpha(colour, 0.75),
      borderColor: '#ffffff',
      borderWidth: 1,
      barPercentage: 1,
      categoryPercentage: 1,
      pointStyle: 'rect',
      order: 2,
    },
  ]
  const notes = [
    say(
      `${values.length} 个数值，${RULE_NAMES[choice].zh}${choice === 'count' ? ` ${bins}` : ''}，经 pretty() 取整后分为 ${counts.length} 组（组宽 ${formatNumber(width)}，区间 (a, b]，同 R hist）。`,
      `${values.length} values, ${RULE_NAMES[choice].en}${choice === 'count' ? ` ${bins}` : ''}, rounded by pretty() to ${counts.length} bins of width ${formatNumber(width)} (intervals (a, b], as R hist).`,
    ),
  ]
  if (withCurve && values.length >= 2) {
    const curve = kernelDensity(values, { points: 256 })
    // On a frequency axis the density is scaled by n × bin width, the area of the bars.
    const scale = asDensity ? 1 : values.length * width
    datasets.push({
      type: 'line',
      label: say('核密度估计', 'Kernel density'),
      data: curve.x.map((x, i) => ({ x, y: curve.y[i] * scale })),
      borderColor: '#333333',
      borderWidth: 2,
      pointRadius: 0,
      pointStyle: 'line',
      tension: 0,
      fill: false,
      order: 1,
    })
    notes.push(
      say(
        `密度曲线：高斯核，带宽 ${formatNumber(curve.bandwidth)}（bw.nrd0）。`,
        `Density curve: Gaussian kernel, bandwidth ${formatNumber(curve.bandwidth)} (bw.nrd0).`,
      ),
    )
  }
  return {
    charts: [
      chartSpec(
        {
          id: 'histogram',
          title,
          type: 'bar',
          data: { datasets },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: { display: datasets.length > 1, labels: { usePointStyle: true, boxHeight: 8 } },
            },
            scales: {
              x: axisOptions(textParam(input, 'x_label', valueName), {
                type: 'linear',
                offset: false,
                min: breaks[0],
                max: breaks[breaks.length - 1],
                ticks: { stepSize: width },
                grid: { offset: false },
              }),
              y: axisOptions(
                textParam(input, 'y_label', asDensity ? say('密度', 'Density') : say('频数', 'Frequency')),
                { beginAtZero: true },
              ),
            },
          },
        },
        chartSize(input, DEFAULT_CHART_SIZE, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'bins',
        title: say('各组频数', 'Bins'),
        columns: [
          say('区间', 'Interval'),
          say('下限', 'Lower'),
          say('上限', 'Upper'),
          say('频数', 'Count'),
          say('密度', 'Density'),
        ],
        rows: counts.map((count, i) => [
          `${i === 0 ? '[' : '('}${breaks[i]}, ${breaks[i + 1]}]`,
          breaks[i],
          breaks[i + 1],
          count,
          cell(density[i]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
