/**
 * Pearson and Spearman correlation with the test R's `cor.test` reports, and the matrix of both
 * over many variables (a correlation heatmap). Pairs with a NaN on either side are left out, as
 * `cor(..., use = "pairwise.complete.obs")` does.
 */
import { studentTTwoSided } from './distributions-extra'
import { averageRanks } from './ranks'

export const CORRELATION_METHODS = ['pearson', 'spearman'] as const
export type CorrelationMethod = (typeof CORRELATION_METHODS)[number]

export interface CorrelationTest {
  /** Pearson's r or Spearman's ρ; NaN when either variable is constant over the complete pairs. */
  readonly estimate: number
  /** Complete pairs used. */
  readonly n: number
  /** t = r √(n − 2) / √(1 − r²) on n − 2 degrees of freedom. */
  readonly statistic: number
  readonly pValue: number
}

/**
 * Two-sided test of zero correlation. Pearson: R's `cor.test(x, y)`. Spearman: ρ is Pearson's r of
 * the average ranks (ties share their mean rank) and the p-value is R's asymptotic t
 * approximation, `cor.test(x, y, method = "spearman", exact = FALSE)`, which R itself uses
 * whenever there are ties or n ≥ 1290 (without ties and n < 1290 R computes an exact p-value).
 */
export function correlationTest(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  method: CorrelationMethod,
): CorrelationTest {
  if (x.length !== y.length) throw new RangeError(`the variables differ in length (${x.length} and ${y.length})`)
  const [first, second] = completePairs(x, y)
  const n = first.length
  const estimate =
    method === 'pearson' ? pearson(first, second) : pearson(averageRanks(first).ranks, averageRanks(second).ranks)
  if (n < 3 || Number.isNaN(estimate)) return { estimate, n, statistic: NaN, pValue: NaN }
  const degreesOfFreedom = n - 2
  const statistic = (estimate * Math.sqrt(degreesOfFreedom)) / Math.sqrt(1 - estimate * estimate)
  return { estimate, n, statistic, pValue: studentTTwoSided(statistic, degreesOfFreedom) }
}

export interface CorrelationMatrix {
  /** estimates[i][j]: correlation of variable i with variable j (1 on the diagonal). */
  readonly estimates: Float64Array[]
  /** pValues[i][j]: two-sided p-value of the test (0 on the diagonal). */
  readonly pValues: Float64Array[]
  /** Complete pairs behind each entry. */
  readonly counts: Int32Array[]
}

/** Every pairwise test between the variables (columns of a table). */
export function correlationMatrix(
  variables: readonly ArrayLike<number>[],
  method: CorrelationMethod,
): CorrelationMatrix {
  const k = variables.length
  const estimates = Array.from({ length: k }, () => new Float64Array(k))
  const pValues = Array.from({ length: k }, () => new Float64Array(k))
  const counts = Array.from({ length: k }, () => new Int32Array(k))
  for (let i = 0; i < k; i++) {
    const own = completePairs(variables[i], variables[i])[0]
    estimates[i][i] = own.length > 1 && variance(own) > 0 ? 1 : NaN
    counts[i][i] = own.length
    for (let j = i + 1; j < k; j++) {
      const test = correlationTest(variables[i], variables[j], method)
      estimates[i][j] = estimates[j][i] = test.estimate
      pValues[i][j] = pValues[j][i] = test.pValue
      counts[i][j] = counts[j][i] = test.n
    }
  }
  return { estimates, pValues, counts }
}

/** Pearson's r; NaN when either side has no spread. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length
  let meanX = 0
  let meanY = 0
  for (let i = 0; i < n; i++) {
    meanX += x[i]
    meanY += y[i]
  }
  meanX /= n
  meanY /= n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = x[i] - meanX
    const dy = y[i] - meanY
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  if (sxx === 0 || syy === 0) return NaN
  // Rounding can push |r| a hair past 1 for perfectly collinear data.
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)))
}

function variance(values: Float64Array): number {
  let mean = 0
  for (const v of values) mean += v / values.length
  let sum = 0
  for (const v of values) sum += (v - mean) * (v - mean)
  return sum
}

/** The pairs of values where neither is missing (NaN), as R's `use = "pairwise.complete.obs"` takes them. */
export function completePairs(x: ArrayLike<number>, y: ArrayLike<number>): [Float64Array, Float64Array] {
  const first: number[] = []
  const second: number[] = []
  for (let i = 0; i < x.length; i++) {
    if (Number.isNaN(x[i]) || Number.isNaN(y[i])) continue
    first.push(x[i])
    second.push(y[i])
  }
  return [Float64Array.from(first), Float64Array.from(second)]
}
