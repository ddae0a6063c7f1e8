/**
 * Dense p × p algebra for the per-gene fits, where p is the number of model coefficients (2 to a
 * handful): row-major Float64Arrays the caller allocates once and reuses for every gene.
 */

/**
 * Inverts the p × p matrix `a` into `inverse` by Gauss-Jordan elimination with partial pivoting and
 * returns its determinant (0, with `inverse` undefined, when `a` is singular). `work` holds p × p.
 */
export function invert(a: Float64Array, p: number, inverse: Float64Array, work: Float64Array): number {
  work.set(a.subarray(0, p * p))
  inverse.fill(0, 0, p * p)
  for (let i = 0; i < p; i++) inverse[i * p + i] = 1
  let determinant = 1
  for (let c = 0; c < p; c++) {
    let pivot = c
    for (let r = c + 1; r < p; r++) if (Math.abs(work[r * p + c]) > Math.abs(work[pivot * p + c])) pivot = r
    const pivotValue = work[pivot * p + c]
    if (pivotValue === 0) return 0
    if (pivot !== c) {
      determinant = -determinant
      for (let k = 0; k < p; k++) {
        swap(work, c * p + k, pivot * p + k)
        swap(inverse, c * p + k, pivot * p + k)
      }
    }
    determinant *= pivotValue
    const scale = 1 / pivotValue
    for (let k = 0; k < p; k++) {
      work[c * p + k] *= scale
      inverse[c * p + k] *= scale
    }
    for (let r = 0; r < p; r++) {
      if (r === c) continue
      const factor = work[r * p + c]
      if (factor === 0) continue
      for (let k = 0; k < p; k++) {
        work[r * p + k] -= factor * work[c * p + k]
        inverse[r * p + k] -= factor * inverse[c * p + k]
      }
    }
  }
  return determinant
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]
  a[i] = a[j]
  a[j] = t
}

/** out = Xᵀ diag(w) X for X with `rows` rows of p columns (row-major). */
export function weightedCrossProduct(
  x: Float64Array,
  rows: number,
  p: number,
  w: ArrayLike<number>,
  out: Float64Array,
): void {
  out.fill(0, 0, p * p)
  for (let r = 0; r < rows; r++) {
    const weight = w[r]
    const row = r * p
    for (let i = 0; i < p; i++) {
      const xi = x[row + i] * weight
      if (xi === 0) continue
      for (let j = 0; j < p; j++) out[i * p + j] += xi * x[row + j]
    }
  }
}

/** trace(A B) for p × p matrices. */
export function traceOfProduct(a: Float64Array, b: Float64Array, p: number): number {
  let sum = 0
  for (let i = 0; i < p; i++) for (let k = 0; k < p; k++) sum += a[i * p + k] * b[k * p + i]
  return sum
}
