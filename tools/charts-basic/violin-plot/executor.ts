import { kernelDensity } from '../../../analysis/stats/kernel-density'
import { boxplotStatistics, extent, mean } from '../../../analysis/stats/descriptive'
import { cell, chartTitle, paletteColours, withAlpha } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { boxElement } from '../box-plot/executor'
import { chartsBasicText } from '../messages'
import {
  distributionChart,
  distributionNotes,
  drawsEveryValue,
  listOf,
  readChartTable,
  readGroupDistributions,
} from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** Density points per violin: enough for a smooth outline, few enough for a light chart spec. */
const VIOLIN_POINTS = 100

/**
 * One violin per group: the group's Gaussian kernel density (R's bandwidth rules) from its minimum
 * to its maximum, handed to the violin plugin as precomputed coordinates, with an optional narrow
 * box plot (R boxplot's numbers) drawn over it.
 */
export const violinPlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { bandwidth_rule: rule, adjust, show_box: showBox, show_points: showPoints } = params
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)

  const distributions = readGroupDistributions(table, params.group_column, params.value_column)
  const { groupName, valueName, groups, values } = distributions
  const small = groups.filter((_, g) => values[g].length < 2)
  if (small.length > 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      (small.length > 1 ? text.groupsTooSmall : text.groupTooSmall)({ groups: listOf(small) }),
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

  const title = chartTitle(params.title, text.chartName())
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
      label: text.boxPlot(),
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
    text.note({ groups: groups.length, rule, adjust, points: VIOLIN_POINTS }),
    ...distributionNotes(table, distributions, { asked: showPoints, drawn: drawPoints }),
  ]
  return {
    charts: [
      distributionChart(distributions, {
        id: 'violin-plot',
        title,
        type: 'violin',
        datasets,
        xLabel: params.x_label,
        yLabel: params.y_label,
        size: params,
      }),
    ],
    tables: [
      {
        id: 'violin-statistics',
        title: text.distributionTitle(),
        columns: [
          groupName,
          'n',
          chartsBasicText.bandwidth(),
          chartsBasicText.minimum(),
          'Q1',
          chartsBasicText.median(),
          'Q3',
          chartsBasicText.maximum(),
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
