/* eslint-disable no-loss-of-precision -- constants and coefficients are written as their sources print them, so they can be checked digit by digit */
/**
 * Tails and quantiles the chart statistics need beyond `distributions.ts`: Student's t (for
 * correlation tests), the normal quantile (for Q-Q plots and the genomic inflation factor) and
 * the F quantile with 2 numerator degrees of freedom (for confidence ellipses). The tests compare
 * them with R (`pt`, `qnorm`, `qf`).
 */
import { logGamma } from './distributions'

/**
 * I_x(a, b), the regularized incomplete beta function, by the continued fraction of Numerical
 * Recipes §6.4 (modified Lentz) on the side where it converges fast, and the symmetry
 * I_x(a, b) = 1 − I_{1−x}(b, a) on the other. `complement` is 1 − x computed by the caller when
 * it can do so without cancellation (t tails pass t²/(ν + t²) rather than 1 − ν/(ν + t²)).
 */
export function regularizedBeta(x: number, a: number, b: number, complement = 1 - x): number {
  if (Number.isNaN(x) || Number.isNaN(a) || Number.isNaN(b)) return NaN
  if (!(a > 0) || !(b > 0)) throw new RangeError(`the shapes a and b must be positive, got ${a} and ${b}`)
  if (x <= 0) return 0
  if (complement <= 0) return 1
  if (x < (a + 1) / (a + b + 2)) return (betaPrefactor(x, complement, a, b) * betaContinuedFraction(x, a, b)) / a
  return 1 - (betaPrefactor(x, complement, a, b) * betaContinuedFraction(complement, b, a)) / b
}

/** x^a (1 − x)^b / B(a, b), in logarithms so that tiny tails keep their digits. */
function betaPrefactor(x: number, complement: number, a: number, b: number): number {
  return Math.exp(a * Math.log(x) + b * Math.log(complement) - logBeta(a, b))
}

const LN_SQRT_2PI = 0.918938533204672741780329736406

/**
 * log B(a, b) as R's `lbeta`: with a large argument, log Γ(a) − log Γ(a + b) would cancel tens of
 * thousands in the log and lose digits, so the Stirling parts are combined analytically and only
 * the small remainders (`stirlingCorrection`) are added.
 */
function logBeta(a: number, b: number): number {
  const p = Math.min(a, b)
  const q = Math.max(a, b)
  if (p >= 10) {
    const correction = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(p + q)
    return (
      -0.5 * Math.log(q) + LN_SQRT_2PI + correction + (p - 0.5) * Math.log(p / (p + q)) + q * Math.log1p(-p / (p + q))
    )
  }
  if (q >= 10) {
    const correction = stirlingCorrection(q) - stirlingCorrection(p + q)
    return logGamma(p) + correction + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q))
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q)
}

/**
 * log Γ(x) − [(x − ½) log x − x + log √(2π)] for x ≥ 10, by the Stirling series (R's `lgammacor`
 * uses a Chebyshev fit of the same function); the terms used leave an error below 1e-17.
 */
function stirlingCorrection(x: number): number {
  const inverse = 1 / x
  const squared = inverse * inverse
  const coefficients = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156, -3617 / 122400]
  let sum = 0
  for (let k = coefficients.length - 1; k >= 0; k--) sum = sum * squared + coefficients[k]
  return sum * inverse
}

function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300
  const sum = a + b
  let c = 1
  let d = 1 - (sum * x) / (a + 1)
  if (Math.abs(d) < tiny) d = tiny
  d = 1 / d
  let h = d
  for (let m = 1; m <= 10000; m++) {
    const m2 = 2 * m
    let term = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + term * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + term / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    h *= d * c
    term = (-(a + m) * (sum + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + term * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + term / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-16) break
  }
  return h
}

/** P(T > t) for Student's t with ν degrees of freedom (R: `pt(t, df, lower.tail = FALSE)`). */
export function studentTUpperTail(t: number, degreesOfFreedom: number): number {
  if (Number.isNaN(t) || Number.isNaN(degreesOfFreedom)) return NaN
  if (!(degreesOfFreedom > 0)) throw new RangeError(`degrees of freedom must be positive, got ${degreesOfFreedom}`)
  if (t === Infinity) return 0
  if (t === -Infinity) return 1
  // P(|T| > |t|) = I_{ν/(ν+t²)}(ν/2, 1/2)
  const tSquared = t * t
  const twoSided = regularizedBeta(
    degreesOfFreedom / (degreesOfFreedom + tSquared),
    degreesOfFreedom / 2,
    0.5,
    tSquared / (degreesOfFreedom + tSquared),
  )
  return t >= 0 ? twoSided / 2 : 1 - twoSided / 2
}

/** P(|T| ≥ |t|), the two-sided p-value of a t statistic (R: `2 * pt(-abs(t), df)`). */
export function studentTTwoSided(t: number, degreesOfFreedom: number): number {
  return Math.min(1, 2 * studentTUpperTail(Math.abs(t), degreesOfFreedom))
}

/**
 * The standard normal quantile (R: `qnorm(p)`), by Wichura's algorithm AS 241 (PPND16, 1988),
 * the one R uses: relative accuracy about 1e-16 for p down to 1e-300.
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN
  if (p === 0) return -Infinity
  if (p === 1) return Infinity
  const q = p - 0.5
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q
    return (
      (q *
        (((((((r * 2509.0809287301226727 + 33430.575583588128105) * r + 67265.770927008700853) * r +
          45921.953931549871457) *
          r +
          13731.693765509461125) *
          r +
          1971.5909503065514427) *
          r +
          133.14166789178437745) *
          r +
          3.387132872796366608)) /
      (((((((r * 5226.495278852545925 + 28729.085735721942674) * r + 39307.89580009271061) * r +
        21213.794301586595867) *
        r +
        5394.1960214247511077) *
        r +
        687.1870074920579083) *
        r +
        42.313330701600911252) *
        r +
        1)
    )
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p))
  let value: number
  if (r <= 5) {
    r -= 1.6
    value =
      (((((((r * 7.7454501427834140764e-4 + 0.0227238449892691845833) * r + 0.24178072517745061177) * r +
        1.27045825245236838258) *
        r +
        3.64784832476320460504) *
        r +
        5.7694972214606914055) *
        r +
        4.6303378461565452959) *
        r +
        1.42343711074968357734) /
      (((((((r * 1.05075007164441684324e-9 + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r +
        0.14810397642748007459) *
        r +
        0.68976733498510000455) *
        r +
        1.6763848301838038494) *
        r +
        2.05319162663775882187) *
        r +
        1)
  } else {
    r -= 5
    value =
      (((((((r * 2.01033439929228813265e-7 + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) * r +
        0.026532189526576123093) *
        r +
        0.29656057182850489123) *
        r +
        1.7848265399172913358) *
        r +
        5.4637849111641143699) *
        r +
        6.6579046435011037772) /
      (((((((r * 2.04426310338993978564e-15 + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r +
        7.868691311456132591e-4) *
        r +
        0.0148753612908506148525) *
        r +
        0.13692988092273580531) *
        r +
        0.59983220655588793769) *
        r +
        1)
  }
  return q < 0 ? -value : value
}

/**
 * The F quantile with 2 numerator degrees of freedom (R: `qf(p, 2, df2)`). Its distribution
 * function has the closed form 1 − (1 + 2x/d)^(−d/2), so the quantile is (d/2)((1 − p)^(−2/d) − 1).
 */
export function fQuantileTwoNumerator(p: number, denominatorDegrees: number): number {
  if (!(denominatorDegrees > 0)) throw new RangeError(`degrees of freedom must be positive, got ${denominatorDegrees}`)
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN
  return (denominatorDegrees / 2) * Math.expm1((-2 / denominatorDegrees) * Math.log1p(-p))
}

/** The χ² quantile with 2 degrees of freedom (R: `qchisq(p, 2)`), which is −2 ln(1 − p). */
export function chiSquareQuantileTwo(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN
  return -2 * Math.log1p(-p)
}
