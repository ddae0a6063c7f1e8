/**
 * edgeR 3.40's negative binomial GLM, ported from its C++ (`glm_one_group.cpp`, `glm_levenberg.cpp`,
 * `nbdev.cpp`, `R_compute_apl.cpp`, `R_ave_log_cpm.cpp`) and R (`mglmOneWay`, `glmFit`,
 * `addPriorCount`, `.residDF`). The iterations, starting values and stopping rules are edgeR's own:
 * its Levenberg fit stops at a deviance tolerance of 1e-6, so a different optimiser would land a
 * little elsewhere and the dispersions and F statistics would differ in the sixth digit.
 *
 * Matrices are gene-major (`counts[g * samples + j]`); the design is sample-major
 * (`design[j * coefficients + k]`). Offsets are log effective library sizes, one per sample.
 */
import { stirlingCorrection } from '../log-gamma'
import { logGamma } from '../stats/distributions'

export interface Design {
  readonly samples: number
  readonly coefficients: number
  /** design[j * coefficients + k] */
  readonly matrix: Float64Array
}

export interface NbGlmFit {
  /** coefficients[g * design.coefficients + k], natural-log scale */
  readonly coefficients: Float64Array
  /** fitted[g * samples + j] */
  readonly fitted: Float64Array
}

/** edgeR's `low_value`: counts and means below it are treated as zero. */
const LOW_VALUE = 1e-10
const ONE_GROUP_MAX_ITERATIONS = 50
const ONE_GROUP_TOLERANCE = 1e-10
/** glmFit passes maxit = 250 to mglmLevenberg; its tolerance stays at the default 1e-6. */
const LEVENBERG_MAX_ITERATIONS = 250
const LEVENBERG_TOLERANCE = 1e-6

/**
 * The log mean of one group of libraries (`glm_one_group`): Newton-Raphson from `start`, or, when
 * `start` is NaN, from the log of the mean count/library-size ratio (exact for the gamma limit).
 * An all-zero row gives -Infinity. `libraries` are the exponentiated offsets: edgeR forms each mean
 * as exp(β + offset), here exp(β) × library, which differs in the last bit and saves an exp per
 * sample and iteration.
 */
export function fitOneGroup(
  counts: Float64Array,
  countOffset: number,
  libraries: ArrayLike<number>,
  sampleIndices: ArrayLike<number>,
  dispersion: number,
  start: number,
): number {
  const n = sampleIndices.length
  let beta = start
  let nonZero = false
  if (Number.isNaN(beta)) {
    beta = 0
    for (let i = 0; i < n; i++) {
      const j = sampleIndices[i]
      const y = counts[countOffset + j]
      if (y > LOW_VALUE) {
        beta += y / libraries[j]
        nonZero = true
      }
    }
    beta = Math.log(beta / n)
  } else {
    for (let i = 0; i < n; i++) if (counts[countOffset + sampleIndices[i]] > LOW_VALUE) nonZero = true
  }
  if (!nonZero) return -Infinity
  for (let iteration = 0; iteration < ONE_GROUP_MAX_ITERATIONS; iteration++) {
    const scale = Math.exp(beta)
    let score = 0
    let information = 0
    for (let i = 0; i < n; i++) {
      const j = sampleIndices[i]
      const mu = scale * libraries[j]
      const denominator = 1 + mu * dispersion
      score += (counts[countOffset + j] - mu) / denominator
      information += mu / denominator
    }
    const step = score / information
    beta += step
    if (Math.abs(step) < ONE_GROUP_TOLERANCE) break
  }
  return beta
}

/**
 * The one-way layout a design encodes, if it is one (`designAsFactor`): samples with identical design
 * rows form a group, and the design is one-way when there are as many groups as coefficients.
 * `unique` holds the first design row of each group (coefficients × coefficients, row per group).
 */
interface OneWayLayout {
  readonly group: Int32Array
  readonly groupSamples: Int32Array[]
  readonly unique: Float64Array
}

function oneWayLayout(design: Design): OneWayLayout | null {
  const { samples, coefficients: p, matrix } = design
  const group = new Int32Array(samples)
  const firstOfGroup: number[] = []
  for (let j = 0; j < samples; j++) {
    let found = -1
    for (let g = 0; g < firstOfGroup.length && found < 0; g++) {
      const other = firstOfGroup[g]
      let same = true
      for (let k = 0; k < p && same; k++) same = matrix[j * p + k] === matrix[other * p + k]
      if (same) found = g
    }
    if (found < 0) {
      found = firstOfGroup.length
      firstOfGroup.push(j)
    }
    group[j] = found
  }
  if (firstOfGroup.length !== p) return null
  const unique = new Float64Array(p * p)
  firstOfGroup.forEach((j, g) => unique.set(matrix.subarray(j * p, (j + 1) * p), g * p))
  const groupSamples = firstOfGroup.map((_, g) => Int32Array.from(group.keys()).filter((j) => group[j] === g))
  return { group, groupSamples, unique }
}

/**
 * glmFit's fit without prior counts: the one-way shortcut (`mglmOneWay`, each group's mean by
 * `fitOneGroup`, then coefficients solved from the unique design rows) when the design is a one-way
 * layout, otherwise Levenberg-Marquardt (`mglmLevenberg`). `start` (coefficients per gene, as a
 * previous fit returned them) warm-starts either, as edgeR's `start` argument does.
 */
export function fitNbGlm(
  counts: Float64Array,
  genes: number,
  design: Design,
  offsets: ArrayLike<number>,
  dispersions: ArrayLike<number>,
  start?: Float64Array,
): NbGlmFit {
  const layout = oneWayLayout(design)
  return layout
    ? fitOneWay(counts, genes, design, layout, offsets, dispersions, start)
    : fitLevenberg(counts, genes, design, offsets, dispersions, start)
}

/** Each gene's NB deviance at its fitted values (`nbinomDeviance`). */
export function nbDeviance(
  counts: Float64Array,
  fitted: Float64Array,
  samples: number,
  dispersions: ArrayLike<number>,
): Float64Array {
  const genes = dispersions.length
  const deviance = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let j = 0; j < samples; j++) sum += unitDeviance(counts[g * samples + j], fitted[g * samples + j], dispersions[g])
    deviance[g] = sum
  }
  return deviance
}

function fitOneWay(
  counts: Float64Array,
  genes: number,
  design: Design,
  layout: OneWayLayout,
  offsets: ArrayLike<number>,
  dispersions: ArrayLike<number>,
  start: Float64Array | undefined,
): NbGlmFit {
  const { samples: n, coefficients: p } = design
  const { unique, groupSamples, group } = layout
  const libraries = Float64Array.from(offsets, Math.exp)
  const coefficients = new Float64Array(genes * p)
  const fitted = new Float64Array(genes * n)
  const groupBeta = new Float64Array(p)
  const groupScale = new Float64Array(p)
  const solver = luSolver(unique, p)
  for (let g = 0; g < genes; g++) {
    for (let h = 0; h < p; h++) {
      let groupStart = NaN
      if (start) {
        groupStart = 0
        for (let k = 0; k < p; k++) groupStart += start[g * p + k] * unique[h * p + k]
      }
      const beta = fitOneGroup(counts, g * n, libraries, groupSamples[h], dispersions[g], groupStart)
      groupBeta[h] = Math.max(beta, -1e8)
      groupScale[h] = Math.exp(groupBeta[h])
    }
    for (let j = 0; j < n; j++) fitted[g * n + j] = groupScale[group[j]] * libraries[j]
    solver(groupBeta, coefficients.subarray(g * p, (g + 1) * p))
  }
  return { coefficients, fitted }
}

/** Solves A x = b into x for a fixed square A (row-major), by LU with partial pivoting as R's `solve`. */
function luSolver(a: Float64Array, p: number): (b: Float64Array, x: Float64Array) => void {
  const lu = Float64Array.from(a)
  const pivot = new Int32Array(p)
  for (let k = 0; k < p; k++) {
    let best = k
    for (let i = k + 1; i < p; i++) if (Math.abs(lu[i * p + k]) > Math.abs(lu[best * p + k])) best = i
    pivot[k] = best
    if (best !== k) for (let c = 0; c < p; c++) [lu[k * p + c], lu[best * p + c]] = [lu[best * p + c], lu[k * p + c]]
    for (let i = k + 1; i < p; i++) {
      lu[i * p + k] /= lu[k * p + k]
      for (let c = k + 1; c < p; c++) lu[i * p + c] -= lu[i * p + k] * lu[k * p + c]
    }
  }
  return (b, x) => {
    x.set(b)
    for (let k = 0; k < p; k++) {
      if (pivot[k] !== k) [x[k], x[pivot[k]]] = [x[pivot[k]], x[k]]
      for (let i = k + 1; i < p; i++) x[i] -= lu[i * p + k] * x[k]
    }
    for (let k = p - 1; k >= 0; k--) {
      for (let c = k + 1; c < p; c++) x[k] -= lu[k * p + c] * x[c]
      x[k] /= lu[k * p + k]
    }
  }
}

const SUPREMELY_LOW_VALUE = 1e-13
const RIDICULOUSLY_LOW_VALUE = 1e-100

function fitLevenberg(
  counts: Float64Array,
  genes: number,
  design: Design,
  offsets: ArrayLike<number>,
  dispersions: ArrayLike<number>,
  start: Float64Array | undefined,
): NbGlmFit {
  const { samples: n, coefficients: p, matrix: x } = design
  const coefficients = new Float64Array(genes * p)
  const fitted = new Float64Array(genes * n)
  const nullStart = start ? null : constantLeastSquares(design)
  const y = new Float64Array(n)
  const phi = new Float64Array(n)
  for (let g = 0; g < genes; g++) {
    y.set(counts.subarray(g * n, (g + 1) * n))
    phi.fill(dispersions[g])
    const beta = coefficients.subarray(g * p, (g + 1) * p)
    if (start) beta.set(start.subarray(g * p, (g + 1) * p))
    else {
      // get_levenberg_start's "null" method: the least-squares coefficients of the constant log of
      // the weighted mean count/library-size ratio.
      let sumWeight = 0
      let sumExpression = 0
      for (let j = 0; j < n; j++) {
        const library = Math.exp(offsets[j])
        const weight = library / (1 + phi[j] * library)
        sumExpression += (y[j] * weight) / library
        sumWeight += weight
      }
      const level = Math.log(sumExpression / sumWeight)
      for (let k = 0; k < p; k++) beta[k] = level * nullStart![k]
    }
    levenbergFit(y, x, n, p, offsets, phi, beta, fitted.subarray(g * n, (g + 1) * n))
  }
  return { coefficients, fitted }
}

/** (XᵀX)⁻¹Xᵀ1: the least-squares coefficients of a constant 1, scaled per gene for the null start. */
function constantLeastSquares(design: Design): Float64Array {
  const { samples: n, coefficients: p, matrix: x } = design
  const xtx = new Float64Array(p * p)
  const xt1 = new Float64Array(p)
  for (let j = 0; j < n; j++)
    for (let a = 0; a < p; a++) {
      xt1[a] += x[j * p + a]
      for (let b = 0; b < p; b++) xtx[a * p + b] += x[j * p + a] * x[j * p + b]
    }
  const solution = new Float64Array(p)
  luSolver(xtx, p)(xt1, solution)
  return solution
}

/** glm_levenberg::fit for one gene; `beta` holds the start and receives the fit, `mu` the fitted values. */
function levenbergFit(
  y: Float64Array,
  x: Float64Array,
  n: number,
  p: number,
  offsets: ArrayLike<number>,
  phi: Float64Array,
  beta: Float64Array,
  mu: Float64Array,
): void {
  let yMax = 0
  for (let j = 0; j < n; j++) if (y[j] > yMax) yMax = y[j]
  if (yMax < LOW_VALUE) {
    beta.fill(NaN)
    mu.fill(0)
    return
  }
  const linearFill = (b: Float64Array, out: Float64Array) => {
    for (let j = 0; j < n; j++) {
      let eta = offsets[j]
      for (let k = 0; k < p; k++) eta += x[j * p + k] * b[k]
      out[j] = Math.exp(eta)
    }
  }
  const deviance = (m: Float64Array) => {
    let sum = 0
    for (let j = 0; j < n; j++) sum += unitDeviance(y[j], m[j], phi[j])
    return sum
  }
  linearFill(beta, mu)
  let dev = deviance(mu)
  const xtwx = new Float64Array(p * p)
  const factor = new Float64Array(p * p)
  const score = new Float64Array(p)
  const step = new Float64Array(p)
  const betaNew = new Float64Array(p)
  const muNew = new Float64Array(n)
  let maxInformation = -1
  let lambda = 0
  for (let iteration = 1; iteration <= LEVENBERG_MAX_ITERATIONS; iteration++) {
    xtwx.fill(0)
    score.fill(0)
    for (let j = 0; j < n; j++) {
      const denominator = 1 + mu[j] * phi[j]
      const weight = mu[j] / denominator
      const derivative = (y[j] - mu[j]) / denominator
      for (let a = 0; a < p; a++) {
        score[a] += derivative * x[j * p + a]
        for (let b = 0; b <= a; b++) xtwx[a * p + b] += x[j * p + a] * x[j * p + b] * weight
      }
    }
    for (let a = 0; a < p; a++) if (xtwx[a * p + a] > maxInformation) maxInformation = xtwx[a * p + a]
    if (iteration === 1) lambda = Math.max(maxInformation * 1e-6, SUPREMELY_LOW_VALUE)

    let levenbergSteps = 0
    let lowDeviance = false
    let failed = false
    for (;;) {
      levenbergSteps++
      // Damp until XᵀWX + λI is positive definite (zero fitted values can make it singular).
      while (!cholesky(xtwx, lambda, factor, p)) {
        lambda *= 10
        if (lambda <= 0) lambda = RIDICULOUSLY_LOW_VALUE
      }
      choleskySolve(factor, score, step, p)
      for (let k = 0; k < p; k++) betaNew[k] = beta[k] + step[k]
      linearFill(betaNew, muNew)
      const devNew = deviance(muNew)
      if (devNew / yMax < SUPREMELY_LOW_VALUE) lowDeviance = true
      if (devNew <= dev || lowDeviance) {
        beta.set(betaNew)
        mu.set(muNew)
        dev = devNew
        break
      }
      lambda *= 2
      if (lambda <= 0) lambda = RIDICULOUSLY_LOW_VALUE
      if (lambda / maxInformation > 1 / SUPREMELY_LOW_VALUE) {
        failed = true
        break
      }
    }
    if (failed || lowDeviance) break
    let divergence = 0
    for (let k = 0; k < p; k++) divergence += score[k] * step[k]
    if (divergence < LEVENBERG_TOLERANCE) break
    if (levenbergSteps === 1) lambda /= 10
  }
}

/** Lower Cholesky factor of (A + λI), A given by its lower triangle; false when not positive definite. */
function cholesky(a: Float64Array, lambda: number, l: Float64Array, p: number): boolean {
  for (let i = 0; i < p; i++) {
    for (let k = 0; k <= i; k++) {
      let sum = a[i * p + k] + (i === k ? lambda : 0)
      for (let m = 0; m < k; m++) sum -= l[i * p + m] * l[k * p + m]
      if (i === k) {
        if (!(sum > 0)) return false
        l[i * p + i] = Math.sqrt(sum)
      } else l[i * p + k] = sum / l[k * p + k]
    }
  }
  return true
}

function choleskySolve(l: Float64Array, b: Float64Array, out: Float64Array, p: number): void {
  for (let i = 0; i < p; i++) {
    let sum = b[i]
    for (let k = 0; k < i; k++) sum -= l[i * p + k] * out[k]
    out[i] = sum / l[i * p + i]
  }
  for (let i = p - 1; i >= 0; i--) {
    let sum = out[i]
    for (let k = i + 1; k < p; k++) sum -= l[k * p + i] * out[k]
    out[i] = sum / l[i * p + i]
  }
}

const MILDLY_LOW_VALUE = 1e-8

/**
 * The unit negative binomial deviance (`compute_unit_nb_deviance`), with edgeR's Poisson and gamma
 * limits for tiny and huge mu·φ. Its Poisson branch keeps edgeR's `2/3` written in integer C++
 * arithmetic (zero), so that deviances at dispersions below 1e-4 agree with edgeR's.
 */
export function unitDeviance(count: number, mean: number, dispersion: number): number {
  const y = count + MILDLY_LOW_VALUE
  const mu = mean + MILDLY_LOW_VALUE
  if (dispersion < 1e-4) {
    const residual = y - mu
    return 2 * (y * Math.log(y / mu) - residual - 0.5 * residual * residual * dispersion * (1 + dispersion * -y))
  }
  const product = mu * dispersion
  if (product > 1e6) return 2 * ((y - mu) / mu - Math.log(y / mu)) * (mu / (1 + product))
  const inverse = 1 / dispersion
  return 2 * (y * Math.log(y / mu) + (y + inverse) * Math.log((mu + inverse) / (y + inverse)))
}

/**
 * The Cox-Reid adjusted profile log-likelihood of one gene at its fitted means (`compute_apl`):
 * the NB log-likelihood minus half the log-determinant of XᵀWX.
 */
export function adjustedProfileLikelihood(
  counts: Float64Array,
  countOffset: number,
  fitted: Float64Array,
  fittedOffset: number,
  dispersion: number,
  design: Design,
  workingWeights: Float64Array,
): number {
  const { samples: n, coefficients: p, matrix: x } = design
  // r·ln r and ln Γ(r) are the same for every sample; computing them once keeps the sum's terms
  // (and so its rounding) as edgeR's while saving most of the logarithms.
  const r = 1 / dispersion
  const rLogR = r * Math.log(r)
  const logGammaR = logGammaAsR(r)
  let logLikelihood = 0
  for (let j = 0; j < n; j++) {
    const mu = fitted[fittedOffset + j]
    workingWeights[j] = 0
    if (mu === 0) continue
    const y = counts[countOffset + j]
    if (dispersion > 0) {
      const logMuR = Math.log(mu + r)
      logLikelihood +=
        y * Math.log(mu) - y * logMuR + rLogR - r * logMuR + logGammaAsR(y + r) - logFactorial(y) - logGammaR
    } else logLikelihood += y * Math.log(mu) - mu - logFactorial(y)
    workingWeights[j] = mu / (1 + dispersion * mu)
  }
  let adjustment: number
  if (p === 1) {
    let sum = 0
    for (let j = 0; j < n; j++) sum += workingWeights[j]
    adjustment = Math.log(Math.abs(sum)) / 2
  } else adjustment = halfLogDeterminant(x, workingWeights, n, p)
  return logLikelihood - adjustment
}

const LOG_LOW_VALUE = Math.log(LOW_VALUE)

/** Zeroed work arrays reused across genes: the dispersion grid factorises millions of tiny matrices. */
const scratchArrays: Float64Array[] = []
function scratch(slot: number, length: number): Float64Array {
  if (!scratchArrays[slot] || scratchArrays[slot].length < length) scratchArrays[slot] = new Float64Array(length)
  return scratchArrays[slot].fill(0, 0, length)
}
const LOG_SQRT_2PI = 0.9189385332046728

/**
 * ln Γ(x) evaluated the way R's `lgamma` does above 10, (x − ½) ln x − x + ln √(2π) + a small
 * correction: near-Poisson genes' likelihoods differ by 1e-4 between grid dispersions while
 * ln Γ(1/φ) is ~1e5, so edgeR's own rounding of this sum is part of the curve being maximised, and
 * forming it in the same order keeps our dispersions with edgeR's to the sixth digit.
 */
function logGammaAsR(x: number): number {
  return x > 10 ? LOG_SQRT_2PI + (x - 0.5) * Math.log(x) - x + stirlingCorrection(x) : logGamma(x)
}

/** ln y! for the counts, remembered for whole counts below 2¹⁶ (most of a count table). */
const logFactorials: number[] = []
function logFactorial(y: number): number {
  if (!Number.isInteger(y) || y >= 65536) return logGammaAsR(y + 1)
  for (let k = logFactorials.length; k <= y; k++) logFactorials.push(logGammaAsR(k + 1))
  return logFactorials[y]
}

/**
 * ½ log det(XᵀWX) as edgeR takes it from an LDLᵀ factorisation: the sum of the logs of D's
 * diagonal, with diagonals below 1e-10 (from all-zero columns of WX) counted as 1e-10.
 */
function halfLogDeterminant(x: Float64Array, w: Float64Array, n: number, p: number): number {
  const a = scratch(0, p * p)
  const d = scratch(1, p)
  const l = scratch(2, p * p)
  for (let j = 0; j < n; j++)
    for (let r = 0; r < p; r++) for (let c = 0; c <= r; c++) a[r * p + c] += x[j * p + r] * x[j * p + c] * w[j]
  let sum = 0
  for (let i = 0; i < p; i++) {
    let di = a[i * p + i]
    for (let k = 0; k < i; k++) di -= l[i * p + k] * l[i * p + k] * d[k]
    d[i] = di
    for (let r = i + 1; r < p; r++) {
      let v = a[r * p + i]
      for (let k = 0; k < i; k++) v -= l[r * p + k] * l[i * p + k] * d[k]
      l[r * p + i] = di === 0 ? 0 : v / di
    }
    sum += di < LOW_VALUE || !Number.isFinite(di) ? LOG_LOW_VALUE : Math.log(di)
  }
  return sum / 2
}

/**
 * Counts plus a prior count scaled to each library (`addPriorCount`): prior × library / mean library,
 * with the libraries enlarged by twice that prior. Returns the new counts and log libraries.
 */
export function addPriorCount(
  counts: Float64Array,
  samples: number,
  offsets: ArrayLike<number>,
  priorCount: number,
): { counts: Float64Array; offsets: Float64Array } {
  const libraries = Array.from(offsets, Math.exp)
  const meanLibrary = libraries.reduce((a, b) => a + b, 0) / samples
  const priors = libraries.map((library) => (priorCount * library) / meanLibrary)
  const out = Float64Array.from(counts)
  for (let i = 0; i < out.length; i++) out[i] += priors[i % samples]
  return { counts: out, offsets: Float64Array.from(libraries, (library, j) => Math.log(library + 2 * priors[j])) }
}

/**
 * edgeR's `aveLogCPM`: per gene, the log2 CPM of the NB mean of all libraries fitted with a prior
 * count of 2 per library (scaled to library size) and the given dispersion.
 */
export function averageLogCpm(
  counts: Float64Array,
  genes: number,
  samples: number,
  libraries: ArrayLike<number>,
  dispersion: number,
): Float64Array {
  const offsets = Array.from(libraries, Math.log)
  const prior = addPriorCount(counts, samples, offsets, 2)
  const priorLibraries = prior.offsets.map(Math.exp)
  const all = Int32Array.from({ length: samples }, (_, j) => j)
  const out = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    const beta = fitOneGroup(prior.counts, g * samples, priorLibraries, all, dispersion, NaN)
    out[g] = (beta + Math.log(1e6)) / Math.LN2
  }
  return out
}

/**
 * Residual degrees of freedom per gene with fits at zero (`.residDF`): a gene whose counts and
 * fitted values are zero in some samples loses those samples, and the coefficients those samples
 * alone estimated.
 */
export function residualDegreesOfFreedom(zero: Uint8Array, genes: number, design: Design): Float64Array {
  const { samples: n, coefficients: p } = design
  const df = new Float64Array(genes)
  const rankByPattern = new Map<string, number>()
  for (let g = 0; g < genes; g++) {
    const row = zero.subarray(g * n, (g + 1) * n)
    let zeros = 0
    for (let j = 0; j < n; j++) zeros += row[j]
    if (zeros === 0) df[g] = n - p
    else if (zeros === n) df[g] = 0
    else {
      const key = row.join('')
      let rank = rankByPattern.get(key)
      if (rank === undefined) {
        rank = independentColumns(design, (j) => row[j] === 0).length
        rankByPattern.set(key, rank)
      }
      df[g] = Math.max(n - zeros - rank, 0)
    }
  }
  return df
}

/**
 * The design's columns that stay linearly independent on the kept samples, in order: the columns R's
 * `qr` (LINPACK dqrdc2, tolerance 1e-7) keeps at the front of its pivot.
 */
export function independentColumns(design: Design, keep: (sample: number) => boolean): number[] {
  const { samples: n, coefficients: p, matrix } = design
  const basis: Float64Array[] = []
  const chosen: number[] = []
  for (let k = 0; k < p; k++) {
    const column = new Float64Array(n)
    for (let j = 0; j < n; j++) column[j] = keep(j) ? matrix[j * p + k] : 0
    const originalNorm = Math.hypot(...column)
    for (const q of basis) {
      let dot = 0
      for (let j = 0; j < n; j++) dot += q[j] * column[j]
      for (let j = 0; j < n; j++) column[j] -= dot * q[j]
    }
    const norm = Math.hypot(...column)
    if (originalNorm > 0 && norm > 1e-7 * originalNorm) {
      for (let j = 0; j < n; j++) column[j] /= norm
      basis.push(column)
      chosen.push(k)
    }
  }
  return chosen
}

/** The design restricted to some samples and columns. */
export function subDesign(design: Design, samples: readonly number[], columns: readonly number[]): Design {
  const matrix = new Float64Array(samples.length * columns.length)
  samples.forEach((j, row) =>
    columns.forEach((k, c) => (matrix[row * columns.length + c] = design.matrix[j * design.coefficients + k])),
  )
  return { samples: samples.length, coefficients: columns.length, matrix }
}
