import { numericColumn } from '../../../analysis/io/column-table'
import { axisOptions, chartSize, chartSpec, chartTitle, titleOptions } from '../../kit/chart-style'
import { booleanParam, choiceParam, colourParam, columnParam, numberParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { MAX_LOLLIPOPS, readChartTable } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

const ORDERS = ['descending', 'ascending', 'table'] as const

/**
 * Ordered values as lollipops: a thin bar dataset for the stems and a scatter dataset for the
 * heads, both on the category axis, so chart.js draws them without custom drawing code.
 */
export const lollipopChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const valueName = columnParam(input, 'value_column', table.header[1] ?? table.header[0])
  const order = choiceParam(input, 'order', ORDERS, 'descending')
  const topN = numberParam(input, 'top_n', { min: 0, max: 1000, fallback: 0, integer: true })
  const horizontal = booleanParam(input, 'horizontal', true)
  const colour = colourParam(input, 'color', '#4e79a7')

  const values = numericColumn(table, valueName)
  const items = table.rows.map((row, r) => ({ label: row[0], value: values[r] }))
  if (order !== 'table') items.sort((a, b) => (order === 'descending' ? b.value - a.value : a.value - b.value))
  const shown = items.slice(0, Math.min(topN > 0 ? topN : items.length, MAX_LOLLIPOPS))
  const labels = shown.map((item) => item.label)

  const title = chartTitle(input, { zh: '棒棒糖图', en: 'Lollipop chart' })
  const categoryAxis = axisOptions(textParam(input, 'category_label', table.header[0]), {
    type: 'category',
    labels,
    grid: { display: false },
  })
  const valueAxis = axisOptions(textParam(input, 'value_label', valueName), { beginAtZero: true, grace: '5%' })
  const point = (item: { label: string; value: number }) =>
    horizontal ? { x: item.value, y: item.label } : { x: item.label, y: item.value }
  return {
    charts: [
      chartSpec(
        {
          id: 'lollipop-chart',
          title,
          type: 'bar',
          data: {
            labels,
            datasets: [
              {
                type: 'scatter',
                label: valueName,
                data: shown.map(point),
                backgroundColor: colour,
                borderColor: colour,
                pointRadius: 6,
                pointHoverRadius: 8,
                order: 1,
              },
              {
                type: 'bar',
                label: valueName,
                data: shown.map((item) => item.value),
                backgroundColor: colour,
                barThickness: 2,
                order: 2,
              },
            ],
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            plugins: { ...titleOptions(title), legend: { display: false } },
            scales: horizontal ? { y: categoryAxis, x: valueAxis } : { x: categoryAxis, y: valueAxis },
          },
        },
        chartSize(
          input,
          { width: 800, height: horizontal ? Math.max(360, 24 * shown.length + 140) : 520 },
          BASIC_CHART_SIZE_LIMITS,
        ),
      ),
    ],
    tables: [
      {
        id: 'ordered-values',
        title: say('排序后的数值', 'Ordered values'),
        columns: [say('名次', 'Rank'), table.header[0] || say('名称', 'Name'), valueName],
        rows: shown.map((item, i) => [i + 1, item.label, item.value]),
      },
    ],
    files: [],
    notes: [
      say(
        `显示 ${shown.length} / ${items.length} 项，${order === 'descending' ? '从大到小' : order === 'ascending' ? '从小到大' : '按表中顺序'}。`,
        `${shown.length} of ${items.length} items, ${order === 'descending' ? 'largest first' : order === 'ascending' ? 'smallest first' : 'in table order'}.`,
      ),
      ...((topN === 0 || topN > MAX_LOLLIPOPS) && items.length > MAX_LOLLIPOPS
        ? [say(`本图最多显示 ${MAX_LOLLIPOPS} 项。`, `This chart shows at most ${MAX_LOLLIPOPS} items.`)]
        : []),
    ],
  }
}
