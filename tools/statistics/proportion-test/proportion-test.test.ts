import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, rowOf, runDemo, runDemoStored } from '../test-support'

// R 4.2.2 prop.test (tests/fixtures/analysis/statistics/generate-count-tests.R)
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/count-tests.json', import.meta.url), 'utf8'),
).prop

describe('ProportionTest', () => {
  it("gives R prop.test's X-squared, df and p for the four studies of smokers", async () => {
    const started = performance.now()
    const result = await runDemo('ProportionTest')
    expect(performance.now() - started).toBeLessThan(2000)
    const r = reference.smokers
    const [statistic, df, p, corrected] = result.tables[0].rows[0]
    close(statistic, r.statistic, 1e-12)
    expect([df, corrected]).toEqual([3, 'no'])
    close(p, r.pValue, 1e-12)
    close(rowOf(result, 'groups', 'Study 3')[3], r.estimates[2], 1e-15)
    expect(result.notes[0]).toBe(
      'Test of equal proportions in 4 groups (two-sided): X-squared = 12.6, df = 3, p = 0.005585.',
    )
    expectDrawable(result.charts)
  })

  it('gives the interval of a difference (two groups, one-sided) and of one proportion', async () => {
    const two = await runDemo('ProportionTest', {
      table: 'Study\tSmokers\tPatients\nStudy 3\t129\t136\nStudy 4\t70\t82\n',
      params: { alternative: 'less' },
    })
    close(two.tables[0].rows[0][2], reference.lastTwoLess.pValue, 1e-12)
    const interval = rowOf(two, 'interval', 'Difference Study 3 − Study 4')
    close(interval[2], reference.lastTwoLess.interval[0], 1e-12)
    close(interval[3], reference.lastTwoLess.interval[1], 1e-12)
    const one = await runDemo('ProportionTest', {
      table: 'Study\tSmokers\tNon-smokers\nStudy 1\t83\t3\n',
      params: { second_column: 'Non-smokers', second_kind: 'failures', p: 0.9 },
    })
    close(one.tables[0].rows[0][0], reference.one.statistic, 1e-12)
    close(one.tables[2].rows[0][3] as number, reference.one.interval[1], 1e-12)
  })

  it('refuses more successes than the total (1002)', async () => {
    const failure = await runFailure(
      runDemoStored('ProportionTest', { table: 'Study\tSmokers\tPatients\nA\t9\t8\nB\t3\t5\n' }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe('Line 2: 9 successes is more than the total of 8.')
  })
})
