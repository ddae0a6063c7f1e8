import { describe, expect, it } from 'vitest'
import { close, expectDrawable, reference, rowOf, runDemo } from '../test-support'

describe("WelchTTest of mtcars' fuel economy, automatic against manual", () => {
  it("gives t, Satterthwaite's df, p and the interval of R t.test", async () => {
    const result = await runDemo('WelchTTest')
    const r = reference.tTests.mtcarsWelch
    const row = rowOf(result, 't-test', 'automatic − manual')
    close(row[1], r.statistic, 1e-12)
    close(row[2], r.df, 1e-12)
    close(row[3], r.pValue, 1e-10)
    close(row[4], r.estimate, 1e-12)
    close(row[6], r.lower, 1e-11)
    close(row[7], r.upper, 1e-11)
    expect(result.notes[0]).toMatch(
      /^Welch's t-test \(unequal variances\) \(two-sided\): t = -3.767, df = 18.33, p = 0.001374;/,
    )
    expectDrawable(result.charts)
  })

  it('takes the only two groups in table order when none is named', async () => {
    const result = await runDemo('WelchTTest', { params: { first_group: '', second_group: '' } })
    expect(result.tables[0].rows[0][0]).toBe('manual − automatic')
  })
})
