import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { extent } from '../../../analysis/stats/descriptive'
import { axisOptions, cell, chartSpec, chartTitle, formatNumber, titleOptions, withAlpha } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { describeRows, MAX_BUBBLES, readChartTable } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Bubbles at (x, y) whose area is proportional to the size column: radius = largest radius ×
 * √(size / largest size). Each bubble is its own dataset named after its label, so the tooltip
 * names it without a callback (chart specs are JSON only); the legend is hidden.
 */
export const bubbleChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { x_column: xName, y_column: yName, size_column: sizeName, max_radius: largestRadius, color: colour } = params
  const table = readChartTable(input)
  const labelName = params.label_column || table.header[0]

  const xs = numericColumn(table, xName, { allowMissing: true })
  const ys = numericColumn(table, yName, { allowMissing: true })
  const sizes = numericColumn(table, sizeName, { allowMissing: true })
  const labels = textColumn(table, labelName)
  const negative = table.rows.findIndex((_, r) => sizes[r] < 0)
  if (negative !== -1) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.negativeSize({
        file: table.fileName ?? '',
        line: table.lines[negative],
        column: sizeName,
        value: sizes[negative],
      }),
    )
  }
  const kept: number[] = []
  const skipped: number[] = []
  table.rows.forEach((_, r) => ([xs[r], ys[r], sizes[r]].some(Number.isNaN) ? skipped : kept).push(r))
  const largest = kept.length === 0 ? 0 : extent(kept.map((r) => sizes[r])).maximum
  if (kept.length === 0 || largest === 0) {
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noBubble())
  }
  const radiusOf = (size: number) => largestRadius * Math.sqrt(size / largest)
  // Small bubbles drawn last stay on top of large ones; beyond the limit the smallest are left out.
  const drawOrder = [...kept].sort((a, b) => sizes[b] - sizes[a]).slice(0, MAX_BUBBLES)
  const biggest = drawOrder[0]

  const title = chartTitle(params.title, text.chartName())
  const subtitle = text.areaOf({ column: sizeName, label: labels[biggest], size: formatNumber(sizes[biggest]) })
  const notes = [text.bubblesNote({ bubbles: kept.length, area: subtitle })]
  if (skipped.length > 0) notes.push(text.notDrawn({ rows: describeRows(table, skipped) }))
  if (drawOrder.length < kept.length) notes.push(text.largestOnly({ drawn: drawOrder.length, bubbles: kept.length }))
  return {
    charts: [
      chartSpec(
        {
          id: 'bubble-chart',
          title,
          type: 'bubble',
          data: {
            datasets: drawOrder.map((r) => ({
              label: `${labels[r]} (${sizeName} ${formatNumber(sizes[r])})`,
              data: [{ x: xs[r], y: ys[r], r: radiusOf(sizes[r]) }],
              backgroundColor: withAlpha(colour, 0.45),
              borderColor: colour,
              borderWidth: 1,
            })),
          },
          options: {
            plugins: { ...titleOptions(title, { subtitle }), legend: { display: false } },
            scales: {
              x: axisOptions(params.x_label || xName, { grace: '8%' }),
              y: axisOptions(params.y_label || yName, { grace: '8%' }),
            },
            layout: { padding: largestRadius / 2 },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'bubbles',
        title: text.bubblesTitle(),
        columns: [labelName || text.label(), xName, yName, sizeName, text.radius()],
        rows: kept.map((r) => [labels[r], xs[r], ys[r], sizes[r], cell(radiusOf(sizes[r]))]),
      },
    ],
    files: [],
    notes,
  }
}
