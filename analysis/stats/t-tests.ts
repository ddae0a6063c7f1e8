/**
 * Student's, Welch's and the paired t-test, each as R's `t.test` reports it: t, degrees of
 * freedom, p-value, the estimated mean difference and its confidence interval. NaN observations
 * are dropped first (R drops NA; the paired test drops a pair when either side is missing).
 */
import { mean, variance } from './descriptive'
import { studentTUpperTail } from './distributions-extra'

export const T_TEST_ALTERNATIVES = ['two.sided', 'less', 'greater'] as const
export type TTestAlternative = (typeof T_TEST_ALTERNATIVES)[number]

export interface TTestOptions {
  /** R's `alternative`; default two-sided. */
  alternative?: TTestAlternative
  /** R's `conf.level`; default 0.95. */
  confidenceLevel?: number
}

export interface TTestResult {
  readonly statistic: number
  readonly degreesOfFreedom: number
  readonly pValue: number
  /** Mean of x − mean of y (two samples) or the mean of the differences (paired). */
  readonly estimate: number
  readonly standardError: number
  /** The interval of `estimate` at the confidence level; one end infinite for a one-sided test. */
  readonly lower: number
  readonly upper: number
}

/**
 * Two-sample t-test of mean(x) − mean(y). `equalVariances` true is Student's test with the pooled
 * variance (R `var.equal = TRUE`); false is Welch's with Satterthwaite's degrees of freedom (R's default).
 */
export function twoSampleTTest(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  equalVariances: boolean,
  options: TTestOptions = {},
): TTestResult {
  const first = observed(x)
  const second = observed(y)
  const nx = first.length
  const ny = second.length
  if (nx < 2 || ny < 2) throw new RangeError('each group needs at least 2 observations')
  const vx = variance(first)
  const vy = variance(second)
  let degreesOfFreedom: number
  let standardError: number
  if (equalVariances) {
    degreesOfFreedom = nx + ny - 2
    const pooled = ((nx - 1) * vx + (ny - 1) * vy) / degreesOfFreedom
    standardError = Math.sqrt(pooled * (1 / nx + 1 / ny))
  } else {
    const sx = vx / nx
    const sy = vy / ny
    standardError = Math.sqrt(sx + sy)
    degreesOfFreedom = (sx + sy) ** 2 / (sx ** 2 / (nx - 1) + sy ** 2 / (ny - 1))
  }
  return tTestOf(mean(first) - mean(second), standardError, degreesOfFreedom, options)
}

/**
 * The two-sided p-value of Welch's test alone, for callers that run thousands of tests (a
 * Monte-Carlo analysis): `twoSampleTTest` also inverts the t distribution for the confidence
 * interval, which costs far more than the p-value. NaN where R's `t.test` stops because the data
 * are essentially constant (standard error below 10 ε times the larger absolute mean).
 */
export function welchTwoSidedPValue(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const first = observed(x)
  const second = observed(y)
  const nx = first.length
  const ny = second.length
  if (nx < 2 || ny < 2) throw new RangeError('each group needs at least 2 observations')
  const sx = variance(first) / nx
  const sy = variance(second) / ny
  const standardError = Math.sqrt(sx + sy)
  const mx = mean(first)
  const my = mean(second)
  if (!(standardError >= 10 * Number.EPSILON * Math.max(Math.abs(mx), Math.abs(my))) || standardError === 0) return NaN
  const degreesOfFreedom = (sx + sy) ** 2 / (sx ** 2 / (nx - 1) + sy ** 2 / (ny - 1))
  return Math.min(1, 2 * studentTUpperTail(Math.abs((mx - my) / standardError), degreesOfFreedom))
}

/** Paired t-test of the differences x − y (R `t.test(x, y, paired = TRUE)`); pairs with a NaN are dropped. */
export function pairedTTest(x: ArrayLike<number>, y: ArrayLike<number>, options: TTestOptions = {}): TTestResult {
  if (x.length !== y.length) throw new RangeError(`the paired samples differ in length (${x.length} and ${y.length})`)
  const differences: number[] = []
  for (let i = 0; i < x.length; i++) {
    const d = x[i] - y[i]
    if (!Number.isNaN(d)) differences.push(d)
  }
  return oneSampleTTest(differences, 0, options)
}

/** One-sample t-test of mean(x) against `mu` (R `t.test(x, mu = mu)`); the estimate is the mean. */
export function oneSampleTTest(x: ArrayLike<number>, mu = 0, options: TTestOptions = {}): TTestResult {
  const values = observed(x)
  const n = values.length
  if (n < 2) throw new RangeError('the test needs at least 2 observations')
  const standardError = Math.sqrt(variance(values) / n)
  const result = tTestOf(mean(values) - mu, standardError, n - 1, options)
  return { ...result, estimate: result.estimate + mu, lower: result.lower + mu, upper: result.upper + mu }
}

function tTestOf(
  difference: number,
  standardError: number,
  degreesOfFreedom: number,
  options: TTestOptions,
): TTestResult {
  const { alternative = 'two.sided', confidenceLevel = 0.95 } = options
  if (!(confidenceLevel > 0 && confidenceLevel < 1)) throw new RangeError('the confidence level must lie in (0, 1)')
  const statistic = difference / standardError
  let pValue: number
  let lower: number
  let upper: number
  if (alternative === 'two.sided') {
    pValue = Math.min(1, 2 * studentTUpperTail(Math.abs(statistic), degreesOfFreedom))
    const half = studentTQuantile(1 - (1 - confidenceLevel) / 2, degreesOfFreedom) * standardError
    lower = difference - half
    upper = difference + half
  } else if (alternative === 'less') {
    pValue = studentTUpperTail(-statistic, degreesOfFreedom)
    lower = -Infinity
    upper = difference + studentTQuantile(confidenceLevel, degreesOfFreedom) * standardError
  } else {
    pValue = studentTUpperTail(statistic, degreesOfFreedom)
    lower = difference - studentTQuantile(confidenceLevel, degreesOfFreedom) * standardError
    upper = Infinity
  }
  return { statistic, degreesOfFreedom, pValue, estimate: difference, standardError, lower, upper }
}

/**
 * The p-quantile of Student's t with ν degrees of freedom (R `qt(p, df)`), by bisection on the
 * tail function to the last bits of a double: about 1100 tail evaluations at most, which is nothing
 * beside a test, and as exact as `studentTUpperTail` itself.
 */
export function studentTQuantile(p: number, degreesOfFreedom: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN
  if (p === 0) return -Infinity
  if (p === 1) return Infinity
  if (p === 0.5) return 0
  // P(T ≤ t) = p  ⇔  P(T > t) = 1 − p; solve on the upper half and mirror.
  const upperTail = p > 0.5 ? 1 - p : p
  let low = 0
  let high = 1
  while (studentTUpperTail(high, degreesOfFreedom) > upperTail) {
    low = high
    high *= 2
    if (high > 1e300) return p > 0.5 ? Infinity : -Infinity
  }
  for (let i = 0; i < 1100; i++) {
    const middle = (low + high) / 2
    if (middle === low || middle === high) break
    if (studentTUpperTail(middle, degreesOfFreedom) > upperTail) low = middle
    else high = middle
  }
  const t = (low + high) / 2
  return p > 0.5 ? t : -t
}

function observed(values: ArrayLike<number>): number[] {
  const kept: number[] = []
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) kept.push(values[i])
  return kept
}
