/**
 * The correlation tests, p.adjust, Friedman and the equal-variance tests against R 4.2.2
 * (tests/fixtures/analysis/statistics/generate-correlation-variance.R) on small tie-free data and hand-made edge cases;
 * the tools' tests check the demo data sets.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { correlationPairTest, kendallCdf, kendallScore, spearmanTail } from './correlation-tests'
import { friedmanTest } from './friedman'
import { pAdjust } from './p-adjust'
import { expectRelativelyClose } from './test-support'
import { bartlettTest, flignerKilleenTest, leveneTest } from './variance-tests'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's
const reference: Record<string, any> = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/correlation-variance.json', import.meta.url), 'utf8'),
)

describe.each(['savings25', 'savings8'])('cor.test on LifeCycleSavings (%s, no ties)', (set) => {
  const data = reference.correlation[set]
  const column = (name: string) => Float64Array.from(data.columns[name] as number[])
  it.each(['spearman', 'kendall'] as const)("%s: R's exact-path p-values", (method) => {
    const r = data[method]
    ;(r.first as string[]).forEach((first, k) => {
      const test = correlationPairTest(column(first), column(r.second[k]), method)
      expect(test.pValueMethod).toBe(method === 'spearman' ? 'as89' : 'exact')
      expectRelativelyClose(test.estimate, r.estimate[k], 1e-12)
      expectRelativelyClose(test.pValue, r.p[k], 1e-12)
    })
  })
})

describe('correlation test pieces', () => {
  it('counts concordant minus discordant pairs with ties as the O(n²) definition does', () => {
    const x = [1, 2, 2, 3, 5, 5, 5, 0, 4]
    const y = [3, 1, 1, 2, 2, 9, 0, 0, 7]
    let score = 0
    let tiedX = 0
    let tiedY = 0
    for (let i = 0; i < x.length; i++)
      for (let j = i + 1; j < x.length; j++) {
        score += Math.sign(x[i] - x[j]) * Math.sign(y[i] - y[j])
        if (x[i] === x[j]) tiedX++
        if (y[i] === y[j]) tiedY++
      }
    expect(kendallScore(x, y)).toEqual({ score, tiedX, tiedY })
  })

  it("gives the exact tails' extremes and a normal p-value with ties", () => {
    expect(kendallCdf(-1, 5)).toBe(0)
    expect(kendallCdf(10, 5)).toBe(1)
    expect(kendallCdf(0, 5)).toBeCloseTo(1 / 120, 15)
    expect(spearmanTail(5, 0, false)).toBe(1)
    expect(spearmanTail(5, 41, false)).toBe(0)
    expect(spearmanTail(5, 40, false)).toBeCloseTo(1 / 120, 15)
    const tied = correlationPairTest([1, 2, 2, 3, 4], [1, 3, 2, 4, 4], 'kendall')
    expect(tied.pValueMethod).toBe('normal')
  })

  it('leaves pairs with a NaN out and gives NaN for a constant column', () => {
    expect(correlationPairTest([1, 2, NaN, 4, 5], [2, 1, 3, 5, 4], 'pearson').n).toBe(4)
    expect(correlationPairTest([1, 1, 1, 1], [1, 2, 3, 4], 'kendall').pValue).toBeNaN()
    expect(correlationPairTest([1, 1, 1, 1], [1, 2, 3, 4], 'spearman').estimate).toBeNaN()
  })

  it('adjusts by Bonferroni over the p-values that are not NaN, capped at 1', () => {
    expect(Array.from(pAdjust([0.01, NaN, 0.2, 0.04], 'bonferroni'))).toEqual([0.03, NaN, 0.6000000000000001, 0.12])
    expect(Array.from(pAdjust([0.01, 0.5], 'none'))).toEqual([0.01, 0.5])
  })
})

describe('Friedman and the equal-variance tests', () => {
  it('refuses designs they cannot test', () => {
    expect(() => friedmanTest([[1], [2]])).toThrow(RangeError)
    expect(
      friedmanTest([
        [1, 1, 1],
        [2, 2, 2],
      ]).statistic,
    ).toBeNaN()
    expect(() => leveneTest([[1, 2], [3]], 'mean')).toThrow(RangeError)
  })

  it('gives NaN where R gives no statistic', () => {
    expect(
      bartlettTest([
        [1, 1, 1],
        [1, 2, 3],
      ]).statistic,
    ).toBeNaN()
    expect(
      flignerKilleenTest([
        [1, 1],
        [2, 2],
      ]).statistic,
    ).toBeNaN()
  })
})
