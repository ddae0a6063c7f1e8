import { describe, expect, it } from 'vitest'
import { mantelTest } from './mantel'
import { modelReference } from './model-reference'
import { expectRelativelyClose } from './test-support'

const reference = modelReference.mantel
const ids = reference.sites
const vegetation = { ids, condensed: Float64Array.from(reference.vegDist) }
const chemistry = { ids, condensed: Float64Array.from(reference.envDist) }

/** Within 3 binomial standard errors of vegan's p (which used 10x more permutations) plus our resolution. */
function expectNearVegan(pValue: number, permutations: number, vegan: number): void {
  const tolerance = 3 * Math.sqrt((vegan * (1 - vegan)) / permutations) + 1 / (permutations + 1)
  expect(Math.abs(pValue - vegan)).toBeLessThanOrEqual(tolerance)
}

describe('mantelTest against vegan mantel() (varespec Bray-Curtis vs scaled varechem Euclidean)', () => {
  it.each(['pearson', 'spearman'] as const)(
    '%s: the statistic exactly, the p-value within Monte-Carlo error',
    (method) => {
      const result = mantelTest(vegetation, chemistry, { method, permutations: 999, seed: 1 })
      expectRelativelyClose(result.statistic, reference[method].statistic, 1e-12)
      expectNearVegan(result.pValue, 999, reference[method].pValue)
    },
  )

  it('is the same for the same seed and symmetric in its two matrices', () => {
    const a = mantelTest(vegetation, chemistry, { method: 'pearson', permutations: 99, seed: 7 })
    const b = mantelTest(vegetation, chemistry, { method: 'pearson', permutations: 99, seed: 7 })
    expect(Array.from(a.permuted)).toEqual(Array.from(b.permuted))
    const swapped = mantelTest(chemistry, vegetation, { method: 'pearson', permutations: 0, seed: 7 })
    expectRelativelyClose(swapped.statistic, a.statistic, 1e-12)
    expect(swapped.pValue).toBeNaN()
  })
})
