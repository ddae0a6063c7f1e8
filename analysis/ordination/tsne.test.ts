import { describe, expect, it } from 'vitest'
import { embeddingReference, tableOf } from './embedding-reference'
import { trustworthiness } from './neighbours'
import { conditionalProbabilities, jointProbabilities, perplexityLimit, squaredDistances, tsne } from './tsne'

const reference = embeddingReference.tsneIris
const iris = tableOf(reference.data)
const n = iris.rows

function largestDifference(ours: Float64Array, theirs: number[][]): number {
  let largest = 0
  theirs.forEach((row, i) =>
    row.forEach((value, j) => (largest = Math.max(largest, Math.abs(ours[i * n + j] - value)))),
  )
  return largest
}

describe("t-SNE's input affinities of iris (perplexity 30), against scikit-learn's exact TSNE", () => {
  const conditional = conditionalProbabilities(squaredDistances(iris), n, reference.perplexity)

  it('calibrates every row to the perplexity: p(j | i) as _binary_search_perplexity within 1e-6', () => {
    expect(largestDifference(conditional, reference.conditional)).toBeLessThan(1e-6)
    // Each row is a distribution whose perplexity is 30.
    for (let i = 0; i < n; i++) {
      const row = conditional.subarray(i * n, (i + 1) * n)
      const entropy = -row.reduce((sum, p) => (p > 0 ? sum + p * Math.log(p) : sum), 0)
      expect(Math.abs(Math.exp(entropy) - 30)).toBeLessThan(1e-3)
    }
  })

  it('symmetrises them into the joint p_ij of _joint_probabilities within 1e-6 (relative 1e-5 where above 1e-4)', () => {
    const joint = jointProbabilities(conditional, n)
    expect(largestDifference(joint, reference.joint)).toBeLessThan(1e-6)
    reference.joint.forEach((row, i) =>
      row.forEach((value, j) => {
        if (value > 1e-4) expect(Math.abs(joint[i * n + j] - value) / value).toBeLessThan(1e-5)
      }),
    )
  })
})

describe('t-SNE of iris', () => {
  const run = (seed: number) => tsne(iris, { perplexity: 30, iterations: 1000, seed })
  const embeddingOf = (result: ReturnType<typeof run>) => ({ values: result.embedding, rows: n, columns: 2 })

  it("keeps the neighbours as well as scikit-learn's own TSNE (trustworthiness, k = 5)", () => {
    const ours = trustworthiness(iris, embeddingOf(run(42)), 5)
    const sklearns = reference.sklearnTsne.trustworthiness
    expect(ours).toBeGreaterThanOrEqual(0.9)
    expect(ours).toBeGreaterThanOrEqual(sklearns - 0.03)
  })

  it('gives the same coordinates for the same seed and others for another seed', () => {
    const first = run(7)
    expect(run(7).embedding).toEqual(first.embedding)
    expect(run(8).embedding).not.toEqual(first.embedding)
    // The KL divergence of a good embedding is near scikit-learn's (0.1 to 0.2 on iris).
    expect(Math.abs(first.klDivergence - reference.sklearnTsne.klDivergence)).toBeLessThan(0.1)
  })

  it('refuses a perplexity of (n − 1) / 3 or more', () => {
    expect(perplexityLimit(150)).toBeCloseTo(149 / 3, 12)
    expect(() => tsne(iris, { perplexity: 50, iterations: 300, seed: 1 })).toThrow(RangeError)
  })
})
