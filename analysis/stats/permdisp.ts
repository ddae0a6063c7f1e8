/**
 * PERMDISP (Anderson 2006): are the groups equally dispersed? Each sample's distance to its group's
 * centroid in the principal coordinate space of the distance matrix, then a one-way ANOVA of those
 * distances with a permutation p-value; vegan's `betadisper(d, group, type = "centroid")` followed
 * by `anova()` and `permutest()`.
 *
 * As vegan: the double-centred matrix −½ d² is decomposed, axes whose eigenvalue is within
 * √ε of zero (relative to the largest) are dropped, and coordinates are scaled by √|λ|. Distances to
 * the centroid add the squared differences on the positive axes and subtract those on the negative
 * ones (a non-Euclidean distance has some): z = √|Σ₊ − Σ₋|. The permutation test permutes the
 * residuals of the ANOVA (z minus its group mean), as `permutest.betadisper` does.
 */
import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { symmetricEigen } from '../ordination/eigen'
import { regularizedBeta } from './distributions-extra'
import {
  checkPermutationCount,
  encodeGrouping,
  forEachPermutation,
  groupedSamples,
  permutationPValue,
  type PermutationTestOptions,
} from './permutation'
import type { DroppedSample } from './tested-samples'

export interface PermdispResult {
  /** The tested samples (those with a group), in matrix order, with their group and distance to its centroid. */
  readonly sampleIds: readonly string[]
  readonly grouping: readonly string[]
  readonly distances: Float64Array
  /** Groups in order of first appearance, with their mean distance to the centroid. */
  readonly groups: readonly string[]
  readonly groupMeans: Float64Array
  /** The ANOVA of the distances: F on (groups − 1, n − groups) degrees of freedom, and its p from the F distribution. */
  readonly statistic: number
  readonly dfGroups: number
  readonly dfResidual: number
  readonly sumOfSquaresGroups: number
  readonly sumOfSquaresResidual: number
  readonly pValueF: number
  /** The permutation p-value (NaN without permutations). */
  readonly pValue: number
  readonly permutations: number
  readonly droppedSamples: readonly DroppedSample[]
}

/** vegan's `TOL <- sqrt(.Machine$double.eps)` for the axes betadisper keeps. */
const AXIS_TOLERANCE = Math.sqrt(Number.EPSILON)

export function permdisp(
  allSamples: DistanceMatrix,
  allGrouping: readonly string[],
  options: PermutationTestOptions,
): PermdispResult {
  checkPermutationCount(options.permutations)
  const { matrix, grouping, droppedSamples } = groupedSamples(allSamples, allGrouping)
  const { labels, groupSizes } = encodeGrouping(matrix, grouping)
  const n = labels.length
  const groupCount = groupSizes.length
  if (groupCount >= n) throw new AnalysisInputError('grouping.allSingletons', {})

  const distances = centroidDistances(matrix, labels, groupCount)
  const groupMeans = meansByGroup(distances, labels, groupSizes)
  const anova = oneWayAnova(distances, labels, groupSizes)
  const residuals = distances.map((z, i) => z - groupMeans[labels[i]])
  const permuted = new Float64Array(options.permutations)
  // Each permutation takes a shuffled order of the samples and gives sample i the residual of sample order[i].
  const order = Int32Array.from({ length: n }, (_, i) => i)
  const shuffled = new Float64Array(n)
  forEachPermutation(order, options, (permutedOrder, p) => {
    for (let i = 0; i < n; i++) shuffled[i] = residuals[permutedOrder[i]]
    permuted[p] = oneWayAnova(shuffled, labels, groupSizes).statistic
  })
  const groups: string[] = []
  grouping.forEach((group, i) => {
    if (groups.length === labels[i]) groups.push(group)
  })
  return {
    sampleIds: matrix.ids,
    grouping,
    distances,
    groups,
    groupMeans,
    statistic: anova.statistic,
    dfGroups: groupCount - 1,
    dfResidual: n - groupCount,
    sumOfSquaresGroups: anova.between,
    sumOfSquaresResidual: anova.within,
    pValueF: fUpperTail(anova.statistic, groupCount - 1, n - groupCount),
    pValue: permutationPValue(anova.statistic, permuted),
    permutations: options.permutations,
    droppedSamples,
  }
}

/** Each sample's distance to its group's centroid in the principal coordinates (see the module comment). */
function centroidDistances(matrix: DistanceMatrix, labels: Int32Array, groupCount: number): Float64Array {
  const n = labels.length
  const centred = doubleCentredSquares(matrix)
  const { values, vectors } = symmetricEigen(centred, n)
  const largest = values[0]
  const axes: { scale: number; positive: boolean; vector: Float64Array }[] = []
  values.forEach((value, k) => {
    if (Math.abs(value / largest) > AXIS_TOLERANCE)
      axes.push({ scale: Math.sqrt(Math.abs(value)), positive: value > 0, vector: vectors[k] })
  })
  const sizes = new Float64Array(groupCount)
  for (let i = 0; i < n; i++) sizes[labels[i]]++
  const positive = new Float64Array(n)
  const negative = new Float64Array(n)
  const centroid = new Float64Array(groupCount)
  for (const axis of axes) {
    centroid.fill(0)
    for (let i = 0; i < n; i++) centroid[labels[i]] += (axis.vector[i] * axis.scale) / sizes[labels[i]]
    for (let i = 0; i < n; i++) {
      const difference = axis.vector[i] * axis.scale - centroid[labels[i]]
      if (axis.positive) positive[i] += difference * difference
      else negative[i] += difference * difference
    }
  }
  return positive.map((value, i) => Math.sqrt(Math.abs(value - negative[i])))
}

/** −½ d² double-centred (Gower), as a dense row-major n×n matrix. */
function doubleCentredSquares(matrix: DistanceMatrix): Float64Array {
  const n = matrix.ids.length
  const a = new Float64Array(n * n)
  let k = 0
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++, k++) {
      const value = -0.5 * matrix.condensed[k] * matrix.condensed[k]
      a[i * n + j] = value
      a[j * n + i] = value
    }
  const rowMeans = new Float64Array(n)
  let grandMean = 0
  for (let i = 0; i < n; i++) {
    let sum = 0
    for (let j = 0; j < n; j++) sum += a[i * n + j]
    rowMeans[i] = sum / n
    grandMean += sum
  }
  grandMean /= n * n
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] += grandMean - rowMeans[i] - rowMeans[j]
  return a
}

function meansByGroup(values: Float64Array, labels: Int32Array, groupSizes: Int32Array): Float64Array {
  const means = new Float64Array(groupSizes.length)
  values.forEach((value, i) => (means[labels[i]] += value / groupSizes[labels[i]]))
  return means
}

function oneWayAnova(
  values: Float64Array,
  labels: Int32Array,
  groupSizes: Int32Array,
): { statistic: number; between: number; within: number } {
  const n = values.length
  const groups = groupSizes.length
  const means = meansByGroup(values, labels, groupSizes)
  let grand = 0
  for (let i = 0; i < n; i++) grand += values[i] / n
  let between = 0
  for (let g = 0; g < groups; g++) between += groupSizes[g] * (means[g] - grand) ** 2
  let within = 0
  for (let i = 0; i < n; i++) within += (values[i] - means[labels[i]]) ** 2
  return { statistic: between / (groups - 1) / (within / (n - groups)), between, within }
}

/** P(F > f) on (d1, d2) degrees of freedom. */
function fUpperTail(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1
  if (!Number.isFinite(f)) return 0
  return regularizedBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2, (d1 * f) / (d2 + d1 * f))
}
