import { envelopeRows } from '../../../analysis/downsample'
import { extent, summarize } from '../../../analysis/stats/descriptive'
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
import { booleanParam, textParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import type { ToolExecutor, ToolRunInput } from '../../kit/types'
import { DEFAULT_CHART_SIZE, LINE_BUCKETS, readChartTable, readWideSeries, type WideSeries } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/**
 * The rows a line or area chart draws: all of a short table; of a long one, each run of rows'
 * extremes and gaps (the same rows for every series), with a note saying so.
 */
export function drawnRows(wide: WideSeries, language: Language): { rows: number[]; note: string | null } {
  const rows = envelopeRows(
    wide.series.map(({ values }) => values),
    wide.labels.length,
    LINE_BUCKETS,
  )
  if (rows.length === wide.labels.length) return { rows, note: null }
  return {
    rows,
    note: inLanguage(
      language,
      `共 ${wide.labels.length} 行，图中画出其中 ${rows.length} 行：按顺序分成 ${LINE_BUCKETS} 段，每段保留各系列的最小值、最大值和缺失处，曲线形状不变。`,
      `${wide.labels.length} rows, of which the chart draws ${rows.length}: cut into ${LINE_BUCKETS} runs of rows, each keeping every series' minimum, maximum and gaps, so the shape is unchanged.`,
    ),
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

/** The horizontal axis of a line or area chart: linear for numeric labels (years without thousands separators). */
export function horizontalAxis(input: ToolRunInput, wide: WideSeries, rows: number[]): Record<string, unknown> {
  const title = textParam(input, 'x_label', wide.labelHeader)
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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const wide = readWideSeries(input, table)
  const showPoints = booleanParam(input, 'show_points', true)
  const smooth = booleanParam(input, 'smooth', false)
  const spanGaps = booleanParam(input, 'span_gaps', false)
  const colourAt = paletteParam(input)
  const title = chartTitle(input, { zh: '折线图', en: 'Line chart' })
  const drawn = drawnRows(wide, language)

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
              legend: legendParam(input, 'top'),
              tooltip: { mode: 'index', intersect: false },
            },
            scales: {
              x: horizontalAxis(input, wide, drawn.rows),
              y: axisOptions(textParam(input, 'y_label'), { beginAtZero: booleanParam(input, 'begin_at_zero', false) }),
            },
          },
        },
        chartSize(input, DEFAULT_CHART_SIZE, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'series-summary',
        title: say('各系列概况', 'Series summary'),
        columns: [
          say('系列', 'Series'),
          'n',
          say('缺失', 'Missing'),
          say('均值', 'Mean'),
          say('最小值', 'Minimum'),
          say('最大值', 'Maximum'),
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
      say(
        `${wide.series.length} 条折线，每条 ${wide.labels.length} 个点${wide.numericLabels ? '（横轴按数值排列）' : ''}。`,
        `${wide.series.length} line${wide.series.length === 1 ? '' : 's'} of ${wide.labels.length} points${wide.numericLabels ? ' (numeric horizontal axis)' : ''}.`,
      ),
      ...(drawn.note ? [drawn.note] : []),
    ],
  }
}
