import { sumByPath, totalsAtDepth } from '../../../analysis/hierarchy-sums'
import { numericColumn } from '../../../analysis/io/column-table'
import { cell, chartSpec, chartTitle, paletteColours, titleOptions, withAlpha } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Boxes (distinct paths) a treemap draws at most. */
export const MAX_BOXES = 2000

/**
 * A treemap (chartjs-chart-treemap): rows summed per path of the hierarchy columns, each box's area
 * proportional to its sum, nested in its groups' boxes; every top-level group has one colour, its
 * boxes lighter at each level below.
 */
export const treemapChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const levels = params.group_columns
  if (levels.length < 1 || levels.length > 3)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.levels({ count: levels.length }))
  const values = params.value_column
    ? numericColumn(table, params.value_column)
    : new Float64Array(table.rows.length).fill(1)
  const negative = values.findIndex((value) => value < 0)
  if (negative !== -1)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.negativeValue({
        file: table.fileName ?? '',
        line: table.lines[negative],
        column: params.value_column,
        value: values[negative],
      }),
    )
  const indexes = levels.map((name) => table.header.indexOf(name))
  const paths = table.rows.map((row) => indexes.map((index) => row[index]?.trim() || '—'))
  const sums = sumByPath(paths, values).filter((sum) => sum.value > 0)
  if (sums.length > MAX_BOXES)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyBoxes({ count: sums.length, limit: MAX_BOXES }))
  const total = sums.reduce((sum, box) => sum + box.value, 0)
  const parentTotals = levels.length > 1 ? totalsAtDepth(sums, levels.length - 1) : null

  const colourAt = paletteColours(params.palette)
  const tops = [...new Set(sums.map((sum) => sum.path[0]))]
  // Keys the plugin groups by: the level names as fields of each row; the value under `value`.
  const keys = levels.map((_, l) => `level${l}`)
  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'treemap-chart',
          title,
          type: 'treemap',
          data: {
            datasets: [
              {
                label: params.value_column || text.count(),
                tree: sums.map((sum) => ({
                  ...Object.fromEntries(keys.map((key, l) => [key, sum.path[l]])),
                  value: sum.value,
                })),
                key: 'value',
                groups: keys,
                spacing: 1,
                borderWidth: 1,
                borderColor: '#ffffff',
                perTopGroup: {
                  backgroundColor: Object.fromEntries(
                    tops.map((top, t) => [
                      top,
                      levels.map((_, l) => withAlpha(colourAt(t), l === 0 ? 0.95 : 0.75 - 0.2 * (l - 1))),
                    ]),
                  ),
                },
                captions: { display: true, color: '#ffffff', font: { weight: 'bold' } },
                labels: { display: params.show_values, color: '#ffffff', overflow: 'hidden' },
              },
            ],
          },
          options: { plugins: { ...titleOptions(title), legend: { display: false } } },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'boxes',
        title: text.boxesTitle(),
        columns: [
          ...levels,
          params.value_column || text.count(),
          text.percentOfTotal(),
          ...(parentTotals ? [text.percentOfParent()] : []),
        ],
        rows: sums.map((sum) => [
          ...sum.path,
          sum.value,
          cell((100 * sum.value) / total),
          ...(parentTotals ? [cell((100 * sum.value) / parentTotals.get(JSON.stringify(sum.path.slice(0, -1)))!)] : []),
        ]),
      },
    ],
    files: [],
    notes: [text.summaryNote({ rows: table.rows.length, boxes: sums.length, top: tops.length, total })],
  }
}
