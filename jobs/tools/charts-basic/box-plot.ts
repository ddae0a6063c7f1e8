import { boxplotStatistics, extent, mean, type BoxplotStatistics } from '../../../analysis/stats/descriptive'
import { ToolRunError, type ToolExecutor } from '../types'
import {
  axisOptions,
  booleanParam,
  cell,
  chart,
  chartTitle,
  columnParam,
  describeRows,
  groupedValues,
  inLanguage,
  MAX_DRAWN_VALUES,
  numberParam,
  paletteParam,
  readChartTable,
  textParam,
  titlePlugin,
  withAlpha,
} from './shared'

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
  const groupName = columnParam(input, 'group_column', table.header[0])
  const valueName = columnParam(input, 'value_column', table.header[1] ?? table.header[0])
  const coef = numberParam(input, 'coef', { min: 0, max: 10, fallback: 1.5 })
  const showPoints = booleanParam(input, 'show_points', false)
  const showMean = booleanParam(input, 'show_mean', false)
  const colourAt = paletteParam(input)

  const { groups, values, skippedRows } = groupedValues(table, groupName, valueName, language)
  if (groups.length === 0) throw new ToolRunError('1002', say(`"${valueName}" 列没有数值。`, `Column "${valueName}" has no values.`))
  const boxes = values.map((group) => boxplotStatistics(group, coef))
  const valueCount = values.reduce((sum, group) => sum + group.length, 0)
  const drawPoints = showPoints && valueCount <= MAX_DRAWN_VALUES

  const title = chartTitle(input, { zh: '箱线图', en: 'Box plot' })
  const notes = [
    say(
      `${groups.length} 组，共 ${valueCount} 个数值；箱体为 Tukey 铰链，须线最长 ${coef} 倍四分位距（同 R boxplot）。`,
      `${groups.length} groups, ${valueCount} values; boxes span Tukey's hinges, whiskers reach at most ${coef} × the interquartile range (as R boxplot).`,
    ),
  ]
  if (skippedRows.length > 0) notes.push(say(`${describeRows(table, skippedRows, language)}没有数值，已跳过。`, `Skipped, no value: ${describeRows(table, skippedRows, language)}.`))
  if (showPoints && !drawPoints) notes.push(say(`数值多于 ${MAX_DRAWN_VALUES} 个，未逐个画出。`, `More than ${MAX_DRAWN_VALUES} values: not drawn one by one.`))
  return {
    charts: [
      chart(input, {
        id: 'box-plot',
        title,
        type: 'boxplot',
        data: {
          labels: groups,
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
        },
        options: {
          plugins: { ...titlePlugin(title), legend: { display: false } },
          scales: {
            x: axisOptions(textParam(input, 'x_label', groupName), { grid: { display: false } }),
            y: axisOptions(textParam(input, 'y_label', valueName), { beginAtZero: false }),
          },
        },
      }),
    ],
    tables: [
      {
        id: 'box-statistics',
        title: say('各组箱线图数值', 'Box plot statistics'),
        columns: [groupName, 'n', say('下须', 'Lower whisker'), 'Q1', say('中位数', 'Median'), 'Q3', say('上须', 'Upper whisker'), say('离群值', 'Outliers')],
        rows: boxes.map((box, g) => [groups[g], box.n, cell(box.lowerWhisker), cell(box.lowerHinge), cell(box.median), cell(box.upperHinge), cell(box.upperWhisker), box.outliers.join(', ')]),
      },
    ],
    files: [],
    notes,
  }
}
