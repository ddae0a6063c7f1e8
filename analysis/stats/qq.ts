/**
 * Quantile-quantile plots: observed against expected −log10 p-values (is there more signal than
 * chance, or an inflated test?) and a sample against the normal distribution (R's `qqnorm` and
 * `qqline`). Plotting positions are R's `ppoints`.
 */
import { AnalysisInputError } from '../errors'
import { normalQuantile } from './distributions-extra'

/** R's `ppoints(n)`: (i − a)/(n + 1 − 2a), i = 1..n, with a = 3/8 for n ≤ 10 and 1/2 above. */
export function ppoints(n: number): Float64Array {
  const a = n <= 10 ? 3 / 8 : 1 / 2
  return Float64Array.from({ length: n }, (_, i) => (i + 1 - a) / (n + 1 - 2 * a))
}

export interface PValueQq {
  /** −log10 of ppoints(n), largest first. */
  readonly expected: Float64Array
  /** −log10 of the sorted p-values, largest first (p = 0 gives +∞). */
  readonly observed: Float64Array
  /** Index into the input of each plotted p-value. */
  readonly order: Int32Array
  /**
   * Genomic inflation factor λ: median of the χ²₁ statistics the p-values correspond to, over the
   * χ²₁ median 0.4549 (R: `median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)`).
   */
  readonly inflation: number
}

/** The χ²₁ median, qchisq(0.5, 1) = qnorm(0.75)². */
const CHI_SQUARE_ONE_MEDIAN = normalQuantile(0.75) ** 2

export function pValueQq(pValues: ArrayLike<number>): PValueQq {
  const indices: number[] = []
  for (let i = 0; i < pValues.length; i++) {
    const p = pValues[i]
    if (Number.isNaN(p)) continue
    if (p < 0 || p > 1) throw new AnalysisInputError('qq.pValueOutOfRange', { value: p, row: i + 1 })
    indices.push(i)
  }
  const n = indices.length
  if (n === 0) throw new AnalysisInputError('qq.noPValues', {})
  indices.sort((a, b) => pValues[a] - pValues[b])
  const positions = ppoints(n)
  const expected = positions.map((p) => -Math.log10(p))
  const observed = Float64Array.from(indices, (i) => -Math.log10(pValues[i]))
  // qchisq(p, 1, lower.tail = FALSE) = qnorm(p / 2)², exact for the tiny p-values of a strong signal.
  const statistics = Float64Array.from(indices, (i) => normalQuantile(pValues[i] / 2) ** 2).sort()
  return { expected, observed, order: Int32Array.from(indices), inflation: median(statistics) / CHI_SQUARE_ONE_MEDIAN }
}

export interface NormalQq {
  /** Theoretical normal quantiles qnorm(ppoints(n)), increasing. */
  readonly theoretical: Float64Array
  /** The sample, sorted increasing. */
  readonly sample: Float64Array
  readonly order: Int32Array
  /** R's `qqline`: the line through the first and third quartiles (type 7) of sample and normal. */
  readonly line: { readonly slope: number; readonly intercept: number }
}

export function normalQq(values: ArrayLike<number>): NormalQq {
  const indices: number[] = []
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) indices.push(i)
  const n = indices.length
  if (n < 2) throw new AnalysisInputError('qq.tooFewValues', { count: n })
  indices.sort((a, b) => values[a] - values[b])
  const sample = Float64Array.from(indices, (i) => values[i])
  const theoretical = ppoints(n).map(normalQuantile)
  const q1 = quantileType7(sample, 0.25)
  const q3 = quantileType7(sample, 0.75)
  const z1 = normalQuantile(0.25)
  const z3 = normalQuantile(0.75)
  const slope = (q3 - q1) / (z3 - z1)
  return { theoretical, sample, order: Int32Array.from(indices), line: { slope, intercept: q1 - slope * z1 } }
}

/** R's default `quantile(x, p)` (type 7) of an increasingly sorted sample. */
function quantileType7(sorted: ArrayLike<number>, p: number): number {
  const h = (sorted.length - 1) * p
  const low = Math.floor(h)
  const high = Math.min(sorted.length - 1, low + 1)
  return sorted[low] + (h - low) * (sorted[high] - sorted[low])
}

function median(sorted: Float64Array): number {
  const n = sorted.length
  return n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}
