import { describe, expect, it } from 'vitest'
import { close, expectDrawable, modelFailure, modelReference, runModelDemo } from '../model-testing/test-support'

const reference = modelReference.mantel

/** Within 3 binomial standard errors of vegan's p (9999 permutations) plus our resolution. */
function expectNearVegan(pValue: number, permutations: number, vegan: number): void {
  const tolerance = 3 * Math.sqrt((vegan * (1 - vegan)) / permutations) + 1 / (permutations + 1)
  expect(Math.abs(pValue - vegan)).toBeLessThanOrEqual(tolerance)
}

describe('MantelTest of vegan varechem (standardized Euclidean) vs varespec (Bray-Curtis)', () => {
  it.each(['pearson', 'spearman'] as const)(
    '%s: r exactly as vegan mantel(), p within Monte-Carlo error',
    async (method) => {
      const result = await runModelDemo('MantelTest', { params: { method } })
      const rows = result.tables[0].rows
      close(rows[1][1] as number, reference[method].statistic, 1e-12)
      expectNearVegan(rows[2][1] as number, 999, reference[method].pValue)
      expect(rows.slice(3).map((row) => row[1])).toEqual([999, 24, 14, 44])
      if (method === 'pearson') {
        expect(result.notes[0]).toBe(
          'Mantel statistic r = 0.3047 (Pearson), one-sided p = 0.001 (999 permutations, seed 1).',
        )
        expectDrawable(result.charts)
      }
    },
  )

  it('refuses Bray-Curtis of negative values, naming the line (1002)', async () => {
    const table = 'a\tb\tc\n1\t2\t3\n2\t-1\t5\n4\t3\t1\n5\t1\t2\n'
    expect(
      await modelFailure('MantelTest', {
        table,
        params: { first_columns: ['a', 'b'], first_distance: 'braycurtis', second_columns: ['c'], label_column: '' },
      }),
    ).toEqual({ code: '1002', text: expect.stringMatching(/^Line 3 has a negative value/) })
  })
})
