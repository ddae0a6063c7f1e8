import { boxplotStatistics, extent, mean, type BoxplotStatistics } from '../../../analysis/stats/descriptive'
import { cell, chartTitle, paletteParam, withAlpha } from '../../kit/chart-style'
import { booleanParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import {
  DEFAULT_CHART_SIZE,
  distributionChart,
  distributionNotes,
  drawsEveryValue,
  readChartTable,
  readGroupDistributions,
} from '../shared'

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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const coef = numberParam(input, 'coef', { min: 0, max: 10, fallback: 1.5 })
  const showPoints = booleanParam(input, 'show_points', false)
  const showMean = booleanParam(input, 'show_mean', false)
  const colourAt = paletteParam(input)

  const distributions = readGroupDistributions(input, table)
  const { groupName, valueName, groups, values } = distributions
  const boxes = values.map((group) => boxplotStatistics(group, coef))
  const valueCount = values.reduce((sum, group) => sum + group.length, 0)
  const drawPoints = drawsEveryValue(showPoints, distributions)

  const title = chartTitle(input, { zh: '箱线图', en: 'Box plot' })
  const notes = [
    say(
      `${groups.length} 组，共 ${valueCount} 个数值；箱体为 Tukey 铰链，须线最长 ${coef} 倍四分位距（同 R boxplot）。`,
      `${groups.length} groups, ${valueCount} values; boxes span Tukey's hinges, whiskers reach at most ${coef} × the interquartile range (as R boxplot).`,
    ),
    ...distributionNotes(table, distributions, { asked: showPoints, drawn: drawPoints }, language),
  ]
  return {
    charts: [
      distributionChart(input, distributions, {
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
        size: DEFAULT_CHART_SIZE,
      }),
    ],
    tables: [
      {
        id: 'box-statistics',
        title: say('各组箱线图数值', 'Box plot statistics'),
        columns: [
          groupName,
          'n',
          say('下须', 'Lower whisker'),
          'Q1',
          say('中位数', 'Median'),
          'Q3',
          say('上须', 'Upper whisker'),
          say('离群值', 'Outliers'),
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
