import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { extent } from '../../../analysis/stats/descriptive'
import {
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { colourParam, columnParam, numberParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { describeRows, MAX_BUBBLES, readChartTable } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/**
 * Bubbles at (x, y) whose area is proportional to the size column: radius = largest radius ×
 * √(size / largest size). Each bubble is its own dataset named after its label, so the tooltip
 * names it without a callback (chart specs are JSON only); the legend is hidden.
 */
export const bubbleChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const xName = columnParam(input, 'x_column', table.header[1] ?? table.header[0])
  const yName = columnParam(input, 'y_column', table.header[2] ?? table.header[0])
  const sizeName = columnParam(input, 'size_column', table.header[3] ?? table.header[0])
  const labelName = columnParam(input, 'label_column', table.header[0])
  const largestRadius = numberParam(input, 'max_radius', { min: 5, max: 80, fallback: 30 })
  const colour = colourParam(input, 'color', '#4e79a7')

  const xs = numericColumn(table, xName, { allowMissing: true })
  const ys = numericColumn(table, yName, { allowMissing: true })
  const sizes = numericColumn(table, sizeName, { allowMissing: true })
  const labels = textColumn(table, labelName)
  const negative = table.rows.findIndex((_, r) => sizes[r] < 0)
  if (negative !== -1) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `${table.fileName ?? ''} 第 ${table.lines[negative]} 行，"${sizeName}" 列：气泡大小不能为负数（${sizes[negative]}）。`,
        `${table.fileName ?? ''} line ${table.lines[negative]}, column "${sizeName}": a bubble size cannot be negative (${sizes[negative]}).`,
      ),
    )
  }
  const kept: number[] = []
  const skipped: number[] = []
  table.rows.forEach((_, r) => ([xs[r], ys[r], sizes[r]].some(Number.isNaN) ? skipped : kept).push(r))
  const largest = kept.length === 0 ? 0 : extent(kept.map((r) => sizes[r])).maximum
  if (kept.length === 0 || largest === 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(`没有 X、Y 和大小都有值且大小大于 0 的行。`, 'No row has an X, a Y and a size above 0.'),
    )
  }
  const radiusOf = (size: number) => largestRadius * Math.sqrt(size / largest)
  // Small bubbles drawn last stay on top of large ones; beyond the limit the smallest are left out.
  const drawOrder = [...kept].sort((a, b) => sizes[b] - sizes[a]).slice(0, MAX_BUBBLES)
  const biggest = drawOrder[0]

  const title = chartTitle(input, { zh: '气泡图', en: 'Bubble chart' })
  const subtitle = say(
    `气泡面积 ∝ ${sizeName}（最大：${labels[biggest]}，${formatNumber(sizes[biggest])}）`,
    `Bubble area ∝ ${sizeName} (largest: ${labels[biggest]}, ${formatNumber(sizes[biggest])})`,
  )
  const notes = [say(`${kept.length} 个气泡；${subtitle}。`, `${kept.length} bubbles; ${subtitle}.`)]
  if (skipped.length > 0)
    notes.push(
      say(
        `${describeRows(table, skipped, language)}缺少 X、Y 或大小，未绘制。`,
        `Not drawn, X, Y or size missing: ${describeRows(table, skipped, language)}.`,
      ),
    )
  if (drawOrder.length < kept.length)
    notes.push(
      say(
        `图中只画出最大的 ${drawOrder.length} 个气泡（共 ${kept.length} 个）。`,
        `The chart draws the ${drawOrder.length} largest of ${kept.length} bubbles.`,
      ),
    )
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
              x: axisOptions(textParam(input, 'x_label', xName), { grace: '8%' }),
              y: axisOptions(textParam(input, 'y_label', yName), { grace: '8%' }),
            },
            layout: { padding: largestRadius / 2 },
          },
        },
        chartSize(input, { width: 800, height: 560 }, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'bubbles',
        title: say('各气泡数值', 'Bubbles'),
        columns: [labelName || say('标签', 'Label'), xName, yName, sizeName, say('半径（像素）', 'Radius (pixels)')],
        rows: kept.map((r) => [labels[r], xs[r], ys[r], sizes[r], cell(radiusOf(sizes[r]))]),
      },
    ],
    files: [],
    notes,
  }
}
