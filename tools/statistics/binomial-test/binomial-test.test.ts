import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, runDemo, runDemoStored } from '../test-support'

// R 4.2.2 binom.test (tests/fixtures/analysis/statistics/generate-count-tests.R)
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/count-tests.json', import.meta.url), 'utf8'),
).binom

describe('BinomialTest', () => {
  it("gives R binom.test's p-value and Clopper-Pearson interval for Mendel's peas", async () => {
    const started = performance.now()
    const result = await runDemo('BinomialTest')
    expect(performance.now() - started).toBeLessThan(2000)
    const r = reference.mendel
    const [x, n, estimate, lower, upper, p0, p] = result.tables[0].rows[0]
    expect([x, n, p0]).toEqual([682, 925, 0.75])
    close(estimate, r.estimate, 1e-15)
    close(lower, r.lower, 1e-12)
    close(upper, r.upper, 1e-12)
    close(p, r.pValue, 1e-12)
    expect(result.tables[0].columns[0]).toBe('Successes (giant)')
    expect(result.notes[0]).toBe(
      'Exact binomial test (two-sided): 682 of 925 trials were giant, a proportion of 0.7373 (95% CI 0.7077 to 0.7654, Clopper-Pearson); against p = 0.75, p-value = 0.3825.',
    )
    expectDrawable(result.charts)
  })

  it('counts a column of outcomes, one-sided (mtcars transmissions)', async () => {
    const cars = await runDemo('BinomialTest', {
      table: ['am', ...Array.from({ length: 32 }, (_, i) => (i < 13 ? 'manual' : 'automatic'))].join('\n'),
      params: { layout: 'outcomes', outcome_column: 'am', p: 0.5 },
    })
    close(cars.tables[0].rows[0][6], reference.mtcarsManual.pValue, 1e-12)
    const greater = await runDemo('BinomialTest', {
      params: { alternative: 'greater', confidence_level: 0.99 },
    })
    close(greater.tables[0].rows[0][6], reference.mendelGreater.pValue, 1e-12)
    close(greater.tables[0].rows[0][3], reference.mendelGreater.lower, 1e-12)
  })

  it('refuses a success outcome that is not there (1001)', async () => {
    const failure = await runFailure(runDemoStored('BinomialTest', { params: { success: 'tall' } }))
    expect(failure.code).toBe('1001')
    expect(failure.text).toBe('No outcome is called "tall" (there are: giant, dwarf).')
  })
})
