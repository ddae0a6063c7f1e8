import {
  cell,
  chartSpec,
  chartTitle,
  legendOptions,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { MAX_RADAR_AXES, readChartTable, readWideSeries, tooManyError } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** One closed line per picked column over the measures of the first column, on one shared scale. */
export const radarChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { fill, begin_at_zero: beginAtZero } = params
  const table = readChartTable(input)
  const { labelHeader, labels, series } = readWideSeries(table, params.series_columns)
  if (labels.length > MAX_RADAR_AXES) {
    throw tooManyError(text.measures(), labels.length, MAX_RADAR_AXES, text.tooManyAdvice())
  }
  const colourAt = paletteColours(params.palette)
  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'radar-chart',
          title,
          type: 'radar',
          data: {
            labels,
            datasets: series.map(({ name, values }, s) => ({
              label: name,
              data: values,
              borderColor: colourAt(s),
              backgroundColor: withAlpha(colourAt(s), 0.2),
              pointBackgroundColor: colourAt(s),
              borderWidth: 2,
              pointRadius: 3,
              fill,
            })),
          },
          options: {
            plugins: { ...titleOptions(title), legend: legendOptions(params.legend_position) },
            // chart.js draws a radial scale in one layer at ticks.z: 1 puts its tick labels over the fills.
            scales: {
              r: {
                beginAtZero,
                pointLabels: { font: { size: 13 } },
                ticks: { z: 1, backdropColor: 'rgba(255, 255, 255, 0.75)' },
              },
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
        columns: [labelHeader || text.measure(), ...series.map(({ name }) => name)],
        rows: labels.map((label, row) => [
          label,
          ...series.map(({ values }) => (values[row] === null ? null : cell(values[row]!))),
        ]),
      },
    ],
    files: [],
    notes: [text.note({ measures: labels.length, items: series.length })],
  }
}
