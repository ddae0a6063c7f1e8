import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, runDemo, runDemoStored } from '../test-support'

/** R 4.2.2 t.test(x, mu =) (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const r = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).oneSampleT

function expectTest(row: unknown[], expected: Record<string, number | null>): void {
  close(row[2], expected.estimate!, 1e-14)
  close(row[4], expected.standardError!, 1e-13)
  close(row[6], expected.statistic!, 1e-12)
  expect(row[7]).toBe(expected.df)
  close(row[8], expected.pValue!, 1e-10)
  if (expected.lower === null) expect(row[9]).toBeNull()
  else close(row[9], expected.lower, 1e-12)
  if (expected.upper === null) expect(row[10]).toBeNull()
  else close(row[10], expected.upper, 1e-12)
}

describe("OneSampleTTest of Michelson's speed of light against 299792.458 km/s (morley)", () => {
  it('gives t, df, p and the interval of R t.test(x, mu = 792.458)', async () => {
    const result = await runDemo('OneSampleTTest')
    const row = result.tables[0].rows[0]
    expect(row.slice(0, 2)).toEqual(['Speed', 100])
    expectTest(row, r.morley)
    expect(result.notes[0]).toBe(
      'One-sample t-test (two-sided) of the mean of "Speed" against μ₀ = 792.458: t = 7.587, df = 99, p = 1.824e-11; mean 852.4 (95% CI 836.7 to 868.1), n = 100.',
    )
    expectDrawable(result.charts)
  })

  it('takes the one-sided alternatives and other levels as R', async () => {
    const less = await runDemo('OneSampleTTest', { params: { alternative: 'less', confidence_level: 0.99 } })
    expectTest(less.tables[0].rows[0], r.morleyLess)
    const greater = await runDemo('OneSampleTTest', {
      params: { alternative: 'greater', confidence_level: 0.9, mu: 850 },
    })
    expectTest(greater.tables[0].rows[0], r.morleyGreater)
    const chinese = await runDemo('OneSampleTTest', {}, 'zh')
    expect(chinese.notes[0]).toMatch(/^单样本 t 检验（双侧）"Speed" 的均值与 μ₀ = 792.458：t = 7.587/)
  })

  it('refuses a column with fewer than 2 values (1002)', async () => {
    const failure = await runFailure(
      runDemoStored('OneSampleTTest', { table: 'Expt\tRun\tSpeed\n1\t1\t850\n1\t2\t\n' }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe('The one-sample t-test needs at least 2 values; column "Speed" has 1.')
  })
})
