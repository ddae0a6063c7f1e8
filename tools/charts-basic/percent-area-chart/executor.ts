import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
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
import { drawnRows, horizontalAxis, seriesPoints } from '../line-chart/executor'
import { chartsBasicText } from '../messages'
import { commaListOf, readChartTable, readWideSeries } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Stacked areas of shares: at every x each series is divided by the sum of all series there and
 * drawn as a percentage, so the top edge is always 100 % and the bands show how the mix changes.
 */
export const percentAreaChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const wide = readWideSeries(table, params.series_columns)
  const colourAt = paletteColours(params.palette)
  const title = chartTitle(params.title, text.chartName())

  for (const { name, values } of wide.series) {
    const row = values.findIndex((value) => value !== null && value < 0)
    if (row !== -1)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.negativeValue({ file: table.fileName ?? '', line: table.lines[row], column: name, value: values[row]! }),
      )
  }
  const totals = wide.labels.map((_, row) => wide.series.reduce((sum, { values }) => sum + (values[row] ?? 0), 0))
  const shares = wide.series.map(({ name, values }) => ({
    name,
    values: values.map((value, row) => (totals[row] > 0 ? (100 * (value ?? 0)) / totals[row] : null)),
  }))
  const zeroRows = totals.flatMap((total, row) => (total > 0 ? [] : [row]))
  const drawn = drawnRows({ ...wide, series: shares })
  return {
    charts: [
      chartSpec(
        {
          id: 'percent-area-chart',
          title,
          type: 'line',
          data: {
            ...(wide.numericLabels ? {} : { labels: drawn.rows.map((row) => wide.labels[row]) }),
            datasets: shares.map(({ name, values }, s) => ({
              label: name,
              data: seriesPoints(wide, values, drawn.rows),
              borderColor: colourAt(s),
              backgroundColor: withAlpha(colourAt(s), params.fill_opacity),
              borderWidth: 1,
              pointRadius: 0,
              pointHoverRadius: 4,
              tension: params.smooth ? 0.35 : 0,
              fill: s === 0 ? 'origin' : '-1',
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
              y: axisOptions(params.y_label || text.yAxis(), { stacked: true, min: 0, max: 100 }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'shares',
        title: chartsBasicText.plottedValues(),
        columns: [
          wide.labelHeader || text.xAxis(),
          ...shares.map(({ name }) => text.share({ series: name })),
          text.total(),
        ],
        rows: wide.labels.map((label, row) => [
          label,
          ...shares.map(({ values }) => (values[row] === null ? null : cell(values[row]!))),
          cell(totals[row]),
        ]),
      },
    ],
    files: [],
    notes: [
      text.sharesNote({ series: shares.length, points: wide.labels.length }),
      ...(zeroRows.length > 0
        ? [text.zeroTotalNote({ labels: commaListOf(zeroRows.map((row) => wide.labels[row])) })]
        : []),
      ...(drawn.note ? [drawn.note] : []),
    ],
  }
}
