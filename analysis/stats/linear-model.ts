/**
 * Ordinary least squares with an intercept, as R's `lm(y ~ x1 + … + xk)` and `summary.lm` report
 * it: coefficients with standard errors, t values and two-sided p-values, the residual standard
 * error, R², adjusted R², the overall F test, and the diagnostics `plot.lm` draws (fitted values,
 * residuals, leverages, standardized residuals). The design is decomposed by a thin QR
 * factorisation (modified Gram-Schmidt, orthogonalised twice), which keeps the digits R's
 * Householder QR keeps for well-conditioned designs.
 */
import { regularizedBeta, studentTTwoSided } from './distributions-extra'

export interface LinearModelFit {
  /** Intercept first, then one per predictor. */
  readonly coefficients: Float64Array
  readonly standardErrors: Float64Array
  readonly tValues: Float64Array
  readonly pValues: Float64Array
  readonly fitted: Float64Array
  readonly residuals: Float64Array
  /** Diagonal of the hat matrix. */
  readonly leverages: Float64Array
  /** R's `rstandard`: residual / (σ̂ √(1 − h)). */
  readonly standardizedResiduals: Float64Array
  readonly residualStandardError: number
  readonly residualDegreesOfFreedom: number
  readonly rSquared: number
  readonly adjustedRSquared: number
  readonly fStatistic: number
  readonly fNumeratorDegrees: number
  readonly fPValue: number
}

/** A predictor that is constant or a linear combination of the others (R would give it NA). */
export class CollinearPredictorError extends Error {
  constructor(readonly predictor: number) {
    super(`predictor ${predictor + 1} is constant or a linear combination of the others`)
  }
}

/** The thin QR factorisation of an n × p design given by columns: Q (columns) and R (p × p, row-major). */
export interface ThinQr {
  readonly q: Float64Array[]
  readonly r: Float64Array
}

/**
 * Q and R of `columns` (each of length n). A column whose part orthogonal to the earlier ones is
 * below 1e-7 of its own size (R's `lm` tolerance) raises CollinearPredictorError with its index.
 */
export function thinQr(columns: readonly ArrayLike<number>[]): ThinQr {
  const p = columns.length
  const q: Float64Array[] = []
  const r = new Float64Array(p * p)
  for (let j = 0; j < p; j++) {
    const v = Float64Array.from(columns[j])
    const size = Math.sqrt(dot(v, v))
    for (let pass = 0; pass < 2; pass++) {
      for (let k = 0; k < j; k++) {
        const projection = dot(q[k], v)
        r[k * p + j] += projection
        for (let i = 0; i < v.length; i++) v[i] -= projection * q[k][i]
      }
    }
    const norm = Math.sqrt(dot(v, v))
    if (!(norm > 1e-7 * size)) throw new CollinearPredictorError(j)
    r[j * p + j] = norm
    for (let i = 0; i < v.length; i++) v[i] /= norm
    q.push(v)
  }
  return { q, r }
}

/** Solves R b = Qᵀ y for the least-squares coefficients. */
export function qrCoefficients({ q, r }: ThinQr, y: ArrayLike<number>): Float64Array {
  const p = q.length
  const b = Float64Array.from(q, (column) => dot(column, y))
  for (let j = p - 1; j >= 0; j--) {
    for (let k = j + 1; k < p; k++) b[j] -= r[j * p + k] * b[k]
    b[j] /= r[j * p + j]
  }
  return b
}

/** The diagonal of (RᵀR)⁻¹ = (XᵀX)⁻¹, the unscaled variances of the coefficients. */
export function qrUnscaledVariances({ r }: ThinQr, p: number): Float64Array {
  // R⁻¹ is upper triangular; (XᵀX)⁻¹ = R⁻¹ R⁻ᵀ, whose diagonal is the row sums of squares of R⁻¹.
  const inverse = new Float64Array(p * p)
  for (let j = 0; j < p; j++) {
    inverse[j * p + j] = 1 / r[j * p + j]
    for (let i = j - 1; i >= 0; i--) {
      let sum = 0
      for (let k = i + 1; k <= j; k++) sum += r[i * p + k] * inverse[k * p + j]
      inverse[i * p + j] = -sum / r[i * p + i]
    }
  }
  return Float64Array.from({ length: p }, (_, i) => {
    let sum = 0
    for (let k = i; k < p; k++) sum += inverse[i * p + k] ** 2
    return sum
  })
}

/** P(F > f) for F with (d1, d2) degrees of freedom (R: `pf(f, d1, d2, lower.tail = FALSE)`). */
export function fUpperTail(f: number, d1: number, d2: number): number {
  if (Number.isNaN(f)) return NaN
  if (f <= 0) return 1
  if (f === Infinity) return 0
  return regularizedBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2, (d1 * f) / (d2 + d1 * f))
}

/** `predictors[j][i]`: predictor j of observation i; every value must be finite. */
export function linearModel(predictors: readonly ArrayLike<number>[], response: ArrayLike<number>): LinearModelFit {
  const n = response.length
  const k = predictors.length
  const p = k + 1
  for (const column of predictors) if (column.length !== n) throw new RangeError(`${column.length} values for ${n}`)
  if (n <= p) throw new RangeError(`${n} observations cannot fit ${p} coefficients with residual error`)
  let qr: ThinQr
  try {
    qr = thinQr([new Float64Array(n).fill(1), ...predictors])
  } catch (error) {
    if (error instanceof CollinearPredictorError) throw new CollinearPredictorError(error.predictor - 1)
    throw error
  }
  const coefficients = qrCoefficients(qr, response)
  const fitted = new Float64Array(n)
  const leverages = new Float64Array(n)
  for (const column of qr.q) {
    const projection = dot(column, response)
    for (let i = 0; i < n; i++) {
      fitted[i] += projection * column[i]
      leverages[i] += column[i] * column[i]
    }
  }
  const residuals = Float64Array.from(fitted, (value, i) => response[i] - value)
  const residualDegreesOfFreedom = n - p
  const residualSquares = dot(residuals, residuals)
  const sigmaSquared = residualSquares / residualDegreesOfFreedom
  const residualStandardError = Math.sqrt(sigmaSquared)
  const unscaled = qrUnscaledVariances(qr, p)
  const standardErrors = unscaled.map((v) => Math.sqrt(v * sigmaSquared))
  const tValues = coefficients.map((b, j) => b / standardErrors[j])
  const pValues = tValues.map((t) => studentTTwoSided(t, residualDegreesOfFreedom))
  let mean = 0
  for (let i = 0; i < n; i++) mean += response[i] / n
  let totalSquares = 0
  for (let i = 0; i < n; i++) totalSquares += (response[i] - mean) ** 2
  const modelSquares = totalSquares - residualSquares
  const rSquared = modelSquares / totalSquares
  const adjustedRSquared = 1 - (1 - rSquared) * ((n - 1) / residualDegreesOfFreedom)
  const fStatistic = modelSquares / k / sigmaSquared
  return {
    coefficients,
    standardErrors,
    tValues,
    pValues,
    fitted,
    residuals,
    leverages,
    standardizedResiduals: residuals.map((e, i) => e / (residualStandardError * Math.sqrt(1 - leverages[i]))),
    residualStandardError,
    residualDegreesOfFreedom,
    rSquared,
    adjustedRSquared,
    fStatistic,
    fNumeratorDegrees: k,
    fPValue: fUpperTail(fStatistic, k, residualDegreesOfFreedom),
  }
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i]
  return sum
}
