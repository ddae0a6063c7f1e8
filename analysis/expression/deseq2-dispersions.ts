/**
 * DESeq2's dispersion estimation (DESeq2 1.38, `estimateDispersionsGeneEst`, `estimateDispersionsFit`,
 * `estimateDispersionsPriorVar`, `estimateDispersionsMAP` and the C++ `fitDisp` / `fitDispGrid`):
 * the Cox-Reid adjusted profile likelihood of log α maximised by a backtracking line search, with
 * an adaptive grid for the rows it does not converge on; the trend α(μ) = a₁/μ + a₀ fitted by
 * DESeq2's iterated gamma GLM; and the maximum a posteriori estimate under a normal prior on
 * log α centred on the trend.
 */
import { stirlingCorrection } from '../log-gamma'
import { digamma, logGammaFast, STIRLING_FROM, trigamma } from './gamma-functions'
import { localRegression, localRegressionAt, type LocalFit } from './local-regression'
import { invert, traceOfProduct, weightedCrossProduct } from './small-matrix'

export const MIN_DISPERSION = 1e-8
const KAPPA_0 = 1
const DISPERSION_TOLERANCE = 1e-6
const MAX_ITERATIONS = 100

/** What the likelihood of one gene's log dispersion needs. */
interface DispersionProblem {
  readonly x: Float64Array
  readonly samples: number
  readonly coefficients: number
  readonly priorSigmaSquared: number
  readonly usePrior: boolean
}

/** Per-gene scratch space, allocated once per fit. */
class Workspace {
  readonly w: Float64Array
  readonly dw: Float64Array
  readonly b: Float64Array
  readonly db: Float64Array
  readonly bInverse: Float64Array
  readonly work: Float64Array
  constructor(m: number, p: number) {
    this.w = new Float64Array(m)
    this.dw = new Float64Array(m)
    this.b = new Float64Array(p * p)
    this.db = new Float64Array(p * p)
    this.bInverse = new Float64Array(p * p)
    this.work = new Float64Array(p * p)
  }
}

/** det(B) of the workspace's B; closed forms for one and two coefficients, the common designs. */
function determinant(ws: Workspace, p: number): number {
  const b = ws.b
  if (p === 1) return b[0]
  if (p === 2) return b[0] * b[3] - b[1] * b[2]
  return invert(b, p, ws.bInverse, ws.work)
}

/** trace(B⁻¹ dB) of the workspace's matrices. */
function traceOfInverseTimes(ws: Workspace, p: number): number {
  const { b, db } = ws
  if (p === 1) return db[0] / b[0]
  if (p === 2) return (b[3] * db[0] - b[1] * db[2] - b[2] * db[1] + b[0] * db[3]) / (b[0] * b[3] - b[1] * b[2])
  invert(b, p, ws.bInverse, ws.work)
  return traceOfProduct(ws.bInverse, db, p)
}

/** The log posterior of log α (`log_posterior` in DESeq2.cpp), constants dropped as there. */
function logPosterior(
  logAlpha: number,
  y: Float64Array,
  mu: Float64Array,
  priorMean: number,
  problem: DispersionProblem,
  ws: Workspace,
): number {
  const { x, samples: m, coefficients: p } = problem
  const alpha = Math.exp(logAlpha)
  for (let j = 0; j < m; j++) ws.w[j] = 1 / (1 / mu[j] + alpha)
  weightedCrossProduct(x, m, p, ws.w, ws.b)
  const coxReid = -0.5 * Math.log(determinant(ws, p))
  const size = 1 / alpha
  let logLikelihood = 0
  if (size < STIRLING_FROM) {
    const logGammaSize = logGammaFast(size)
    for (let j = 0; j < m; j++) {
      const yj = y[j]
      const gammaRatio = yj === 0 ? 0 : logGammaFast(size + yj) - logGammaSize
      logLikelihood += gammaRatio - yj * Math.log(mu[j] + size) - size * Math.log1p(mu[j] * alpha)
    }
  } else {
    // logGammaRatio's Stirling difference with the terms in `size` alone taken once
    const correctionAtSize = stirlingCorrection(size)
    for (let j = 0; j < m; j++) {
      const yj = y[j]
      const gammaRatio =
        yj === 0
          ? 0
          : (size - 0.5) * Math.log1p(yj / size) +
            yj * Math.log(size + yj) -
            yj +
            stirlingCorrection(size + yj) -
            correctionAtSize
      logLikelihood += gammaRatio - yj * Math.log(mu[j] + size) - size * Math.log1p(mu[j] * alpha)
    }
  }
  const prior = problem.usePrior ? (-0.5 * (logAlpha - priorMean) ** 2) / problem.priorSigmaSquared : 0
  return logLikelihood + prior + coxReid
}

/** Its derivative in log α (`dlog_posterior`). */
function logPosteriorDerivative(
  logAlpha: number,
  y: Float64Array,
  mu: Float64Array,
  priorMean: number,
  problem: DispersionProblem,
  ws: Workspace,
): number {
  const { x, samples: m, coefficients: p } = problem
  const alpha = Math.exp(logAlpha)
  for (let j = 0; j < m; j++) {
    const inverse = 1 / mu[j] + alpha
    ws.w[j] = 1 / inverse
    ws.dw[j] = -1 / (inverse * inverse)
  }
  weightedCrossProduct(x, m, p, ws.w, ws.b)
  weightedCrossProduct(x, m, p, ws.dw, ws.db)
  const coxReid = -0.5 * traceOfInverseTimes(ws, p)
  const size = 1 / alpha
  const digammaSize = digamma(size)
  let sum = 0
  for (let j = 0; j < m; j++) {
    const muAlpha = mu[j] * alpha
    sum += digammaSize + Math.log1p(muAlpha) - muAlpha / (1 + muAlpha) - digamma(y[j] + size) + y[j] / (mu[j] + size)
  }
  const logLikelihood = sum / (alpha * alpha)
  const prior = problem.usePrior ? -(logAlpha - priorMean) / problem.priorSigmaSquared : 0
  return (logLikelihood + coxReid) * alpha + prior
}

export interface LineSearchResult {
  readonly logAlpha: Float64Array
  readonly iterations: Int32Array
  readonly initialLogPosterior: Float64Array
  readonly lastLogPosterior: Float64Array
}

/**
 * `fitDisp`: from each start, steps of κ·(d lp / d log α), accepted when they gain at least
 * κ·1e-4·slope² (Armijo), κ grown by 1.1 (capped at κ₀) after an accepted step and halved after a
 * rejected one and after every fifth acceptance; stops when the gain is below 1e-6 or log α falls
 * below `minLogAlpha`.
 */
function lineSearch(
  y: (i: number) => Float64Array,
  mu: (i: number) => Float64Array,
  count: number,
  start: Float64Array,
  priorMean: Float64Array,
  minLogAlpha: number,
  problem: DispersionProblem,
): LineSearchResult {
  const ws = new Workspace(problem.samples, problem.coefficients)
  const logAlpha = new Float64Array(count)
  const iterations = new Int32Array(count)
  const initialLogPosterior = new Float64Array(count)
  const lastLogPosterior = new Float64Array(count)
  const epsilon = 1e-4
  for (let i = 0; i < count; i++) {
    const yi = y(i)
    const mi = mu(i)
    const prior = priorMean[i]
    let a = start[i]
    let lp = logPosterior(a, yi, mi, prior, problem, ws)
    let dlp = logPosteriorDerivative(a, yi, mi, prior, problem, ws)
    let kappa = KAPPA_0
    initialLogPosterior[i] = lp
    let accepted = 0
    for (let t = 0; t < MAX_ITERATIONS; t++) {
      iterations[i]++
      const proposal = a + kappa * dlp
      if (proposal < -30) kappa = (-30 - a) / dlp
      if (proposal > 10) kappa = (10 - a) / dlp
      const lpProposed = logPosterior(a + kappa * dlp, yi, mi, prior, problem, ws)
      const thetaKappa = -lpProposed
      const thetaHatKappa = -lp - kappa * epsilon * dlp * dlp
      if (thetaKappa <= thetaHatKappa) {
        accepted++
        a = a + kappa * dlp
        // DESeq2's C++ evaluates the log posterior at the accepted point again; it is the one just computed.
        const lpNew = lpProposed
        const change = lpNew - lp
        if (change < DISPERSION_TOLERANCE) {
          lp = lpNew
          break
        }
        if (a < minLogAlpha) break
        lp = lpNew
        dlp = logPosteriorDerivative(a, yi, mi, prior, problem, ws)
        kappa = Math.min(kappa * 1.1, KAPPA_0)
        if (accepted % 5 === 0) kappa = kappa / 2
      } else {
        kappa = kappa / 2
      }
    }
    lastLogPosterior[i] = lp
    logAlpha[i] = a
  }
  return { logAlpha, iterations, initialLogPosterior, lastLogPosterior }
}

/**
 * `fitDispGrid`: the best of 20 log α from log 1e-8 to log max(10, m), then the best of 20 on a
 * finer grid one step either side of it.
 */
function gridSearch(
  yi: Float64Array,
  mi: Float64Array,
  prior: number,
  problem: DispersionProblem,
  ws: Workspace,
): number {
  const points = 20
  const from = Math.log(1e-8)
  const to = Math.log(Math.max(10, problem.samples))
  const best = (grid: (t: number) => number): number => {
    let bestValue = -Infinity
    let bestAt = grid(0)
    for (let t = 0; t < points; t++) {
      const value = logPosterior(grid(t), yi, mi, prior, problem, ws)
      if (value > bestValue) {
        bestValue = value
        bestAt = grid(t)
      }
    }
    return bestAt
  }
  const delta = (to - from) / (points - 1)
  const coarse = best((t) => (t === points - 1 ? to : from + t * delta))
  const fineDelta = (2 * delta) / (points - 1)
  return best((t) => (t === points - 1 ? coarse + delta : coarse - delta + t * fineDelta))
}

export interface GeneWiseInput {
  /** Genes × samples, row-major. */
  readonly counts: Float64Array
  /** The genes to estimate (DESeq2 skips genes whose counts are all zero). */
  readonly genes: Int32Array
  readonly samples: number
  readonly sizeFactors: Float64Array
  readonly x: Float64Array
  readonly coefficients: number
  /** Fitted means per entry of `genes` (genes × samples), already floored at 0.5. */
  readonly mu: Float64Array
  readonly start: Float64Array
}

/** Gene-wise estimates (`estimateDispersionsGeneEst` after its mean fit, with niter = 1). */
export function geneWiseDispersions(input: GeneWiseInput): Float64Array {
  const { counts, genes, samples: m, mu, start } = input
  const problem: DispersionProblem = {
    x: input.x,
    samples: m,
    coefficients: input.coefficients,
    priorSigmaSquared: 1,
    usePrior: false,
  }
  const maxDispersion = Math.max(10, m)
  const y = (i: number) => counts.subarray(genes[i] * m, (genes[i] + 1) * m)
  const muOf = (i: number) => mu.subarray(i * m, (i + 1) * m)
  const logStart = Float64Array.from(start, Math.log)
  const fit = lineSearch(y, muOf, genes.length, logStart, logStart, Math.log(MIN_DISPERSION / 10), problem)
  const ws = new Workspace(m, input.coefficients)
  const estimates = new Float64Array(genes.length)
  for (let i = 0; i < genes.length; i++) {
    let estimate = Math.min(Math.exp(fit.logAlpha[i]), maxDispersion)
    // moves that did not raise the log posterior by a millionth are not accepted
    const initial = fit.initialLogPosterior[i]
    if (fit.lastLogPosterior[i] < initial + Math.abs(initial) / 1e6) estimate = start[i]
    const iterations = fit.iterations[i]
    const converged = iterations < MAX_ITERATIONS && iterations !== 1
    if (!converged && estimate > MIN_DISPERSION * 10) estimate = Math.exp(gridSearch(y(i), muOf(i), 0, problem, ws))
    estimates[i] = Math.min(Math.max(estimate, MIN_DISPERSION), maxDispersion)
  }
  return estimates
}

/**
 * The start of the line search: the smaller of a rough estimate from the residuals of a linear fit
 * (`roughDispEstimate`) and the method of moments (`momentsDispEstimate`), within [1e-8, max(10, m)].
 */
export function startingDispersions(
  counts: Float64Array,
  genes: Int32Array,
  m: number,
  sizeFactors: Float64Array,
  x: Float64Array,
  p: number,
  hatMatrix: Float64Array,
): Float64Array {
  let meanInverseSizeFactor = 0
  for (let j = 0; j < m; j++) meanInverseSizeFactor += 1 / sizeFactors[j]
  meanInverseSizeFactor /= m
  const normalised = new Float64Array(m)
  const fitted = new Float64Array(m)
  const start = new Float64Array(genes.length)
  const maxDispersion = Math.max(10, m)
  for (let i = 0; i < genes.length; i++) {
    const y = counts.subarray(genes[i] * m, (genes[i] + 1) * m)
    let mean = 0
    for (let j = 0; j < m; j++) {
      normalised[j] = y[j] / sizeFactors[j]
      mean += normalised[j]
    }
    mean /= m
    let variance = 0
    for (let j = 0; j < m; j++) variance += (normalised[j] - mean) ** 2
    variance /= m - 1
    const moments = (variance - meanInverseSizeFactor * mean) / (mean * mean)
    for (let j = 0; j < m; j++) {
      let sum = 0
      for (let k = 0; k < m; k++) sum += normalised[k] * hatMatrix[k * m + j]
      fitted[j] = Math.max(1, sum)
    }
    let rough = 0
    for (let j = 0; j < m; j++) rough += ((normalised[j] - fitted[j]) ** 2 - fitted[j]) / (fitted[j] * fitted[j])
    rough = Math.max(rough / (m - p), 0)
    start[i] = Math.min(Math.max(MIN_DISPERSION, Math.min(rough, moments)), maxDispersion)
  }
  return start
}

/** The projection X(XᵀX)⁻¹Xᵀ (m × m), with which linear-model fitted values are y·H. */
export function hatMatrixOf(x: Float64Array, m: number, p: number, leastSquares: Float64Array): Float64Array {
  const hat = new Float64Array(m * m)
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < m; c++) {
      let sum = 0
      for (let k = 0; k < p; k++) sum += x[r * p + k] * leastSquares[k * m + c]
      hat[r * m + c] = sum
    }
  }
  return hat
}

/** The trends with a closed form (the variance-stabilising transformation integrates these). */
export type ClosedFormTrend =
  | { readonly fitType: 'parametric'; readonly asymptoticDispersion: number; readonly extraPoisson: number }
  | { readonly fitType: 'mean'; readonly mean: number }

export type DispersionTrend = ClosedFormTrend | ({ readonly fitType: 'local' } & LocalFit)

export function trendAt(trend: DispersionTrend, mean: number): number {
  if (trend.fitType === 'parametric') return trend.asymptoticDispersion + trend.extraPoisson / mean
  if (trend.fitType === 'local') return Math.exp(localRegressionAt(trend, Math.log(mean)))
  return trend.mean
}

/**
 * `estimateDispersionsFit`: the parametric trend on the genes whose estimate is above 100 × 1e-8;
 * when it fails, as DESeq2 does, locfit's local regression of log α on log μ weighted by μ; where
 * that fails too (DESeq2 would stop with locfit's error), DESeq2's `fitType = "mean"`.
 */
export function dispersionTrend(baseMeans: Float64Array, geneEstimates: Float64Array): DispersionTrend {
  const { means, dispersions } = trendPoints(baseMeans, geneEstimates)
  const parametric = parametricTrend(means, dispersions)
  if (parametric) return parametric
  const local = localRegression(Float64Array.from(means, Math.log), Float64Array.from(dispersions, Math.log), means)
  return local ? { fitType: 'local', ...local } : meanTrend(geneEstimates)
}

/**
 * The parametric trend, or the mean trend where it fails: for the variance-stabilising
 * transformation, which has no integral of the local trend here (DESeq2 integrates it numerically).
 */
export function closedFormDispersionTrend(baseMeans: Float64Array, geneEstimates: Float64Array): ClosedFormTrend {
  const { means, dispersions } = trendPoints(baseMeans, geneEstimates)
  return parametricTrend(means, dispersions) ?? meanTrend(geneEstimates)
}

function trendPoints(
  baseMeans: Float64Array,
  geneEstimates: Float64Array,
): { means: Float64Array; dispersions: Float64Array } {
  const means: number[] = []
  const dispersions: number[] = []
  for (let i = 0; i < geneEstimates.length; i++) {
    if (geneEstimates[i] > 100 * MIN_DISPERSION) {
      means.push(baseMeans[i])
      dispersions.push(geneEstimates[i])
    }
  }
  return { means: Float64Array.from(means), dispersions: Float64Array.from(dispersions) }
}

/** DESeq2's `fitType = "mean"`: the 0.1 %-trimmed mean of the estimates above 10 × 1e-8. */
function meanTrend(geneEstimates: Float64Array): ClosedFormTrend {
  return {
    fitType: 'mean',
    mean: trimmedMean(
      Array.from(geneEstimates).filter((d) => d > 10 * MIN_DISPERSION),
      0.001,
    ),
  }
}

/** `parametricDispersionFit`: refit on the points within (1e-4, 15) × the current curve until the coefficients settle. */
function parametricTrend(means: Float64Array, dispersions: Float64Array): ClosedFormTrend | undefined {
  let coefficients: [number, number] = [0.1, 1]
  for (let iteration = 0; ; iteration++) {
    const xs: number[] = []
    const ys: number[] = []
    for (let i = 0; i < means.length; i++) {
      const residual = dispersions[i] / (coefficients[0] + coefficients[1] / means[i])
      if (residual > 1e-4 && residual < 15) {
        xs.push(1 / means[i])
        ys.push(dispersions[i])
      }
    }
    const fit = gammaIdentityGlm(xs, ys, coefficients)
    if (!fit) return undefined
    const previous = coefficients
    coefficients = fit.coefficients
    if (!(coefficients[0] > 0 && coefficients[1] > 0)) return undefined
    const change = Math.log(coefficients[0] / previous[0]) ** 2 + Math.log(coefficients[1] / previous[1]) ** 2
    if (change < 1e-6 && fit.converged) {
      return { fitType: 'parametric', asymptoticDispersion: coefficients[0], extraPoisson: coefficients[1] }
    }
    if (iteration + 1 > 10) return undefined
  }
}

/**
 * R's `glm.fit` for `y ~ x` with `family = Gamma(link = "identity")` from `start`: IRLS with
 * weights 1/μ², convergence when the deviance changes by less than 1e-8 relative (25 iterations
 * at most), step halving while a fitted mean is not positive. Undefined where R stops with an error.
 */
function gammaIdentityGlm(
  x: number[],
  y: number[],
  start: [number, number],
): { coefficients: [number, number]; converged: boolean } | undefined {
  const n = x.length
  if (n === 0 || y.some((v) => v <= 0)) return undefined
  const deviance = (c: [number, number]): number => {
    let sum = 0
    for (let i = 0; i < n; i++) {
      const mu = c[0] + c[1] * x[i]
      sum += -2 * (Math.log(y[i] / mu) - (y[i] - mu) / mu)
    }
    return sum
  }
  const valid = (c: [number, number]) => x.every((xi) => Number.isFinite(c[0] + c[1] * xi) && c[0] + c[1] * xi > 0)
  if (!valid(start)) return undefined
  let coefficients = start
  let previous = start
  let previousDeviance = deviance(start)
  for (let iteration = 0; iteration < 25; iteration++) {
    let s00 = 0
    let s01 = 0
    let s11 = 0
    let r0 = 0
    let r1 = 0
    for (let i = 0; i < n; i++) {
      const mu = coefficients[0] + coefficients[1] * x[i]
      const w = 1 / (mu * mu)
      s00 += w
      s01 += w * x[i]
      s11 += w * x[i] * x[i]
      r0 += w * y[i]
      r1 += w * x[i] * y[i]
    }
    const determinant = s00 * s11 - s01 * s01
    let next: [number, number] = [(s11 * r0 - s01 * r1) / determinant, (s00 * r1 - s01 * r0) / determinant]
    let dev = deviance(next)
    for (let halving = 1; !Number.isFinite(dev); halving++) {
      if (halving > 25) return undefined
      next = [(next[0] + previous[0]) / 2, (next[1] + previous[1]) / 2]
      dev = deviance(next)
    }
    if (!valid(next)) {
      for (let halving = 1; !valid(next); halving++) {
        if (halving > 25) return undefined
        next = [(next[0] + previous[0]) / 2, (next[1] + previous[1]) / 2]
      }
      dev = deviance(next)
    }
    coefficients = next
    if (Math.abs(dev - previousDeviance) / (Math.abs(dev) + 0.1) < 1e-8) return { coefficients, converged: true }
    previousDeviance = dev
    previous = next
  }
  return { coefficients, converged: false }
}

/** R's `mean(x, trim)`. */
export function trimmedMean(values: ArrayLike<number>, trim: number): number {
  const n = values.length
  const sorted = Float64Array.from(values).sort()
  const low = Math.floor(n * trim)
  let sum = 0
  for (let i = low; i < n - low; i++) sum += sorted[i]
  return sum / (n - 2 * low)
}

/** R's `mad`: 1.4826 × the median absolute deviation from the median. */
export function medianAbsoluteDeviation(values: ArrayLike<number>): number {
  const center = median(values)
  return 1.4826 * median(Array.from(values, (v) => Math.abs(v - center)))
}

export function median(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort()
  const n = sorted.length
  const half = n >> 1
  return n % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
}

/**
 * `estimateDispersionsPriorVar`: the spread of log gene-wise estimates around the trend (squared
 * MAD) less their expected sampling variance trigamma((m − p)/2), at least 0.25. With 3 or fewer
 * residual degrees of freedom DESeq2 matches a simulated distribution instead (random draws and a
 * loess fit); this library uses the same subtraction there.
 */
export function dispersionPriorVariance(varianceOfLogResiduals: number, m: number, p: number): number {
  return Math.max(varianceOfLogResiduals - trigamma((m - p) / 2), 0.25)
}

export interface MapInput {
  readonly counts: Float64Array
  readonly genes: Int32Array
  readonly samples: number
  readonly x: Float64Array
  readonly coefficients: number
  readonly mu: Float64Array
  readonly geneEstimates: Float64Array
  readonly fitted: Float64Array
  readonly priorVariance: number
  readonly varianceOfLogResiduals: number
}

/**
 * `estimateDispersionsMAP`: the line search with the prior, from the gene-wise estimate unless it
 * is an order of magnitude below the trend; the grid for rows that do not converge; then genes
 * whose gene-wise estimate lies more than 2 SD above the trend keep it (dispersion outliers).
 */
export function maximumPosteriorDispersions(input: MapInput): { dispersion: Float64Array; outlier: Uint8Array } {
  const { counts, genes, samples: m, mu, geneEstimates, fitted } = input
  const problem: DispersionProblem = {
    x: input.x,
    samples: m,
    coefficients: input.coefficients,
    priorSigmaSquared: input.priorVariance,
    usePrior: true,
  }
  const y = (i: number) => counts.subarray(genes[i] * m, (genes[i] + 1) * m)
  const muOf = (i: number) => mu.subarray(i * m, (i + 1) * m)
  const start = Float64Array.from(geneEstimates, (d, i) => Math.log(d > 0.1 * fitted[i] ? d : fitted[i]))
  const priorMean = Float64Array.from(fitted, Math.log)
  const fit = lineSearch(y, muOf, genes.length, start, priorMean, Math.log(MIN_DISPERSION / 10), problem)
  const ws = new Workspace(m, input.coefficients)
  const maxDispersion = Math.max(10, m)
  const dispersion = new Float64Array(genes.length)
  const outlier = new Uint8Array(genes.length)
  const outlierBound = 2 * Math.sqrt(input.varianceOfLogResiduals)
  for (let i = 0; i < genes.length; i++) {
    const logAlpha =
      fit.iterations[i] < MAX_ITERATIONS ? fit.logAlpha[i] : gridSearch(y(i), muOf(i), priorMean[i], problem, ws)
    dispersion[i] = Math.min(Math.max(Math.exp(logAlpha), MIN_DISPERSION), maxDispersion)
    if (Math.log(geneEstimates[i]) > priorMean[i] + outlierBound) {
      outlier[i] = 1
      dispersion[i] = geneEstimates[i]
    }
  }
  return { dispersion, outlier }
}
