import { boxplotStatistics, extent, mean, type BoxplotStatistics } from '../../../analysis/stats/descriptive'
import { cell, chartTitle, paletteColours, withAlpha } from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import {
  distributionChart,
  distributionNotes,
  drawsEveryValue,
  readChartTable,
  readGroupDistributions,
} from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * A box as the boxplot plugin draws it, from R's numbers: we hand over the hinges and whiskers of
 * `boxplot.stats` so the plugin does not compute its own (type 7) quartiles.
 */
export function boxElement(values: number[], box: BoxplotStatistics, withItems: boolean): Record<string, unknown> {
  const { minimum, maximum } = extent(values)
  return {
    min: minimum,
    max: maximum,
    q1: box.lowerHinge,
    median: box.median,
    q3: box.upperHinge,
    whiskerMin: box.lowerWhisker,
    whiskerMax: box.upperWhisker,
    mean: mean(values),
    outliers: box.outliers,
    items: withItems ? values : [],
  }
}

/** One box per group, with Tukey's hinges and whiskers at `coef` × the hinge spread (R boxplot). */
export const boxPlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { coef, show_points: showPoints, show_mean: showMean } = params
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)

  const distributions = readGroupDistributions(table, params.group_column, params.value_column)
  const { groupName, valueName, groups, values } = distributions
  const boxes = values.map((group) => boxplotStatistics(group, coef))
  const valueCount = values.reduce((sum, group) => sum + group.length, 0)
  const drawPoints = drawsEveryValue(showPoints, distributions)

  const title = chartTitle(params.title, text.chartName())
  const notes = [
    text.note({ groups: groups.length, values: valueCount, coef }),
    ...distributionNotes(table, distributions, { asked: showPoints, drawn: drawPoints }),
  ]
  return {
    charts: [
      distributionChart(distributions, {
        id: 'box-plot',
        title,
        type: 'boxplot',
        datasets: [
          {
            label: valueName,
            data: values.map((group, g) => boxElement(group, boxes[g], drawPoints)),
            backgroundColor: groups.map((_, g) => withAlpha(colourAt(g), 0.45)),
            borderColor: groups.map((_, g) => colourAt(g)),
            borderWidth: 1.5,
            medianColor: '#222222',
            outlierStyle: 'circle',
            outlierRadius: 4,
            outlierBackgroundColor: '#ffffff',
            outlierBorderColor: '#222222',
            itemRadius: drawPoints ? 2.5 : 0,
            itemStyle: 'circle',
            itemBackgroundColor: withAlpha('#333333', 0.55),
            itemBorderColor: withAlpha('#333333', 0.55),
            meanRadius: showMean ? 4 : 0,
            meanBackgroundColor: '#222222',
            meanBorderColor: '#222222',
            maxBarThickness: 90,
          },
        ],
        xLabel: params.x_label,
        yLabel: params.y_label,
        size: params,
      }),
    ],
    tables: [
      {
        id: 'box-statistics',
        title: text.statisticsTitle(),
        columns: [
          groupName,
          'n',
          text.lowerWhisker(),
          'Q1',
          chartsBasicText.median(),
          'Q3',
          text.upperWhisker(),
          text.outliers(),
        ],
        rows: boxes.map((box, g) => [
          groups[g],
          box.n,
          cell(box.lowerWhisker),
          cell(box.lowerHinge),
          cell(box.median),
          cell(box.upperHinge),
          cell(box.upperWhisker),
          box.outliers.join(', '),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
