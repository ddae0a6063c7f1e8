import { numericColumn } from '../../../analysis/io/column-table'
import { axisOptions, chartSpec, chartTitle, titleOptions } from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { MAX_LOLLIPOPS, readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Ordered values as lollipops: a thin bar dataset for the stems and a scatter dataset for the
 * heads, both on the category axis, so chart.js draws them without custom drawing code.
 */
export const lollipopChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { order, top_n: topN, horizontal, color: colour } = params
  const table = readChartTable(input)
  const valueName = params.value_column || (table.header[1] ?? table.header[0])

  const values = numericColumn(table, valueName)
  const items = table.rows.map((row, r) => ({ label: row[0], value: values[r] }))
  if (order !== 'table') items.sort((a, b) => (order === 'descending' ? b.value - a.value : a.value - b.value))
  const shown = items.slice(0, Math.min(topN > 0 ? topN : items.length, MAX_LOLLIPOPS))
  const labels = shown.map((item) => item.label)

  const title = chartTitle(params.title, text.chartName())
  const categoryAxis = axisOptions(params.category_label || table.header[0], {
    type: 'category',
    labels,
    grid: { display: false },
  })
  const valueAxis = axisOptions(params.value_label || valueName, { beginAtZero: true, grace: '5%' })
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
        params,
      ),
    ],
    tables: [
      {
        id: 'ordered-values',
        title: text.orderedTitle(),
        columns: [text.rank(), table.header[0] || chartsBasicText.name(), valueName],
        rows: shown.map((item, i) => [i + 1, item.label, item.value]),
      },
    ],
    files: [],
    notes: [
      { descending: text.descendingNote, ascending: text.ascendingNote, table: text.tableNote }[order]({
        shown: shown.length,
        items: items.length,
      }),
      ...((topN === 0 || topN > MAX_LOLLIPOPS) && items.length > MAX_LOLLIPOPS
        ? [text.atMost({ limit: MAX_LOLLIPOPS })]
        : []),
    ],
  }
}
