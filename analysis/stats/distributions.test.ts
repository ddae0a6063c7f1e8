import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chiSquareUpperTail, logGamma, normalCdf, normalUpperTail, wilcoxonRankSumCounts } from './distributions'
import { expectRelativelyClose, readStatsFixture, type RNumber } from './test-support'

interface Fixture {
  normal: { x: number[]; upper: number[]; lower: number[] }
  chiSquare: { x: number[]; df: number[]; upper: RNumber[] }
  logGamma: { x: number[]; value: number[] }
  pwilcox: { m: number; n: number; q: number[]; lower: number[] }[]
}
const reference = readStatsFixture<Fixture>('rank-tests.json')

describe('normal tails against R pnorm', () => {
  it('matches both tails to 1e-14 relative, out to 1e-300', () => {
    reference.normal.x.forEach((x, i) => {
      expectRelativelyClose(normalUpperTail(x), reference.normal.upper[i], 1e-14)
      expectRelativelyClose(normalCdf(x), reference.normal.lower[i], 1e-14)
    })
  })

  it('is symmetric: Φ(-x) = Q(x)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 37, noNaN: true }), (x) => {
        expect(normalCdf(-x)).toBe(normalUpperTail(x))
      }),
    )
  })
})

describe('chi-square upper tail against R pchisq', () => {
  it('matches to 1e-12 relative, including integer and half-integer shapes deep in the tail', () => {
    reference.chiSquare.x.forEach((x, i) => {
      expectRelativelyClose(chiSquareUpperTail(x, reference.chiSquare.df[i]), reference.chiSquare.upper[i], 1e-12)
    })
  })

  it('equals the normal tail for one degree of freedom: P(χ²₁ > z²) = 2Q(z)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 30, noNaN: true }), (z) => {
        expectRelativelyClose(chiSquareUpperTail(z * z, 1), 2 * normalUpperTail(z), 1e-12)
      }),
    )
  })
})

describe('logGamma against R lgamma', () => {
  it('matches to 1e-14 relative (or absolute near the zeros at 1 and 2)', () => {
    reference.logGamma.x.forEach((x, i) => {
      const expected = reference.logGamma.value[i]
      expect(Math.abs(logGamma(x) - expected)).toBeLessThanOrEqual(1e-14 * Math.max(1, Math.abs(expected)))
    })
  })
})

describe('Wilcoxon rank-sum null distribution against R pwilcox', () => {
  it('gives the lower tail to 1e-12 relative', () => {
    for (const { m, n, q, lower } of reference.pwilcox) {
      const counts = wilcoxonRankSumCounts(m, n)
      const total = counts.reduce((sum, c) => sum + c, 0)
      q.forEach((w, i) => {
        let tail = 0
        for (let k = 0; k <= w; k++) tail += counts[k]
        expectRelativelyClose(tail / total, lower[i], 1e-12)
      })
    }
  })

  it('counts C(m+n, m) rankings, symmetric about mn/2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (m, n) => {
        const counts = wilcoxonRankSumCounts(m, n)
        let binomial = 1
        for (let k = 1; k <= m; k++) binomial = (binomial * (n + k)) / k
        expect(counts.reduce((sum, c) => sum + c, 0)).toBeCloseTo(binomial, 6)
        for (let w = 0; w < counts.length; w++) expect(counts[w]).toBe(counts[m * n - w])
      }),
    )
  })
})
