import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { createRandom } from '../random'
import { anosim } from './anosim'
import {
  distanceMatrixOf,
  expectWithinPermutationError,
  randomDistanceMatrix,
  veganReference,
} from './permutation-test-support'
import { expectRelativelyClose } from './test-support'

const PERMUTATIONS = 9999
const { globalPatterns, dune } = veganReference
const cases = [
  {
    name: 'dune (Bray-Curtis) by Management',
    matrix: distanceMatrixOf(dune),
    grouping: dune.management,
    vegan: dune.byManagement.anosim,
  },
  {
    name: 'Global Patterns (Bray-Curtis) by SampleType',
    matrix: distanceMatrixOf(globalPatterns),
    grouping: globalPatterns.sampleType,
    vegan: globalPatterns.bySampleType.anosim,
  },
  {
    name: 'Global Patterns (Bray-Curtis) by human',
    matrix: distanceMatrixOf(globalPatterns),
    grouping: globalPatterns.human,
    vegan: globalPatterns.byHuman.anosim,
  },
]

describe('anosim against vegan::anosim', () => {
  it.each(cases)('$name: same R, p within permutation error', ({ matrix, grouping, vegan }) => {
    const result = anosim(matrix, grouping, { permutations: PERMUTATIONS, seed: 42 })
    expectRelativelyClose(result.statistic, vegan.statistic)
    expect(result.permutations).toBe(PERMUTATIONS)
    expectWithinPermutationError(result.pValue, PERMUTATIONS, vegan)
  })
})

describe('anosim', () => {
  const matrix = distanceMatrixOf(dune)
  const grouping = dune.management

  it('gives the same p-value for the same seed', () => {
    const first = anosim(matrix, grouping, { permutations: 199, seed: 7 })
    expect(anosim(matrix, grouping, { permutations: 199, seed: 7 })).toEqual(first)
  })

  it('reports NaN as the p-value of zero permutations', () => {
    const result = anosim(matrix, grouping, { permutations: 0, seed: 1 })
    expectRelativelyClose(result.statistic, dune.byManagement.anosim.statistic)
    expect(result.pValue).toBeNaN()
  })

  it('depends only on the ranks of the distances and not on the group names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }), fc.integer(), (n, seed) => {
        const random = createRandom(seed)
        const distances = randomDistanceMatrix(n, () => random.next())
        const labels = distances.ids.map((_, i) => (i % 3 === 0 ? 'a' : 'b'))
        const options = { permutations: 19, seed }
        const original = anosim(distances, labels, options)
        const squared = { ids: distances.ids, condensed: distances.condensed.map((d) => d * d + 1) }
        const renamed = labels.map((label) => (label === 'a' ? 'z' : 'y'))
        expect(anosim(squared, labels, options)).toEqual(original)
        expect(anosim(distances, renamed, options)).toEqual(original)
        expect(original.statistic).toBeGreaterThanOrEqual(-1)
        expect(original.statistic).toBeLessThanOrEqual(1)
      }),
      { numRuns: 50 },
    )
  })

  it('rejects a grouping that does not fit the matrix or has no replicates', () => {
    const options = { permutations: 9, seed: 1 }
    expect(() => anosim(matrix, grouping.slice(1), options)).toThrow(AnalysisInputError)
    expect(() =>
      anosim(
        matrix,
        grouping.map(() => 'one'),
        options,
      ),
    ).toThrow(AnalysisInputError)
    expect(() => anosim(matrix, matrix.ids, options)).toThrow(AnalysisInputError)
    expect(() => anosim(matrix, grouping, { permutations: 1.5, seed: 1 })).toThrow(RangeError)
  })
})
