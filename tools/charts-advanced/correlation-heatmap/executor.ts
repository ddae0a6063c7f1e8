import { hierarchicalClustering } from '../../../analysis/clustering'
import { fromSquare } from '../../../analysis/distance-matrix'
import { numericColumn } from '../../../analysis/io/column-table'
import { correlationMatrix } from '../../../analysis/stats/correlation'
import { benjaminiHochberg } from '../../../analysis/stats/fdr'
import { cell, chartTitle, colourAt, formatNumber } from '../../kit/chart-style'
import type { MessageRef } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { heatmapChart } from '../heatmap-layout'
import { formatPValue, numericColumnNames, readInputTable, SHORT_NUMBER_STYLE } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** "***" below 0.001, "**" below 0.01, "*" below 0.05. */
function stars(p: number): string {
  return p < 0.001 ? '***' : p < 0.01 ? '**' : p < 0.05 ? '*' : ''
}

/**
 * Pearson or Spearman correlation between every pair of chosen columns (R: `cor.test` per pair,
 * pairwise complete observations), drawn as a heatmap with the coefficients in the cells and
 * stars for significance after Benjamini-Hochberg adjustment over all pairs.
 */
export const correlationHeatmapExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { method, order, significance, show_values: showValues } = values
  const table = readInputTable(input)
  const variables = values.variables.length > 0 ? values.variables : numericColumnNames(table, [])
  const stops = [values.negative_colour, '#f7f7f7', values.positive_colour]
  if (variables.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewVariables())

  const columns = variables.map((name) => numericColumn(table, name, { allowMissing: true }))
  const { estimates, pValues, counts } = correlationMatrix(columns, method)
  const k = variables.length
  const pairs: [number, number][] = []
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) pairs.push([i, j])
  const qValues = benjaminiHochberg(pairs.map(([i, j]) => pValues[i][j]))
  const adjusted = Array.from({ length: k }, () => new Float64Array(k))
  pairs.forEach(([i, j], m) => (adjusted[i][j] = adjusted[j][i] = qValues[m]))
  const undefinedPairs = pairs.filter(([i, j]) => Number.isNaN(estimates[i][j]))

  // Variables that move together end up side by side: complete linkage on 1 − r, as corrplot's "hclust" order.
  const displayOrder =
    order === 'hclust' && k > 2 && undefinedPairs.length === 0
      ? hierarchicalClustering(
          fromSquare(
            variables,
            estimates.map((row) => Array.from(row, (r) => 1 - r)),
          ),
          'complete',
        ).order
      : variables.map((_, i) => i)
  const shown = displayOrder.map((i) => displayOrder.map((j) => estimates[i][j]))
  const markOf = (i: number, j: number) =>
    i === j || significance === 'none' ? '' : stars(significance === 'q' ? adjusted[i][j] : pValues[i][j])
  const methodName = method === 'pearson' ? 'Pearson r' : 'Spearman ρ'

  const chart = heatmapChart({
    id: 'correlation-heatmap',
    title: chartTitle(values.title, text.chartTitle()),
    size: { width: values.width, height: values.height },
    rowLabels: displayOrder.map((i) => variables[i]),
    columnLabels: displayOrder.map((i) => variables[i]),
    values: shown,
    colours: shown.map((row) => row.map((r) => (Number.isNaN(r) ? '#ffffff' : colourAt(stops, (r + 1) / 2)))),
    key: { caption: methodName, stops, min: -1, max: 1 },
    keyPlacement: 'right',
    rowLabelSide: 'left',
    cellText: showValues
      ? displayOrder.map((i) =>
          displayOrder.map((j) =>
            Number.isNaN(estimates[i][j]) ? 'NA' : `${estimates[i][j].toFixed(2)}${markOf(i, j)}`,
          ),
        )
      : undefined,
  })

  const notes: MessageRef[] = [
    (method === 'pearson' ? text.pearsonMethod : text.spearmanMethod)({ variables: k, pairs: pairs.length }),
  ]
  if (significance !== 'none') notes.push(text.stars({ mark: significance }))
  if (undefinedPairs.length > 0) {
    const [i, j] = undefinedPairs[0]
    notes.push(text.undefinedPairs({ pairs: undefinedPairs.length, first: variables[i], second: variables[j] }))
  }
  const strongest = pairs
    .filter(([i, j]) => !Number.isNaN(estimates[i][j]))
    .sort(([a, b], [c, d]) => Math.abs(estimates[c][d]) - Math.abs(estimates[a][b]))[0]
  if (strongest) {
    const [i, j] = strongest
    notes.push(
      text.strongest({
        first: variables[i],
        second: variables[j],
        method: methodName,
        estimate: formatNumber(estimates[i][j], SHORT_NUMBER_STYLE),
        p: formatPValue(pValues[i][j]),
      }),
    )
  }

  return {
    charts: [chart],
    tables: [
      {
        id: 'correlation-pairs',
        title: text.pairsTitle(),
        columns: [text.firstVariable(), text.secondVariable(), methodName, 'n', 'p', 'q (BH)'],
        rows: pairs.map(([i, j], m) => [
          variables[i],
          variables[j],
          cell(estimates[i][j]),
          counts[i][j],
          cell(pValues[i][j]),
          cell(qValues[m]),
        ]),
      },
      {
        id: 'correlation-matrix',
        title: text.matrixTitle(),
        columns: ['', ...displayOrder.map((i) => variables[i])],
        rows: displayOrder.map((i) => [variables[i], ...displayOrder.map((j) => cell(estimates[i][j]))]),
      },
    ],
    files: [],
    notes,
  }
}
