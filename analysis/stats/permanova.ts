/**
 * PERMANOVA (Anderson 2001): the pseudo-F of a one-way design on a distance matrix, with R² and a
 * permutation p-value; the same F and R² as vegan's `adonis2(d ~ group)`.
 *
 * SS_T = Σ_{i<j} d²_ij / n, SS_W = Σ_g Σ_{i<j in g} d²_ij / n_g, F = ((SS_T - SS_W)/(G - 1)) /
 * (SS_W/(n - G)), R² = 1 - SS_W/SS_T. Group sizes do not change under permutation, so a
 * permutation costs one pass of `WithinGroupPairSums` over the squared distances and no allocation.
 */
import { availableParallelism } from 'node:os'
import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { inWorkersOrOnThisThread, runInWorkers, workerModuleBeside } from '../parallel'
import {
  checkPermutationCount,
  encodeGrouping,
  forEachPermutation,
  groupedSamples,
  permutationPValue,
  WithinGroupPairSums,
  type PermutationTestOptions,
  type PermutationTestResult,
} from './permutation'
import type { DroppedSample } from './tested-samples'

export interface PermanovaResult extends PermutationTestResult {
  /** Share of the total sum of squares explained by the grouping. */
  readonly r2: number
  /** adonis2's table: degrees of freedom and sums of squares of the grouping, the residual and the total. */
  readonly dfGroups: number
  readonly dfResidual: number
  readonly sumOfSquaresGroups: number
  readonly sumOfSquaresResidual: number
  readonly sumOfSquaresTotal: number
}

/** Samples without a group are left out, as R does (see `samplesToTest`). */
export function permanova(
  matrix: DistanceMatrix,
  grouping: readonly string[],
  options: PermutationTestOptions,
): PermanovaResult {
  checkPermutationCount(options.permutations)
  const design = preparePermanova(matrix, grouping)
  return summarise(design, permutedPseudoF(design, options.seed, 0, options.permutations))
}

/**
 * Sample pairs x permutations below which starting workers costs more than it saves: a worker
 * takes tens of milliseconds to start, about the time of 1e8 to 3e8 pair reads.
 */
const PARALLEL_THRESHOLD = 3e8

const PERMANOVA_WORKER = workerModuleBeside(import.meta.url, 'permanova-worker')

/**
 * `permanova` with the permutations split over worker threads when the job is large. The result is
 * identical to `permanova` for the same seed: every worker replays the same shuffle sequence and
 * evaluates its own range of it with the same code. Where the workers fail the permutations are
 * computed on this thread, which says so once (see `inWorkersOrOnThisThread`).
 */
export async function permanovaParallel(
  matrix: DistanceMatrix,
  grouping: readonly string[],
  options: PermutationTestOptions & { readonly workers?: number },
): Promise<PermanovaResult> {
  checkPermutationCount(options.permutations)
  const n = matrix.ids.length
  const workerCount = Math.min(options.workers ?? availableParallelism(), options.permutations)
  if (workerCount < 2 || ((n * (n - 1)) / 2) * options.permutations < PARALLEL_THRESHOLD) {
    return permanova(matrix, grouping, options)
  }
  const design = preparePermanova(matrix, grouping, true)
  const permuted = await inWorkersOrOnThisThread(
    PERMANOVA_WORKER,
    () => permutedPseudoFInWorkers(design, options.seed, options.permutations, workerCount),
    () => permutedPseudoF(design, options.seed, 0, options.permutations),
  )
  return summarise(design, permuted)
}

/** `permutedPseudoF` of all permutations, in `workerCount` workers that each evaluate one range. */
async function permutedPseudoFInWorkers(
  design: PermanovaDesign,
  seed: number,
  permutations: number,
  workerCount: number,
): Promise<Float64Array> {
  const { n, labels, groupSizes, squaredDistances, totalSumOfSquares } = design
  const chunk = Math.ceil(permutations / workerCount)
  const tasks: PermanovaWorkerTask[] = []
  for (let from = 0; from < permutations; from += chunk) {
    const to = Math.min(from + chunk, permutations)
    tasks.push({ n, labels, groupSizes, squaredDistances, totalSumOfSquares, seed, from, to })
  }
  const parts = await runInWorkers<PermanovaWorkerTask, Float64Array>(PERMANOVA_WORKER, tasks)
  const permuted = new Float64Array(permutations)
  parts.forEach((part, i) => {
    const { from, to } = tasks[i]
    if (part.length !== to - from) throw new Error(`a worker returned ${part.length} statistics for ${to - from}`)
    permuted.set(part, from)
  })
  return permuted
}

/** What a PERMANOVA works on, as plain typed arrays so that a worker can receive it. */
interface PermanovaData {
  readonly n: number
  readonly labels: Int32Array
  readonly groupSizes: Int32Array
  readonly squaredDistances: Float64Array
  readonly totalSumOfSquares: number
}

interface PermanovaDesign extends PermanovaData {
  readonly droppedSamples: readonly DroppedSample[]
  readonly pairSums: WithinGroupPairSums
  /** Scratch space for one permutation's per-group sums. */
  readonly groupSums: Float64Array
}

function preparePermanova(allSamples: DistanceMatrix, allGrouping: readonly string[], shared = false): PermanovaDesign {
  const { matrix, grouping, droppedSamples } = groupedSamples(allSamples, allGrouping)
  const { labels, groupSizes } = encodeGrouping(matrix, grouping)
  const n = labels.length
  if (groupSizes.length >= n) {
    throw new AnalysisInputError('grouping.allSingletons', {})
  }
  const squaredDistances = shared
    ? new Float64Array(new SharedArrayBuffer(matrix.condensed.length * Float64Array.BYTES_PER_ELEMENT))
    : new Float64Array(matrix.condensed.length)
  let total = 0
  for (let k = 0; k < squaredDistances.length; k++) {
    const d = matrix.condensed[k]
    squaredDistances[k] = d * d
    total += d * d
  }
  return designFrom({ n, labels, groupSizes, squaredDistances, totalSumOfSquares: total / n }, droppedSamples)
}

function designFrom(data: PermanovaData, droppedSamples: readonly DroppedSample[]): PermanovaDesign {
  return {
    ...data,
    droppedSamples,
    pairSums: new WithinGroupPairSums(data.squaredDistances, data.n, data.groupSizes),
    groupSums: new Float64Array(data.groupSizes.length),
  }
}

function withinGroupSumOfSquares(design: PermanovaDesign, labels: Int32Array): number {
  design.pairSums.compute(labels, design.groupSums)
  let within = 0
  for (let g = 0; g < design.groupSizes.length; g++) within += design.groupSums[g] / design.groupSizes[g]
  return within
}

function pseudoF(design: PermanovaDesign, within: number): number {
  const groups = design.groupSizes.length
  return (design.totalSumOfSquares - within) / (groups - 1) / (within / (design.n - groups))
}

/** Pseudo-F of permutations from..to-1 of the seeded sequence. */
function permutedPseudoF(design: PermanovaDesign, seed: number, from: number, to: number): Float64Array<ArrayBuffer> {
  const statistics = new Float64Array(to - from)
  forEachPermutation(design.labels, { permutations: to, seed }, (permuted, p) => {
    if (p >= from) statistics[p - from] = pseudoF(design, withinGroupSumOfSquares(design, permuted))
  })
  return statistics
}

function summarise(design: PermanovaDesign, permuted: Float64Array): PermanovaResult {
  const within = withinGroupSumOfSquares(design, design.labels)
  const statistic = pseudoF(design, within)
  return {
    statistic,
    pValue: permutationPValue(statistic, permuted),
    permutations: permuted.length,
    r2: 1 - within / design.totalSumOfSquares,
    droppedSamples: design.droppedSamples,
    dfGroups: design.groupSizes.length - 1,
    dfResidual: design.n - design.groupSizes.length,
    sumOfSquaresGroups: design.totalSumOfSquares - within,
    sumOfSquaresResidual: within,
    sumOfSquaresTotal: design.totalSumOfSquares,
  }
}

/** What a PERMANOVA worker receives: the data (squared distances shared) and its range of permutations. */
export interface PermanovaWorkerTask extends PermanovaData {
  readonly seed: number
  readonly from: number
  readonly to: number
}

export function runPermanovaWorkerTask(task: PermanovaWorkerTask): Float64Array<ArrayBuffer> {
  // A worker only computes permuted statistics; the main thread reports the dropped samples.
  return permutedPseudoF(designFrom(task, []), task.seed, task.from, task.to)
}
