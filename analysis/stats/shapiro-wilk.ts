/**
 * The Shapiro-Wilk normality test as R's `shapiro.test` computes it: Royston's algorithm AS R94
 * (Applied Statistics 44:547-551, 1995), which approximates the Shapiro-Wilk coefficients from the
 * expected normal order statistics and turns W into a p-value by a normalizing transformation
 * (for 4 ≤ n ≤ 11 and n ≥ 12 separately; n = 3 has an exact p-value). Valid for 3 ≤ n ≤ 5000.
 * Steps and rounding follow R 4.2.2 (`swilk.c`), so W and p agree with R to the last digits.
 */
import { normalUpperTail } from './distributions'
import { normalQuantile } from './distributions-extra'

export const SHAPIRO_WILK_MIN_N = 3
export const SHAPIRO_WILK_MAX_N = 5000

export interface ShapiroWilkResult {
  /** W, in (0, 1]: the squared correlation of the ordered sample with the normal scores. */
  readonly statistic: number
  readonly pValue: number
  /** Observations used (NaN dropped). */
  readonly n: number
}

/** AS R94's polynomial coefficients, constant term first, as the paper prints them. */
const SMALL_GAMMA = [-2.273, 0.459]
const FIRST_COEFFICIENT = [0, 0.221157, -0.147981, -2.07119, 4.434685, -2.706056]
const SECOND_COEFFICIENT = [0, 0.042981, -0.293762, -1.752461, 5.682633, -3.582633]
const SMALL_MEAN = [0.544, -0.39978, 0.025054, -6.714e-4]
const SMALL_LOG_SD = [1.3822, -0.77857, 0.062767, -0.0020322]
const LARGE_MEAN = [-1.5861, -0.31082, -0.083751, 0.0038915]
const LARGE_LOG_SD = [-0.4803, -0.082676, 0.0030302]
/** For n = 3 AS R94 uses this rounded √½ as the one coefficient; R keeps it, and so do we. */
const ROOT_HALF_AS_R94 = 0.70710678

/** Σ c[k] x^k in the order of AS 181.2 (Horner from the top, constant added last). */
function poly(coefficients: readonly number[], x: number): number {
  const order = coefficients.length
  if (order === 1) return coefficients[0]
  let p = x * coefficients[order - 1]
  for (let j = order - 2; j > 0; j--) p = (p + coefficients[j]) * x
  return coefficients[0] + p
}

/**
 * The coefficients a[1..⌊n/2⌋] of the lower half of the ordered sample (a[0] unused): the upper
 * half's are their negatives, mirrored, and the middle value of an odd sample weighs nothing.
 */
function coefficients(n: number): Float64Array {
  const half = Math.floor(n / 2)
  const a = new Float64Array(half + 1)
  if (n === 3) {
    a[1] = ROOT_HALF_AS_R94
    return a
  }
  const shifted = n + 0.25
  let sumOfSquares = 0
  for (let i = 1; i <= half; i++) {
    a[i] = normalQuantile((i - 0.375) / shifted)
    sumOfSquares += a[i] * a[i]
  }
  sumOfSquares *= 2
  const root = Math.sqrt(sumOfSquares)
  const rsn = 1 / Math.sqrt(n)
  const a1 = poly(FIRST_COEFFICIENT, rsn) - a[1] / root
  let first: number
  let factor: number
  if (n > 5) {
    first = 3
    const a2 = -a[2] / root + poly(SECOND_COEFFICIENT, rsn)
    factor = Math.sqrt((sumOfSquares - 2 * (a[1] * a[1]) - 2 * (a[2] * a[2])) / (1 - 2 * (a1 * a1) - 2 * (a2 * a2)))
    a[2] = a2
  } else {
    first = 2
    factor = Math.sqrt((sumOfSquares - 2 * (a[1] * a[1])) / (1 - 2 * (a1 * a1)))
  }
  a[1] = a1
  for (let i = first; i <= half; i++) a[i] /= -factor
  return a
}

/**
 * W and its p-value for `values` (NaN dropped). Throws a RangeError outside 3 ≤ n ≤ 5000 or when
 * every value is the same, the cases R's `shapiro.test` stops on; callers check them first.
 */
export function shapiroWilk(values: ArrayLike<number>): ShapiroWilkResult {
  const kept: number[] = []
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) kept.push(values[i])
  const n = kept.length
  if (n < SHAPIRO_WILK_MIN_N || n > SHAPIRO_WILK_MAX_N)
    throw new RangeError(`the sample size must be between 3 and 5000, got ${n}`)
  let x = Float64Array.from(kept).sort()
  let range = x[n - 1] - x[0]
  if (!(range > 0)) throw new RangeError('all values are identical')
  // As R: a tiny range is rescaled first, so that the algorithm's own zero-range check passes.
  if (range < 1e-10) {
    const scale = range
    x = x.map((value) => value / scale)
    range = x[n - 1] - x[0]
  }
  const a = coefficients(n)
  // The coefficient of the i-th smallest value (0-based): −a[i+1] in the lower half, mirrored above.
  const weight = (i: number) => {
    const j = n - 1 - i
    return i === j ? 0 : i < j ? -a[1 + i] : a[1 + j]
  }
  // Means of the coefficients and of the range-scaled sample, summed in the algorithm's order.
  let sa = 0
  let sx = 0
  for (let i = 0; i < n; i++) {
    sa += weight(i)
    sx += x[i] / range
  }
  sa /= n
  sx /= n
  let ssa = 0
  let ssx = 0
  let sax = 0
  for (let i = 0; i < n; i++) {
    const asa = weight(i) - sa
    const xsx = x[i] / range - sx
    ssa += asa * asa
    ssx += xsx * xsx
    sax += asa * xsx
  }
  // 1 − W, computed so that it keeps its digits when W is very close to 1.
  const root = Math.sqrt(ssa * ssx)
  const oneMinusW = ((root - sax) * (root + sax)) / (ssa * ssx)
  const statistic = 1 - oneMinusW
  return { statistic, pValue: pValueOf(statistic, oneMinusW, n), n }
}

function pValueOf(w: number, oneMinusW: number, n: number): number {
  if (n === 3) {
    // exact: (6/π)(asin √W − asin √¾)
    const p = 1.90985931710274 * (Math.asin(Math.sqrt(w)) - 1.0471975511966)
    return Math.max(p, 0)
  }
  let y = Math.log(oneMinusW)
  let mean: number
  let sd: number
  if (n <= 11) {
    const gamma = poly(SMALL_GAMMA, n)
    if (y >= gamma) return 1e-99
    y = -Math.log(gamma - y)
    mean = poly(SMALL_MEAN, n)
    sd = Math.exp(poly(SMALL_LOG_SD, n))
  } else {
    const logN = Math.log(n)
    mean = poly(LARGE_MEAN, logN)
    sd = Math.exp(poly(LARGE_LOG_SD, logN))
  }
  return normalUpperTail((y - mean) / sd)
}
