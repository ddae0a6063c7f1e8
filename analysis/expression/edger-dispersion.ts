/**
 * edgeR 3.40's `estimateDisp(y, design)` with its defaults: Cox-Reid adjusted profile likelihoods on
 * a grid of 21 log2 dispersions, the common dispersion at the maximum of their sum, an abundance
 * trend by locfit (`WLEB`, trend.method = "locfit"), and tagwise dispersions shrunk towards the
 * trend with a prior weight estimated from the data (limma's `squeezeVar` on the deviances, as
 * edgeR does when prior.df is NULL).
 */
import {
  adjustedProfileLikelihood,
  averageLogCpm,
  fitNbGlm,
  nbDeviance,
  independentColumns,
  residualDegreesOfFreedom,
  subDesign,
  type Design,
} from './edger-glm'
import { locfitConstantByColumn } from './edger-locfit'
import { squeezeVariances } from './limma-squeeze'

export interface DispersionEstimates {
  readonly common: number
  readonly trended: Float64Array
  readonly tagwise: Float64Array
  /** The prior degrees of freedom of the tagwise shrinkage (estimateDisp's `prior.df`). */
  readonly priorDf: number
  /** aveLogCPM at the common dispersion, the covariate of the trend. */
  readonly averageLogCpm: Float64Array
}

const GRID_LENGTH = 21
const GRID_LOW = -10
const GRID_HIGH = 10
const MIN_ROW_SUM = 5

/**
 * `counts` gene-major (genes × design.samples); `libraries` the effective library sizes (library
 * size × normalisation factor).
 */
export function estimateDispersions(
  counts: Float64Array,
  genes: number,
  design: Design,
  libraries: Float64Array,
): DispersionEstimates {
  const n = design.samples
  const offsets = Float64Array.from(libraries, Math.log)
  const selected: number[] = []
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let j = 0; j < n; j++) sum += counts[g * n + j]
    if (sum >= MIN_ROW_SUM) selected.push(g)
  }
  const kept = selected.length
  const keptCounts = new Float64Array(kept * n)
  selected.forEach((g, i) => keptCounts.set(counts.subarray(g * n, (g + 1) * n), i * n))

  const gridPoints = Float64Array.from(
    { length: GRID_LENGTH },
    (_, i) => GRID_LOW + ((GRID_HIGH - GRID_LOW) * i) / (GRID_LENGTH - 1),
  )
  const logLikelihoods = profileLikelihoodGrid(keptCounts, kept, design, offsets, gridPoints)

  const totals = new Float64Array(GRID_LENGTH)
  for (let i = 0; i < kept; i++) for (let k = 0; k < GRID_LENGTH; k++) totals[k] += logLikelihoods[i * GRID_LENGTH + k]
  const common = 0.1 * 2 ** maximizeInterpolant(gridPoints, totals, 1, GRID_LENGTH)[0]

  const abundance = averageLogCpm(counts, genes, n, libraries, common)
  const keptAbundance = Float64Array.from(selected, (g) => abundance[g])
  const span = kept <= 50 ? 1 : 0.25 + 0.75 * Math.sqrt(50 / kept)
  const sharedLikelihoods = locfitConstantByColumn(logLikelihoods, kept, GRID_LENGTH, keptAbundance, span)
  const keptTrend = maximizeInterpolant(gridPoints, sharedLikelihoods, kept, GRID_LENGTH).map((v) => 0.1 * 2 ** v)

  // Genes below the row-sum cut take the trend at the lowest abundance that was kept.
  let lowest = 0
  for (let i = 1; i < kept; i++) if (keptAbundance[i] < keptAbundance[lowest]) lowest = i
  const trended = new Float64Array(genes).fill(keptTrend[lowest])
  selected.forEach((g, i) => (trended[g] = keptTrend[i]))

  const priorDf = dispersionPriorDf(keptCounts, kept, design, offsets, keptTrend, keptAbundance)
  const priorN = priorDf / (n - design.coefficients)
  const tagwise = Float64Array.from(trended)
  if (priorN <= 1e6) {
    const weighted = new Float64Array(kept * GRID_LENGTH)
    for (let i = 0; i < weighted.length; i++) weighted[i] = logLikelihoods[i] + priorN * sharedLikelihoods[i]
    const individual = maximizeInterpolant(gridPoints, weighted, kept, GRID_LENGTH)
    selected.forEach((g, i) => (tagwise[g] = 0.1 * 2 ** individual[i]))
  }
  return { common, trended, tagwise, priorDf, averageLogCpm: abundance }
}

/**
 * The adjusted profile log-likelihood of every gene at each grid dispersion 0.1·2^t. As in edgeR, a
 * gene whose counts and fitted values (at dispersion 0.05) are zero in some samples is fitted
 * without those samples and without the coefficients they alone carry, and each grid point's fit
 * starts from the previous one's coefficients.
 */
function profileLikelihoodGrid(
  counts: Float64Array,
  genes: number,
  design: Design,
  offsets: Float64Array,
  gridPoints: Float64Array,
): Float64Array {
  const n = design.samples
  const out = new Float64Array(genes * GRID_LENGTH)
  const first = fitNbGlm(counts, genes, design, offsets, new Float64Array(genes).fill(0.05))
  const byPattern = new Map<string, number[]>()
  for (let g = 0; g < genes; g++) {
    let key = ''
    for (let j = 0; j < n; j++) key += counts[g * n + j] < 1e-4 && first.fitted[g * n + j] < 1e-4 ? '0' : '1'
    const members = byPattern.get(key)
    if (members) members.push(g)
    else byPattern.set(key, [g])
  }
  for (const [pattern, members] of byPattern) {
    const samples = Array.from(pattern.matchAll(/1/g), (match) => match.index!)
    if (samples.length === 0) continue
    const columns =
      samples.length === n ? Array.from({ length: design.coefficients }, (_, k) => k) : independentColumns(design, (j) => pattern[j] === '1')
    if (samples.length < n && samples.length === columns.length) continue
    const reduced = samples.length === n ? design : subDesign(design, samples, columns)
    const m = reduced.samples
    const groupCounts = new Float64Array(members.length * m)
    members.forEach((g, i) => samples.forEach((j, s) => (groupCounts[i * m + s] = counts[g * n + j])))
    const groupOffsets = Float64Array.from(samples, (j) => offsets[j])
    const weights = new Float64Array(m)
    let start: Float64Array | undefined
    for (let k = 0; k < GRID_LENGTH; k++) {
      const dispersion = 0.1 * 2 ** gridPoints[k]
      const fit = fitNbGlm(groupCounts, members.length, reduced, groupOffsets, new Float64Array(members.length).fill(dispersion), start)
      members.forEach((g, i) => {
        out[g * GRID_LENGTH + k] = adjustedProfileLikelihood(groupCounts, i * m, fit.fitted, i * m, dispersion, reduced, weights)
      })
      start = fit.coefficients
    }
  }
  return out
}

/**
 * estimateDisp's prior degrees of freedom for the tagwise shrinkage: limma's squeezeVar on the
 * deviance per residual degree of freedom at the trended dispersions, against abundance.
 */
function dispersionPriorDf(
  counts: Float64Array,
  genes: number,
  design: Design,
  offsets: Float64Array,
  trend: Float64Array,
  abundance: Float64Array,
): number {
  const fit = fitNbGlm(counts, genes, design, offsets, trend)
  const zero = new Uint8Array(counts.length)
  for (let i = 0; i < zero.length; i++) zero[i] = counts[i] < 1e-4 && fit.fitted[i] < 1e-4 ? 1 : 0
  const df = residualDegreesOfFreedom(zero, genes, design)
  const deviance = nbDeviance(counts, fit.fitted, design.samples, trend)
  const variances = Float64Array.from(df, (d, g) => (d === 0 ? 0 : Math.max(deviance[g] / d, 0)))
  return squeezeVariances(variances, df, abundance).dfPrior
}

/**
 * Where each row's interpolating spline (`fmmSpline` through (x, row)) peaks, as edgeR's
 * `maximizeInterpolant`: the grid point with the largest value, moved to the spline's stationary
 * point in a neighbouring segment when that is higher.
 */
export function maximizeInterpolant(x: Float64Array, y: Float64Array, rows: number, columns: number): Float64Array {
  const out = new Float64Array(rows)
  const b = new Float64Array(columns)
  const c = new Float64Array(columns)
  const d = new Float64Array(columns)
  for (let r = 0; r < rows; r++) {
    const row = y.subarray(r * columns, (r + 1) * columns)
    let maxAt = 0
    for (let i = 1; i < columns; i++) if (row[i] > row[maxAt]) maxAt = i
    let best = row[maxAt]
    let xMax = x[maxAt]
    fmmSpline(x, row, b, c, d)
    const tryStationaryPoint = (segment: number) => {
      // b + 2c·t + 3d·t² = 0; edgeR takes the smaller root of its quadratic formula.
      const qa = 3 * d[segment]
      const qb = 2 * c[segment]
      const qc = b[segment]
      const discriminant = qb * qb - 4 * qa * qc
      if (discriminant < 0) return
      const t = -qb / (2 * qa) - Math.sqrt(discriminant) / (2 * qa)
      if (t > 0 && t < x[segment + 1] - x[segment]) {
        const value = ((d[segment] * t + c[segment]) * t + b[segment]) * t + row[segment]
        if (value > best) {
          best = value
          xMax = t + x[segment]
        }
      }
    }
    if (maxAt > 0) tryStationaryPoint(maxAt - 1)
    if (maxAt < columns - 1) tryStationaryPoint(maxAt)
    out[r] = xMax
  }
  return out
}

/**
 * R's `fmm_spline` (stats/src/splines.c, as edgeR copies it): the cubic spline whose end conditions
 * match the third derivatives of cubics through the first and last four points. Segment i is
 * y[i] + b[i]t + c[i]t² + d[i]t³ for t = x − x[i].
 */
function fmmSpline(x: Float64Array, y: Float64Array, b: Float64Array, c: Float64Array, d: Float64Array): void {
  const n = x.length
  if (n < 3) {
    b[0] = b[1] = (y[1] - y[0]) / (x[1] - x[0])
    c[0] = c[1] = d[0] = d[1] = 0
    return
  }
  const last = n - 1
  d[0] = x[1] - x[0]
  c[1] = (y[1] - y[0]) / d[0]
  for (let i = 1; i < last; i++) {
    d[i] = x[i + 1] - x[i]
    b[i] = 2 * (d[i - 1] + d[i])
    c[i + 1] = (y[i + 1] - y[i]) / d[i]
    c[i] = c[i + 1] - c[i]
  }
  b[0] = -d[0]
  b[last] = -d[last - 1]
  c[0] = c[last] = 0
  if (n > 3) {
    c[0] = c[2] / (x[3] - x[1]) - c[1] / (x[2] - x[0])
    c[last] = c[last - 1] / (x[last] - x[last - 2]) - c[last - 2] / (x[last - 1] - x[last - 3])
    c[0] = (c[0] * d[0] * d[0]) / (x[3] - x[0])
    c[last] = (-c[last] * d[last - 1] * d[last - 1]) / (x[last] - x[last - 3])
  }
  for (let i = 1; i <= last; i++) {
    const t = d[i - 1] / b[i - 1]
    b[i] -= t * d[i - 1]
    c[i] -= t * c[i - 1]
  }
  c[last] /= b[last]
  for (let i = last - 1; i >= 0; i--) c[i] = (c[i] - d[i] * c[i + 1]) / b[i]
  b[last] = (y[last] - y[last - 1]) / d[last - 1] + d[last - 1] * (c[last - 1] + 2 * c[last])
  for (let i = 0; i < last; i++) {
    b[i] = (y[i + 1] - y[i]) / d[i] - d[i] * (c[i + 1] + 2 * c[i])
    d[i] = (c[i + 1] - c[i]) / d[i]
    c[i] = 3 * c[i]
  }
  c[last] = 3 * c[last]
  d[last] = d[last - 1]
}
