import { describe, expect, it } from 'vitest'
import { dunnTest } from './dunn'
import { holm } from './fdr'
import { statisticsReference } from './statistics-test-support'
import { expectRelativelyClose } from './test-support'

const reference = statisticsReference.kruskal

describe("Dunn's test as its formula written in base R (InsectSprays)", () => {
  const counts = [
    [10, 7, 20, 14, 14, 12, 10, 23, 17, 20, 14, 13],
    [11, 17, 21, 11, 16, 14, 17, 17, 19, 21, 7, 13],
    [0, 1, 7, 2, 3, 1, 2, 1, 3, 0, 1, 4],
    [3, 5, 12, 6, 4, 3, 5, 5, 5, 5, 2, 4],
    [3, 5, 3, 5, 3, 6, 1, 1, 3, 2, 6, 4],
    [11, 9, 15, 22, 15, 16, 13, 10, 26, 26, 24, 13],
  ]
  it('gives mean ranks, z, p and Holm- and BH-adjusted p for every pair in R order', () => {
    const r = reference.insectSprays
    const holmResult = dunnTest(counts, 'holm')
    holmResult.meanRanks.forEach((rank, g) => expectRelativelyClose(rank, r.meanRanks[g], 1e-12))
    expect(holmResult.comparisons.map((c) => `${'ABCDEF'[c.later]}-${'ABCDEF'[c.earlier]}`)).toEqual(r.pair)
    holmResult.comparisons.forEach((comparison, k) => {
      expectRelativelyClose(comparison.meanRankDifference, r.difference[k], 1e-12)
      expectRelativelyClose(comparison.z, r.z[k], 1e-12)
      expectRelativelyClose(comparison.pValue, r.p[k], 1e-9)
      expectRelativelyClose(comparison.adjustedP, r.holm[k], 1e-9)
    })
    dunnTest(counts, 'BH').comparisons.forEach((comparison, k) =>
      expectRelativelyClose(comparison.adjustedP, r.bh[k], 1e-9),
    )
  })
})

describe('holm as R p.adjust(method = "holm")', () => {
  it('adjusts step-down and leaves NaN out', () => {
    const { p, holm: expected } = reference.holmCheck as { p: (number | null)[]; holm: (number | null)[] }
    const adjusted = holm(p.map((value) => value ?? NaN))
    expected.forEach((value, i) => expectRelativelyClose(adjusted[i], value, 1e-15))
  })
})
