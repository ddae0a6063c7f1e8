import { numericColumn } from '../../../analysis/io/column-table'
import {
  cell,
  chartSpec,
  chartTitle,
  legendOptions,
  NEUTRAL_COLOUR,
  paletteColours,
  titleOptions,
} from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { readChartTable } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

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
  const params = parameters.parse(input)
  const { style, max_slices: maxSlices, sort: sorted } = params
  const table = readChartTable(input)
  const valueName = params.value_column || (table.header[1] ?? table.header[0])
  const colourAt = paletteColours(params.palette)

  const values = numericColumn(table, valueName)
  const negative = table.rows.findIndex((_, r) => values[r] < 0)
  if (negative !== -1) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.negativeValue({
        file: table.fileName ?? '',
        line: table.lines[negative],
        column: valueName,
        value: values[negative],
      }),
    )
  }
  const parts: { label: ResultText; value: number }[] = table.rows.map((row, r) => ({
    label: row[0],
    value: values[r],
  }))
  const total = parts.reduce((sum, part) => sum + part.value, 0)
  if (!(total > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.zeroTotal({ column: valueName }))
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
        label: text.others({ count: merged.length }),
        value: merged.reduce((sum, part) => sum + part.value, 0),
        others: true,
      },
    ]
  }
  const percents = slices.map((slice) => (100 * slice.value) / total)

  const title = chartTitle(params.title, style === 'pie' ? text.pieName() : text.donutName())
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
            labels: slices.map((slice, i) =>
              slice.others
                ? text.othersSlice({ count: mergedCount, percent: percentText(percents[i]) })
                : `${slice.label as string} (${percentText(percents[i])})`,
            ),
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
            plugins: { ...titleOptions(title), legend: legendOptions(params.legend_position) },
            ...(style === 'doughnut' ? { cutout: '50%' } : {}),
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'slices',
        title: text.slicesTitle(),
        columns: [table.header[0] || chartsBasicText.name(), valueName, chartsBasicText.percentage()],
        rows: slices.map((slice, i) => [slice.label, slice.value, cell(percents[i])]),
      },
    ],
    files: [],
    notes: [
      mergedCount > 0
        ? text.totalMergedNote({ total, parts: parts.length, merged: mergedCount })
        : text.totalNote({ total, parts: parts.length }),
    ],
  }
}
