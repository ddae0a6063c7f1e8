import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { averageRanks, tieCorrectionSum } from './ranks'

/** Ranks by definition: 1 + (number of smaller values) + (number of other equal values) / 2. */
function naiveRanks(values: number[]): number[] {
  return values.map((v) => 1 + values.filter((w) => w < v).length + (values.filter((w) => w === v).length - 1) / 2)
}

describe('averageRanks', () => {
  it('gives tied values the mean of their positions, as R rank()', () => {
    const { ranks, tieSizes } = averageRanks([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])
    // R: rank(c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5))
    expect(Array.from(ranks)).toEqual([4.5, 1.5, 6, 1.5, 8, 11, 3, 10, 8, 4.5, 8])
    expect(Array.from(tieSizes)).toEqual([2, 1, 2, 1, 3, 1, 1])
    expect(tieCorrectionSum(tieSizes)).toBe(6 + 6 + 24)
  })

  it('agrees with the definition on arrays long enough to need merging', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 300 }), (values) => {
        expect(Array.from(averageRanks(values).ranks)).toEqual(naiveRanks(values))
      }),
    )
  })
})
