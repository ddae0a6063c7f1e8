import { numericColumn } from '../../../analysis/io/column-table'
import { normalQq, pValueQq } from '../../../analysis/stats/qq'
import {
  drawnGroups,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  groupOrder,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { choiceParam, columnParam, requiredColumnParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { checkPValues, extent, NUMBER_STYLE, readInputTable, type Point } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

const MODES = ['pvalue', 'normal'] as const
/** Beyond this many points per series the dense middle is thinned evenly; the extremes stay. */
const MAX_POINTS = 20_000
const KEPT_EXTREMES = 2_000

/** Every point when few; otherwise the first and last `KEPT_EXTREMES` and an even share of the middle. */
function thinned<T>(points: T[]): T[] {
  if (points.length <= MAX_POINTS) return points
  const middle = points.slice(KEPT_EXTREMES, points.length - KEPT_EXTREMES)
  const stride = Math.ceil(middle.length / (MAX_POINTS - 2 * KEPT_EXTREMES))
  return [
    ...points.slice(0, KEPT_EXTREMES),
    ...middle.filter((_, k) => k % stride === 0),
    ...points.slice(points.length - KEPT_EXTREMES),
  ]
}

/**
 * Q-Q plot, by the form's mode: observed against expected −log10 p (expected from R's `ppoints`)
 * with the identity line and the genomic inflation factor λ, or a normal Q-Q plot of a numeric
 * column (R's `qqnorm`) with R's `qqline`. One series per group when a group column is chosen.
 */
export const qqPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const mode = choiceParam(input, 'mode', MODES, 'pvalue')
  const valueColumn = requiredColumnParam(input, 'value_column', { zh: '数值', en: 'value' })
  const groupColumn = columnParam(input, 'group_column')
  const values = numericColumn(table, valueColumn, { allowMissing: true })
  if (mode === 'pvalue') checkPValues(table, valueColumn, values, language)
  const groupOf = groupColumn ? drawnGroups(table, groupColumn, language) : null
  const groups = groupOf ? groupOrder(groupOf) : [valueColumn]
  const seriesValues = groups.map((group) =>
    Float64Array.from(values.filter((_, r) => !groupOf || groupOf[r] === group)),
  )

  const datasets: Record<string, unknown>[] = []
  const summaryRows: (string | number | null)[][] = []
  const notes: string[] = []
  let largest = 0
  if (mode === 'pvalue') {
    seriesValues.forEach((series, g) => {
      const qq = pValueQq(series)
      const finite = Array.from(qq.observed).filter(Number.isFinite)
      const ceiling = finite.length > 0 ? extent(finite).max * 1.05 : 300
      const points: Point[] = Array.from(qq.expected, (x, k) => ({
        x,
        y: Number.isFinite(qq.observed[k]) ? qq.observed[k] : ceiling,
      }))
      largest = Math.max(largest, qq.expected[0])
      datasets.push({
        type: 'scatter',
        label: `${groups[g]} (λ = ${qq.inflation.toFixed(3)})`,
        data: thinned(points),
        backgroundColor: withAlpha(paletteColour(g), 0.75),
        borderWidth: 0,
        pointRadius: 2.5,
      })
      summaryRows.push([groups[g], qq.expected.length, cell(qq.inflation), cell(10 ** -qq.observed[0])])
      notes.push(
        say(
          `${groups[g]}：${qq.expected.length} 个 p 值，基因组膨胀系数 λ = ${formatNumber(qq.inflation, NUMBER_STYLE)}。`,
          `${groups[g]}: ${qq.expected.length} p-values, genomic inflation factor λ = ${formatNumber(qq.inflation, NUMBER_STYLE)}.`,
        ),
      )
    })
    datasets.push({
      type: 'line',
      label: say('y = x（无信号时的期望）', 'y = x (expected without signal)'),
      data: [
        { x: 0, y: 0 },
        { x: largest, y: largest },
      ],
      borderColor: '#555555',
      borderWidth: 1.2,
      borderDash: [6, 4],
      pointRadius: 0,
    })
    notes.push(
      say(
        'λ 为 p 值对应的 χ²₁ 统计量的中位数除以 0.455（R：median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)）；λ ≈ 1 表示整体无膨胀。',
        'λ is the median of the χ²₁ statistics behind the p-values over 0.455 (R: median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)); λ ≈ 1 means no overall inflation.',
      ),
    )
  } else {
    seriesValues.forEach((series, g) => {
      const qq = normalQq(series)
      const points = Array.from(qq.theoretical, (x, k) => ({ x, y: qq.sample[k] }))
      const [low, high] = [qq.theoretical[0], qq.theoretical[qq.theoretical.length - 1]]
      const colour = paletteColour(g)
      datasets.push({
        type: 'scatter',
        label: groups[g],
        data: thinned(points),
        backgroundColor: withAlpha(colour, 0.75),
        borderWidth: 0,
        pointRadius: 3,
      })
      datasets.push({
        type: 'line',
        label: say(`${groups[g]} 参考线`, `${groups[g]} reference line`),
        data: [
          { x: low, y: qq.line.intercept + qq.line.slope * low },
          { x: high, y: qq.line.intercept + qq.line.slope * high },
        ],
        borderColor: colour,
        borderWidth: 1.5,
        borderDash: [6, 4],
        pointRadius: 0,
      })
      summaryRows.push([groups[g], qq.sample.length, cell(qq.line.slope), cell(qq.line.intercept)])
    })
    notes.push(
      say(
        '参考线过样本与正态分布的第一、第三四分位数（R qqline）；点沿直线分布说明近似正态。',
        'The reference line passes through the first and third quartiles of the sample and of the normal distribution (R qqline); points along it suggest normality.',
      ),
    )
  }

  const title = chartTitle(input, { zh: 'Q-Q 图', en: 'Q-Q plot' })
  const chart = chartSpec(
    {
      id: 'qq-plot',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: { ...titleOptions(title), legend: inkedLegendOptions('top') },
        scales:
          mode === 'pvalue'
            ? {
                x: inkedAxisOptions(say('期望 −log10(p)', 'Expected −log10(p)'), { type: 'linear', min: 0 }),
                y: inkedAxisOptions(say(`观测 −log10(${valueColumn})`, `Observed −log10(${valueColumn})`), {
                  type: 'linear',
                  min: 0,
                }),
              }
            : {
                x: inkedAxisOptions(say('理论分位数（标准正态）', 'Theoretical quantiles (standard normal)'), {
                  type: 'linear',
                }),
                y: inkedAxisOptions(say(`样本分位数（${valueColumn}）`, `Sample quantiles (${valueColumn})`), {
                  type: 'linear',
                }),
              },
      },
    },
    chartSize(input, { width: 720, height: 640 }, ADVANCED_CHART_SIZE_LIMITS),
  )
  return {
    charts: [chart],
    tables: [
      {
        id: 'qq-summary',
        title: say('各系列摘要', 'Summary per series'),
        columns:
          mode === 'pvalue'
            ? [say('系列', 'Series'), 'n', 'λ', say('最小 p', 'Smallest p')]
            : [say('系列', 'Series'), 'n', say('参考线斜率', 'Line slope'), say('参考线截距', 'Line intercept')],
        rows: summaryRows,
      },
    ],
    files: [],
    notes,
  }
}
