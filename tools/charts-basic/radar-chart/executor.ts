import {
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  legendParam,
  paletteParam,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { MAX_RADAR_AXES, readChartTable, readWideSeries, tooManyError } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

/** One closed line per picked column over the measures of the first column, on one shared scale. */
export const radarChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const { labelHeader, labels, series } = readWideSeries(input, table)
  if (labels.length > MAX_RADAR_AXES) {
    throw tooManyError(language, { zh: '指标（行）', en: 'measures (rows)' }, labels.length, MAX_RADAR_AXES, {
      zh: '雷达图适合少量指标，请先筛选。',
      en: 'A radar chart suits a few measures; select some first.',
    })
  }
  const fill = booleanParam(input, 'fill', true)
  const beginAtZero = booleanParam(input, 'begin_at_zero', true)
  const colourAt = paletteParam(input)
  const title = chartTitle(input, { zh: '雷达图', en: 'Radar chart' })
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
            plugins: { ...titleOptions(title), legend: legendParam(input, 'top') },
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
        chartSize(input, { width: 680, height: 600 }, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'plotted-values',
        title: say('所绘数值', 'Plotted values'),
        columns: [labelHeader || say('指标', 'Measure'), ...series.map(({ name }) => name)],
        rows: labels.map((label, row) => [
          label,
          ...series.map(({ values }) => (values[row] === null ? null : cell(values[row]!))),
        ]),
      },
    ],
    files: [],
    notes: [
      say(`${labels.length} 个指标，${series.length} 个对象。`, `${labels.length} measures, ${series.length} items.`),
    ],
  }
}
