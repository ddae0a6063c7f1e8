import { describe, expect, it } from 'vitest'
import { createRandom } from '../random'
import { leadingEigenpairs, symmetricEigen } from './eigen'

function randomSymmetric(n: number, seed: number): Float64Array {
  const random = createRandom(seed)
  const matrix = new Float64Array(n * n)
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) matrix[i * n + j] = matrix[j * n + i] = random.next() - 0.5
  return matrix
}

function multiply(matrix: Float64Array, n: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < n; i++) {
    let sum = 0
    for (let j = 0; j < n; j++) sum += matrix[i * n + j] * x[j]
    y[i] = sum
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  return a.reduce((sum, value, i) => sum + value * b[i], 0)
}

describe('symmetricEigen', () => {
  it('decomposes a 2×2 matrix', () => {
    const { values, vectors } = symmetricEigen(Float64Array.from([2, 1, 1, 2]), 2)
    expect(Array.from(values)).toEqual([3, 1].map((v) => expect.closeTo(v, 14)))
    expect(Math.abs(vectors[0][0])).toBeCloseTo(Math.SQRT1_2, 14)
    expect(vectors[0][0]).toBeCloseTo(vectors[0][1], 14)
    expect(vectors[1][0]).toBeCloseTo(-vectors[1][1], 14)
  })

  // The reduction goes through the rows in pairs: an odd size leaves one row on its own.
  it.each([59, 60])(
    'returns orthonormal eigenvectors with A v = λ v, largest first, for a random square matrix of %i rows',
    (n) => {
      const matrix = randomSymmetric(n, 3)
      const { values, vectors } = symmetricEigen(matrix.slice(), n)
      const product = new Float64Array(n)
      for (let k = 0; k < n; k++) {
        if (k > 0) expect(values[k]).toBeLessThanOrEqual(values[k - 1])
        multiply(matrix, n, vectors[k], product)
        for (let i = 0; i < n; i++) expect(product[i]).toBeCloseTo(values[k] * vectors[k][i], 12)
        expect(dot(vectors[k], vectors[k])).toBeCloseTo(1, 13)
        if (k > 0) expect(dot(vectors[k], vectors[k - 1])).toBeCloseTo(0, 13)
      }
      const trace = Array.from({ length: n }, (_, i) => matrix[i * n + i]).reduce((a, b) => a + b, 0)
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(trace, 12)
    },
  )
})

describe('symmetricEigen of the leading pairs only', () => {
  it('agrees with the full decomposition on a random matrix', () => {
    const n = 80
    const matrix = randomSymmetric(n, 21)
    const full = symmetricEigen(matrix.slice(), n)
    const leading = symmetricEigen(matrix.slice(), n, 7)
    expect(leading.values).toHaveLength(7)
    expect(leading.vectors).toHaveLength(7)
    expect(Array.from(leading.allValues)).toEqual(Array.from(full.values).map((value) => expect.closeTo(value, 12)))
    for (let k = 0; k < 7; k++) {
      expect(leading.values[k]).toBeCloseTo(full.values[k], 12)
      for (let i = 0; i < n; i++) expect(leading.vectors[k][i]).toBeCloseTo(full.vectors[k][i], 10)
    }
  })

  it('returns orthonormal eigenvectors for a repeated eigenvalue', () => {
    // Q diag(5, 5, 5, 2/3, 2/4, ...) Qᵀ with Q from the eigenvectors of a random matrix.
    const n = 30
    const basis = symmetricEigen(randomSymmetric(n, 22), n).vectors
    const spectrum = Array.from({ length: n }, (_, k) => (k < 3 ? 5 : 2 / k))
    const matrix = new Float64Array(n * n)
    basis.forEach((vector, k) => {
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) matrix[i * n + j] += spectrum[k] * vector[i] * vector[j]
    })
    const { values, vectors } = symmetricEigen(matrix.slice(), n, 4)
    expect(Array.from(values)).toEqual([5, 5, 5, 2 / 3].map((value) => expect.closeTo(value, 12)))
    const product = new Float64Array(n)
    for (let k = 0; k < 4; k++) {
      multiply(matrix, n, vectors[k], product)
      for (let i = 0; i < n; i++) expect(product[i]).toBeCloseTo(values[k] * vectors[k][i], 12)
      for (let j = 0; j < k; j++) expect(dot(vectors[k], vectors[j])).toBeCloseTo(0, 12)
      expect(dot(vectors[k], vectors[k])).toBeCloseTo(1, 13)
    }
  })
})

describe('leadingEigenpairs', () => {
  it('finds the leading eigenpairs of the full decomposition to 1e-9', () => {
    const n = 400
    // A covariance-like matrix with a decaying spectrum and a few close eigenvalues.
    const random = createRandom(11)
    const factors = Array.from({ length: 40 }, (_, r) =>
      Float64Array.from({ length: n }, () => (random.next() - 0.5) / (1 + r / 4)),
    )
    const matrix = new Float64Array(n * n)
    for (const factor of factors)
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) matrix[i * n + j] += factor[i] * factor[j]
    const noise = randomSymmetric(n, 12)
    for (let k = 0; k < matrix.length; k++) matrix[k] += 1e-3 * noise[k]

    const full = symmetricEigen(matrix.slice(), n)
    const leading = leadingEigenpairs((x, y) => multiply(matrix, n, x, y), n, 8)
    expect(leading.values).toHaveLength(8)
    for (let k = 0; k < 8; k++) {
      expect(Math.abs(leading.values[k] - full.values[k]) / full.values[0]).toBeLessThan(1e-9)
      // Both methods fix the sign the same way, so the vectors agree as they are.
      for (let i = 0; i < n; i++) expect(leading.vectors[k][i]).toBeCloseTo(full.vectors[k][i], 6)
    }
    expect(leading.smallestRitzValue).toBeGreaterThanOrEqual(full.values[n - 1] - 1e-12)
    expect(leading.smallestRitzValue).toBeLessThan(full.values[n - 1] / 2)
  })

  it('stops early with exact answers when the operator has low rank', () => {
    const n = 50
    const u = Float64Array.from({ length: n }, (_, i) => Math.sin(i + 1))
    const v = Float64Array.from({ length: n }, (_, i) => Math.cos(2 * i))
    const rankTwo = (x: Float64Array, y: Float64Array) => {
      const a = 5 * dot(u, x)
      const b = 2 * dot(v, x)
      for (let i = 0; i < n; i++) y[i] = a * u[i] + b * v[i]
    }
    const result = leadingEigenpairs(rankTwo, n, 2)
    const full = new Float64Array(n * n)
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) full[i * n + j] = 5 * u[i] * u[j] + 2 * v[i] * v[j]
    const reference = symmetricEigen(full, n)
    expect(result.values[0]).toBeCloseTo(reference.values[0], 10)
    expect(result.values[1]).toBeCloseTo(reference.values[1], 10)
  })
})
