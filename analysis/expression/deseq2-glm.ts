/**
 * DESeq2's negative binomial GLM fit per gene (`fitNbinomGLMs` and its C++ `fitBeta`, DESeq2 1.38):
 * iteratively reweighted least squares with a ridge of λ = 1e-6 on the log2 scale, started from the
 * least-squares fit of log(normalised count + 0.1); rows that do not converge in 100 iterations
 * (or run past |β| > 30) are refitted by maximising the same penalised likelihood directly.
 */
import { logNegativeBinomial } from './gamma-functions'
import { invert, weightedCrossProduct } from './small-matrix'

export interface GlmInput {
  /** Genes × samples, row-major. */
  readonly counts: Float64Array
  readonly genes: Int32Array
  readonly samples: number
  readonly sizeFactors: Float64Array
  /** Samples × coefficients, row-major. */
  readonly x: Float64Array
  readonly coefficients: number
  /** Dispersion per entry of `genes`. */
  readonly dispersions: Float64Array
}

export interface GlmFit {
  /** Per entry of `genes`, coefficients on the natural log scale (genes × p). */
  readonly beta: Float64Array
  readonly betaVariance: Float64Array
  /** Hat-matrix diagonals (genes × samples), for Cook's distances. */
  readonly hat: Float64Array
  /** Fitted means s_j·exp(x_j β) (genes × samples). */
  readonly mu: Float64Array
  readonly converged: Uint8Array
}

const MAX_ITERATIONS = 100
const TOLERANCE = 1e-8
const LARGE = 30
export const MIN_MU = 0.5
/** DESeq2's wide prior: λ = 1e-6 on log2 coefficients, λ / ln(2)² on natural-log ones. */
const RIDGE = 1e-6 / (Math.LN2 * Math.LN2)

export function fitGlms(input: GlmInput): GlmFit {
  const { counts, genes, samples: m, sizeFactors, x, coefficients: p, dispersions } = input
  const n = genes.length
  const beta = new Float64Array(n * p)
  const betaVariance = new Float64Array(n * p)
  const hat = new Float64Array(n * m)
  const mu = new Float64Array(n * m)
  const converged = new Uint8Array(n)
  const start = leastSquaresOperator(x, m, p)
  const w = new Float64Array(m)
  const muHat = new Float64Array(m)
  const z = new Float64Array(m)
  const a = new Float64Array(p * p)
  const aInverse = new Float64Array(p * p)
  const work = new Float64Array(p * p)
  const rhs = new Float64Array(p)
  const b = new Float64Array(p)
  const logNormalised = new Float64Array(m)

  for (let i = 0; i < n; i++) {
    const y = counts.subarray(genes[i] * m, (genes[i] + 1) * m)
    const alpha = dispersions[i]
    for (let j = 0; j < m; j++) logNormalised[j] = Math.log(y[j] / sizeFactors[j] + 0.1)
    for (let k = 0; k < p; k++) {
      let sum = 0
      for (let j = 0; j < m; j++) sum += start[k * m + j] * logNormalised[j]
      b[k] = sum
    }
    const initial = Float64Array.from(b)
    fittedMeans(x, m, p, b, sizeFactors, muHat, MIN_MU)
    let deviance = 0
    let previousDeviance = 0
    let iterations = 0
    for (let t = 0; t < MAX_ITERATIONS; t++) {
      iterations++
      for (let j = 0; j < m; j++) {
        w[j] = muHat[j] / (1 + alpha * muHat[j])
        z[j] = Math.log(muHat[j] / sizeFactors[j]) + (y[j] - muHat[j]) / muHat[j]
      }
      weightedCrossProduct(x, m, p, w, a)
      for (let k = 0; k < p; k++) a[k * p + k] += RIDGE
      rhs.fill(0)
      for (let j = 0; j < m; j++) for (let k = 0; k < p; k++) rhs[k] += x[j * p + k] * w[j] * z[j]
      invert(a, p, aInverse, work)
      let tooLarge = false
      for (let k = 0; k < p; k++) {
        let sum = 0
        for (let l = 0; l < p; l++) sum += aInverse[k * p + l] * rhs[l]
        b[k] = sum
        if (Math.abs(sum) > LARGE) tooLarge = true
      }
      if (tooLarge) {
        iterations = MAX_ITERATIONS
        break
      }
      fittedMeans(x, m, p, b, sizeFactors, muHat, MIN_MU)
      deviance = 0
      for (let j = 0; j < m; j++) deviance -= 2 * logNegativeBinomial(y[j], muHat[j], alpha)
      const change = Math.abs(deviance - previousDeviance) / (Math.abs(deviance) + 0.1)
      if (Number.isNaN(change)) {
        iterations = MAX_ITERATIONS
        break
      }
      if (t > 0 && change < TOLERANCE) break
      previousDeviance = deviance
    }
    const out = beta.subarray(i * p, (i + 1) * p)
    out.set(b)
    covarianceAndHat(
      x,
      m,
      p,
      muHat,
      alpha,
      a,
      aInverse,
      work,
      w,
      betaVariance.subarray(i * p, (i + 1) * p),
      hat.subarray(i * m, (i + 1) * m),
    )
    let stable = true
    let positiveVariance = true
    for (let k = 0; k < p; k++) {
      if (Number.isNaN(b[k])) stable = false
      if (!(betaVariance[i * p + k] > 0)) positiveVariance = false
    }
    converged[i] = iterations < MAX_ITERATIONS ? 1 : 0
    const muRow = mu.subarray(i * m, (i + 1) * m)
    if (converged[i] && stable && positiveVariance) {
      fittedMeans(x, m, p, b, sizeFactors, muRow, 0)
      continue
    }
    // DESeq2 restarts optim from the IRLS result when it is finite and within bounds (its test
    // compares the log2 coefficients with 30), otherwise from the least-squares start
    let fromIrls = stable
    for (let k = 0; k < p; k++) if (!(Math.abs(b[k] / Math.LN2) < LARGE)) fromIrls = false
    const restart = fromIrls ? b : initial
    converged[i] = maximisePenalisedLikelihood(x, m, p, y, sizeFactors, alpha, restart, out) ? 1 : 0
    fittedMeans(x, m, p, out, sizeFactors, muRow, 0)
    fittedMeans(x, m, p, out, sizeFactors, muHat, MIN_MU)
    const unusedHat = new Float64Array(m)
    covarianceAndHat(x, m, p, muHat, alpha, a, aInverse, work, w, betaVariance.subarray(i * p, (i + 1) * p), unusedHat)
  }
  return { beta, betaVariance, hat, mu, converged }
}

/** (XᵀX)⁻¹Xᵀ, p × m: the least-squares fit DESeq2 starts from (it solves it by QR). */
export function leastSquaresOperator(x: Float64Array, m: number, p: number): Float64Array {
  const xtx = new Float64Array(p * p)
  weightedCrossProduct(x, m, p, new Float64Array(m).fill(1), xtx)
  const inverse = new Float64Array(p * p)
  invert(xtx, p, inverse, new Float64Array(p * p))
  const operator = new Float64Array(p * m)
  for (let k = 0; k < p; k++) {
    for (let j = 0; j < m; j++) {
      let sum = 0
      for (let l = 0; l < p; l++) sum += inverse[k * p + l] * x[j * p + l]
      operator[k * m + j] = sum
    }
  }
  return operator
}

function fittedMeans(
  x: Float64Array,
  m: number,
  p: number,
  b: ArrayLike<number>,
  sizeFactors: Float64Array,
  out: Float64Array,
  floor: number,
): void {
  for (let j = 0; j < m; j++) {
    let eta = 0
    for (let k = 0; k < p; k++) eta += x[j * p + k] * b[k]
    out[j] = Math.max(sizeFactors[j] * Math.exp(eta), floor)
  }
}

/**
 * With W = diag(μ/(1 + αμ)) and A = XᵀWX + ridge: the sandwich A⁻¹(XᵀWX)A⁻¹'s diagonal (the
 * coefficients' variances) and the hat diagonals w_j x_jᵀA⁻¹x_j, as `fitBeta` computes them.
 */
function covarianceAndHat(
  x: Float64Array,
  m: number,
  p: number,
  muHat: Float64Array,
  alpha: number,
  xtwx: Float64Array,
  aInverse: Float64Array,
  work: Float64Array,
  w: Float64Array,
  variance: Float64Array,
  hat: Float64Array,
): void {
  for (let j = 0; j < m; j++) w[j] = muHat[j] / (1 + alpha * muHat[j])
  weightedCrossProduct(x, m, p, w, xtwx)
  for (let k = 0; k < p; k++) xtwx[k * p + k] += RIDGE
  invert(xtwx, p, aInverse, work)
  for (let k = 0; k < p; k++) xtwx[k * p + k] -= RIDGE
  for (let j = 0; j < m; j++) {
    let sum = 0
    for (let k = 0; k < p; k++) for (let l = 0; l < p; l++) sum += x[j * p + k] * aInverse[k * p + l] * x[j * p + l]
    hat[j] = w[j] * sum
  }
  for (let k = 0; k < p; k++) {
    let sum = 0
    for (let r = 0; r < p; r++) {
      let inner = 0
      for (let c = 0; c < p; c++) inner += xtwx[r * p + c] * aInverse[c * p + k]
      sum += aInverse[k * p + r] * inner
    }
    variance[k] = sum
  }
}

/**
 * DESeq2 hands the rows IRLS could not fit to R's `optim(method = "L-BFGS-B")` on the same
 * penalised log likelihood with |log2 β| ≤ 30. Here Newton's method with step halving climbs it
 * instead (its Hessian, −Xᵀdiag(μ(1 + αy)/(1 + αμ)²)X − λI, is negative definite), to the same
 * maximum: the two agree to L-BFGS-B's stopping tolerance, not to the last digit.
 */
function maximisePenalisedLikelihood(
  x: Float64Array,
  m: number,
  p: number,
  y: Float64Array,
  sizeFactors: Float64Array,
  alpha: number,
  start: Float64Array,
  out: Float64Array,
): boolean {
  const bound = LARGE * Math.LN2
  const b = Float64Array.from(start, (v) => Math.min(bound, Math.max(-bound, v)))
  const mu = new Float64Array(m)
  const gradient = new Float64Array(p)
  const negativeHessian = new Float64Array(p * p)
  const inverse = new Float64Array(p * p)
  const work = new Float64Array(p * p)
  const curvature = new Float64Array(m)
  const trial = new Float64Array(p)
  const objective = (beta: Float64Array): number => {
    fittedMeans(x, m, p, beta, sizeFactors, mu, 0)
    let sum = 0
    for (let j = 0; j < m; j++) sum += logNegativeBinomial(y[j], mu[j], alpha)
    for (let k = 0; k < p; k++) sum -= (RIDGE * beta[k] * beta[k]) / 2
    return Number.isFinite(sum) ? sum : -Infinity
  }
  let value = objective(b)
  for (let iteration = 0; iteration < 200; iteration++) {
    fittedMeans(x, m, p, b, sizeFactors, mu, 0)
    gradient.fill(0)
    for (let j = 0; j < m; j++) {
      const score = (y[j] - mu[j]) / (1 + alpha * mu[j])
      for (let k = 0; k < p; k++) gradient[k] += x[j * p + k] * score
      curvature[j] = (mu[j] * (1 + alpha * y[j])) / ((1 + alpha * mu[j]) * (1 + alpha * mu[j]))
    }
    for (let k = 0; k < p; k++) gradient[k] -= RIDGE * b[k]
    weightedCrossProduct(x, m, p, curvature, negativeHessian)
    for (let k = 0; k < p; k++) negativeHessian[k * p + k] += RIDGE
    invert(negativeHessian, p, inverse, work)
    let step = 1
    let improved = false
    for (let halving = 0; halving < 60; halving++) {
      for (let k = 0; k < p; k++) {
        let delta = 0
        for (let l = 0; l < p; l++) delta += inverse[k * p + l] * gradient[l]
        trial[k] = Math.min(bound, Math.max(-bound, b[k] + step * delta))
      }
      const trialValue = objective(trial)
      if (trialValue >= value) {
        improved = trialValue - value > 1e-12 * (Math.abs(value) + 1e-12)
        value = trialValue
        b.set(trial)
        break
      }
      step /= 2
    }
    if (!improved) {
      out.set(b)
      return true
    }
  }
  out.set(b)
  return false
}
