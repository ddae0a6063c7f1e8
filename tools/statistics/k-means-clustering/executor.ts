import {
  kMeans,
  distinctRows,
  euclideanDistances,
  principalComponents,
  silhouette,
  type KMeansResult,
  type NumericRows,
  type Silhouette,
} from '../../../analysis/stats/kmeans'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  INK,
  inkedAxisOptions,
  paletteColour,
  TABLEAU_20,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { modelText } from '../model-messages'
import {
  checkDistinctRoles,
  completeColumns,
  MODEL_NUMBER_STYLE,
  numericColumnNames,
  readModelTable,
  rowLabels,
} from '../model-shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Silhouettes need every pairwise distance: n(n − 1)/2 of them are kept. */
export const MAX_OBSERVATIONS = 3000
export const MAX_VARIABLES = 200
/**
 * observations × columns × random starts × Σ k over the k tried: what the Hartigan-Wong passes
 * cost, about 50-150 ns each, so at most some 20 s.
 */
export const MAX_WORK = 200_000_000
/** Beyond this many observations the silhouette plot's bars are too thin to name. */
const MOST_NAMED_BARS = 120

const format = (value: number) => formatNumber(value, MODEL_NUMBER_STYLE)
const percent = (share: number) => formatNumber(100 * share, { digits: 3 })
const colour = (cluster: number) => paletteColour(cluster, TABLEAU_20)

interface Solution {
  k: number
  fit: KMeansResult
  widths: Silhouette
}

/**
 * k-means clustering of the rows on the chosen numeric columns (R: `kmeans(x, k, nstart,
 * algorithm = "Hartigan-Wong")`, optionally of `scale(x)`), with silhouette widths
 * (`cluster::silhouette`); for a range of k, the k with the largest mean silhouette width.
 */
export const kMeansClusteringExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { label_column: labelColumn, standardize, starts, max_iterations: iterationLimit } = values
  const table = readModelTable(input)
  const columns = values.columns.length > 0 ? values.columns : numericColumnNames(table, [labelColumn])
  checkDistinctRoles([
    { columns, role: text.variables() },
    { columns: [labelColumn], role: text.label() },
  ])
  if (columns.length < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewColumns({ count: columns.length }))
  if (columns.length > MAX_VARIABLES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.tooManyColumns({ count: columns.length, limit: MAX_VARIABLES }),
    )
  const complete = completeColumns(table, columns, 3)
  const n = complete.rows.length
  if (n > MAX_OBSERVATIONS)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyRows({ rows: n, limit: MAX_OBSERVATIONS }))
  const used = standardize ? complete.columns.map((column, j) => standardized(column, columns[j])) : complete.columns
  const p = columns.length
  const data: NumericRows = { values: new Float64Array(n * p), rows: n, columns: p }
  used.forEach((column, j) => column.forEach((v, i) => (data.values[i * p + j] = v)))

  if (values.k_choice === 'silhouette' && values.k_from >= values.k_to)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.rangeReversed({ from: values.k_from, to: values.k_to }),
    )
  const ks =
    values.k_choice === 'fixed'
      ? [values.k]
      : Array.from({ length: values.k_to - values.k_from + 1 }, (_, t) => values.k_from + t)
  const distinct = distinctRows(data).length
  const largest = ks[ks.length - 1]
  if (largest >= n || largest > distinct)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyClusters({ k: largest, distinct, rows: n }))

  const ids = complete.rows.map((r) => String(table.lines[r]))
  const work = n * p * starts * ks.reduce((sum, k) => sum + k, 0)
  if (work > MAX_WORK)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooMuchWork({ work, limit: MAX_WORK }))
  const distances = euclideanDistances(data, ids)
  const notes: ResultText[] = []
  const solutions: Solution[] = ks.map((k) => {
    const fit = kMeans(data, { k, starts, iterationLimit, seed: input.seed })
    if (!fit) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noStartWorked({ k }))
    if (fit.failedStarts > 0) notes.push(text.failedStarts({ k, count: fit.failedStarts }))
    if (fit.unconvergedStarts > 0)
      notes.push(text.notConverged({ k, count: fit.unconvergedStarts, limit: iterationLimit }))
    return { k, fit, widths: silhouette(distances, fit.cluster, k) }
  })
  // The largest mean width; the smallest k of equals.
  const chosen = solutions.reduce((best, solution) => (solution.widths.mean > best.widths.mean ? solution : best))
  const { k, fit, widths } = chosen
  const labels = rowLabels(table, labelColumn, complete.rows)

  const title = chartTitle(values.title, text.chartTitle())
  const size = { width: values.width, height: values.height }
  const charts = [
    planeChart(data, chosen, title, size),
    silhouetteChart(chosen, labels, size),
    ...(solutions.length > 1 ? [selectionChart(solutions, k, size)] : []),
  ]
  const between = percent(fit.betweenSS / fit.totalSS)
  notes.unshift(
    text.summary({
      n,
      variables: p,
      k,
      sizes: Array.from(fit.sizes).join(', '),
      between,
      silhouette: format(widths.mean),
      starts,
      seed: input.seed,
    }),
    ...(solutions.length > 1
      ? [text.chosenNote({ from: ks[0], to: largest, k, silhouette: format(widths.mean) })]
      : []),
    ...(standardize ? [text.standardizedNote()] : []),
    ...(complete.leftOut > 0 ? [modelText.leftOut({ rows: complete.leftOut })] : []),
    ...(n > MOST_NAMED_BARS ? [text.unlabelledSilhouette({ limit: MOST_NAMED_BARS })] : []),
  )

  const tables: ResultTable[] = [
    {
      id: 'kmeans-summary',
      title: text.summaryTitle(),
      columns: [modelText.statistic(), modelText.value()],
      rows: [
        [text.clusters(), k],
        [text.observations(), n],
        [text.variableCount(), p],
        [text.standardized(), standardize ? text.yes() : text.no()],
        [text.starts(), starts],
        [text.iterations(), fit.iterations],
        [text.totalSS(), cell(fit.totalSS)],
        [text.totalWithinSS(), cell(fit.totalWithinSS)],
        [text.betweenSS(), cell(fit.betweenSS)],
        [text.betweenShare(), cell((100 * fit.betweenSS) / fit.totalSS)],
        [text.meanSilhouette(), cell(widths.mean)],
      ],
    },
    {
      id: 'clusters',
      title: text.clustersTitle(),
      columns: [
        modelText.cluster(),
        text.size(),
        text.withinSS(),
        text.meanSilhouette(),
        ...columns.map((column) => (standardize ? text.centresNote({ column }) : column)),
      ],
      rows: fit.centres.map((centre, c) => [
        c + 1,
        fit.sizes[c],
        cell(fit.withinSS[c]),
        cell(widths.clusterMeans[c]),
        ...Array.from(centre, cell),
      ]),
    },
    ...(standardize ? [originalMeans(complete.columns, columns, fit)] : []),
    {
      id: 'assignments',
      title: text.assignmentsTitle(),
      columns: [modelText.observation(), modelText.cluster(), text.neighbour(), text.silhouetteWidth()],
      rows: labels.map((label, i) => [label, fit.cluster[i] + 1, widths.neighbour[i] + 1, cell(widths.width[i])]),
    },
    ...(solutions.length > 1
      ? [
          {
            id: 'k-selection',
            title: text.selectionTableTitle(),
            columns: [text.numberOfClusters(), text.totalWithinSS(), text.betweenShare(), text.meanSilhouette()],
            rows: solutions.map((solution) => [
              solution.k,
              cell(solution.fit.totalWithinSS),
              cell((100 * solution.fit.betweenSS) / solution.fit.totalSS),
              cell(solution.widths.mean),
            ]),
          },
        ]
      : []),
  ]
  return { charts, tables, files: [], notes }

  function standardized(column: Float64Array, name: string): Float64Array {
    const mean = column.reduce((sum, v) => sum + v, 0) / column.length
    const sd = Math.sqrt(column.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (column.length - 1))
    if (!(sd > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.constantColumn({ column: name }))
    return column.map((v) => (v - mean) / sd)
  }
}

/** The observations and the cluster centres on the first two principal components of the clustered data. */
function planeChart(
  data: NumericRows,
  { k, fit, widths }: Solution,
  title: ResultText,
  size: { width: number; height: number },
): ChartSpec {
  const pcs = principalComponents(data, 2)
  const project = (centre: Float64Array) =>
    [0, 1].map((axis) => centre.reduce((sum, v, j) => sum + (v - pcs.means[j]) * pcs.loadings[j][axis], 0))
  const centres = fit.centres.map(project)
  return chartSpec(
    {
      id: 'kmeans-pca',
      title,
      type: 'scatter',
      data: {
        datasets: [
          ...fit.centres.map((_, c) => ({
            type: 'scatter',
            label: modelText.groupSize({ group: modelText.clusterName({ cluster: c + 1 }), n: fit.sizes[c] }),
            data: pcs.scores.flatMap((score, i) => (fit.cluster[i] === c ? [{ x: score[0], y: score[1] }] : [])),
            backgroundColor: withAlpha(colour(c), 0.65),
            borderColor: colour(c),
            borderWidth: 1,
            pointRadius: 4,
          })),
          {
            type: 'scatter',
            label: text.centre(),
            data: centres.map(([x, y]) => ({ x, y })),
            pointStyle: 'crossRot',
            pointRadius: 9,
            borderWidth: 3,
            borderColor: fit.centres.map((_, c) => colour(c)),
            backgroundColor: 'rgba(0,0,0,0)',
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: text.pcaSubtitle({
              k,
              between: percent(fit.betweenSS / fit.totalSS),
              silhouette: format(widths.mean),
            }),
          }),
          legend: { display: true, position: 'right' },
        },
        scales: {
          x: inkedAxisOptions(text.pcAxis({ axis: 1, percent: percent(pcs.proportionExplained[0]) }), {
            type: 'linear',
            grace: '5%',
          }),
          y: inkedAxisOptions(text.pcAxis({ axis: 2, percent: percent(pcs.proportionExplained[1] ?? 0) }), {
            type: 'linear',
            grace: '5%',
          }),
        },
      },
    },
    size,
  )
}

/** cluster's plot of a silhouette: a bar per observation, by cluster and then by decreasing width. */
function silhouetteChart(
  { k, fit, widths }: Solution,
  labels: readonly ResultText[],
  size: { width: number; height: number },
): ChartSpec {
  const n = fit.cluster.length
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => fit.cluster[a] - fit.cluster[b] || widths.width[b] - widths.width[a] || a - b,
  )
  const named = n <= MOST_NAMED_BARS
  const title = text.silhouetteTitle()
  return chartSpec(
    {
      id: 'silhouette',
      title,
      type: 'bar',
      data: {
        labels: order.map((i) => labels[i]),
        datasets: fit.centres.map((_, c) => ({
          label: modelText.groupSize({ group: modelText.clusterName({ cluster: c + 1 }), n: fit.sizes[c] }),
          data: order.map((i) => (fit.cluster[i] === c ? widths.width[i] : null)),
          backgroundColor: withAlpha(colour(c), 0.8),
          borderColor: colour(c),
          borderWidth: 0,
          grouped: false,
          barPercentage: 1,
          categoryPercentage: 0.9,
        })),
      },
      options: {
        indexAxis: 'y',
        plugins: {
          ...titleOptions(title, {
            subtitle: text.silhouetteSubtitle({ n, k, mean: format(widths.mean) }),
          }),
          legend: { display: true, position: 'right' },
          annotation: {
            annotations: {
              mean: {
                type: 'line',
                xMin: widths.mean,
                xMax: widths.mean,
                borderColor: INK,
                borderWidth: 1.5,
                borderDash: [6, 4],
                label: {
                  display: true,
                  content: text.meanWidth({ mean: format(widths.mean) }),
                  position: 'start',
                  backgroundColor: 'rgba(255,255,255,0.8)',
                  color: INK,
                  font: { size: 10 },
                },
              },
            },
          },
        },
        scales: {
          x: inkedAxisOptions(text.silhouetteWidth(), { type: 'linear', suggestedMin: 0, suggestedMax: 1 }),
          y: {
            type: 'category',
            ticks: { display: named, autoSkip: false, font: { size: n > 60 ? 6 : 9 } },
            grid: { display: false },
          },
        },
      },
    },
    size,
  )
}

/** The mean silhouette width (and the total within SS) of each k tried. */
function selectionChart(solutions: readonly Solution[], chosenK: number, size: { width: number; height: number }) {
  const title = text.selectionTitle()
  const emphasis = (k: number) => (k === chosenK ? 8 : 4)
  return chartSpec(
    {
      id: 'k-selection',
      title,
      type: 'line',
      data: {
        labels: solutions.map((solution) => String(solution.k)),
        datasets: [
          {
            label: text.meanSilhouette(),
            data: solutions.map((solution) => solution.widths.mean),
            borderColor: paletteColour(0),
            backgroundColor: paletteColour(0),
            pointRadius: solutions.map((solution) => emphasis(solution.k)),
            borderWidth: 2,
            yAxisID: 'y',
          },
          {
            label: text.totalWithinSS(),
            data: solutions.map((solution) => solution.fit.totalWithinSS),
            borderColor: paletteColour(1),
            backgroundColor: paletteColour(1),
            borderDash: [6, 4],
            pointRadius: 3,
            borderWidth: 1.5,
            yAxisID: 'y1',
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(title, { subtitle: text.selectionSubtitle({ k: chosenK }) }),
          legend: { display: true, position: 'bottom' },
        },
        scales: {
          x: inkedAxisOptions(text.numberOfClusters()),
          y: inkedAxisOptions(text.meanSilhouette(), { type: 'linear', position: 'left' }),
          y1: inkedAxisOptions(text.totalWithinSS(), {
            type: 'linear',
            position: 'right',
            grid: { drawOnChartArea: false },
          }),
        },
      },
    },
    size,
  )
}

/** The clusters' means of the columns as read, when the clustering used standardized ones. */
function originalMeans(original: readonly Float64Array[], columns: readonly string[], fit: KMeansResult): ResultTable {
  const k = fit.centres.length
  return {
    id: 'cluster-means',
    title: text.meansTitle(),
    columns: [modelText.cluster(), text.size(), ...columns],
    rows: Array.from({ length: k }, (_, c) => [
      c + 1,
      fit.sizes[c],
      ...original.map((column) => {
        let sum = 0
        column.forEach((v, i) => {
          if (fit.cluster[i] === c) sum += v
        })
        return cell(sum / fit.sizes[c])
      }),
    ]),
  }
}
