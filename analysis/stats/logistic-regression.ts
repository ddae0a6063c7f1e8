/**
 * Logistic regression with an intercept, as R's `glm(y ~ x1 + … + xk, family = binomial)` fits it:
 * iteratively reweighted least squares from R's starting values (μ = (y + ½)/2), stopping as
 * `glm.control()` does (|Δdeviance| / (|deviance| + 0.1) < 1e-8, at most 25 iterations), so the
 * coefficients are R's to the last digits rather than merely the same maximum. `summary.glm`'s
 * Wald z tests, the null and residual deviances, AIC, and odds ratios with Wald intervals
 * (`exp(confint.default(fit))`) come with it.
 */
import { normalUpperTail } from './distributions'
import { normalQuantile } from './distributions-extra'
import { CollinearPredictorError, qrCoefficients, qrUnscaledVariances, thinQr, type ThinQr } from './linear-model'

export interface LogisticFit {
  /** Intercept first, then one per predictor (log odds). */
  readonly coefficients: Float64Array
  readonly standardErrors: Float64Array
  readonly zValues: Float64Array
  readonly pValues: Float64Array
  readonly oddsRatios: Float64Array
  readonly oddsRatioLower: Float64Array
  readonly oddsRatioUpper: Float64Array
  /** Fitted probabilities of the outcome 1. */
  readonly fitted: Float64Array
  readonly deviance: number
  readonly nullDeviance: number
  readonly aic: number
  readonly residualDegreesOfFreedom: number
  readonly nullDegreesOfFreedom: number
  readonly iterations: number
  readonly converged: boolean
  /** Some fitted probabilities are 0 or 1 to machine precision (R warns the same). */
  readonly separated: boolean
}

const EPSILON = 1e-8
const MAX_ITERATIONS = 25

/** `predictors[j][i]`: predictor j of observation i; `outcome[i]` 0 or 1. */
export function logisticRegression(
  predictors: readonly ArrayLike<number>[],
  outcome: ArrayLike<number>,
  confidenceLevel = 0.95,
): LogisticFit {
  const n = outcome.length
  const p = predictors.length + 1
  const columns = [new Float64Array(n).fill(1), ...predictors.map((column) => Float64Array.from(column))]
  const y = Float64Array.from(outcome)
  let mu: Float64Array = y.map((value) => (value + 0.5) / 2)
  let eta: Float64Array = mu.map((m) => Math.log(m / (1 - m)))
  let deviance = binomialDeviance(y, mu)
  let coefficients: Float64Array = new Float64Array(p)
  let qr: ThinQr | undefined
  let iterations = 0
  let converged = false
  for (iterations = 1; iterations <= MAX_ITERATIONS; iterations++) {
    const weights = mu.map((m) => Math.sqrt(m * (1 - m)))
    const working = eta.map((e, i) => (e + (y[i] - mu[i]) / (mu[i] * (1 - mu[i]))) * weights[i])
    try {
      qr = thinQr(columns.map((column) => column.map((value, i) => value * weights[i])))
    } catch (error) {
      if (error instanceof CollinearPredictorError) throw new CollinearPredictorError(error.predictor - 1)
      throw error
    }
    coefficients = qrCoefficients(qr, working)
    eta = linearPredictor(columns, coefficients, n)
    mu = eta.map(logistic)
    const previous = deviance
    deviance = binomialDeviance(y, mu)
    if (Math.abs(deviance - previous) / (Math.abs(deviance) + 0.1) < EPSILON) {
      converged = true
      break
    }
  }
  iterations = Math.min(iterations, MAX_ITERATIONS)
  const unscaled = qrUnscaledVariances(qr!, p)
  const standardErrors = unscaled.map(Math.sqrt)
  const zValues = coefficients.map((b, j) => b / standardErrors[j])
  const z = normalQuantile(1 - (1 - confidenceLevel) / 2)
  let mean = 0
  for (let i = 0; i < n; i++) mean += y[i] / n
  const separated = mu.some((m) => m < 10 * Number.EPSILON || m > 1 - 10 * Number.EPSILON)
  return {
    coefficients,
    standardErrors,
    zValues,
    pValues: zValues.map((value) => 2 * normalUpperTail(Math.abs(value))),
    oddsRatios: coefficients.map(Math.exp),
    oddsRatioLower: coefficients.map((b, j) => Math.exp(b - z * standardErrors[j])),
    oddsRatioUpper: coefficients.map((b, j) => Math.exp(b + z * standardErrors[j])),
    fitted: mu,
    deviance,
    nullDeviance: binomialDeviance(y, new Float64Array(n).fill(mean)),
    aic: deviance + 2 * p,
    residualDegreesOfFreedom: n - p,
    nullDegreesOfFreedom: n - 1,
    iterations,
    converged,
    separated,
  }
}

function linearPredictor(columns: readonly Float64Array[], coefficients: Float64Array, n: number): Float64Array {
  const eta = new Float64Array(n)
  columns.forEach((column, j) => {
    for (let i = 0; i < n; i++) eta[i] += coefficients[j] * column[i]
  })
  return eta
}

/** R's binomial linkinv, clamped as R clamps it away from 0 and 1. */
function logistic(eta: number): number {
  const threshold = -Math.log(Number.EPSILON)
  const clamped = Math.min(Math.max(eta, -threshold), threshold)
  return 1 / (1 + Math.exp(-clamped))
}

/** −2 log-likelihood of 0/1 outcomes (the saturated model's is 0). */
function binomialDeviance(y: Float64Array, mu: Float64Array): number {
  let sum = 0
  for (let i = 0; i < y.length; i++) sum -= 2 * (y[i] === 1 ? Math.log(mu[i]) : Math.log(1 - mu[i]))
  return sum
}
