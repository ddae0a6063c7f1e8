import { envelopeRows } from '../../../analysis/downsample'
import { extent, summarize } from '../../../analysis/stats/descriptive'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  legendOptions,
  paletteColours,
  titleOptions,
} from '../../kit/chart-style'
import type { MessageRef } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { LINE_BUCKETS, readChartTable, readWideSeries, type WideSeries } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * The rows a line or area chart draws: all of a short table; of a long one, each run of rows'
 * extremes and gaps (the same rows for every series), with a note saying so.
 */
export function drawnRows(wide: WideSeries): { rows: number[]; note: MessageRef | null } {
  const rows = envelopeRows(
    wide.series.map(({ values }) => values),
    wide.labels.length,
    LINE_BUCKETS,
  )
  if (rows.length === wide.labels.length) return { rows, note: null }
  return {
    rows,
    note: chartsBasicText.linesThinned({ rows: wide.labels.length, drawn: rows.length, runs: LINE_BUCKETS }),
  }
}

/**
 * The drawn points of one series: {x, y} pairs on a numeric axis when every label of the first
 * column is a number (so 1951, 1956, 1957 are spaced by value), else plain values on a category axis.
 */
export function seriesPoints(
  wide: WideSeries,
  values: (number | null)[],
  rows: number[],
): (number | null)[] | { x: number; y: number | null }[] {
  const { numericLabels } = wide
  return numericLabels ? rows.map((row) => ({ x: numericLabels[row], y: values[row] })) : rows.map((row) => values[row])
}

/**
 * The horizontal axis of a line or area chart, titled `xLabel` or after the first column: linear for
 * numeric labels (years without thousands separators).
 */
export function horizontalAxis(xLabel: string, wide: WideSeries, rows: number[]): Record<string, unknown> {
  const title = xLabel || wide.labelHeader
  if (!wide.numericLabels)
    return axisOptions(title, {
      type: 'category',
      labels: rows.map((row) => wide.labels[row]),
      grid: { display: false },
    })
  const { minimum, maximum } = extent(wide.numericLabels)
  return axisOptions(title, { type: 'linear', min: minimum, max: maximum, ticks: { format: { useGrouping: false } } })
}

/** One line per picked column over the first column, with a summary of each series. */
export const lineChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { show_points: showPoints, smooth, span_gaps: spanGaps } = params
  const table = readChartTable(input)
  const wide = readWideSeries(table, params.series_columns)
  const colourAt = paletteColours(params.palette)
  const title = chartTitle(params.title, text.chartName())
  const drawn = drawnRows(wide)
  const counts = { lines: wide.series.length, points: wide.labels.length }
  const single = wide.series.length === 1

  const summaries = wide.series.map(({ name, values }) => ({
    name,
    missing: values.filter((value) => value === null).length,
    ...summarize(values.filter((value): value is number => value !== null)),
  }))
  return {
    charts: [
      chartSpec(
        {
          id: 'line-chart',
          title,
          type: 'line',
          data: {
            ...(wide.numericLabels ? {} : { labels: drawn.rows.map((row) => wide.labels[row]) }),
            datasets: wide.series.map(({ name, values }, s) => ({
              label: name,
              data: seriesPoints(wide, values, drawn.rows),
              borderColor: colourAt(s),
              backgroundColor: colourAt(s),
              borderWidth: 2,
              pointRadius: showPoints ? 3 : 0,
              pointHoverRadius: 5,
              tension: smooth ? 0.35 : 0,
              spanGaps,
              fill: false,
            })),
          },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: legendOptions(params.legend_position),
              tooltip: { mode: 'index', intersect: false },
            },
            scales: {
              x: horizontalAxis(params.x_label, wide, drawn.rows),
              y: axisOptions(params.y_label, { beginAtZero: params.begin_at_zero }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'series-summary',
        title: text.summaryTitle(),
        columns: [
          text.series(),
          'n',
          text.missing(),
          chartsBasicText.mean(),
          chartsBasicText.minimum(),
          chartsBasicText.maximum(),
        ],
        rows: summaries.map((summary) => [
          summary.name,
          summary.n,
          summary.missing,
          cell(summary.mean),
          cell(summary.minimum),
          cell(summary.maximum),
        ]),
      },
    ],
    files: [],
    notes: [
      wide.numericLabels
        ? single
          ? text.oneLineNumeric(counts)
          : text.linesNumeric(counts)
        : single
          ? text.oneLine(counts)
          : text.lines(counts),
      ...(drawn.note ? [drawn.note] : []),
    ],
  }
}
