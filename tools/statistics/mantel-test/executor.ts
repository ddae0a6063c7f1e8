import type { DistanceMatrix } from '../../../analysis/distance-matrix'
import { rowDistances } from '../../../analysis/numeric-distances'
import { mantelTest } from '../../../analysis/stats/mantel'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  inkedAxisOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { modelText } from '../model-messages'
import {
  checkDistinctRoles,
  completeColumns,
  MODEL_NUMBER_STYLE,
  numericColumnNames,
  readModelTable,
} from '../model-shared'
import { text } from './messages'
import { parameters } from './parameters'

type Distance = 'braycurtis' | 'euclidean' | 'scaled-euclidean' | 'correlation'
const format = (value: number) => formatNumber(value, MODEL_NUMBER_STYLE)

/**
 * The Mantel test between the distances of two sets of columns over the same samples (vegan:
 * `mantel(dist1, dist2, method, permutations)`): the correlation of the two distance matrices with
 * its one-sided permutation p-value, and the scatter of every pair of samples' two distances.
 */
export const mantelTestExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { first_columns: first, label_column: labelColumn, method, permutations } = values
  const table = readModelTable(input)
  const second =
    values.second_columns.length > 0 ? values.second_columns : numericColumnNames(table, [...first, labelColumn])
  if (second.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noSecondColumns())
  checkDistinctRoles([
    { columns: first, role: text.firstSet() },
    { columns: second, role: text.secondSet() },
    { columns: [labelColumn], role: text.label() },
  ])
  const data = completeColumns(table, [...first, ...second], 3)
  const ids = data.rows.map((r) => String(table.lines[r]))
  const distances = (columns: Float64Array[], names: readonly string[], distance: Distance): DistanceMatrix => {
    if (distance === 'braycurtis') {
      data.rows.forEach((r, i) => {
        if (columns.some((column) => column[i] < 0))
          throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.negativeForBrayCurtis({ line: table.lines[r] }))
      })
    }
    const used = distance === 'scaled-euclidean' ? columns.map((column, j) => standardized(column, names[j])) : columns
    const rows = ids.map((_, i) => Float64Array.from(used, (column) => column[i]))
    return rowDistances(rows, ids, distance === 'scaled-euclidean' ? 'euclidean' : distance)
  }
  const firstDistances = distances(data.columns.slice(0, first.length), first, values.first_distance)
  const secondDistances = distances(data.columns.slice(first.length), second, values.second_distance)
  const result = mantelTest(firstDistances, secondDistances, { method, permutations, seed: input.seed })

  const n = ids.length
  const pairs = (n * (n - 1)) / 2
  const title = chartTitle(values.title, text.chartTitle())
  const chart = chartSpec(
    {
      id: 'mantel',
      title,
      type: 'scatter',
      data: {
        datasets: [
          {
            type: 'scatter',
            label: text.pairs(),
            data: Array.from(firstDistances.condensed, (x, k) => ({ x, y: secondDistances.condensed[k] })),
            backgroundColor: withAlpha(paletteColour(0), 0.5),
            borderColor: paletteColour(0),
            borderWidth: 0.5,
            pointRadius: 3,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: text.subtitle({
              method: text[method](),
              r: format(result.statistic),
              p: format(result.pValue),
              permutations,
              pairs,
            }),
          }),
          legend: { display: false },
        },
        scales: {
          x: inkedAxisOptions(text.firstAxis({ distance: text[values.first_distance]() }), { type: 'linear' }),
          y: inkedAxisOptions(text.secondAxis({ distance: text[values.second_distance]() }), { type: 'linear' }),
        },
      },
    },
    { width: values.width, height: values.height },
  )
  const notes = [
    text.summary({
      r: format(result.statistic),
      method: text[method](),
      p: format(result.pValue),
      permutations,
      seed: input.seed,
    }),
    ...(data.leftOut > 0 ? [modelText.leftOut({ rows: data.leftOut })] : []),
  ]
  return {
    charts: [chart],
    tables: [
      {
        id: 'mantel-result',
        title: text.resultTitle(),
        columns: [modelText.statistic(), modelText.value()],
        rows: [
          [text.method(), text[method]()],
          ['r', cell(result.statistic)],
          [modelText.pValue(), cell(result.pValue)],
          [modelText.permutations(), permutations],
          [text.samples(), n],
          [text.firstColumns(), first.length],
          [text.secondColumns(), second.length],
        ],
      },
    ],
    files: [],
    notes,
  }

  function standardized(column: Float64Array, name: string): Float64Array {
    const mean = column.reduce((sum, v) => sum + v, 0) / column.length
    const sd = Math.sqrt(column.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (column.length - 1))
    if (!(sd > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.constantColumn({ column: name }))
    return column.map((v) => (v - mean) / sd)
  }
}
