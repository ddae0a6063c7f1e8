import { buildPairLayout, accumulateRow } from '../diversity/sparse-pairs'
import { AnalysisInputError } from '../errors'
import { toSparseRows, type FeatureTable } from '../feature-table'
import { leadingEigenpairs, symmetricEigen, type Eigenpairs } from './eigen'
import type { OrdinationResult } from './pcoa'

export const PCA_TRANSFORMS = ['none', 'hellinger', 'clr', 'relative'] as const
export type PcaTransform = (typeof PCA_TRANSFORMS)[number]

export interface PcaOptions {
  /**
   * Applied to each sample before centring:
   * - none: the counts;
   * - relative: x / total (vegan `decostand(x, "total")`);
   * - hellinger: √(x / total) (vegan `decostand(x, "hellinger")`);
   * - clr: ln(x + 1) − mean over features of ln(x + 1). The pseudocount 1 keeps zeros finite and
   *   maps them to 0 before centring; it is the common choice for counts, but it is a choice:
   *   results depend on it for low counts.
   */
  readonly transform: PcaTransform
  /** Axes to report; default 10 (at most n − 1 and the number of features). */
  readonly dimensions?: number
}

export interface PcaResult extends OrdinationResult {
  /** Per feature, its weight on each axis (R's `prcomp(...)$rotation`, rows). */
  readonly loadings: Float64Array[]
}

const FULL_DECOMPOSITION_LIMIT = 300

/**
 * Principal component analysis of the transformed, column-centred table (no scaling), as R's
 * `prcomp(x, center = TRUE, scale. = FALSE)` up to the sign of each axis: eigenvalues are the
 * variances `sdev²`, coordinates the scores `x`, proportions variance / total variance.
 *
 * Tables are wide (thousands of features, tens to hundreds of samples), so it decomposes the n×n
 * Gram matrix of the samples, built from shared non-zeros only, instead of the p×p covariance.
 */
export function pca(table: FeatureTable, options: PcaOptions): PcaResult {
  const n = table.sampleIds.length
  const featureCount = table.featureIds.length
  if (!PCA_TRANSFORMS.includes(options.transform)) {
    throw new AnalysisInputError('pca.unknownTransform', {
      transform: String(options.transform),
      transforms: PCA_TRANSFORMS.join(', '),
    })
  }
  if (n < 2) throw new AnalysisInputError('pca.tooFewSamples', { count: n })
  const dimensions = Math.min(options.dimensions ?? 10, n - 1, featureCount)
  if (!Number.isInteger(dimensions) || dimensions < 1) {
    throw new AnalysisInputError('pca.invalidDimensions', { dimensions: String(options.dimensions) })
  }

  const sparse = toSparseRows(table)
  const values = sparse.values.slice()
  // clr rows are ln(x + 1) − rowShift: sparse part plus a constant per row.
  const rowShift = new Float64Array(n)
  for (let sample = 0; sample < n; sample++) {
    const start = sparse.rowStart[sample]
    const end = sparse.rowStart[sample + 1]
    let total = 0
    for (let k = start; k < end; k++) {
      if (!(values[k] > 0) || !Number.isFinite(values[k])) {
        throw new AnalysisInputError('pca.invalidCount', { sample: table.sampleIds[sample], value: values[k] })
      }
      total += values[k]
    }
    if (total === 0 && (options.transform === 'relative' || options.transform === 'hellinger')) {
      throw new AnalysisInputError('pca.sampleWithoutCounts', {
        sample: table.sampleIds[sample],
        transform: options.transform,
      })
    }
    let logSum = 0
    for (let k = start; k < end; k++) {
      if (options.transform === 'relative') values[k] /= total
      else if (options.transform === 'hellinger') values[k] = Math.sqrt(values[k] / total)
      else if (options.transform === 'clr') logSum += values[k] = Math.log1p(values[k])
    }
    rowShift[sample] = logSum / featureCount
  }

  const gram = centredGram(sparse.rowStart, sparse.featureIndex, values, rowShift, featureCount)
  let trace = 0
  for (let i = 0; i < n; i++) trace += gram[i * n + i]
  const pairs: Eigenpairs =
    n <= FULL_DECOMPOSITION_LIMIT
      ? symmetricEigen(gram, n, dimensions)
      : leadingEigenpairs((x, y) => multiplyDense(gram, n, x, y), n, dimensions)

  const coordinates = Array.from({ length: n }, () => new Float64Array(dimensions))
  const loadings = Array.from({ length: featureCount }, () => new Float64Array(dimensions))
  for (let axis = 0; axis < dimensions; axis++) {
    const value = pairs.values[axis]
    // A variance that is rounding noise has no direction; its scores and loadings stay 0.
    if (!(value > 1e-12 * pairs.values[0])) continue
    const singular = Math.sqrt(value)
    const vector = pairs.vectors[axis]
    let shiftWeight = 0
    for (let sample = 0; sample < n; sample++) {
      coordinates[sample][axis] = vector[sample] * singular
      shiftWeight += rowShift[sample] * vector[sample]
    }
    // loading = Xcᵀu / s; Xcᵀu = Tᵀu because u ⟂ 1, and Tᵀu = Lᵀu − 1·(shiftᵀu) for clr.
    const column = new Float64Array(featureCount).fill(-shiftWeight)
    for (let sample = 0; sample < n; sample++) {
      const weight = vector[sample]
      for (let k = sparse.rowStart[sample]; k < sparse.rowStart[sample + 1]; k++)
        column[sparse.featureIndex[k]] += values[k] * weight
    }
    for (let f = 0; f < featureCount; f++) loadings[f][axis] = column[f] / singular
  }
  const eigenvalues = pairs.values.slice(0, dimensions).map((value) => value / (n - 1))
  return {
    ids: table.sampleIds,
    eigenvalues,
    proportionExplained: pairs.values.slice(0, dimensions).map((value) => value / trace),
    coordinates,
    loadings,
  }
}

/**
 * J (T Tᵀ) J with T = values − rowShift·1ᵀ, dense n×n. T Tᵀ = L Lᵀ − p·shift·shiftᵀ when
 * rowShift is the row mean of L over all p features (the clr case) and L Lᵀ otherwise.
 */
function centredGram(
  rowStart: Uint32Array,
  featureOf: Uint32Array,
  values: Float64Array,
  rowShift: Float64Array,
  featureCount: number,
): Float64Array {
  const n = rowStart.length - 1
  const layout = buildPairLayout(rowStart, featureOf, values, featureCount, false)
  const gram = new Float64Array(n * n)
  const products = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    accumulateRow(layout, i, 'product', products)
    let squared = 0
    for (let k = rowStart[i]; k < rowStart[i + 1]; k++) squared += values[k] * values[k]
    gram[i * n + i] = squared - featureCount * rowShift[i] * rowShift[i]
    for (let j = i + 1; j < n; j++) {
      gram[i * n + j] = gram[j * n + i] = products[j] - featureCount * rowShift[i] * rowShift[j]
      products[j] = 0
    }
  }
  const rowMean = new Float64Array(n)
  let grandMean = 0
  for (let i = 0; i < n; i++) {
    let sum = 0
    for (let j = 0; j < n; j++) sum += gram[i * n + j]
    rowMean[i] = sum / n
    grandMean += sum / (n * n)
  }
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) gram[i * n + j] += grandMean - rowMean[i] - rowMean[j]
  return gram
}

function multiplyDense(matrix: Float64Array, n: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < n; i++) {
    let sum = 0
    const row = i * n
    for (let j = 0; j < n; j++) sum += matrix[row + j] * x[j]
    y[i] = sum
  }
}
