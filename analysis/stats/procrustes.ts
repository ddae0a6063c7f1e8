/**
 * Procrustes analysis of two configurations of the same samples (two ordinations, two sets of
 * measurements), as vegan 2.6-4's `procrustes(X, Y, scale, symmetric)` and `protest(X, Y)`: Y is
 * rotated (and reflected), scaled and translated to fit the target X by least squares.
 *
 * With X and Y centred, the rotation is A = V Uᵀ from the singular value decomposition
 * Xᵀ Y = U D Vᵀ, the scale c = tr(D) / tr(YᵀY), the fitted Y·c·A, and the residual sum of squares
 * m² = tr(XᵀX) + c² tr(YᵀY) − 2 c tr(D). Symmetric analysis first scales both to unit sum of
 * squares, so m² = 1 − tr(D)² does not depend on which is the target and r = √(1 − m²) is the
 * Procrustes correlation that `protest` tests by permuting the rows of Y.
 */
import { createRandom } from '../random'
import { checkPermutationCount, PERMUTATION_TOLERANCE } from './permutation'

/** Rows are samples, columns the axes (or variables) of one configuration. */
export type Configuration = readonly ArrayLike<number>[]

export interface ProcrustesOptions {
  /** Fit the scale c (else c = 1). vegan's default: true. */
  readonly scale: boolean
  /** Centre both configurations and scale each to unit sum of squares first. vegan's default: false. */
  readonly symmetric: boolean
}

export interface ProcrustesResult {
  /** The rotation A: one row per column of Y, one column per column of X. */
  readonly rotation: Float64Array[]
  readonly scale: number
  /** Added to c·Y·A to reach the original X (zero when symmetric: both were centred). */
  readonly translation: Float64Array
  /** The residual sum of squares m² (vegan's `ss`). */
  readonly sumOfSquares: number
  /** √(m² / n), vegan's summary `rmse`. */
  readonly rootMeanSquareError: number
  /** The target as fitted: X centred (and normalised when symmetric), padded with zero columns. */
  readonly target: Float64Array[]
  /** c·Y·A, one row per sample (vegan's `Yrot`). */
  readonly rotated: Float64Array[]
  /** Per sample, the distance between its target and rotated points (vegan's `residuals()`). */
  readonly residuals: Float64Array
  /** The singular values of Xᵀ Y. */
  readonly singularValues: Float64Array
  /** Columns of zeros added to X because Y has more columns (vegan does the same). */
  readonly paddedColumns: number
}

export function procrustes(x: Configuration, y: Configuration, options: ProcrustesOptions): ProcrustesResult {
  const n = x.length
  if (y.length !== n) throw new RangeError(`the configurations have ${n} and ${y.length} rows`)
  const qy = y[0]?.length ?? 0
  const paddedColumns = Math.max(0, qy - (x[0]?.length ?? 0))
  let X: Float64Array[] = x.map((row) => {
    const padded = new Float64Array(row.length + paddedColumns)
    padded.set(Array.from(row))
    return padded
  })
  let Y: Float64Array[] = y.map((row) => Float64Array.from(row))
  if (options.symmetric) {
    X = normalised(centred(X))
    Y = normalised(centred(Y))
  }
  const xMean = columnMeans(X)
  const yMean = columnMeans(Y)
  if (!options.symmetric) {
    X = centred(X)
    Y = centred(Y)
  }
  const cross = crossProduct(X, Y)
  const svd = singularValueDecomposition(cross, X[0].length, qy)
  const qx = X[0].length
  // A = V Uᵀ (qy × qx).
  const rotation = Array.from({ length: qy }, (_, i) => {
    const row = new Float64Array(qx)
    for (let j = 0; j < qx; j++) {
      let sum = 0
      for (let s = 0; s < svd.values.length; s++) sum += svd.v[i][s] * svd.u[j][s]
      row[j] = sum
    }
    return row
  })
  const traceD = svd.values.reduce((sum, d) => sum + d, 0)
  const yTrace = sumOfSquares(Y)
  const c = options.scale ? traceD / yTrace : 1
  const rotated = Y.map((row) => {
    const fitted = new Float64Array(qx)
    for (let j = 0; j < qx; j++) {
      let sum = 0
      for (let i = 0; i < qy; i++) sum += row[i] * rotation[i][j]
      fitted[j] = c * sum
    }
    return fitted
  })
  const translation = Float64Array.from({ length: qx }, (_, j) => {
    let sum = 0
    for (let i = 0; i < qy; i++) sum += yMean[i] * rotation[i][j]
    return xMean[j] - c * sum
  })
  const ss = sumOfSquares(X) + c * c * yTrace - 2 * c * traceD
  return {
    rotation,
    scale: c,
    translation,
    sumOfSquares: ss,
    rootMeanSquareError: Math.sqrt(ss / n),
    target: X,
    rotated,
    residuals: Float64Array.from(X, (row, s) =>
      Math.sqrt(row.reduce((sum, v, j) => sum + (v - rotated[s][j]) ** 2, 0)),
    ),
    singularValues: svd.values,
    paddedColumns,
  }
}

export interface ProtestResult {
  /** m² of the symmetric analysis. */
  readonly sumOfSquares: number
  /** The Procrustes correlation r = √(1 − m²). */
  readonly correlation: number
  /** (permuted r ≥ r, within vegan's tolerance, + 1) / (permutations + 1); NaN without permutations. */
  readonly pValue: number
  readonly permutations: number
  readonly permuted: Float64Array
}

/**
 * `protest(X, Y, permutations)`: the symmetric Procrustes correlation and its permutation p-value,
 * the rows of Y shuffled with this library's seeded generator (so p is vegan's within Monte-Carlo
 * error, the statistic exactly).
 */
export function protest(
  x: Configuration,
  y: Configuration,
  options: { permutations: number; seed: number },
): ProtestResult {
  checkPermutationCount(options.permutations)
  const X = normalised(centred(x.map((row) => Float64Array.from(row))))
  const Y = normalised(centred(y.map((row) => Float64Array.from(row))))
  const fit = procrustes(X, Y, { scale: true, symmetric: false })
  const correlation = Math.sqrt(1 - fit.sumOfSquares)
  const n = X.length
  const qx = X[0].length
  const qy = Y[0].length
  const random = createRandom(options.seed)
  const order = Int32Array.from({ length: n }, (_, i) => i)
  const permuted = new Float64Array(options.permutations)
  const cross = new Float64Array(qx * qy)
  for (let p = 0; p < options.permutations; p++) {
    random.shuffle(order)
    cross.fill(0)
    for (let s = 0; s < n; s++) {
      const xs = X[s]
      const ys = Y[order[s]]
      for (let a = 0; a < qx; a++) for (let b = 0; b < qy; b++) cross[a * qy + b] += xs[a] * ys[b]
    }
    permuted[p] = singularValueDecomposition(cross, qx, qy).values.reduce((sum, d) => sum + d, 0)
  }
  let atLeast = 0
  for (const value of permuted) if (value >= correlation - PERMUTATION_TOLERANCE) atLeast++
  return {
    sumOfSquares: fit.sumOfSquares,
    correlation,
    pValue: options.permutations > 0 ? (atLeast + 1) / (options.permutations + 1) : NaN,
    permutations: options.permutations,
    permuted,
  }
}

function columnMeans(rows: readonly Float64Array[]): Float64Array {
  const means = new Float64Array(rows[0].length)
  for (const row of rows) for (let j = 0; j < row.length; j++) means[j] += row[j]
  return means.map((sum) => sum / rows.length)
}

function centred(rows: readonly Float64Array[]): Float64Array[] {
  const means = columnMeans(rows)
  return rows.map((row) => row.map((v, j) => v - means[j]))
}

function sumOfSquares(rows: readonly Float64Array[]): number {
  let sum = 0
  for (const row of rows) for (const v of row) sum += v * v
  return sum
}

function normalised(rows: readonly Float64Array[]): Float64Array[] {
  const norm = Math.sqrt(sumOfSquares(rows))
  return rows.map((row) => row.map((v) => v / norm))
}

/** Xᵀ Y, row-major (columns of X × columns of Y). */
function crossProduct(X: readonly Float64Array[], Y: readonly Float64Array[]): Float64Array {
  const qx = X[0].length
  const qy = Y[0].length
  const cross = new Float64Array(qx * qy)
  X.forEach((xs, s) => {
    const ys = Y[s]
    for (let a = 0; a < qx; a++) for (let b = 0; b < qy; b++) cross[a * qy + b] += xs[a] * ys[b]
  })
  return cross
}

export interface SingularValueDecomposition {
  /** Largest first, min(rows, columns) of them. */
  readonly values: Float64Array
  /** Left singular vectors: u[i][s] is row i of the s-th vector. */
  readonly u: Float64Array[]
  /** Right singular vectors: v[j][s] is row j of the s-th vector. */
  readonly v: Float64Array[]
}

/**
 * The thin SVD of a small dense matrix (row-major, rows × columns) by one-sided Jacobi rotations
 * (Hestenes 1958): columns are rotated pairwise until orthogonal, their norms are the singular
 * values. Accurate to rounding for the few-column matrices of Procrustes analysis. The vectors of
 * a zero singular value are any orthonormal completion (as with LAPACK, only their span is fixed).
 */
export function singularValueDecomposition(
  matrix: Float64Array,
  rows: number,
  columns: number,
): SingularValueDecomposition {
  if (rows < columns) {
    const transposed = new Float64Array(rows * columns)
    for (let i = 0; i < rows; i++) for (let j = 0; j < columns; j++) transposed[j * rows + i] = matrix[i * columns + j]
    const svd = singularValueDecomposition(transposed, columns, rows)
    return { values: svd.values, u: svd.v, v: svd.u }
  }
  // Work on columns: w[j] is column j of the matrix, vt[j] column j of V.
  const w = Array.from({ length: columns }, (_, j) =>
    Float64Array.from({ length: rows }, (_, i) => matrix[i * columns + j]),
  )
  const vt = Array.from({ length: columns }, (_, j) => {
    const column = new Float64Array(columns)
    column[j] = 1
    return column
  })
  for (let sweep = 0; sweep < 60; sweep++) {
    let rotated = false
    for (let p = 0; p < columns - 1; p++) {
      for (let q = p + 1; q < columns; q++) {
        let alpha = 0
        let beta = 0
        let gamma = 0
        for (let i = 0; i < rows; i++) {
          alpha += w[p][i] * w[p][i]
          beta += w[q][i] * w[q][i]
          gamma += w[p][i] * w[q][i]
        }
        if (gamma === 0 || Math.abs(gamma) <= 1e-15 * Math.sqrt(alpha * beta)) continue
        rotated = true
        const zeta = (beta - alpha) / (2 * gamma)
        const t = Math.sign(zeta || 1) / (Math.abs(zeta) + Math.sqrt(1 + zeta * zeta))
        const cos = 1 / Math.sqrt(1 + t * t)
        const sin = cos * t
        rotate(w[p], w[q], cos, sin)
        rotate(vt[p], vt[q], cos, sin)
      }
    }
    if (!rotated) break
  }
  const norms = w.map((column) => Math.hypot(...column))
  const order = norms.map((_, j) => j).sort((a, b) => norms[b] - norms[a])
  const values = Float64Array.from(order, (j) => norms[j])
  // Left vectors: the normalised columns; a zero column gets a unit vector orthogonal to the others.
  const left: Float64Array[] = []
  for (const j of order) {
    left.push(
      norms[j] > 1e-14 * (values[0] || 1) ? w[j].map((value) => value / norms[j]) : orthogonalCompletion(left, rows),
    )
  }
  return {
    values,
    u: Array.from({ length: rows }, (_, i) => Float64Array.from(left, (vector) => vector[i])),
    v: Array.from({ length: columns }, (_, i) => Float64Array.from(order, (j) => vt[j][i])),
  }
}

function rotate(a: Float64Array, b: Float64Array, cos: number, sin: number): void {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]
    const y = b[i]
    a[i] = cos * x - sin * y
    b[i] = sin * x + cos * y
  }
}

/** A unit vector orthogonal to `basis`: the unit axis with the largest remainder, Gram-Schmidt-ed twice. */
function orthogonalCompletion(basis: readonly Float64Array[], size: number): Float64Array {
  let best: Float64Array | null = null
  let bestNorm = -1
  for (let axis = 0; axis < size; axis++) {
    const candidate = new Float64Array(size)
    candidate[axis] = 1
    for (let pass = 0; pass < 2; pass++) {
      for (const vector of basis) {
        const projection = vector.reduce((sum, v, i) => sum + v * candidate[i], 0)
        for (let i = 0; i < size; i++) candidate[i] -= projection * vector[i]
      }
    }
    const norm = Math.hypot(...candidate)
    if (norm > bestNorm) {
      best = candidate.map((v) => v / norm)
      bestNorm = norm
    }
  }
  return best!
}
