import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  legendOptions,
  paletteColours,
  titleOptions,
} from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { MAX_BARS, readChartTable, readWideSeries, tooManyError } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Categories from the first column, one bar series per picked column; grouped side by side or
 * stacked, optionally as percentages of each category's total.
 */
export const barChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const { labelHeader, labels, series } = readWideSeries(table, params.series_columns)
  if (labels.length * series.length > MAX_BARS) {
    throw tooManyError(text.tooManyBars(), labels.length * series.length, MAX_BARS, text.tooManyBarsAdvice())
  }
  const stacked = params.layout === 'stacked'
  const { percent, horizontal } = params
  const colourAt = paletteColours(params.palette)

  const totals = labels.map((_, row) => series.reduce((sum, { values }) => sum + (values[row] ?? 0), 0))
  const plotted = series.map(({ name, values }) => ({
    name,
    values: percent
      ? values.map((value, row) => (value === null || totals[row] === 0 ? null : (100 * value) / totals[row]))
      : values,
  }))

  const title = chartTitle(params.title, text.chartName())
  const categoryAxis = axisOptions(params.category_label || labelHeader, {
    stacked,
    grid: { display: false },
  })
  const valueAxis = axisOptions(params.value_label || (percent ? chartsBasicText.percentage() : ''), {
    stacked,
    beginAtZero: true,
    ...(percent && stacked ? { max: 100 } : {}),
  })
  const counts = { categories: labels.length, series: series.length }
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
              legend: legendOptions(params.legend_position),
              tooltip: { mode: 'index', intersect: false },
            },
            scales: horizontal ? { y: categoryAxis, x: valueAxis } : { x: categoryAxis, y: valueAxis },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'plotted-values',
        title: percent ? text.percentTitle() : chartsBasicText.plottedValues(),
        columns: [labelHeader || text.category(), ...plotted.map(({ name }) => name)],
        rows: labels.map((label, row) => [
          label,
          ...plotted.map(({ values }) => (values[row] === null ? null : cell(values[row]!))),
        ]),
      },
    ],
    files: [],
    notes: [
      stacked
        ? percent
          ? text.stackedPercentNote(counts)
          : text.stackedNote(counts)
        : percent
          ? text.groupedPercentNote(counts)
          : text.groupedNote(counts),
    ],
  }
}
