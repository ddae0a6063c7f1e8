import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, rowOf, runDemo, runDemoStored } from '../test-support'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's
const reference: Record<string, any> = JSON.parse(
  readFileSync(
    new URL('../../../tests/fixtures/analysis/statistics/correlation-variance.json', import.meta.url),
    'utf8',
  ),
)

describe('VarianceHomogeneityTest of InsectSprays (count by spray)', () => {
  const r = reference.variances
  it('gives Levene and Brown-Forsythe as car::leveneTest, Bartlett and Fligner-Killeen as R', async () => {
    const result = await runDemo('VarianceHomogeneityTest')
    const rows = result.tables[0].rows
    const expected = [
      ["Levene's test (F)", r.levene],
      ['Brown-Forsythe test (F)', r.brownForsythe],
      ["Bartlett's test (K-squared)", r.bartlett],
      ['Fligner-Killeen test (chi-squared)', r.fligner],
    ] as const
    expected.forEach(([name, test], k) => {
      expect(rows[k][0]).toBe(name)
      close(rows[k][2], test.statistic, 1e-12)
      expect([rows[k][3], rows[k][4]]).toEqual(Array.isArray(test.df) ? test.df : [test.df, null])
      close(rows[k][5], test.p, 1e-12)
    })
    ;['A', 'B', 'C', 'D', 'E', 'F'].forEach((spray, g) =>
      close(rowOf(result, 'groups', spray)[6], r.variance[g], 1e-12),
    )
    expect(result.notes[0]).toBe(
      '6 groups, 72 values: 4 of the 4 tests have p below 0.05 (Brown-Forsythe p = 0.004223). The largest group variance is 12.87 times the smallest.',
    )
    expectDrawable(result.charts)
  })

  it('refuses a group with a single value (1002)', async () => {
    const failure = await runFailure(
      runDemoStored('VarianceHomogeneityTest', { table: 'spray\tcount\nA\t1\nA\t3\nA\t4\nB\t7\n' }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe('Group "B" has 1 values; the test needs at least 2.')
  })
})
