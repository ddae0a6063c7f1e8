/* eslint-disable no-loss-of-precision -- constants and coefficients are written as their sources print them, so they can be checked digit by digit */
/**
 * Tail probabilities the rank tests need, written for accuracy far into the tails: a p-value of
 * 1e-40 must come out as 1e-40, not as 0 or as 1 - (1 - 1e-40). Each function states its method
 * so a reader can check it against the literature; the tests compare them with R (`pnorm`,
 * `pchisq`, `lgamma`, `pwilcox`).
 */

const INV_SQRT_2PI = 0.3989422804014327

/**
 * Below this point the upper tail is 1/2 minus a positive series, above it φ(x) times the
 * Mills-ratio continued fraction (at most ~140 terms). Against R on a grid of step 0.05 both stay
 * within 3e-15 relative on their side of the seam; the series loses digits to cancellation beyond
 * 2, the fraction converges slowly below 0.5.
 */
const NORMAL_SERIES_LIMIT = 1.7

/** P(Z > x) for a standard normal Z (R: `pnorm(x, lower.tail = FALSE)`). */
export function normalUpperTail(x: number): number {
  if (Number.isNaN(x)) return NaN
  if (x < 0) return 1 - normalUpperTail(-x)
  if (x === Infinity) return 0
  if (x <= NORMAL_SERIES_LIMIT) return 0.5 - normalDensity(x) * normalCentralSeries(x)
  return normalDensity(x) * millsRatio(x)
}

/** P(Z <= x) for a standard normal Z (R: `pnorm(x)`). */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN
  return x <= 0 ? normalUpperTail(-x) : 1 - normalUpperTail(x)
}

/**
 * exp(-x²/2)/sqrt(2π) with x² split as hi² + (x - hi)(x + hi), hi a multiple of 1/16, so that
 * hi² is exact and the rounding of x² does not cost relative accuracy when x² is in the hundreds
 * (the same device as Cody's algorithm in R's pnorm).
 */
function normalDensity(x: number): number {
  const hi = Math.trunc(x * 16) / 16
  const lo = (x - hi) * (x + hi)
  return INV_SQRT_2PI * Math.exp(-0.5 * hi * hi) * Math.exp(-0.5 * lo)
}

/** Φ(x) - 1/2 = φ(x) Σ x^(2k+1) / (1·3·5···(2k+1)); every term is positive, so no cancellation. */
function normalCentralSeries(x: number): number {
  const xx = x * x
  let term = x
  let sum = x
  for (let k = 1; k < 500; k++) {
    term *= xx / (2 * k + 1)
    sum += term
    if (term < sum * 1e-17) break
  }
  return sum
}

/** Mills ratio Q(x)/φ(x) = 1/(x + 1/(x + 2/(x + 3/(x + ...)))), evaluated by modified Lentz. */
function millsRatio(x: number): number {
  const tiny = 1e-300
  let f = x
  let c = x
  let d = 0
  for (let k = 1; k < 5000; k++) {
    d = x + k * d
    d = d === 0 ? 1 / tiny : 1 / d
    c = x + k / c
    if (c === 0) c = tiny
    const delta = c * d
    f *= delta
    if (Math.abs(delta - 1) < 1e-16) break
  }
  return 1 / f
}

/**
 * The Lanczos approximation in the form of Numerical Recipes 3rd ed. (`gammln`, g = 671/128,
 * 14 terms), accurate to about 1e-15 relative for x > 0; reflection covers x < 0.5.
 */
const LANCZOS_COEFFICIENTS = [
  57.1562356658629235, -59.5979603554754912, 14.1360979747417471, -0.491913816097620199, 0.339946499848118887e-4,
  0.465236289270485756e-4, -0.983744753048795646e-4, 0.158088703224912494e-3, -0.210264441724104883e-3,
  0.217439618115212643e-3, -0.16431810653676389e-3, 0.844182239838527433e-4, -0.261908384015814087e-4,
  0.368991826595316234e-5,
]

/** log Γ(x) for x > 0 (R: `lgamma`). */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`)
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  let denominator = x
  let series = 0.999999999999997092
  for (const coefficient of LANCZOS_COEFFICIENTS) series += coefficient / ++denominator
  const shifted = x + 5.2421875
  return (x + 0.5) * Math.log(shifted) - shifted + Math.log((2.5066282746310005 * series) / x)
}

/**
 * Q(a, x) = Γ(a, x)/Γ(a), the regularized upper incomplete gamma function: by the power series of
 * P(a, x) when x < a + 1 (where P is not close to 1, so 1 - P keeps its digits), otherwise by the
 * Legendre continued fraction for Q, evaluated by modified Lentz (Numerical Recipes §6.2).
 */
export function regularizedGammaUpper(a: number, x: number): number {
  if (Number.isNaN(a) || Number.isNaN(x)) return NaN
  if (!(a > 0)) throw new RangeError(`the shape a must be positive, got ${a}`)
  if (x <= 0) return 1
  if (x === Infinity) return 0
  const logPrefactor = a * Math.log(x) - x - logGamma(a)
  if (x < a + 1) return 1 - Math.exp(logPrefactor) * lowerGammaSeries(a, x)
  return Math.exp(logPrefactor) * upperGammaContinuedFraction(a, x)
}

function lowerGammaSeries(a: number, x: number): number {
  let denominator = a
  let term = 1 / a
  let sum = term
  for (let k = 0; k < 10000; k++) {
    term *= x / ++denominator
    sum += term
    if (Math.abs(term) < Math.abs(sum) * 1e-17) break
  }
  return sum
}

function upperGammaContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let k = 1; k < 10000; k++) {
    const an = -k * (k - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-16) break
  }
  return h
}

/** P(X > x) for X ~ χ² with `degreesOfFreedom` (R: `pchisq(x, df, lower.tail = FALSE)`). */
export function chiSquareUpperTail(x: number, degreesOfFreedom: number): number {
  return regularizedGammaUpper(degreesOfFreedom / 2, x / 2)
}

/**
 * The null distribution of the Wilcoxon rank-sum statistic W (the Mann-Whitney U of the first
 * sample) for sample sizes m and n without ties: counts[w] = number of the C(m+n, m) equally likely
 * rankings that give W = w. Built by the recursion behind R's `cwilcox`,
 * c(w; i, j) = c(w - j; i - 1, j) + c(w; i, j - 1), which only adds, so the counts lose no
 * precision to cancellation.
 */
export function wilcoxonRankSumCounts(m: number, n: number): Float64Array {
  // layer[j] holds c(·; i, j) for the current i
  let layer: Float64Array[] = Array.from({ length: n + 1 }, () => Float64Array.of(1))
  for (let i = 1; i <= m; i++) {
    const next: Float64Array[] = [Float64Array.of(1)]
    for (let j = 1; j <= n; j++) {
      const counts = new Float64Array(i * j + 1)
      const fewerSecond = next[j - 1]
      const fewerFirst = layer[j]
      for (let w = 0; w < fewerSecond.length; w++) counts[w] += fewerSecond[w]
      for (let w = 0; w < fewerFirst.length; w++) counts[w + j] += fewerFirst[w]
      next.push(counts)
    }
    layer = next
  }
  return layer[n]
}
