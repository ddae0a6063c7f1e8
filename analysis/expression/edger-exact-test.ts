/**
 * edgeR 3.40's exact test for two groups (`exactTest`, rejection.region = "doubletail"): counts are
 * first made comparable across libraries by `q2qnbinom` (quantile to quantile between negative
 * binomials of the library's mean and of the geometric mean library, approximated as the average of
 * a normal and a gamma transfer), then the summed pseudo-counts of the two groups are tested
 * conditionally on their total, doubling the smaller tail (`exactTestDoubleTail`), or, when both
 * sums exceed 900, by edgeR's beta approximation (`exactTestBetaApprox`).
 */
import { stirlingCorrection, STIRLING_MIN } from '../log-gamma'
import { logGamma } from '../stats/distributions'
import { normalQuantile, regularizedBeta } from '../stats/distributions-extra'

const BIG_COUNT = 900

/**
 * Two-sided p-values per gene. `pseudo1` and `pseudo2` are gene-major pseudo-counts of the two
 * groups (n1 and n2 libraries).
 */
export function exactTestDoubleTail(
  pseudo1: Float64Array,
  n1: number,
  pseudo2: Float64Array,
  n2: number,
  dispersions: Float64Array,
): Float64Array {
  const genes = dispersions.length
  const out = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum1 = 0
    let sum2 = 0
    for (let j = 0; j < n1; j++) sum1 += pseudo1[g * n1 + j]
    for (let j = 0; j < n2; j++) sum2 += pseudo2[g * n2 + j]
    const s1 = roundHalfEven(sum1)
    const s2 = roundHalfEven(sum2)
    const dispersion = dispersions[g]
    let p: number
    if (s1 > BIG_COUNT && s2 > BIG_COUNT) p = betaApproximation(sum1, n1, sum2, n2, dispersion)
    else {
      const s = s1 + s2
      const mu = s / (n1 + n2)
      const mu1 = n1 * mu
      const mu2 = n2 * mu
      p = 1
      if (s1 !== mu1) {
        const bottom = negativeBinomialDensity(s, (n1 + n2) / dispersion, s)
        p = (2 * tailSum(s1, s, s1 < mu1, n1 / dispersion, mu1, n2 / dispersion, mu2)) / bottom
      }
    }
    out[g] = Math.min(p, 1)
  }
  return out
}

/**
 * Σ dnbinom(x, size1, mu1) · dnbinom(s − x, size2, mu2) over x = 0..s1 (`lower`) or s1..s, the tail
 * edgeR sums term by term. The terms grow towards the mode, so they are generated from the end at
 * s1 outwards by their ratio, which costs no log-gamma per term and underflows only where the
 * terms no longer count.
 */
function tailSum(s1: number, s: number, lower: boolean, size1: number, mu1: number, size2: number, mu2: number): number {
  // R's `0:s1` and `s1:s` count down when a pseudo-count sum rounds below zero; the densities of
  // negative counts are zero, so only the terms with both counts ≥ 0 remain.
  const [a, b] = lower ? [0, s1] : [s1, s]
  const from = Math.max(Math.min(a, b), 0)
  const to = Math.min(Math.max(a, b), s)
  if (from > to) return 0
  const q1 = mu1 / (size1 + mu1)
  const q2 = mu2 / (size2 + mu2)
  const first = lower ? to : from
  let term = negativeBinomialDensity(first, size1, mu1) * negativeBinomialDensity(s - first, size2, mu2)
  let sum = term
  if (lower) {
    for (let x = first; x > from; x--) {
      // t(x − 1)/t(x) = x/((x − 1 + size1) q1) · (s − x + size2) q2/(s − x + 1)
      term *= (x / ((x - 1 + size1) * q1)) * (((s - x + size2) * q2) / (s - x + 1))
      sum += term
    }
  } else {
    for (let x = first; x < to; x++) {
      // t(x + 1)/t(x) = (x + size1) q1/(x + 1) · (s − x)/((s − x − 1 + size2) q2)
      term *= (((x + size1) * q1) / (x + 1)) * ((s - x) / ((s - x - 1 + size2) * q2))
      sum += term
    }
  }
  return sum
}

/** R's `round`: halves go to the even neighbour. */
function roundHalfEven(x: number): number {
  const r = Math.round(x)
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r
}

/**
 * `exactTestBetaApprox`: the first group's share of the total is compared with a beta distribution
 * of matching moments, with a continuity correction of ½. Which tail is taken depends on the side
 * of the beta median, decided here by the distribution function at the corrected share rather than
 * by computing the median (R's qbeta): the two agree except exactly at the median, where p is 1.
 */
function betaApproximation(y1: number, n1: number, y2: number, n2: number, dispersion: number): number {
  const y = y1 + y2
  const mu = y / (n1 + n2)
  const alpha1 = (n1 * mu) / (1 + dispersion * mu)
  const alpha2 = (n2 / n1) * alpha1
  const lowerShare = (y1 + 0.5) / y
  const lowerTail = regularizedBeta(lowerShare, alpha1, alpha2)
  if (lowerTail < 0.5) return 2 * lowerTail
  const upperShare = (y1 - 0.5) / y
  const upperTail = regularizedBeta(1 - upperShare, alpha2, alpha1, upperShare)
  if (upperTail < 0.5) return 2 * upperTail
  return 1
}

/** dnbinom(x, size, mu) for whole x, with the large log-gammas differenced without forming them. */
function negativeBinomialDensity(x: number, size: number, mu: number): number {
  if (x === 0) return Math.exp(-size * Math.log1p(mu / size))
  return Math.exp(
    logGammaRatio(size, x) -
      logGamma(x + 1) -
      size * Math.log1p(mu / size) +
      x * (Math.log(mu) - Math.log(size + mu)),
  )
}

/** ln Γ(a + x) − ln Γ(a) for a > 0, x ≥ 0, by differenced Stirling series once a is large. */
function logGammaRatio(a: number, x: number): number {
  if (a < STIRLING_MIN) return logGamma(a + x) - logGamma(a)
  return (a - 0.5) * Math.log1p(x / a) + x * Math.log(a + x) - x + stirlingCorrection(a + x) - stirlingCorrection(a)
}

/**
 * edgeR's `q2qnbinom`: a count from a negative binomial with mean `inputMean` moved to the same
 * quantile of one with mean `outputMean` (same dispersion), as the average of the normal and the
 * gamma approximations' transfers. The normal transfer of a quantile is exactly the z-score's, so it
 * is computed as such; R's `qnorm(pnorm(...))` round trip returns the same number.
 */
export function quantileToQuantile(count: number, inputMean: number, outputMean: number, dispersion: number): number {
  if (inputMean < 1e-14 || outputMean < 1e-14) {
    inputMean += 0.25
    outputMean += 0.25
  }
  const inputRatio = 1 + dispersion * inputMean
  const outputRatio = 1 + dispersion * outputMean
  const normal =
    outputMean + Math.sqrt(outputMean * outputRatio) * ((count - inputMean) / Math.sqrt(inputMean * inputRatio))
  const upper = count >= inputMean
  const logTail = logGammaTail(inputMean / inputRatio, count / inputRatio, upper)
  const gamma = outputRatio * gammaQuantile(logTail, outputMean / outputRatio, upper)
  return (normal + gamma) / 2
}

/** log of a·ln x − x − ln Γ(a), the gamma tails' common prefactor, differenced by Stirling for large a. */
function logGammaPrefactor(a: number, x: number): number {
  if (a < STIRLING_MIN) return a * Math.log(x) - x - logGamma(a)
  const u = (x - a) / a
  return a * (Math.log1p(u) - u) + 0.5 * Math.log(a) - 0.5 * Math.log(2 * Math.PI) - stirlingCorrection(a)
}

/** log P(a, x) (lower) or log Q(a, x) (upper) of the regularised incomplete gamma function. */
function logGammaTail(a: number, x: number, upper: boolean): number {
  if (x <= 0) return upper ? 0 : -Infinity
  if (x === Infinity) return upper ? -Infinity : 0
  const prefactor = logGammaPrefactor(a, x)
  if (x < a + 1) {
    const logLower = prefactor + Math.log(lowerGammaSeries(a, x))
    return upper ? Math.log1p(-Math.exp(logLower)) : logLower
  }
  const logUpper = prefactor + Math.log(upperGammaContinuedFraction(a, x))
  return upper ? logUpper : Math.log1p(-Math.exp(logUpper))
}

/** Σ x^k / (a(a+1)…(a+k)), so that P(a, x) = e^prefactor × this. */
function lowerGammaSeries(a: number, x: number): number {
  let denominator = a
  let term = 1 / a
  let sum = term
  for (let k = 0; k < 100000; k++) {
    term *= x / ++denominator
    sum += term
    if (term < sum * 1e-17) break
  }
  return sum
}

/** Legendre's continued fraction, so that Q(a, x) = e^prefactor × this (modified Lentz). */
function upperGammaContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let k = 1; k < 100000; k++) {
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

/**
 * The x with log P(a, x) (or log Q(a, x) when `upper`) equal to `logTail`: R's `qgamma(..., log.p =
 * TRUE)` for scale 1, by Newton's method in log x from the Wilson-Hilferty approximation.
 */
function gammaQuantile(logTail: number, a: number, upper: boolean): number {
  if (logTail === -Infinity) return upper ? Infinity : 0
  if (logTail >= 0) return upper ? 0 : Infinity
  let logX = Math.log(gammaQuantileStart(logTail, a, upper))
  for (let iteration = 0; iteration < 200; iteration++) {
    const x = Math.exp(logX)
    const current = logGammaTail(a, x, upper)
    const slope = Math.exp(logGammaPrefactor(a, x) - current) * (upper ? -1 : 1)
    let step = (logTail - current) / slope
    if (!Number.isFinite(step)) step = Math.sign(logTail - current) * (upper ? -1 : 1)
    step = Math.max(-2, Math.min(2, step))
    logX += step
    if (Math.abs(step) < 1e-14 * Math.max(1, Math.abs(logX))) break
  }
  return Math.exp(logX)
}

function gammaQuantileStart(logTail: number, a: number, upper: boolean): number {
  if (logTail > -700) {
    const p = Math.exp(logTail)
    const z = upper ? -normalQuantile(p) : normalQuantile(p)
    const c = 1 / (9 * a)
    const wilsonHilferty = a * (1 - c + z * Math.sqrt(c)) ** 3
    if (wilsonHilferty > 0 && Number.isFinite(wilsonHilferty)) return wilsonHilferty
  }
  // Far tails: P ≈ xᵃ/Γ(a + 1) near 0; Q ≈ x^(a−1)e^(−x)/Γ(a) far out.
  if (!upper) return Math.exp((logTail + logGamma(a + 1)) / a)
  return Math.max(a, -logTail + (a - 1) * Math.log(-logTail))
}
