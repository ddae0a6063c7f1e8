import { numericColumn } from '../../../analysis/io/column-table'
import { cumulativeSums } from '../../../analysis/stats/cumulative'
import { axisOptions, cell, chartSpec, chartTitle, titleOptions, withAlpha } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Steps a waterfall chart draws at most. */
export const MAX_STEPS = 200

/** Rounds away the binary noise of a running sum (0.1 + 0.2) without touching real digits. */
const tidy = (value: number) => Number(value.toPrecision(12))

/**
 * A running total drawn as floating bars: each row's bar spans from the total before it to the
 * total after it (chart.js floating bars, `[start, end]`), increases and decreases in their colours;
 * the first row may be a starting level and a final bar may show the total reached.
 */
export const waterfallChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const valueName = params.value_column || (table.header[1] ?? table.header[0])
  if (table.rows.length > MAX_STEPS)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManySteps({ count: table.rows.length, limit: MAX_STEPS }),
    )
  const changes = Array.from(numericColumn(table, valueName))
  const ends = cumulativeSums(changes).map(tidy)
  const starts = ends.map((_, i) => (i === 0 ? 0 : ends[i - 1]))

  const steps: { label: ResultText; change: number; start: number; end: number; kind: 'up' | 'down' | 'total' }[] =
    table.rows.map((row, i) => ({
      label: row[0],
      change: changes[i],
      start: starts[i],
      end: ends[i],
      kind: i === 0 && params.first_is_total ? 'total' : changes[i] < 0 ? 'down' : 'up',
    }))
  const final = ends.length > 0 ? ends[ends.length - 1] : 0
  if (params.show_total)
    steps.push({ label: params.total_label || text.total(), change: final, start: 0, end: final, kind: 'total' })

  const colourOf = { up: params.up_colour, down: params.down_colour, total: params.total_colour }
  const kindText = { up: text.increase(), down: text.decrease(), total: text.totalKind() }
  const title = chartTitle(params.title, text.chartName())
  const categoryAxis = params.horizontal ? 'y' : 'x'
  const valueAxis = params.horizontal ? 'x' : 'y'
  const up = tidy(changes.reduce((sum, change, i) => (steps[i].kind === 'up' ? sum + change : sum), 0))
  const down = tidy(changes.reduce((sum, change, i) => (steps[i].kind === 'down' ? sum + change : sum), 0))
  return {
    charts: [
      chartSpec(
        {
          id: 'waterfall-chart',
          title,
          type: 'bar',
          data: {
            labels: steps.map((step) => step.label),
            datasets: [
              {
                label: valueName,
                data: steps.map((step) => [step.start, step.end]),
                backgroundColor: steps.map((step) => withAlpha(colourOf[step.kind], 0.85)),
                borderColor: steps.map((step) => colourOf[step.kind]),
                borderWidth: 1,
                borderSkipped: false,
                categoryPercentage: 0.9,
                barPercentage: 0.9,
              },
            ],
          },
          options: {
            ...(params.horizontal ? { indexAxis: 'y' } : {}),
            plugins: { ...titleOptions(title), legend: { display: false } },
            scales: {
              [categoryAxis]: axisOptions(params.category_label || table.header[0], { grid: { display: false } }),
              [valueAxis]: axisOptions(params.value_label || valueName, { beginAtZero: true }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'steps',
        title: text.chartName(),
        columns: [table.header[0] || text.step(), text.change(), text.start(), text.end(), text.kind()],
        rows: steps.map((step) => [
          step.label,
          cell(step.change),
          cell(step.start),
          cell(step.end),
          kindText[step.kind],
        ]),
      },
    ],
    files: [],
    notes: [text.summaryNote({ steps: table.rows.length, up, down, final })],
  }
}
