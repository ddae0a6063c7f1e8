import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { leadingEigenpairs, symmetricEigen, type Eigenpairs } from './eigen'

export interface OrdinationResult {
  readonly ids: readonly string[]
  /** Per axis, largest first. */
  readonly eigenvalues: Float64Array
  /** Per axis: eigenvalue / a total (for PCoA, the one `proportionDenominator` names). */
  readonly proportionExplained: Float64Array
  /** Per sample, one coordinate per axis. */
  readonly coordinates: Float64Array[]
}

/**
 * Negative eigenvalues (a non-Euclidean distance such as Bray-Curtis) are kept and reported, not
 * corrected (no Lingoes or Cailliez constant), as scikit-bio and vegan's `cmdscale` do by default:
 * - `eigenvalues` are the leading ones as they are; an axis whose eigenvalue is not positive has
 *   coordinates 0 (its √λ does not exist; scikit-bio does the same);
 * - `proportionExplained` divides by the total `proportionDenominator` names (see
 *   PROPORTION_DENOMINATORS); both totals are reported;
 * - `smallestEigenvalue` is there to judge them: when |smallestEigenvalue| is small against
 *   eigenvalues[0] they can be ignored, when it is not the ordination distorts the distances.
 *   Exact up to FULL_DECOMPOSITION_LIMIT samples and with the positive-sum convention; otherwise
 *   it is the smallest Lanczos Ritz value, an upper bound that is close but not exact.
 */
export interface PcoaResult extends OrdinationResult {
  readonly proportionDenominator: ProportionDenominator
  /** The sum of all eigenvalues, negative ones included. */
  readonly trace: number
  /**
   * The sum of the positive eigenvalues; NaN when only the leading eigenvalues were computed (the
   * trace convention above FULL_DECOMPOSITION_LIMIT samples).
   */
  readonly positiveEigenvalueSum: number
  readonly smallestEigenvalue: number
}

/**
 * What "proportion explained" divides an eigenvalue by. The two differ only when there are negative
 * eigenvalues; then `positiveSum` makes the proportions of all positive axes add up to 1 and `trace`
 * makes them add up to more than 1.
 * - `positiveSum`: scikit-bio 0.5.8's `pcoa` (default method "eigh" sets negative eigenvalues to 0
 *   before dividing by the sum). The default.
 * - `trace`: `cmdscale(eig = TRUE)`'s eig / sum(eig), ape's `pcoa` `Relative_eig` and so
 *   phyloseq's `ordinate(…, "PCoA")` and `plot_ordination` axis labels (with negative eigenvalues
 *   ape keeps every axis, so phyloseq's renormalisation by the sum of `Relative_eig` is a division
 *   by 1); scikit-bio's `method = "fsvd"` too (read in its source, not tested here).
 * The tests compare both with scikit-bio, ape and phyloseq (`tests/fixtures/analysis/ordination/`).
 */
export const PROPORTION_DENOMINATORS = ['positiveSum', 'trace'] as const
export type ProportionDenominator = (typeof PROPORTION_DENOMINATORS)[number]

export interface PcoaOptions {
  /** Axes to report; default 10 (at most n − 1). */
  readonly dimensions?: number
  /** Default `positiveSum`. */
  readonly proportionDenominator?: ProportionDenominator
}

/**
 * Up to this many samples all eigenvalues are computed (O(n³), under a second); above, only the
 * reported ones, by Lanczos iteration on the distance matrix as stored (O(n²) per step, no n×n
 * matrix), since a few leading axes are all anyone plots. The positive-sum convention needs every
 * eigenvalue, so it always takes the full decomposition (about 3 s at 1,200 samples).
 */
const FULL_DECOMPOSITION_LIMIT = 300

/**
 * Principal coordinates analysis (classical scaling, Gower 1966): eigendecomposition of the
 * Gower-centred matrix B = −½ J D⁽²⁾ J, coordinates v·√λ. As `cmdscale(d, k, eig = TRUE)` and
 * scikit-bio's `pcoa`, up to the sign of each axis.
 */
export function pcoa(matrix: DistanceMatrix, options: PcoaOptions = {}): PcoaResult {
  const n = matrix.ids.length
  if (n < 2) throw new AnalysisInputError('pcoa.tooFewSamples', { count: n })
  for (let k = 0; k < matrix.condensed.length; k++) {
    const distance = matrix.condensed[k]
    if (!Number.isFinite(distance)) throw new AnalysisInputError('distance.notFinite', { value: String(distance) })
  }
  const proportionDenominator = options.proportionDenominator ?? 'positiveSum'
  const dimensions = Math.min(options.dimensions ?? 10, n - 1)
  if (!Number.isInteger(dimensions) || dimensions < 1) {
    throw new AnalysisInputError('pcoa.invalidDimensions', { dimensions: String(options.dimensions) })
  }

  const rowMeans = squaredRowMeans(matrix)
  const grandMean = rowMeans.reduce((sum, value) => sum + value, 0) / n
  // trace(B) = Σ_i −½(d²_ii − 2 r_i + g) = n·g/2, as d_ii = 0 and Σ r_i = n·g.
  const trace = (n * grandMean) / 2

  let pairs: Eigenpairs
  let smallestEigenvalue: number
  let positiveEigenvalueSum = Number.NaN
  if (n <= FULL_DECOMPOSITION_LIMIT || proportionDenominator === 'positiveSum') {
    const leading = symmetricEigen(centredMatrix(matrix, rowMeans, grandMean), n, dimensions)
    smallestEigenvalue = leading.allValues[n - 1]
    positiveEigenvalueSum = leading.allValues.reduce((sum, value) => (value > 0 ? sum + value : sum), 0)
    pairs = leading
  } else {
    const lanczos = leadingEigenpairs((x, y) => multiplyCentred(matrix, x, y), n, dimensions)
    smallestEigenvalue = lanczos.smallestRitzValue
    pairs = lanczos
  }

  const axes = pairs.values.length
  const coordinates = Array.from({ length: n }, () => new Float64Array(axes))
  for (let axis = 0; axis < axes; axis++) {
    const value = pairs.values[axis]
    if (!(value > 0)) continue
    const root = Math.sqrt(value)
    const vector = pairs.vectors[axis]
    for (let i = 0; i < n; i++) coordinates[i][axis] = vector[i] * root
  }
  return {
    ids: matrix.ids,
    eigenvalues: pairs.values,
    proportionExplained: pairs.values.map(
      (value) => value / (proportionDenominator === 'trace' ? trace : positiveEigenvalueSum),
    ),
    coordinates,
    proportionDenominator,
    trace,
    positiveEigenvalueSum,
    smallestEigenvalue,
  }
}

function squaredRowMeans(matrix: DistanceMatrix): Float64Array {
  const n = matrix.ids.length
  const sums = new Float64Array(n)
  let k = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const squared = matrix.condensed[k] * matrix.condensed[k]
      sums[i] += squared
      sums[j] += squared
      k++
    }
  }
  return sums.map((sum) => sum / n)
}

/** B_ij = −½ (d²_ij − r_i − r_j + g), dense, for the full decomposition. */
function centredMatrix(matrix: DistanceMatrix, rowMeans: Float64Array, grandMean: number): Float64Array {
  const n = matrix.ids.length
  const centred = new Float64Array(n * n)
  let k = 0
  for (let i = 0; i < n; i++) {
    centred[i * n + i] = -0.5 * (grandMean - 2 * rowMeans[i])
    for (let j = i + 1; j < n; j++) {
      const distance = matrix.condensed[k++]
      centred[i * n + j] = centred[j * n + i] = -0.5 * (distance * distance - rowMeans[i] - rowMeans[j] + grandMean)
    }
  }
  return centred
}

/** y = −½ J D⁽²⁾ J x, read straight from the condensed distances. */
function multiplyCentred(matrix: DistanceMatrix, x: Float64Array, y: Float64Array): void {
  const n = x.length
  const centredX = new Float64Array(n)
  let mean = 0
  for (let i = 0; i < n; i++) mean += x[i]
  mean /= n
  for (let i = 0; i < n; i++) centredX[i] = x[i] - mean
  y.fill(0)
  const condensed = matrix.condensed
  let k = 0
  for (let i = 0; i < n; i++) {
    const xi = centredX[i]
    let sum = 0
    for (let j = i + 1; j < n; j++, k++) {
      const squared = condensed[k] * condensed[k]
      sum += squared * centredX[j]
      y[j] += squared * xi
    }
    y[i] += sum
  }
  let outMean = 0
  for (let i = 0; i < n; i++) outMean += y[i]
  outMean /= n
  for (let i = 0; i < n; i++) y[i] = -0.5 * (y[i] - outMean)
}
