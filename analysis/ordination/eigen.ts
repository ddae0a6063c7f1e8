import { createRandom } from '../random'

/**
 * Eigenpairs of a real symmetric matrix, largest eigenvalue first. `vectors[k]` is the unit
 * eigenvector of `values[k]`, its sign fixed so that its largest-magnitude entry is positive (the
 * sign is otherwise arbitrary; fixing it makes results reproducible across methods).
 */
export interface Eigenpairs {
  readonly values: Float64Array
  readonly vectors: Float64Array[]
}

/**
 * All eigenpairs of a dense symmetric n×n matrix (row-major; it is overwritten): Householder
 * tridiagonalisation and the implicit QL algorithm (EISPACK tred2/tql2, as ported in JAMA).
 * O(n³): the method for up to a few hundred rows.
 */
export function symmetricEigen(matrix: Float64Array, n: number): Eigenpairs {
  // Work on the transpose layout (column k of V is row k of `columns`), so the inner loops of both
  // stages, which walk down columns, read contiguous memory.
  const columns = matrix
  const d = new Float64Array(n)
  const e = new Float64Array(n)
  householderTridiagonalise(columns, d, e, n)
  tridiagonalQl(d, e, columns, n)
  return sortedPairs(d, (k) => columns.subarray(k * n, (k + 1) * n), d.length)
}

/**
 * The `count` algebraically largest eigenpairs of a symmetric operator, by Lanczos iteration with
 * full reorthogonalisation: O(n²) per step through `multiply` and no n×n matrix of its own.
 * Iterates until every wanted Ritz pair has residual ‖Av − θv‖ ≤ tolerance·|θ₁|; eigenvalue
 * errors are then of order residual² / gap. Also returns the smallest Ritz value, which approaches
 * the smallest eigenvalue from above (extremes at both ends converge first).
 */
export function leadingEigenpairs(
  multiply: (vector: Float64Array, result: Float64Array) => void,
  n: number,
  count: number,
  { tolerance = 1e-10, seed = 1 }: { tolerance?: number; seed?: number } = {},
): Eigenpairs & { smallestRitzValue: number } {
  const random = createRandom(seed)
  const basis: Float64Array[] = []
  const alpha: number[] = []
  const beta: number[] = []
  let current = new Float64Array(n)
  for (let i = 0; i < n; i++) current[i] = random.next() - 0.5
  scale(current, 1 / norm(current))
  const work = new Float64Array(n)

  for (let step = 0; step < n; step++) {
    basis.push(current)
    multiply(current, work)
    alpha.push(dot(current, work))
    // Full reorthogonalisation (classical Gram-Schmidt against the whole basis) keeps the basis
    // orthogonal to machine precision, which plain three-term Lanczos loses as soon as a Ritz value
    // converges; a second pass runs only when the first removed most of the vector (the DGKS test).
    axpy(-alpha[step], current, work)
    if (step > 0) axpy(-beta[step - 1], basis[step - 1], work)
    let residualNorm = norm(work)
    for (let pass = 0; pass < 2; pass++) {
      for (const q of basis) axpy(-dot(q, work), q, work)
      const before = residualNorm
      residualNorm = norm(work)
      if (residualNorm > 0.7 * before) break
    }
    const size = step + 1
    const exhausted = residualNorm <= 1e-14 * Math.abs(alpha[0]) || size === n
    if (exhausted || (size > count && ritzConverged(alpha, beta, residualNorm, count, tolerance))) {
      const ritz = tridiagonalPairs(alpha, beta)
      const wanted = Math.min(count, size)
      const vectors = Array.from({ length: wanted }, (_, k) => {
        const vector = new Float64Array(n)
        const coefficients = ritz.vectors[k]
        for (let j = 0; j < size; j++) axpy(coefficients[j], basis[j], vector)
        return vector
      })
      return { ...sortedPairs(ritz.values.slice(0, wanted), (k) => vectors[k], wanted), smallestRitzValue: ritz.values[size - 1] }
    }
    beta.push(residualNorm)
    current = new Float64Array(n)
    for (let i = 0; i < n; i++) current[i] = work[i] / residualNorm
  }
  throw new Error('Lanczos iteration ended without an answer')
}

/** Whether the `count` largest Ritz pairs have residual β·|last component| ≤ tolerance·|θ₁|. */
function ritzConverged(alpha: readonly number[], beta: readonly number[], residualNorm: number, count: number, tolerance: number): boolean {
  const m = alpha.length
  const d = Float64Array.from(alpha)
  const e = new Float64Array(m)
  for (let i = 1; i < m; i++) e[i] = beta[i - 1]
  // Only the last component of each eigenvector of T enters the residual.
  const lastComponents = new Float64Array(m)
  lastComponents[m - 1] = 1
  tridiagonalQl(d, e, lastComponents, m, 1)
  const order = Array.from({ length: m }, (_, k) => k).sort((a, b) => d[b] - d[a])
  const largest = Math.abs(d[order[0]]) || 1
  return order.slice(0, count).every((k) => residualNorm * Math.abs(lastComponents[k]) <= tolerance * largest)
}

function tridiagonalPairs(alpha: readonly number[], beta: readonly number[]): Eigenpairs {
  const m = alpha.length
  const d = Float64Array.from(alpha)
  const e = new Float64Array(m)
  for (let i = 1; i < m; i++) e[i] = beta[i - 1]
  const columns = new Float64Array(m * m)
  for (let i = 0; i < m; i++) columns[i * m + i] = 1
  tridiagonalQl(d, e, columns, m)
  // Ritz coefficient vectors keep their raw sign: only the final Ritz vectors get a fixed sign.
  const order = Array.from({ length: m }, (_, k) => k).sort((a, b) => d[b] - d[a])
  return {
    values: Float64Array.from(order, (k) => d[k]),
    vectors: order.map((k) => columns.subarray(k * m, (k + 1) * m)),
  }
}

function sortedPairs(values: Float64Array, vectorOf: (k: number) => Float64Array, count: number): Eigenpairs {
  const order = Array.from({ length: count }, (_, k) => k).sort((a, b) => values[b] - values[a])
  return {
    values: Float64Array.from(order, (k) => values[k]),
    vectors: order.map((k) => {
      const vector = Float64Array.from(vectorOf(k))
      let largest = 0
      for (let i = 1; i < vector.length; i++) if (Math.abs(vector[i]) > Math.abs(vector[largest]) + 1e-12) largest = i
      if (vector[largest] < 0) scale(vector, -1)
      return vector
    }),
  }
}

/** EISPACK tred2. On return `columns` holds the orthogonal transform, row k = column k of V. */
function householderTridiagonalise(columns: Float64Array, d: Float64Array, e: Float64Array, n: number): void {
  // V[row][col] is columns[col * n + row] below.
  for (let j = 0; j < n; j++) d[j] = columns[j * n + n - 1]
  for (let i = n - 1; i > 0; i--) {
    let scaleSum = 0
    let h = 0
    for (let k = 0; k < i; k++) scaleSum += Math.abs(d[k])
    if (scaleSum === 0) {
      e[i] = d[i - 1]
      for (let j = 0; j < i; j++) {
        d[j] = columns[j * n + i - 1]
        columns[j * n + i] = 0
        columns[i * n + j] = 0
      }
    } else {
      for (let k = 0; k < i; k++) {
        d[k] /= scaleSum
        h += d[k] * d[k]
      }
      let f = d[i - 1]
      let g = Math.sqrt(h)
      if (f > 0) g = -g
      e[i] = scaleSum * g
      h -= f * g
      d[i - 1] = f - g
      for (let j = 0; j < i; j++) e[j] = 0
      for (let j = 0; j < i; j++) {
        f = d[j]
        columns[i * n + j] = f
        const columnJ = j * n
        g = e[j] + columns[columnJ + j] * f
        for (let k = j + 1; k <= i - 1; k++) {
          g += columns[columnJ + k] * d[k]
          e[k] += columns[columnJ + k] * f
        }
        e[j] = g
      }
      f = 0
      for (let j = 0; j < i; j++) {
        e[j] /= h
        f += e[j] * d[j]
      }
      const hh = f / (h + h)
      for (let j = 0; j < i; j++) e[j] -= hh * d[j]
      for (let j = 0; j < i; j++) {
        f = d[j]
        g = e[j]
        const columnJ = j * n
        for (let k = j; k <= i - 1; k++) columns[columnJ + k] -= f * e[k] + g * d[k]
        d[j] = columns[columnJ + i - 1]
        columns[columnJ + i] = 0
      }
    }
    d[i] = h
  }
  for (let i = 0; i < n - 1; i++) {
    columns[i * n + n - 1] = columns[i * n + i]
    columns[i * n + i] = 1
    const h = d[i + 1]
    const next = (i + 1) * n
    if (h !== 0) {
      for (let k = 0; k <= i; k++) d[k] = columns[next + k] / h
      for (let j = 0; j <= i; j++) {
        const columnJ = j * n
        let g = 0
        for (let k = 0; k <= i; k++) g += columns[next + k] * columns[columnJ + k]
        for (let k = 0; k <= i; k++) columns[columnJ + k] -= g * d[k]
      }
    }
    for (let k = 0; k <= i; k++) columns[next + k] = 0
  }
  for (let j = 0; j < n; j++) {
    d[j] = columns[j * n + n - 1]
    columns[j * n + n - 1] = 0
  }
  columns[(n - 1) * n + n - 1] = 1
  e[0] = 0
}

/**
 * EISPACK tql2: eigenvalues of the tridiagonal matrix (diagonal d, sub-diagonal e[1..n-1]) into d,
 * with the rotations applied to the vectors held as rows of `columns` (each `rowCount` long; a
 * rowCount of 1 tracks only one component of every eigenvector, at O(n²) instead of O(n³)).
 */
function tridiagonalQl(d: Float64Array, e: Float64Array, columns: Float64Array, n: number, rowCount = n): void {
  for (let i = 1; i < n; i++) e[i - 1] = e[i]
  e[n - 1] = 0
  let f = 0
  let largest = 0
  const epsilon = 2 ** -52
  for (let l = 0; l < n; l++) {
    largest = Math.max(largest, Math.abs(d[l]) + Math.abs(e[l]))
    let m = l
    while (m < n && Math.abs(e[m]) > epsilon * largest) m++
    if (m > l) {
      let iterations = 0
      do {
        if (++iterations > 60) throw new Error('the QL eigenvalue iteration did not converge')
        let g = d[l]
        let p = (d[l + 1] - g) / (2 * e[l])
        let r = Math.hypot(p, 1)
        if (p < 0) r = -r
        d[l] = e[l] / (p + r)
        d[l + 1] = e[l] * (p + r)
        const dl1 = d[l + 1]
        let h = g - d[l]
        for (let i = l + 2; i < n; i++) d[i] -= h
        f += h
        p = d[m]
        let c = 1
        let c2 = c
        let c3 = c
        const el1 = e[l + 1]
        let s = 0
        let s2 = 0
        for (let i = m - 1; i >= l; i--) {
          c3 = c2
          c2 = c
          s2 = s
          g = c * e[i]
          h = c * p
          r = Math.hypot(p, e[i])
          e[i + 1] = s * r
          s = e[i] / r
          c = p / r
          p = c * d[i] - s * g
          d[i + 1] = h + s * (c * g + s * d[i])
          const rowI = i * rowCount
          const rowNext = (i + 1) * rowCount
          for (let k = 0; k < rowCount; k++) {
            h = columns[rowNext + k]
            columns[rowNext + k] = s * columns[rowI + k] + c * h
            columns[rowI + k] = c * columns[rowI + k] - s * h
          }
        }
        p = (-s * s2 * c3 * el1 * e[l]) / dl1
        e[l] = s * p
        d[l] = c * p
      } while (Math.abs(e[l]) > epsilon * largest)
    }
    d[l] += f
    e[l] = 0
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i]
  return sum
}

function norm(a: Float64Array): number {
  return Math.sqrt(dot(a, a))
}

function scale(a: Float64Array, factor: number): void {
  for (let i = 0; i < a.length; i++) a[i] *= factor
}

/** y += factor · x */
function axpy(factor: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < x.length; i++) y[i] += factor * x[i]
}
