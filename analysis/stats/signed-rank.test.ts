import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { signedRankCounts, wilcoxonSignedRank } from './signed-rank'
import type { TTestAlternative } from './t-tests'
import { expectRelativelyClose, type RNumber } from './test-support'

interface Case {
  x: number[]
  y?: number[]
  options: { mu: number; alternative: TTestAlternative; correct: boolean; confidenceLevel: number }
  exact: boolean
  statistic: number
  pValue: number
  estimate?: number
  lower?: RNumber
  upper?: RNumber
  confLevel?: number
}
/** R 4.2.2 wilcox.test (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).wilcoxonSignedRank as Record<string, Case>

const infinite = (value: RNumber | undefined, sign: number) => (value === null ? sign * Infinity : value!)

describe('wilcoxonSignedRank (R wilcox.test, one sample and paired)', () => {
  it.each(Object.entries(reference))('%s: V, p and the exact interval as R', (_, expected) => {
    const values = expected.y ? expected.x.map((value, i) => value - expected.y![i]) : expected.x
    const result = wilcoxonSignedRank(values, expected.options)
    expect(result.method === 'exact').toBe(expected.exact)
    expect(result.statistic).toBe(expected.statistic)
    expectRelativelyClose(result.pValue, expected.pValue, 1e-13)
    if (!expected.exact) {
      expect(result.interval).toBeUndefined()
      return
    }
    const interval = result.interval!
    expect(interval.estimate).toBe(expected.estimate)
    expect(interval.lower).toBe(infinite(expected.lower, -1))
    expect(interval.upper).toBe(infinite(expected.upper, 1))
    expect(interval.confidenceLevel).toBe(expected.confLevel)
    expect(interval.levelLowered).toBe(expected.confLevel !== expected.options.confidenceLevel)
  })

  it('counts the 2ⁿ sign patterns by their positive rank sum (R dsignrank × 2ⁿ)', () => {
    expect(Array.from(signedRankCounts(4))).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1])
    expect(signedRankCounts(49).reduce((sum, count) => sum + count, 0)).toBe(2 ** 49)
  })

  it('drops the zeros and NaN, and refuses an empty sample', () => {
    const result = wilcoxonSignedRank([0, 1, NaN, -2, 3])
    expect(result.n).toBe(3)
    expect(result.zeros).toBe(1)
    expect(result.method).toBe('normal-corrected')
    expect(() => wilcoxonSignedRank([0, 0])).toThrow(RangeError)
  })
})
