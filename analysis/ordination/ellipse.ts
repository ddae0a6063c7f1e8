/**
 * Confidence ellipses around a group of points in an ordination (PCA, PCoA) plot, the outlines
 * ggplot2's `stat_ellipse` draws, so a BioCloud chart matches the R figure a reader knows:
 * - `t` (ggplot2's default): centre and shape from the multivariate t fit of MASS `cov.trob`
 *   (ν = 5), which outliers pull less; radius √(2 F₀.₉₅(2, n − 1));
 * - `norm`: the sample mean and covariance (`cov.wt`), the same F radius;
 * - `chisq`: the sample mean and covariance with radius √χ²₀.₉₅(2), the classic normal-theory
 *   data ellipse holding 95 % of a bivariate normal population.
 */
import { AnalysisInputError } from '../errors'
import { chiSquareQuantileTwo, fQuantileTwoNumerator } from '../stats/distributions-extra'

export const ELLIPSE_TYPES = ['t', 'norm', 'chisq'] as const
export type EllipseType = (typeof ELLIPSE_TYPES)[number]

export interface EllipseOptions {
  readonly type?: EllipseType
  /** Default 0.95. */
  readonly level?: number
  /** Points on the outline minus one (the last repeats the first); ggplot2's default 51. */
  readonly segments?: number
}

export interface Ellipse {
  readonly center: [number, number]
  /** [[sxx, sxy], [sxy, syy]] */
  readonly covariance: [[number, number], [number, number]]
  readonly radius: number
  /** Closed outline: segments + 1 points. */
  readonly outline: { x: number; y: number }[]
}

/** Fewer points than this leave F(2, n − 1) without a finite quantile worth drawing (ggplot2's rule). */
export const ELLIPSE_MIN_POINTS = 4

export function confidenceEllipse(x: ArrayLike<number>, y: ArrayLike<number>, options: EllipseOptions = {}): Ellipse {
  const type = options.type ?? 't'
  const level = options.level ?? 0.95
  const segments = options.segments ?? 51
  const n = x.length
  if (y.length !== n) throw new RangeError(`${n} x values for ${y.length} y values`)
  if (n < ELLIPSE_MIN_POINTS)
    throw new AnalysisInputError('ellipse.tooFewPoints', { minimum: ELLIPSE_MIN_POINTS, count: n })
  if (!(level > 0 && level < 1)) throw new RangeError(`the level must lie between 0 and 1, got ${level}`)
  const { center, covariance } = type === 't' ? robustTFit(x, y) : sampleMoments(x, y)
  const radius =
    type === 'chisq' ? Math.sqrt(chiSquareQuantileTwo(level)) : Math.sqrt(2 * fQuantileTwoNumerator(level, n - 1))
  // ggplot2: centre + radius · (cos θ, sin θ) · R, with RᵀR = covariance (upper Cholesky factor)
  const a = Math.sqrt(covariance[0][0])
  const b = covariance[0][1] / a
  const c = Math.sqrt(Math.max(0, covariance[1][1] - b * b))
  if (!(a > 0) || !(c > 0)) throw new AnalysisInputError('ellipse.collinear', {})
  const outline = Array.from({ length: segments + 1 }, (_, k) => {
    const angle = (k * 2 * Math.PI) / segments
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    return { x: center[0] + radius * cos * a, y: center[1] + radius * (cos * b + sin * c) }
  })
  return { center, covariance, radius, outline }
}

type Moments = Pick<Ellipse, 'center' | 'covariance'>

function sampleMoments(x: ArrayLike<number>, y: ArrayLike<number>): Moments {
  const n = x.length
  let mx = 0
  let my = 0
  for (let i = 0; i < n; i++) {
    mx += x[i] / n
    my += y[i] / n
  }
  let sxx = 0
  let sxy = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx
    const dy = y[i] - my
    sxx += dx * dx
    sxy += dx * dy
    syy += dy * dy
  }
  return {
    center: [mx, my],
    covariance: [
      [sxx / (n - 1), sxy / (n - 1)],
      [sxy / (n - 1), syy / (n - 1)],
    ],
  }
}

const T_DEGREES_OF_FREEDOM = 5
const T_MAX_ITERATIONS = 25
const T_TOLERANCE = 0.01

/**
 * MASS `cov.trob(cbind(x, y))` step for step (unit weights, ν = 5, 25 iterations, tolerance 0.01):
 * reweight each point by (ν + p)/(ν + Q), Q its squared Mahalanobis distance under the current
 * weighted scatter, move the centre to the weighted mean, until no weight moves by 0.01. The
 * scatter R returns is built from the deviations of the last iteration, before its centre update.
 */
function robustTFit(x: ArrayLike<number>, y: ArrayLike<number>): Moments {
  const n = x.length
  const p = 2
  let cx = 0
  let cy = 0
  for (let i = 0; i < n; i++) {
    cx += x[i] / n
    cy += y[i] / n
  }
  let weights = new Float64Array(n).fill(1 + p / T_DEGREES_OF_FREEDOM)
  const dx = new Float64Array(n)
  const dy = new Float64Array(n)
  for (let iteration = 0; iteration < T_MAX_ITERATIONS; iteration++) {
    const previous = weights
    let weightSum = 0
    for (let i = 0; i < n; i++) weightSum += previous[i]
    let sxx = 0
    let sxy = 0
    let syy = 0
    for (let i = 0; i < n; i++) {
      dx[i] = x[i] - cx
      dy[i] = y[i] - cy
      const share = previous[i] / weightSum
      sxx += share * dx[i] * dx[i]
      sxy += share * dx[i] * dy[i]
      syy += share * dy[i] * dy[i]
    }
    const determinant = sxx * syy - sxy * sxy
    if (!(determinant > 0)) throw new AnalysisInputError('ellipse.collinear', {})
    weights = new Float64Array(n)
    let newWeightSum = 0
    let sumX = 0
    let sumY = 0
    for (let i = 0; i < n; i++) {
      const q = (syy * dx[i] * dx[i] - 2 * sxy * dx[i] * dy[i] + sxx * dy[i] * dy[i]) / determinant
      weights[i] = (T_DEGREES_OF_FREEDOM + p) / (T_DEGREES_OF_FREEDOM + q)
      newWeightSum += weights[i]
      sumX += weights[i] * x[i]
      sumY += weights[i] * y[i]
    }
    cx = sumX / newWeightSum
    cy = sumY / newWeightSum
    let converged = true
    for (let i = 0; i < n; i++) if (Math.abs(weights[i] - previous[i]) >= T_TOLERANCE) converged = false
    if (converged) break
  }
  let sxx = 0
  let sxy = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    sxx += weights[i] * dx[i] * dx[i]
    sxy += weights[i] * dx[i] * dy[i]
    syy += weights[i] * dy[i] * dy[i]
  }
  return {
    center: [cx, cy],
    covariance: [
      [sxx / n, sxy / n],
      [sxy / n, syy / n],
    ],
  }
}
