import { BANDWIDTH_RULES, kernelDensity } from '../../../analysis/stats/kernel-density'
import { boxplotStatistics, extent, mean } from '../../../analysis/stats/descriptive'
import { cell, chartTitle, paletteParam, withAlpha } from '../../kit/chart-style'
import { booleanParam, choiceParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { boxElement } from '../box-plot/executor'
import {
  distributionChart,
  distributionNotes,
  drawsEveryValue,
  readChartTable,
  readGroupDistributions,
} from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** Density points per violin: enough for a smooth outline, few enough for a light chart spec. */
const VIOLIN_POINTS = 100

/**
 * One violin per group: the group's Gaussian kernel density (R's bandwidth rules) from its minimum
 * to its maximum, handed to the violin plugin as precomputed coordinates, with an optional narrow
 * box plot (R boxplot's numbers) drawn over it.
 */
export const violinPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const rule = choiceParam(input, 'bandwidth_rule', BANDWIDTH_RULES, 'nrd0')
  const adjust = numberParam(input, 'adjust', { min: 0.1, max: 5, fallback: 1 })
  const showBox = booleanParam(input, 'show_box', true)
  const showPoints = booleanParam(input, 'show_points', false)
  const colourAt = paletteParam(input)

  const distributions = readGroupDistributions(input, table)
  const { groupName, valueName, groups, values } = distributions
  const small = groups.filter((_, g) => values[g].length < 2)
  if (small.length > 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `分组 ${small.join('、')} 的数值少于 2 个，无法估计密度。`,
        `Group${small.length > 1 ? 's' : ''} ${small.join(', ')} ${small.length > 1 ? 'have' : 'has'} fewer than 2 values: no density can be estimated.`,
      ),
    )
  }
  const drawPoints = drawsEveryValue(showPoints, distributions)
  const violins = values.map((group) => {
    const { minimum: low, maximum: high } = extent(group)
    const density = kernelDensity(group, {
      bandwidth: rule,
      adjust,
      from: low,
      to: high,
      points: low === high ? 1 : VIOLIN_POINTS,
    })
    const box = boxplotStatistics(group)
    return { group, low, high, density, box }
  })

  const title = chartTitle(input, { zh: '小提琴图', en: 'Violin plot' })
  const datasets: Record<string, unknown>[] = [
    {
      label: valueName,
      data: violins.map(({ group, low, high, density, box }) => ({
        min: low,
        max: high,
        q1: box.lowerHinge,
        median: box.median,
        q3: box.upperHinge,
        mean: mean(group),
        coords: density.x.map((v, i) => ({ v, estimate: density.y[i] })),
        maxEstimate: Math.max(...density.y),
        items: drawPoints ? group : [],
        outliers: [],
      })),
      backgroundColor: groups.map((_, g) => withAlpha(colourAt(g), 0.5)),
      borderColor: groups.map((_, g) => colourAt(g)),
      borderWidth: 1.5,
      itemRadius: drawPoints ? 2 : 0,
      itemBackgroundColor: withAlpha('#333333', 0.5),
      itemBorderColor: withAlpha('#333333', 0.5),
      meanRadius: 0,
      maxBarThickness: 120,
      // chart.js draws higher orders first: the box goes over the violin.
      order: 2,
    },
  ]
  if (showBox) {
    datasets.push({
      type: 'boxplot',
      label: say('箱线图', 'Box plot'),
      data: violins.map(({ group, box }) => boxElement(group, box, false)),
      backgroundColor: '#ffffff',
      borderColor: '#333333',
      borderWidth: 1,
      medianColor: '#222222',
      outlierRadius: 3,
      outlierBackgroundColor: '#ffffff',
      outlierBorderColor: '#333333',
      meanRadius: 0,
      itemRadius: 0,
      // Centred on the violin rather than beside it, a fifth of its width.
      grouped: false,
      barPercentage: 0.15,
      order: 1,
    })
  }
  const notes = [
    say(
      `${groups.length} 组；高斯核密度估计，带宽规则 ${rule} × ${adjust}，在每组的最小值到最大值之间取 ${VIOLIN_POINTS} 个点。`,
      `${groups.length} groups; Gaussian kernel density, bandwidth rule ${rule} × ${adjust}, at ${VIOLIN_POINTS} points from each group's minimum to its maximum.`,
    ),
    ...distributionNotes(table, distributions, { asked: showPoints, drawn: drawPoints }, language),
  ]
  return {
    charts: [
      distributionChart(input, distributions, {
        id: 'violin-plot',
        title,
        type: 'violin',
        datasets,
        size: { width: 860, height: 520 },
      }),
    ],
    tables: [
      {
        id: 'violin-statistics',
        title: say('各组分布', 'Distribution of each group'),
        columns: [
          groupName,
          'n',
          say('带宽', 'Bandwidth'),
          say('最小值', 'Minimum'),
          'Q1',
          say('中位数', 'Median'),
          'Q3',
          say('最大值', 'Maximum'),
        ],
        rows: violins.map(({ group, low, high, density, box }, g) => [
          groups[g],
          group.length,
          cell(density.bandwidth),
          low,
          cell(box.lowerHinge),
          cell(box.median),
          cell(box.upperHinge),
          high,
        ]),
      },
    ],
    files: [],
    notes,
  }
}
