/**
 * The Mantel test of two distance matrices over the same samples, as vegan's `mantel()`: the
 * statistic is the Pearson (or Spearman) correlation of the two matrices' lower triangles, and
 * its one-sided p-value ("is the correlation larger than chance?") comes from permuting the
 * samples of the first matrix: (number of permuted r ≥ observed + 1) / (permutations + 1).
 * Permutations follow this library's seeded generator, so the p-value is vegan's only within
 * Monte-Carlo error; the statistic is exact.
 */
import type { DistanceMatrix } from '../distance-matrix'
import { checkPermutationCount, PERMUTATION_TOLERANCE } from './permutation'
import { createRandom } from '../random'
import { averageRanks } from './ranks'

export type MantelMethod = 'pearson' | 'spearman'

export interface MantelResult {
  readonly statistic: number
  readonly pValue: number
  readonly permutations: number
  /** The permuted statistics, in the order drawn. */
  readonly permuted: Float64Array
}

export function mantelTest(
  first: DistanceMatrix,
  second: DistanceMatrix,
  options: { method: MantelMethod; permutations: number; seed: number },
): MantelResult {
  const n = first.ids.length
  if (second.ids.length !== n) throw new RangeError(`${n} and ${second.ids.length} samples`)
  checkPermutationCount(options.permutations)
  const transform = (values: Float64Array) =>
    options.method === 'spearman' ? Float64Array.from(averageRanks(values).ranks) : values
  const x = transform(first.condensed)
  const y = centred(transform(second.condensed))
  const yNorm = Math.sqrt(y.reduce((sum, v) => sum + v * v, 0))
  // The permuted x has the same values, hence the same mean and spread: only Σ x·y changes.
  const xc = centred(x)
  const xNorm = Math.sqrt(xc.reduce((sum, v) => sum + v * v, 0))
  const xMean = x.reduce((sum, v) => sum + v, 0) / x.length
  const statistic = correlationWith(xc, y) / (xNorm * yNorm)
  const square = new Float64Array(n * n)
  let k = 0
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      square[i * n + j] = x[k] - xMean
      square[j * n + i] = x[k++] - xMean
    }
  const random = createRandom(options.seed)
  const order = Int32Array.from({ length: n }, (_, i) => i)
  const permuted = new Float64Array(options.permutations)
  for (let p = 0; p < options.permutations; p++) {
    random.shuffle(order)
    let sum = 0
    let m = 0
    for (let i = 0; i < n; i++) {
      const row = order[i] * n
      for (let j = i + 1; j < n; j++) sum += square[row + order[j]] * y[m++]
    }
    permuted[p] = sum / (xNorm * yNorm)
  }
  let atLeast = 0
  for (const value of permuted) if (value >= statistic - PERMUTATION_TOLERANCE) atLeast++
  return {
    statistic,
    pValue: options.permutations > 0 ? (atLeast + 1) / (options.permutations + 1) : NaN,
    permutations: options.permutations,
    permuted,
  }
}

function centred(values: Float64Array): Float64Array {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length
  return values.map((v) => v - mean)
}

function correlationWith(a: Float64Array, b: Float64Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i]
  return sum
}
