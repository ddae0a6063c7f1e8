import { numericColumn } from '../../../analysis/io/column-table'
import { axisOptions, cell, chartSpec, chartTitle, legendOptions, titleOptions } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Categories a dumbbell plot draws at most. */
export const MAX_DUMBBELLS = 300

/**
 * Two values per category joined by a bar: a thin floating bar (chart.js `[low, high]`) from the
 * first value to the second, and a dot at each end, one category per row of a horizontal chart.
 */
export const dumbbellPlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  if (params.start_column === params.end_column)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.sameColumn())
  const first = numericColumn(table, params.start_column, { allowMissing: true })
  const second = numericColumn(table, params.end_column, { allowMissing: true })
  const rows = table.rows.flatMap((row, r) =>
    Number.isNaN(first[r]) || Number.isNaN(second[r])
      ? []
      : [{ label: row[0], start: first[r], end: second[r], difference: second[r] - first[r] }],
  )
  const skipped = table.rows.length - rows.length
  if (rows.length > MAX_DUMBBELLS)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManyRows({ count: rows.length, limit: MAX_DUMBBELLS }),
    )
  if (params.order === 'difference') rows.sort((a, b) => b.difference - a.difference)
  if (params.order === 'end') rows.sort((a, b) => b.end - a.end)

  const title = chartTitle(params.title, text.chartName())
  const dots = (label: string, key: 'start' | 'end', colour: string) => ({
    type: 'line',
    label,
    data: rows.map((row) => row[key]),
    showLine: false,
    pointRadius: 6,
    pointHoverRadius: 8,
    pointBackgroundColor: colour,
    pointBorderColor: colour,
    backgroundColor: colour,
    borderColor: colour,
  })
  return {
    charts: [
      chartSpec(
        {
          id: 'dumbbell-plot',
          title,
          type: 'bar',
          data: {
            labels: rows.map((row) => row.label),
            datasets: [
              dots(params.start_column, 'start', params.start_colour),
              dots(params.end_column, 'end', params.end_colour),
              {
                type: 'bar',
                label: text.difference(),
                data: rows.map((row) => [row.start, row.end]),
                backgroundColor: '#bdbdbd',
                borderWidth: 0,
                barThickness: 3,
              },
            ],
          },
          options: {
            indexAxis: 'y',
            plugins: { ...titleOptions(title), legend: legendOptions(params.legend_position) },
            scales: {
              y: axisOptions(params.category_label || table.header[0], { grid: { display: false } }),
              x: axisOptions(params.value_label, { beginAtZero: false, grace: '5%' }),
            },
          },
        },
        { width: params.width, height: params.height },
      ),
    ],
    tables: [
      {
        id: 'dumbbells',
        title: text.chartName(),
        columns: [
          table.header[0] || text.category(),
          params.start_column,
          params.end_column,
          text.difference(),
          text.percentChange(),
        ],
        rows: rows.map((row) => [
          row.label,
          row.start,
          row.end,
          cell(row.difference),
          cell(row.start === 0 ? Number.NaN : (100 * row.difference) / Math.abs(row.start)),
        ]),
      },
    ],
    files: [],
    notes: [
      text.summaryNote({
        rows: rows.length,
        up: rows.filter((row) => row.difference > 0).length,
        down: rows.filter((row) => row.difference < 0).length,
        same: rows.filter((row) => row.difference === 0).length,
        skipped: skipped > 0 ? text.skipped({ count: skipped }) : '',
      }),
    ],
  }
}
