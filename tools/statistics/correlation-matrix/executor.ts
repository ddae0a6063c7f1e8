import { numericColumn } from '../../../analysis/io/column-table'
import {
  correlationPairTest,
  type CorrelationPValueMethod,
  type PairCorrelationTest,
} from '../../../analysis/stats/correlation-tests'
import { pAdjust } from '../../../analysis/stats/p-adjust'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { heatmapChart } from '../../charts-advanced/heatmap-layout'
import { numericColumnNames } from '../../charts-advanced/shared'
import { cell, chartTitle, colourAt, formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { statisticsText } from '../messages'
import { NOTE_STYLE, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Columns a matrix may have at most (1770 pairs; cells stay readable on the largest chart). */
const MAX_VARIABLES = 60

const ESTIMATE_NAMES = { pearson: 'Pearson r', spearman: 'Spearman ρ', kendall: 'Kendall τ-b' } as const

const P_VALUE_BY: Record<CorrelationPValueMethod, () => MessageRef> = {
  t: () => text.byT(),
  as89: () => text.byAs89(),
  exact: () => text.byExact(),
  normal: () => text.byNormal(),
}

/** "***" below 0.001, "**" below 0.01, "*" below 0.05. */
function stars(p: number): string {
  return p < 0.001 ? '***' : p < 0.01 ? '**' : p < 0.05 ? '*' : ''
}

/**
 * R's cor.test for every pair of chosen columns (pairwise complete rows), the p-values adjusted
 * over the pairs as p.adjust: a heatmap with stars, the r and p matrices and the long table.
 */
export const correlationMatrixExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const variables = params.variables.length > 0 ? params.variables : numericColumnNames(table, [])
  if (variables.length < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewVariables({ count: variables.length }))
  if (variables.length > MAX_VARIABLES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.tooManyVariables({ count: variables.length, limit: MAX_VARIABLES }),
    )
  const columns = variables.map((name) => numericColumn(table, name, { allowMissing: true }))
  const k = variables.length
  const pairs: { i: number; j: number; test: PairCorrelationTest }[] = []
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++)
      pairs.push({ i, j, test: correlationPairTest(columns[i], columns[j], params.method) })
  const adjusted = pAdjust(
    pairs.map((pair) => pair.test.pValue),
    params.adjustment,
  )
  const estimates = variables.map((_, i) => variables.map((_, j) => (i === j ? 1 : NaN)))
  const pMatrix = variables.map(() => variables.map(() => NaN))
  pairs.forEach(({ i, j, test }, m) => {
    estimates[i][j] = estimates[j][i] = test.estimate
    pMatrix[j][i] = test.pValue
    pMatrix[i][j] = adjusted[m]
  })
  // A constant column has no correlation even with itself.
  variables.forEach((_, i) => {
    if (variables.every((__, j) => i === j || Number.isNaN(estimates[i][j]))) estimates[i][i] = NaN
  })

  const estimateName = ESTIMATE_NAMES[params.method]
  const adjustment =
    params.adjustment === 'BH'
      ? text.bh()
      : params.adjustment === 'holm'
        ? text.holm()
        : params.adjustment === 'bonferroni'
          ? text.bonferroni()
          : text.unadjusted()
  const stops = [params.negative_colour, '#f7f7f7', params.positive_colour]
  const markOf = (i: number, j: number) => (i === j ? '' : stars(i < j ? pMatrix[i][j] : pMatrix[j][i]))
  const chart = heatmapChart({
    id: 'correlation-matrix',
    title: chartTitle(params.title, text.chartTitle()),
    size: { width: params.width, height: params.height },
    rowLabels: variables,
    columnLabels: variables,
    values: estimates,
    colours: estimates.map((row) => row.map((r) => (Number.isNaN(r) ? '#ffffff' : colourAt(stops, (r + 1) / 2)))),
    key: { caption: estimateName, stops, min: -1, max: 1 },
    keyPlacement: 'right',
    rowLabelSide: 'left',
    cellText: params.show_values
      ? estimates.map((row, i) => row.map((r, j) => (Number.isNaN(r) ? 'NA' : `${r.toFixed(2)}${markOf(i, j)}`)))
      : undefined,
  })

  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const methodName =
    params.method === 'pearson' ? text.pearson() : params.method === 'spearman' ? text.spearman() : text.kendall()
  const notes: MessageRef[] = [text.method({ method: methodName, variables: k, pairs: pairs.length })]
  notes.push(
    text.stars({
      adjustment,
      significant: Array.from(adjusted).filter((p) => p < 0.05).length,
      pairs: pairs.length,
    }),
  )
  const counts = pairs.map((pair) => pair.test.n)
  const least = Math.min(...counts)
  if (least < table.rows.length)
    notes.push(text.missingRows({ least, most: Math.max(...counts), rows: table.rows.length }))
  const undefinedPairs = pairs.filter((pair) => Number.isNaN(pair.test.pValue))
  if (undefinedPairs.length > 0)
    notes.push(
      text.undefinedPairs({
        pairs: undefinedPairs.length,
        first: variables[undefinedPairs[0].i],
        second: variables[undefinedPairs[0].j],
      }),
    )
  const strongest = pairs
    .filter((pair) => !Number.isNaN(pair.test.estimate))
    .sort((a, b) => Math.abs(b.test.estimate) - Math.abs(a.test.estimate))[0]
  if (strongest)
    notes.push(
      text.strongest({
        first: variables[strongest.i],
        second: variables[strongest.j],
        estimate: estimateName,
        value: shown(strongest.test.estimate),
        p: shown(strongest.test.pValue),
      }),
    )

  return {
    charts: [chart],
    tables: [
      {
        id: 'pairs',
        title: text.pairsTitle(),
        columns: [
          text.firstVariable(),
          text.secondVariable(),
          estimateName,
          statisticsText.n(),
          statisticsText.pValue(),
          text.adjustedP({ adjustment }),
          text.pFrom(),
        ],
        rows: pairs.map(({ i, j, test }, m) => [
          variables[i],
          variables[j],
          cell(test.estimate),
          test.n,
          cell(test.pValue),
          cell(adjusted[m]),
          P_VALUE_BY[test.pValueMethod](),
        ]),
      },
      {
        id: 'estimates',
        title: text.estimatesTitle({ estimate: estimateName }),
        columns: ['', ...variables],
        rows: estimates.map((row, i) => [variables[i], ...row.map(cell)]),
      },
      {
        id: 'p-values',
        title: text.pValuesTitle({ adjustment }),
        columns: ['', ...variables],
        rows: pMatrix.map((row, i) => [variables[i], ...row.map(cell)]),
      },
    ],
    files: [],
    notes,
  }
}
