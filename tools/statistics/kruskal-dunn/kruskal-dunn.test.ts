import { describe, expect, it } from 'vitest'
import { close, expectDrawable, reference, rowOf, runDemo } from '../test-support'

describe('KruskalDunn of InsectSprays (count by spray)', () => {
  const r = reference.kruskal.insectSprays
  it("gives R kruskal.test's H and p, and Dunn's z with Holm's adjustment for every pair", async () => {
    const result = await runDemo('KruskalDunn')
    const test = result.tables[0].rows[0]
    close(test[0], r.statistic, 1e-12)
    expect(test[1]).toBe(5)
    close(test[2], r.pValue, 1e-9)
    ;(r.pair as string[]).forEach((pair, k) => {
      const row = rowOf(result, 'dunn', pair.replace('-', ' − '))
      close(row[1], r.difference[k], 1e-12)
      close(row[2], r.z[k], 1e-12)
      close(row[3], r.p[k], 1e-9)
      close(row[4], r.holm[k], 1e-9)
    })
    expect(result.notes[0]).toBe(
      'Kruskal-Wallis test: chi-squared = 54.69, df = 5, p = 1.511e-10; Dunn: 9 of 15 pairs of groups have an adjusted p below 0.05.',
    )
    expectDrawable(result.charts)
  })

  it('adjusts by Benjamini-Hochberg when asked', async () => {
    const result = await runDemo('KruskalDunn', { params: { adjustment: 'BH' } })
    close(rowOf(result, 'dunn', 'C − A')[4], r.bh[1], 1e-9)
    expect(result.tables[1].title).toBe("Dunn's pairwise comparisons (Benjamini-Hochberg-adjusted)")
  })
})
