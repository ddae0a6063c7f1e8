import { describe, expect, it } from 'vitest'
import { embeddingReference, tableOf } from './embedding-reference'
import { nearestNeighbours, trustworthiness } from './neighbours'

const k = embeddingReference.trustworthinessK

describe('trustworthiness, against sklearn.manifold.trustworthiness (k = 5)', () => {
  it('equals it on the first two principal components of the standardized wine data', () => {
    const { standardized } = embeddingReference.umapWine
    const { embedding, trustworthiness: expected } = embeddingReference.winePca
    expect(trustworthiness(tableOf(standardized), tableOf(embedding), k)).toBeCloseTo(expected, 12)
    expect(expected).toBeCloseTo(0.8713, 4)
  })

  it("equals it on scikit-learn's t-SNE of iris once tied distances are ranked by row number", () => {
    const { data } = embeddingReference.tsneIris
    const fixed = embeddingReference.tsneIris.sklearnTsne
    const ours = trustworthiness(tableOf(data), tableOf(fixed.embedding), k)
    expect(ours).toBeCloseTo(fixed.trustworthinessStableTies, 12)
    // sklearn's own ranks of iris's many tied distances (one-decimal centimetres) fall by chance.
    expect(Math.abs(ours - fixed.trustworthiness)).toBeLessThan(1e-3)
  })

  it('is 1 for the data themselves and refuses k ≥ n / 2', () => {
    const wine = tableOf(embeddingReference.umapWine.standardized)
    expect(trustworthiness(wine, wine, k)).toBe(1)
    expect(() => trustworthiness(wine, wine, 89)).toThrow(RangeError)
  })
})

describe('exact nearest neighbours, against sklearn.neighbors.NearestNeighbors on the standardized wine data', () => {
  const { standardized, neighbours: count, indices, distances } = embeddingReference.umapWine
  const ours = nearestNeighbours(tableOf(standardized), count)

  it('finds the same 15 neighbours of every wine (itself first) at the same distances', () => {
    indices.forEach((row, i) => {
      const mine = Array.from(ours.indices.subarray(i * count, (i + 1) * count))
      expect(mine[0]).toBe(i)
      expect(mine).toEqual(row)
      row.forEach((_, t) => expect(ours.distances[i * count + t]).toBeCloseTo(distances[i][t], 12))
    })
  })
})
