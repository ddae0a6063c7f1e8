import { numericColumn } from '../../../analysis/io/column-table'
import {
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  legendParam,
  NEUTRAL_COLOUR,
  paletteParam,
  titleOptions,
} from '../../kit/chart-style'
import { booleanParam, choiceParam, columnParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { readChartTable } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** A percentage as the labels show it: one decimal, "<0.1%" rather than a misleading "0.0%". */
function percentText(percent: number): string {
  return percent > 0 && percent < 0.05 ? '<0.1%' : `${percent.toFixed(1)}%`
}

/**
 * Shares of the total of one column, the smallest parts merged into "Others" beyond the slice
 * limit. The percentages go into the labels, so the legend and the tooltips show them without a
 * formatter callback (chart specs are JSON only).
 */
export const pieChartExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const valueName = columnParam(input, 'value_column', table.header[1] ?? table.header[0])
  const style = choiceParam(input, 'style', ['pie', 'doughnut'], 'pie')
  const maxSlices = numberParam(input, 'max_slices', { min: 2, max: 30, fallback: 10, integer: true })
  const sorted = booleanParam(input, 'sort', true)
  const colourAt = paletteParam(input)

  const values = numericColumn(table, valueName)
  const negative = table.rows.findIndex((_, r) => values[r] < 0)
  if (negative !== -1) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `${table.fileName ?? ''} 第 ${table.lines[negative]} 行，"${valueName}" 列：饼图的数值不能为负数（${values[negative]}）。`,
        `${table.fileName ?? ''} line ${table.lines[negative]}, column "${valueName}": a pie chart cannot show a negative value (${values[negative]}).`,
      ),
    )
  }
  const parts = table.rows.map((row, r) => ({ label: row[0], value: values[r] }))
  const total = parts.reduce((sum, part) => sum + part.value, 0)
  if (!(total > 0))
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `"${valueName}" 列的合计为 0，无法计算比例。`,
        `Column "${valueName}" adds up to 0: there are no shares to show.`,
      ),
    )
  if (sorted) parts.sort((a, b) => b.value - a.value)

  let slices = parts.map((part) => ({ ...part, others: false }))
  let mergedCount = 0
  if (parts.length > maxSlices) {
    const bySize = [...parts].sort((a, b) => b.value - a.value)
    const kept = new Set(bySize.slice(0, maxSlices - 1))
    const merged = parts.filter((part) => !kept.has(part))
    mergedCount = merged.length
    slices = [
      ...parts.filter((part) => kept.has(part)).map((part) => ({ ...part, others: false })),
      {
        label: say(`其他 ${merged.length} 项`, `${merged.length} others`),
        value: merged.reduce((sum, part) => sum + part.value, 0),
        others: true,
      },
    ]
  }
  const percents = slices.map((slice) => (100 * slice.value) / total)

  const title = chartTitle(input, {
    zh: style === 'pie' ? '饼图' : '环形图',
    en: style === 'pie' ? 'Pie chart' : 'Donut chart',
  })
  let colourIndex = 0
  const colours = slices.map((slice) => (slice.others ? NEUTRAL_COLOUR : colourAt(colourIndex++)))
  return {
    charts: [
      chartSpec(
        {
          id: 'pie-chart',
          title,
          type: style,
          data: {
            labels: slices.map((slice, i) => `${slice.label} (${percentText(percents[i])})`),
            datasets: [
              {
                label: valueName,
                data: slices.map((slice) => slice.value),
                backgroundColor: colours,
                borderColor: '#ffffff',
                borderWidth: 2,
              },
            ],
          },
          options: {
            plugins: { ...titleOptions(title), legend: legendParam(input, 'right') },
            ...(style === 'doughnut' ? { cutout: '50%' } : {}),
          },
        },
        chartSize(input, { width: 760, height: 520 }, BASIC_CHART_SIZE_LIMITS),
      ),
    ],
    tables: [
      {
        id: 'slices',
        title: say('各扇区', 'Slices'),
        columns: [table.header[0] || say('名称', 'Name'), valueName, say('百分比 (%)', 'Percentage (%)')],
        rows: slices.map((slice, i) => [slice.label, slice.value, cell(percents[i])]),
      },
    ],
    files: [],
    notes: [
      say(
        `合计 ${total}；${parts.length} 项${mergedCount > 0 ? `，其中最小的 ${mergedCount} 项合并为“其他”` : ''}。`,
        `Total ${total}; ${parts.length} parts${mergedCount > 0 ? `, the ${mergedCount} smallest merged into "Others"` : ''}.`,
      ),
    ],
  }
}
