import { describe, expect, it } from 'vitest'
import { readJson } from '../../tests/fixtures/analysis/diversity/helpers'
import { fromSquare, type DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { createRandom } from '../random'
import { nmds } from './nmds'

const reference = readJson<{ nmds: Record<string, { distances: number[]; stress: number }> }>(
  'tests/fixtures/analysis/ordination/r-reference.json',
).nmds

function pointsMatrix(points: number[][], transform: (distance: number) => number = (d) => d): DistanceMatrix {
  const square = points.map((p) => points.map((q) => transform(Math.hypot(...p.map((value, axis) => value - q[axis])))))
  return fromSquare(
    points.map((_, i) => `p${i}`),
    square,
  )
}

function randomPoints(count: number, dimensions: number, seed: number): number[][] {
  const random = createRandom(seed)
  return Array.from({ length: count }, () => Array.from({ length: dimensions }, () => random.next() * 10))
}

describe('nmds', () => {
  it.each(Object.keys(reference))('reaches the stress of vegan::metaMDS on %s within 0.005', (name) => {
    const { distances, stress } = reference[name]
    const n = Math.round((1 + Math.sqrt(1 + 8 * distances.length)) / 2)
    const result = nmds(
      { ids: Array.from({ length: n }, (_, i) => `s${i}`), condensed: Float64Array.from(distances) },
      { seed: 1 },
    )
    expect(Math.abs(result.stress - stress)).toBeLessThan(0.005)
    expect(result.coordinates).toHaveLength(n)
  })

  it('finds stress ≈ 0 for points in the plane, also through a monotone distortion of their distances', () => {
    const points = randomPoints(25, 2, 4)
    expect(nmds(pointsMatrix(points), { seed: 2 }).stress).toBeLessThan(1e-6)
    // exp(d) is no longer Euclidean, so the PCoA start is not already the answer.
    const distorted = pointsMatrix(points, (d) => Math.exp(d / 2))
    const result = nmds(distorted, { seed: 2 })
    expect(result.stress).toBeLessThan(1e-3)
    // The recovered distances are in the order of the originals.
    const recovered = pointsMatrix(result.coordinates.map((row) => Array.from(row)))
    const original = pointsMatrix(points)
    const order = (matrix: DistanceMatrix) =>
      Array.from(matrix.condensed.keys()).sort((a, b) => matrix.condensed[a] - matrix.condensed[b])
    const rankOf = (matrix: DistanceMatrix) => {
      const rank = new Float64Array(matrix.condensed.length)
      order(matrix).forEach((pair, position) => (rank[pair] = position))
      return rank
    }
    const a = rankOf(recovered)
    const b = rankOf(original)
    const n = a.length
    const spearman = 1 - (6 * a.reduce((sum, rank, k) => sum + (rank - b[k]) ** 2, 0)) / (n * (n * n - 1))
    expect(spearman).toBeGreaterThan(0.999)
  })

  it('gives higher stress to points that need three dimensions in two than in three', () => {
    const matrix = pointsMatrix(randomPoints(30, 3, 6))
    const flat = nmds(matrix, { seed: 3, dimensions: 2 })
    const full = nmds(matrix, { seed: 3, dimensions: 3 })
    expect(flat.stress).toBeGreaterThan(0.02)
    expect(full.stress).toBeLessThan(1e-4)
    expect(full.coordinates[0]).toHaveLength(3)
  })

  it('is reproducible for a seed and returns centred coordinates', () => {
    const matrix = pointsMatrix(randomPoints(15, 4, 8), (d) => Math.sqrt(d))
    const first = nmds(matrix, { seed: 42, starts: 4 })
    const second = nmds(matrix, { seed: 42, starts: 4 })
    expect(second).toEqual(first)
    for (let axis = 0; axis < 2; axis++)
      expect(first.coordinates.reduce((sum, row) => sum + row[axis], 0)).toBeCloseTo(0, 10)
  })

  it('rejects too few samples, too many dimensions and non-finite input', () => {
    expect(() => nmds(pointsMatrix(randomPoints(2, 2, 1)), { seed: 1 })).toThrow(AnalysisInputError)
    expect(() => nmds(pointsMatrix(randomPoints(4, 2, 1)), { seed: 1, dimensions: 4 })).toThrow(
      /4 samples in 4 dimensions/,
    )
    expect(() =>
      nmds({ ids: ['a', 'b', 'c'], condensed: Float64Array.of(1, Number.POSITIVE_INFINITY, 1) }, { seed: 1 }),
    ).toThrow(/Infinity/)
  })
})
