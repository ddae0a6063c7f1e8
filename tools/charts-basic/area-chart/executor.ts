import {
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  legendParam,
  paletteParam,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam, numberParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { drawnRows, horizontalAxis, seriesPoints } from '../line-chart/executor'
import { DEFAULT_CHART_SIZE, readChartTable, readWideSeries } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/** Lines with the area below filled; stacked, each series is filled down to the one beneath it. */
export const areaChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const wide = readWideSeries(input, table)
  const stacked = booleanParam(input, 'stacked', true)
  const smooth = booleanParam(input, 'smooth', false)
  const opacity = numberParam(input, 'fill_opacity', { min: 0, max: 1, fallback: 0.6 })
  const colourAt = paletteParam(input)
  const title = chartTitle(input, { zh: '面积图', en: 'Area chart' })

  // chart.js leaves a gap in a stack where a value is missing; a stacked area reads it as 0.
  const series = stacked
    ? wide.series.map(({ name, values }) => ({ name, values: values.map((value) => value ?? 0) }))
    : wide.series
  const totals = wide.labels.map((_, row) => series.reduce((sum, { values }) => sum + (values[row] ?? 0), 0))
  const drawn = drawnRows(
    { ...wide, series: stacked ? [{ name: 'total', values: totals }, ...series] : series },
    language,
  )
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
              legend: legendParam(input, 'top'),
              tooltip: { mode: 'index', intersect: false },
              filler: { propagate: false },
            },
            interaction: { mode: 'index', intersect: false },
            scales: {
              x: horizontalAxis(input, wide, drawn.rows),
              y: axisOptions(textParam(input, 'y_label'), { stacked, beginAtZero: true }),
            },
          },
        },
        chartSize(input, DEFAULT_CHART_SIZE, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'plotted-values',
        title: say('所绘数值', 'Plotted values'),
        columns: [
          wide.labelHeader || say('横轴', 'X'),
          ...series.map(({ name }) => name),
          ...(stacked ? [say('合计', 'Total')] : []),
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
      say(
        `${series.length} 个系列，${wide.labels.length} 个点，${stacked ? '堆叠（最上沿为合计）' : '不堆叠'}。`,
        `${series.length} series of ${wide.labels.length} points, ${stacked ? 'stacked (the top edge is the total)' : 'not stacked'}.`,
      ),
      ...(drawn.note ? [drawn.note] : []),
    ],
  }
}
