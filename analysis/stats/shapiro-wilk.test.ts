import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ppoints } from './qq'
import { normalQuantile } from './distributions-extra'
import { shapiroWilk } from './shapiro-wilk'
import { expectRelativelyClose } from './test-support'

interface Case {
  x: number[]
  n: number
  statistic: number
  pValue: number
}
/** R 4.2.2 shapiro.test (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).shapiroWilk as Record<string, Case> & { toothOJQq: { theoretical: number[]; sample: number[] } }

describe('shapiroWilk (R shapiro.test, AS R94)', () => {
  const cases = Object.entries(reference).filter(([name]) => name !== 'toothOJQq') as [string, Case][]
  it.each(cases)('%s: W and p as R', (_, expected) => {
    const result = shapiroWilk(expected.x)
    expect(result.n).toBe(expected.n)
    expectRelativelyClose(result.statistic, expected.statistic, 1e-14)
    expectRelativelyClose(result.pValue, expected.pValue, 1e-12)
  })

  it('does not depend on the order of the values, and drops NaN', () => {
    const { x } = reference.n11
    const shuffled = [...x].reverse()
    expect(shapiroWilk([NaN, ...shuffled]).statistic).toBe(shapiroWilk(x).statistic)
  })

  it('places the Q-Q points at qnorm(ppoints(n)) as R qqnorm', () => {
    const { theoretical } = reference.toothOJQq
    ppoints(theoretical.length).forEach((p, i) => expectRelativelyClose(normalQuantile(p), theoretical[i], 1e-14))
  })

  it('refuses fewer than 3 values and values that are all the same', () => {
    expect(() => shapiroWilk([1, 2])).toThrow(RangeError)
    expect(() => shapiroWilk([2, 2, 2, 2])).toThrow(/identical/)
  })
})
