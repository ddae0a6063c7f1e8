import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  legendOptions,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { drawnRows, horizontalAxis, seriesPoints } from '../line-chart/executor'
import { chartsBasicText } from '../messages'
import { readChartTable, readWideSeries } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Lines with the area below filled; stacked, each series is filled down to the one beneath it. */
export const areaChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { stacked, smooth, fill_opacity: opacity } = params
  const table = readChartTable(input)
  const wide = readWideSeries(table, params.series_columns)
  const colourAt = paletteColours(params.palette)
  const title = chartTitle(params.title, text.chartName())

  // chart.js leaves a gap in a stack where a value is missing; a stacked area reads it as 0.
  const series = stacked
    ? wide.series.map(({ name, values }) => ({ name, values: values.map((value) => value ?? 0) }))
    : wide.series
  const totals = wide.labels.map((_, row) => series.reduce((sum, { values }) => sum + (values[row] ?? 0), 0))
  const drawn = drawnRows({ ...wide, series: stacked ? [{ name: 'total', values: totals }, ...series] : series })
  return {
    charts: [
      chartSpec(
        {
          id: 'area-chart',
          title,
          type: 'line',
          data: {
            ...(wide.numericLabels ? {} : { labels: drawn.rows.map((row) => wide.labels[row]) }),
            datasets: series.map(({ name, values }, s) => ({
              label: name,
              data: seriesPoints(wide, values, drawn.rows),
              borderColor: colourAt(s),
              backgroundColor: withAlpha(colourAt(s), opacity),
              borderWidth: 1.5,
              pointRadius: 0,
              pointHoverRadius: 4,
              tension: smooth ? 0.35 : 0,
              fill: stacked ? (s === 0 ? 'origin' : '-1') : 'origin',
            })),
          },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: legendOptions(params.legend_position),
              tooltip: { mode: 'index', intersect: false },
              filler: { propagate: false },
            },
            interaction: { mode: 'index', intersect: false },
            scales: {
              x: horizontalAxis(params.x_label, wide, drawn.rows),
              y: axisOptions(params.y_label, { stacked, beginAtZero: true }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'plotted-values',
        title: chartsBasicText.plottedValues(),
        columns: [
          wide.labelHeader || text.xAxis(),
          ...series.map(({ name }) => name),
          ...(stacked ? [text.total()] : []),
        ],
        rows: wide.labels.map((label, row) => [
          label,
          ...series.map(({ values }) => (values[row] === null ? null : cell(values[row]!))),
          ...(stacked ? [cell(totals[row])] : []),
        ]),
      },
    ],
    files: [],
    notes: [
      (stacked ? text.stackedNote : text.unstackedNote)({ series: series.length, points: wide.labels.length }),
      ...(drawn.note ? [drawn.note] : []),
    ],
  }
}
