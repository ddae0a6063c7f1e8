import { availableParallelism } from 'node:os'
import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { toSparseRows, type FeatureTable } from '../feature-table'
import { quotedList } from '../input-problems'
import { inWorkersOrOnThisThread, runInWorkers, workerModuleBeside } from '../parallel'
import { accumulateRow, buildPairLayout, rowWork, type PairCombination, type PairLayout } from './sparse-pairs'

export const BETA_METRICS = [
  'braycurtis',
  'jaccard',
  'euclidean',
  'hellinger',
  'aitchison',
  'robust_aitchison',
] as const
export type BetaMetric = (typeof BETA_METRICS)[number]

/**
 * Everything a range of rows needs, in plain typed arrays so a worker can receive it by structured
 * clone (shared memory, no copy).
 *
 * Each metric is one pass of shared-feature sums plus a per-sample term:
 * - braycurtis: Σ|x−y| / Σ(x+y) = (T_i + T_j − 2 Σ min(x,y)) / (T_i + T_j), T = sample total;
 * - jaccard (presence/absence): (S_i + S_j − 2 |i∩j|) / (S_i + S_j − |i∩j|), S = richness, which is
 *   vegan's 2b/(1+b) of the binary Bray-Curtis b;
 * - euclidean: √(‖x‖² + ‖y‖² − 2 x·y); exact for integer counts (every term is an integer below 2⁵³);
 *   for real-valued data the absolute error of d² is about 1e-16·‖x‖²;
 * - hellinger: the same on √(x / T), as vegan's `dist(decostand(x, "hellinger"))`;
 * - aitchison: Euclidean between centred log-ratios with a pseudocount of 1, as vegan's
 *   `vegdist(x, "aitchison", pseudocount = 1)`. With u = ln(1 + x), which is zero where x is, and
 *   D features, clr = u − ū, so d² = ‖u_i − u_j‖² − D (ū_i − ū_j)²: the Euclidean pass on the sparse
 *   u minus the square of a per-sample shift (√D ū);
 * - robust_aitchison: Euclidean between robust centred log-ratios (ln x minus the mean of ln x over
 *   the sample's non-zero features; zeros stay zero), as vegan's `vegdist(x, "robust.aitchison")`.
 */
export interface PreparedBeta {
  readonly metric: BetaMetric
  readonly layout: PairLayout
  readonly sampleTerm: Float64Array
  /** aitchison: √D times the sample's mean of ln(1 + x); zeros for the other metrics. */
  readonly sampleShift: Float64Array
}

const COMBINATION: Record<BetaMetric, PairCombination> = {
  braycurtis: 'minimum',
  jaccard: 'product',
  euclidean: 'product',
  hellinger: 'product',
  aitchison: 'product',
  robust_aitchison: 'product',
}

/** Below this many pair-feature operations (≈ 50 ms) starting workers costs more than it saves. */
const PARALLEL_WORK_THRESHOLD = 3e7

export function betaDiversity(table: FeatureTable, metric: BetaMetric): DistanceMatrix {
  return { ids: table.sampleIds, condensed: computeOnThisThread(prepareBeta(table, metric, false)) }
}

const BETA_WORKER = workerModuleBeside(import.meta.url, 'beta-worker')

/**
 * The same matrix as `betaDiversity`, bit for bit (each row is computed by the same code), split
 * across worker threads when the work is large. Where the workers fail it computes on this thread
 * and says so once (see `inWorkersOrOnThisThread`).
 */
export async function betaDiversityParallel(table: FeatureTable, metric: BetaMetric): Promise<DistanceMatrix> {
  const workerCount = Math.min(availableParallelism(), table.sampleIds.length - 1)
  const prepared = prepareBeta(table, metric, true)
  const work = rowWork(prepared.layout)
  if (workerCount >= 2 && work.reduce((sum, value) => sum + value, 0) >= PARALLEL_WORK_THRESHOLD) {
    const condensed = await inWorkersOrOnThisThread(
      BETA_WORKER,
      () => computeInWorkers(prepared, work, workerCount),
      () => computeOnThisThread(prepared),
    )
    return { ids: table.sampleIds, condensed }
  }
  return { ids: table.sampleIds, condensed: computeOnThisThread(prepared) }
}

/** Always uses `workerCount` workers and rejects if one fails: for tests of the worker path. */
export async function betaDiversityInWorkers(
  table: FeatureTable,
  metric: BetaMetric,
  workerCount: number,
): Promise<DistanceMatrix> {
  const prepared = prepareBeta(table, metric, true)
  return { ids: table.sampleIds, condensed: await computeInWorkers(prepared, rowWork(prepared.layout), workerCount) }
}

function prepareBeta(table: FeatureTable, metric: BetaMetric, shared: boolean): PreparedBeta {
  if (!BETA_METRICS.includes(metric)) {
    throw new AnalysisInputError('diversity.unknownBetaMetric', { metric, metrics: BETA_METRICS.join(', ') })
  }
  const sparse = toSparseRows(table)
  const sampleCount = table.sampleIds.length
  const values = sparse.values.slice()
  const perSample = () =>
    shared ? new Float64Array(new SharedArrayBuffer(sampleCount * 8)) : new Float64Array(sampleCount)
  const sampleTerm = perSample()
  const sampleShift = perSample()
  const rootFeatureCount = Math.sqrt(table.featureIds.length)
  const empty: string[] = []
  for (let sample = 0; sample < sampleCount; sample++) {
    const start = sparse.rowStart[sample]
    const end = sparse.rowStart[sample + 1]
    let total = 0
    for (let k = start; k < end; k++) {
      const value = values[k]
      // Euclidean is defined on any real values (as on a CLR-transformed table); the others need counts.
      if (!Number.isFinite(value) || (value < 0 && metric !== 'euclidean')) {
        throw new AnalysisInputError('diversity.invalidCount', {
          sample: table.sampleIds[sample],
          value,
          feature: table.featureIds[sparse.featureIndex[k]],
        })
      }
      total += value
    }
    if (total === 0) empty.push(table.sampleIds[sample])
    if (metric === 'braycurtis') {
      sampleTerm[sample] = total
    } else if (metric === 'jaccard') {
      for (let k = start; k < end; k++) values[k] = 1
      sampleTerm[sample] = end - start
    } else {
      if (metric === 'aitchison') {
        let logSum = 0
        for (let k = start; k < end; k++) {
          values[k] = Math.log1p(values[k])
          logSum += values[k]
        }
        sampleShift[sample] = logSum / rootFeatureCount
      } else if (metric === 'robust_aitchison' && end > start) {
        let logSum = 0
        for (let k = start; k < end; k++) {
          values[k] = Math.log(values[k])
          logSum += values[k]
        }
        const logMean = logSum / (end - start)
        for (let k = start; k < end; k++) values[k] -= logMean
      }
      let squaredNorm = 0
      for (let k = start; k < end; k++) {
        if (metric === 'hellinger') values[k] = Math.sqrt(values[k] / total)
        squaredNorm += values[k] * values[k]
      }
      sampleTerm[sample] = squaredNorm
    }
  }
  if (metric !== 'euclidean' && metric !== 'aitchison' && empty.length > 0) {
    throw new AnalysisInputError('diversity.samplesWithoutCounts', {
      metric,
      count: empty.length,
      samples: quotedList(empty),
    })
  }
  const layout = buildPairLayout(sparse.rowStart, sparse.featureIndex, values, table.featureIds.length, shared)
  return { metric, layout, sampleTerm, sampleShift }
}

function computeOnThisThread(prepared: PreparedBeta): Float64Array {
  const n = prepared.layout.sampleCount
  const condensed = new Float64Array((n * (n - 1)) / 2)
  computeBetaRows(prepared, 0, n, condensed)
  return condensed
}

/** Writes the condensed rows firstRow..endRow-1 (each row i holds the pairs (i, j > i)). */
export function computeBetaRows(
  prepared: PreparedBeta,
  firstRow: number,
  endRow: number,
  condensed: Float64Array,
): void {
  const { metric, layout, sampleTerm, sampleShift } = prepared
  const n = layout.sampleCount
  const shared = new Float64Array(n)
  const combination = COMBINATION[metric]
  for (let i = firstRow; i < endRow; i++) {
    accumulateRow(layout, i, combination, shared)
    const own = sampleTerm[i]
    let out = n * i - (i * (i + 1)) / 2
    if (metric === 'braycurtis') {
      for (let j = i + 1; j < n; j++, out++) {
        const sum = own + sampleTerm[j]
        condensed[out] = (sum - 2 * shared[j]) / sum
        shared[j] = 0
      }
    } else if (metric === 'jaccard') {
      for (let j = i + 1; j < n; j++, out++) {
        const both = shared[j]
        const union = own + sampleTerm[j] - both
        condensed[out] = union === 0 ? 0 : (union - both) / union
        shared[j] = 0
      }
    } else if (metric === 'aitchison') {
      const ownShift = sampleShift[i]
      for (let j = i + 1; j < n; j++, out++) {
        const shift = ownShift - sampleShift[j]
        condensed[out] = distanceFromSquares(own + sampleTerm[j], 2 * shared[j] + shift * shift)
        shared[j] = 0
      }
    } else {
      for (let j = i + 1; j < n; j++, out++) {
        condensed[out] = distanceFromSquares(own + sampleTerm[j], 2 * shared[j])
        shared[j] = 0
      }
    }
  }
}

/**
 * √(norms − cross): a Euclidean distance from the expanded square. What is left after the subtraction
 * within rounding of the norms is cancellation, not distance (two identical compositions would
 * otherwise stand √ε apart), so it reads as 0.
 */
function distanceFromSquares(norms: number, cross: number): number {
  const squared = norms - cross
  return squared > 8 * Number.EPSILON * norms ? Math.sqrt(squared) : 0
}

export interface BetaWorkerTask {
  readonly prepared: PreparedBeta
  readonly firstRow: number
  readonly endRow: number
  readonly condensed: Float64Array
}

async function computeInWorkers(
  prepared: PreparedBeta,
  work: Float64Array,
  workerCount: number,
): Promise<Float64Array> {
  const n = prepared.layout.sampleCount
  // Every worker writes its own rows of this shared matrix and posts nothing but that it is done.
  const condensed = new Float64Array(new SharedArrayBuffer(((n * (n - 1)) / 2) * 8))
  const tasks = splitRows(work, workerCount).map(([firstRow, endRow]): BetaWorkerTask => ({
    prepared,
    firstRow,
    endRow,
    condensed,
  }))
  await runInWorkers<BetaWorkerTask, void>(BETA_WORKER, tasks)
  return condensed
}

/** Contiguous row ranges of about equal work; rows near the end have fewer later samples. */
function splitRows(work: Float64Array, parts: number): [number, number][] {
  const total = work.reduce((sum, value) => sum + value, 0)
  const ranges: [number, number][] = []
  let first = 0
  let done = 0
  for (let row = 0; row < work.length && ranges.length < parts - 1; row++) {
    done += work[row]
    if (done >= (total * (ranges.length + 1)) / parts) {
      ranges.push([first, row + 1])
      first = row + 1
    }
  }
  if (first < work.length) ranges.push([first, work.length])
  return ranges
}
