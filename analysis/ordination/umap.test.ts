import { describe, expect, it } from 'vitest'
import { embeddingReference, tableOf } from './embedding-reference'
import { trustworthiness } from './neighbours'
import { umap } from './umap'

const wine = tableOf(embeddingReference.umapWine.standardized)
const run = (seed: number, epochs = 200) => umap(wine, { neighbours: 15, minDist: 0.1, epochs, seed })

describe('UMAP (umap-js on exact neighbours) of the standardized wine data', () => {
  it("builds its graph on scikit-learn's exact neighbours and keeps them in the picture (trustworthiness ≥ 0.9)", () => {
    const result = run(42, 500)
    const { indices, neighbours: k } = embeddingReference.umapWine
    expect(Array.from(result.neighbours.indices)).toEqual(indices.flat())
    expect(result.neighbours.k).toBe(k)
    expect(trustworthiness(wine, { values: result.embedding, rows: wine.rows, columns: 2 }, 5)).toBeGreaterThanOrEqual(
      0.9,
    )
  })

  it('gives the same coordinates for the same seed and others for another seed', () => {
    const first = run(3).embedding
    expect(first.every(Number.isFinite)).toBe(true)
    expect(run(3).embedding).toEqual(first)
    expect(run(4).embedding).not.toEqual(first)
  })
})
