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
 * Eigenpairs of a dense symmetric n×n matrix (row-major; it is overwritten): Householder
 * tridiagonalisation, then the implicit QL algorithm (EISPACK tql2) for the eigenvalues. O(n³):
 * the method for up to a few hundred rows.
 *
 * `allValues` holds every eigenvalue, largest first; `values` and `vectors` the leading `count`.
 * With count < n the QL iteration finds eigenvalues only and the wanted eigenvectors come from
 * inverse iteration on the tridiagonal matrix (as LAPACK's dstein), mapped back through the
 * stored reflectors: this skips forming the n×n transform and rotating all n eigenvectors, which
 * at n = 200 is three quarters of the work.
 */
export function symmetricEigen(matrix: Float64Array, n: number, count = n): Eigenpairs & { allValues: Float64Array } {
  const { diagonal, offDiagonal, reflectorScale } = tridiagonalise(matrix, n)
  const d = diagonal.slice()
  const e = new Float64Array(n)
  e.set(offDiagonal, 1)
  let allValues: Float64Array
  let tridiagonalVectors: Float64Array[]
  if (count >= n) {
    const columns = new Float64Array(n * n)
    for (let i = 0; i < n; i++) columns[i * n + i] = 1
    tridiagonalQl(d, e, columns, n)
    const order = Array.from({ length: n }, (_, k) => k).sort((a, b) => d[b] - d[a])
    allValues = Float64Array.from(order, (k) => d[k])
    tridiagonalVectors = order.map((k) => columns.slice(k * n, (k + 1) * n))
  } else {
    tridiagonalQl(d, e, new Float64Array(0), n, 0)
    allValues = d.sort().reverse()
    tridiagonalVectors = tridiagonalEigenvectors(diagonal, offDiagonal, allValues.subarray(0, count))
  }
  for (const vector of tridiagonalVectors) applyReflectors(matrix, n, reflectorScale, vector)
  return {
    ...sortedPairs(allValues.slice(0, count), (k) => tridiagonalVectors[k], tridiagonalVectors.length),
    allValues,
  }
}

/**
 * Householder reduction Qᵀ A Q = T (Golub & Van Loan, algorithm 8.3.1), on the upper triangle
 * of the row-major matrix. Reflector k, I − β_k v vᵀ with v = (1, A[k][k+2..n−1]), acts on
 * coordinates k+1..n−1 and is left in row k for `applyReflectors`.
 *
 * Each step needs the product of the trailing block with its reflector, then updates that block;
 * both stream the whole block, which at a thousand rows is far larger than the caches. So step k's
 * update is deferred and done in the same pass as step k + 1's product (row k + 1, which defines
 * reflector k + 1, is updated first): one pass over memory per step instead of two.
 */
function tridiagonalise(
  matrix: Float64Array,
  n: number,
): { diagonal: Float64Array; offDiagonal: Float64Array; reflectorScale: Float64Array } {
  const diagonal = new Float64Array(n)
  const offDiagonal = new Float64Array(Math.max(n - 1, 0))
  const reflectorScale = new Float64Array(n)
  let v = new Float64Array(n)
  let w = new Float64Array(n)
  // The update A ← A − v wᵀ − w vᵀ of the previous step, not yet applied to rows k.. of the block.
  let pendingV = new Float64Array(n)
  let pendingW = new Float64Array(n)
  let pending = false
  for (let k = 0; k < n - 2; k++) {
    const row = k * n
    if (pending) rankTwoUpdate(matrix, row, k, n, pendingV, pendingW, pendingV[k], pendingW[k])
    const head = matrix[row + k + 1]
    let tailSquares = 0
    for (let j = k + 2; j < n; j++) tailSquares += matrix[row + j] * matrix[row + j]
    diagonal[k] = matrix[row + k]
    if (tailSquares === 0) {
      offDiagonal[k] = head
      if (pending)
        for (let i = k + 1; i < n; i++) rankTwoUpdate(matrix, i * n, i, n, pendingV, pendingW, pendingV[i], pendingW[i])
      pending = false
      continue
    }
    const length = Math.sqrt(head * head + tailSquares)
    const first = head <= 0 ? head - length : -tailSquares / (head + length)
    const beta = (2 * first * first) / (tailSquares + first * first)
    v[k + 1] = 1
    for (let j = k + 2; j < n; j++) v[j] = matrix[row + j] /= first
    offDiagonal[k] = length
    reflectorScale[k] = beta
    // w = β A v − (β² vᵀAv / 2) v on the trailing block; then A ← A − v wᵀ − w vᵀ (deferred).
    if (pending) updatedSymmetricProduct(matrix, n, k + 1, pendingV, pendingW, v, w)
    else symmetricProduct(matrix, n, k + 1, v, w)
    let vw = 0
    for (let j = k + 1; j < n; j++) {
      w[j] *= beta
      vw += v[j] * w[j]
    }
    for (let j = k + 1; j < n; j++) w[j] -= ((beta * vw) / 2) * v[j]
    ;[pendingV, v] = [v, pendingV]
    ;[pendingW, w] = [w, pendingW]
    pending = true
  }
  if (pending) {
    for (let i = Math.max(n - 2, 0); i < n; i++)
      rankTwoUpdate(matrix, i * n, i, n, pendingV, pendingW, pendingV[i], pendingW[i])
  }
  if (n >= 2) {
    diagonal[n - 2] = matrix[(n - 2) * n + n - 2]
    offDiagonal[n - 2] = matrix[(n - 2) * n + n - 1]
  }
  if (n >= 1) diagonal[n - 1] = matrix[n * n - 1]
  return { diagonal, offDiagonal, reflectorScale }
}

/**
 * Applies A ← A − u zᵀ − z uᵀ to the block from `from` (upper triangle) and returns, in out, the
 * updated block times x: `rankTwoUpdate` then `symmetricProduct` in one pass over the block.
 * Rows go in pairs so that each pass over a row's tail reads u, z, x and updates out once for two
 * rows: the loop is bound by those loads and stores, not by the arithmetic.
 */
function updatedSymmetricProduct(
  matrix: Float64Array,
  n: number,
  from: number,
  u: Float64Array,
  z: Float64Array,
  x: Float64Array,
  out: Float64Array,
): void {
  out.fill(0, from)
  let i = from
  for (; i + 1 < n; i += 2) {
    const row = i * n
    const next = row + n
    const ui = u[i]
    const zi = z[i]
    const un = u[i + 1]
    const zn = z[i + 1]
    const diagonal = (matrix[row + i] -= 2 * ui * zi)
    const between = (matrix[row + i + 1] -= ui * zn + zi * un)
    const nextDiagonal = (matrix[next + i + 1] -= 2 * un * zn)
    out[i] += diagonal * x[i] + between * x[i + 1]
    out[i + 1] += between * x[i] + nextDiagonal * x[i + 1]
    pairedUpdatedProduct(matrix, row, next, i + 2, n, u, z, x, out, ui, zi, un, zn)
  }
  if (i < n) out[i] += (matrix[i * n + i] -= 2 * u[i] * z[i]) * x[i]
}

/** The tails j ≥ from of rows `row` and `next` (i and i + 1) for `updatedSymmetricProduct`. */
function pairedUpdatedProduct(
  matrix: Float64Array,
  row: number,
  next: number,
  from: number,
  n: number,
  u: Float64Array,
  z: Float64Array,
  x: Float64Array,
  out: Float64Array,
  ui: number,
  zi: number,
  un: number,
  zn: number,
): void {
  const xi = x[from - 2]
  const xn = x[from - 1]
  let sum = 0
  let nextSum = 0
  for (let j = from; j < n; j++) {
    const uj = u[j]
    const zj = z[j]
    const xj = x[j]
    const value = (matrix[row + j] -= ui * zj + zi * uj)
    const nextValue = (matrix[next + j] -= un * zj + zn * uj)
    sum += value * xj
    nextSum += nextValue * xj
    out[j] += value * xi + nextValue * xn
  }
  out[from - 2] += sum
  out[from - 1] += nextSum
}

/** out[from..] = A[from.., from..] x[from..], A symmetric and read from its upper triangle. */
function symmetricProduct(matrix: Float64Array, n: number, from: number, x: Float64Array, out: Float64Array): void {
  out.fill(0, from)
  for (let i = from; i < n; i++) {
    const row = i * n
    out[i] += matrix[row + i] * x[i] + upperRowProduct(matrix, row, i + 1, n, x, out, x[i])
  }
}

/** Σ_{j=from}^{to−1} A[row][j]·x_j, adding A[row][j]·xi to out_j on the way (the lower half). */
function upperRowProduct(
  matrix: Float64Array,
  row: number,
  from: number,
  to: number,
  x: Float64Array,
  out: Float64Array,
  xi: number,
): number {
  let sum = 0
  for (let j = from; j < to; j++) {
    const value = matrix[row + j]
    sum += value * x[j]
    out[j] += value * xi
  }
  return sum
}

function rankTwoUpdate(
  matrix: Float64Array,
  row: number,
  from: number,
  to: number,
  v: Float64Array,
  w: Float64Array,
  vi: number,
  wi: number,
): void {
  for (let j = from; j < to; j++) matrix[row + j] -= vi * w[j] + wi * v[j]
}

/** vector ← Q vector = H_0 H_1 ⋯ H_{n−3} vector, the reflectors as `tridiagonalise` left them. */
function applyReflectors(matrix: Float64Array, n: number, reflectorScale: Float64Array, vector: Float64Array): void {
  for (let k = n - 3; k >= 0; k--) {
    const beta = reflectorScale[k]
    if (beta === 0) continue
    const row = k * n
    const projection = beta * (vector[k + 1] + tailDot(matrix, row, k + 2, n, vector))
    vector[k + 1] -= projection
    for (let j = k + 2; j < n; j++) vector[j] -= projection * matrix[row + j]
  }
}

function tailDot(matrix: Float64Array, row: number, from: number, to: number, vector: Float64Array): number {
  let sum = 0
  for (let j = from; j < to; j++) sum += matrix[row + j] * vector[j]
  return sum
}

/**
 * Eigenvectors of the symmetric tridiagonal matrix with the given diagonal and off-diagonal
 * (offDiagonal[i] joins i and i+1) for accurate eigenvalues, largest first: two or three steps of
 * inverse iteration each, from seeded random starts, orthogonalised against the vectors of nearby
 * eigenvalues (a cluster, or a repeated eigenvalue, has no unique vectors otherwise).
 */
function tridiagonalEigenvectors(
  diagonal: Float64Array,
  offDiagonal: Float64Array,
  values: Float64Array,
): Float64Array[] {
  const n = diagonal.length
  let norm = 0
  for (let i = 0; i < n; i++)
    norm = Math.max(norm, Math.abs(diagonal[i]) + Math.abs(offDiagonal[i - 1] ?? 0) + Math.abs(offDiagonal[i] ?? 0))
  const tiny = Number.EPSILON * (norm || 1)
  const clusterGap = 1e-3 * (norm || 1)
  const random = createRandom(2)
  const pivot = new Float64Array(n)
  const upper1 = new Float64Array(n)
  const upper2 = new Float64Array(n)
  const multiplier = new Float64Array(n)
  const swapped = new Uint8Array(n)
  const vectors: Float64Array[] = []
  for (let k = 0; k < values.length; k++) {
    factorShifted(diagonal, offDiagonal, values[k], tiny, pivot, upper1, upper2, multiplier, swapped)
    const vector = Float64Array.from({ length: n }, () => random.next() - 0.5)
    const cluster = vectors.filter((_, j) => values[j] - values[k] < clusterGap)
    for (let iteration = 0; iteration < 3; iteration++) {
      solveShifted(vector, pivot, upper1, upper2, multiplier, swapped)
      for (const other of cluster) axpy(-dot(other, vector), other, vector)
      scale(vector, 1 / Math.sqrt(dot(vector, vector)))
    }
    vectors.push(vector)
  }
  return vectors
}

/** LU factors, with partial pivoting, of the tridiagonal T − λI; pivots below `tiny` become `tiny`. */
function factorShifted(
  diagonal: Float64Array,
  offDiagonal: Float64Array,
  shift: number,
  tiny: number,
  pivot: Float64Array,
  upper1: Float64Array,
  upper2: Float64Array,
  multiplier: Float64Array,
  swapped: Uint8Array,
): void {
  const n = diagonal.length
  // The row being eliminated holds (rowDiagonal, rowUpper) in columns i, i+1.
  let rowDiagonal = diagonal[0] - shift
  let rowUpper = n > 1 ? offDiagonal[0] : 0
  for (let i = 0; i < n - 1; i++) {
    const below = offDiagonal[i]
    const nextDiagonal = diagonal[i + 1] - shift
    const nextUpper = i + 2 < n ? offDiagonal[i + 1] : 0
    if (Math.abs(rowDiagonal) >= Math.abs(below)) {
      const pivotValue = Math.abs(rowDiagonal) < tiny ? tiny : rowDiagonal
      const m = below / pivotValue
      pivot[i] = pivotValue
      upper1[i] = rowUpper
      upper2[i] = 0
      multiplier[i] = m
      swapped[i] = 0
      rowDiagonal = nextDiagonal - m * rowUpper
      rowUpper = nextUpper
    } else {
      const m = rowDiagonal / below
      pivot[i] = below
      upper1[i] = nextDiagonal
      upper2[i] = nextUpper
      multiplier[i] = m
      swapped[i] = 1
      rowDiagonal = rowUpper - m * nextDiagonal
      rowUpper = -m * nextUpper
    }
  }
  pivot[n - 1] = Math.abs(rowDiagonal) < tiny ? tiny : rowDiagonal
}

/** Solves (T − λI) x = b in place with the factors of `factorShifted`. */
function solveShifted(
  vector: Float64Array,
  pivot: Float64Array,
  upper1: Float64Array,
  upper2: Float64Array,
  multiplier: Float64Array,
  swapped: Uint8Array,
): void {
  const n = vector.length
  for (let i = 0; i < n - 1; i++) {
    if (swapped[i]) {
      const swap = vector[i]
      vector[i] = vector[i + 1]
      vector[i + 1] = swap
    }
    vector[i + 1] -= multiplier[i] * vector[i]
  }
  for (let i = n - 1; i >= 0; i--) {
    let value = vector[i]
    if (i + 1 < n) value -= upper1[i] * vector[i + 1]
    if (i + 2 < n) value -= upper2[i] * vector[i + 2]
    vector[i] = value / pivot[i]
  }
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
      return {
        ...sortedPairs(ritz.values.slice(0, wanted), (k) => vectors[k], wanted),
        smallestRitzValue: ritz.values[size - 1],
      }
    }
    beta.push(residualNorm)
    current = new Float64Array(n)
    for (let i = 0; i < n; i++) current[i] = work[i] / residualNorm
  }
  throw new Error('Lanczos iteration ended without an answer')
}

/** Whether the `count` largest Ritz pairs have residual β·|last component| ≤ tolerance·|θ₁|. */
function ritzConverged(
  alpha: readonly number[],
  beta: readonly number[],
  residualNorm: number,
  count: number,
  tolerance: number,
): boolean {
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
        let r = hypot(p, 1)
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
          r = hypot(p, e[i])
          e[i + 1] = s * r
          s = e[i] / r
          c = p / r
          p = c * d[i] - s * g
          d[i + 1] = h + s * (c * g + s * d[i])
          rotate(columns, i * rowCount, (i + 1) * rowCount, rowCount, c, s)
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

/**
 * Applies a Givens rotation to two stored vectors. The hot loops live in small functions like this
 * one because V8 optimises a small function after a few calls, while a long loop inside a large
 * function waits for on-stack replacement: a 200×200 decomposition ran four times slower cold.
 */
function rotate(columns: Float64Array, first: number, second: number, length: number, c: number, s: number): void {
  for (let k = 0; k < length; k++) {
    const h = columns[second + k]
    columns[second + k] = s * columns[first + k] + c * h
    columns[first + k] = c * columns[first + k] - s * h
  }
}

/** √(a² + b²) without overflow; Math.hypot, being variadic, costs ten times more in V8. */
function hypot(a: number, b: number): number {
  const x = Math.abs(a)
  const y = Math.abs(b)
  const larger = x > y ? x : y
  if (larger === 0) return 0
  const ratio = (x > y ? y : x) / larger
  return larger * Math.sqrt(1 + ratio * ratio)
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
