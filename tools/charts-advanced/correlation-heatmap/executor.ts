import { hierarchicalClustering } from '../../../analysis/clustering'
import { fromSquare } from '../../../analysis/distance-matrix'
import { numericColumn } from '../../../analysis/io/column-table'
import { CORRELATION_METHODS, correlationMatrix, type CorrelationMethod } from '../../../analysis/stats/correlation'
import { benjaminiHochberg } from '../../../analysis/stats/fdr'
import { cell, chartSize, chartTitle, colourAt, formatNumber } from '../../kit/chart-style'
import { booleanParam, choiceParam, colourParam, columnsParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { heatmapChart } from '../heatmap-layout'
import { formatPValue, numericColumnNames, readInputTable, SHORT_NUMBER_STYLE } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const ORDERS = ['original', 'hclust'] as const
const SIGNIFICANCE = ['q', 'p', 'none'] as const

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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const variables = columnsParam(input, 'variables', numericColumnNames(table, []))
  const method = choiceParam<CorrelationMethod>(input, 'method', CORRELATION_METHODS, 'spearman')
  const order = choiceParam(input, 'order', ORDERS, 'hclust')
  const significance = choiceParam(input, 'significance', SIGNIFICANCE, 'q')
  const showValues = booleanParam(input, 'show_values', true)
  const stops = [
    colourParam(input, 'negative_colour', '#2166ac'),
    '#f7f7f7',
    colourParam(input, 'positive_colour', '#b2182b'),
  ]
  if (variables.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('至少需要选择 2 个数值列。', 'Pick at least 2 numeric columns.'),
    )

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
    title: chartTitle(input, { zh: '相关性热图', en: 'Correlation heatmap' }),
    size: chartSize(input, { width: 820, height: 720 }, ADVANCED_CHART_SIZE_LIMITS),
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

  const notes = [
    say(
      `${method === 'pearson' ? 'Pearson' : 'Spearman'} 相关，${k} 个变量、${pairs.length} 对；每对使用两列都有值的行。p 值为双侧 t 检验（与 R cor.test 相同${method === 'spearman' ? '，Spearman 用渐近 t 近似' : ''}），q 值为对全部变量对的 Benjamini-Hochberg 校正。`,
      `${method === 'pearson' ? 'Pearson' : 'Spearman'} correlation, ${k} variables, ${pairs.length} pairs; each pair uses the rows with values in both columns. p-values are two-sided t tests as R's cor.test${method === 'spearman' ? ' (asymptotic t approximation for Spearman)' : ''}; q-values are Benjamini-Hochberg adjusted over all pairs.`,
    ),
  ]
  if (significance !== 'none') {
    notes.push(
      say(
        `星号：* ${significance} < 0.05，** ${significance} < 0.01，*** ${significance} < 0.001。`,
        `Stars: * ${significance} < 0.05, ** ${significance} < 0.01, *** ${significance} < 0.001.`,
      ),
    )
  }
  if (undefinedPairs.length > 0) {
    const [i, j] = undefinedPairs[0]
    notes.push(
      say(
        `有 ${undefinedPairs.length} 对没有相关系数（某列在共同有值的行中为常数），例如 ${variables[i]} 与 ${variables[j]}。`,
        `${undefinedPairs.length} pairs have no coefficient (a column is constant over their shared rows), e.g. ${variables[i]} and ${variables[j]}.`,
      ),
    )
  }
  const strongest = pairs
    .filter(([i, j]) => !Number.isNaN(estimates[i][j]))
    .sort(([a, b], [c, d]) => Math.abs(estimates[c][d]) - Math.abs(estimates[a][b]))[0]
  if (strongest) {
    const [i, j] = strongest
    notes.push(
      say(
        `最强相关：${variables[i]} 与 ${variables[j]}，${methodName} = ${formatNumber(estimates[i][j], SHORT_NUMBER_STYLE)}，p = ${formatPValue(pValues[i][j])}。`,
        `Strongest: ${variables[i]} and ${variables[j]}, ${methodName} = ${formatNumber(estimates[i][j], SHORT_NUMBER_STYLE)}, p = ${formatPValue(pValues[i][j])}.`,
      ),
    )
  }

  return {
    charts: [chart],
    tables: [
      {
        id: 'correlation-pairs',
        title: say('变量对的相关系数与检验', 'Correlation tests of every pair'),
        columns: [say('变量 1', 'Variable 1'), say('变量 2', 'Variable 2'), methodName, 'n', 'p', 'q (BH)'],
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
        title: say('相关系数矩阵', 'Correlation matrix'),
        columns: ['', ...displayOrder.map((i) => variables[i])],
        rows: displayOrder.map((i) => [variables[i], ...displayOrder.map((j) => cell(estimates[i][j]))]),
      },
    ],
    files: [],
    notes,
  }
}
