import {
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  legendParam,
  paletteParam,
  titleOptions,
} from '../../kit/chart-style'
import { booleanParam, choiceParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { DEFAULT_CHART_SIZE, MAX_BARS, readChartTable, readWideSeries, tooManyError } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/**
 * Categories from the first column, one bar series per picked column; grouped side by side or
 * stacked, optionally as percentages of each category's total.
 */
export const barChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const { labelHeader, labels, series } = readWideSeries(input, table)
  if (labels.length * series.length > MAX_BARS) {
    throw tooManyError(
      language,
      { zh: '柱（类别 × 系列）', en: 'bars (categories × series)' },
      labels.length * series.length,
      MAX_BARS,
      {
        zh: '请先汇总数据或少选几个系列；按顺序变化的数据可用折线图。',
        en: 'Summarise the data or pick fewer series first; for ordered data use the line chart.',
      },
    )
  }
  const stacked = choiceParam(input, 'layout', ['grouped', 'stacked'], 'grouped') === 'stacked'
  const percent = booleanParam(input, 'percent', false)
  const horizontal = booleanParam(input, 'horizontal', false)
  const colourAt = paletteParam(input)

  const totals = labels.map((_, row) => series.reduce((sum, { values }) => sum + (values[row] ?? 0), 0))
  const plotted = series.map(({ name, values }) => ({
    name,
    values: percent
      ? values.map((value, row) => (value === null || totals[row] === 0 ? null : (100 * value) / totals[row]))
      : values,
  }))

  const title = chartTitle(input, { zh: '柱状图', en: 'Bar chart' })
  const categoryAxis = axisOptions(textParam(input, 'category_label', labelHeader), {
    stacked,
    grid: { display: false },
  })
  const valueAxis = axisOptions(textParam(input, 'value_label', percent ? say('百分比 (%)', 'Percentage (%)') : ''), {
    stacked,
    beginAtZero: true,
    ...(percent && stacked ? { max: 100 } : {}),
  })
  return {
    charts: [
      chartSpec(
        {
          id: 'bar-chart',
          title,
          type: 'bar',
          data: {
            labels,
            datasets: plotted.map(({ name, values }, s) => ({
              label: name,
              data: values,
              backgroundColor: colourAt(s),
              borderColor: '#ffffff',
              borderWidth: stacked ? 1 : 0,
              maxBarThickness: 64,
            })),
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            plugins: {
              ...titleOptions(title),
              legend: legendParam(input, 'right'),
              tooltip: { mode: 'index', intersect: false },
            },
            scales: horizontal ? { y: categoryAxis, x: valueAxis } : { x: categoryAxis, y: valueAxis },
          },
        },
        chartSize(input, DEFAULT_CHART_SIZE, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'plotted-values',
        title: percent
          ? say('各类别内的百分比 (%)', 'Percentages within each category (%)')
          : say('所绘数值', 'Plotted values'),
        columns: [labelHeader || say('类别', 'Category'), ...plotted.map(({ name }) => name)],
        rows: labels.map((label, row) => [
          label,
          ...plotted.map(({ values }) => (values[row] === null ? null : cell(values[row]!))),
        ]),
      },
    ],
    files: [],
    notes: [
      say(
        `${labels.length} 个类别 × ${series.length} 个系列，${stacked ? '堆叠' : '分组'}${percent ? '，按类别换算为百分比' : ''}。`,
        `${labels.length} categories × ${series.length} series, ${stacked ? 'stacked' : 'grouped'}${percent ? ', as percentages of each category' : ''}.`,
      ),
    ],
  }
}
