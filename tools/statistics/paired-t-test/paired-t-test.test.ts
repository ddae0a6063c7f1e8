import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, reference, rowOf, runDemo, runDemoStored } from '../test-support'

const wide = [
  'patient\tdrug1\tdrug2',
  ...[0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0, 2].map(
    (first, i) => `${i + 1}\t${first}\t${[1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4][i]}`,
  ),
].join('\n')

describe('PairedTTest of the sleep data (drug 1 against drug 2, matched by patient)', () => {
  it('gives t, df, p and the interval of R t.test(paired = TRUE)', async () => {
    const result = await runDemo('PairedTTest')
    const r = reference.tTests.sleepPaired
    const row = rowOf(result, 't-test', 'drug1 − drug2')
    close(row[1], r.statistic, 1e-12)
    close(row[2], r.df, 1e-12)
    close(row[3], r.pValue, 1e-10)
    close(row[4], r.estimate, 1e-12)
    close(row[6], r.lower, 1e-11)
    close(row[7], r.upper, 1e-11)
    expect(row[8]).toBe(10)
    expect(result.notes[0]).toBe(
      'Paired t-test (two-sided): t = -4.062, df = 9, p = 0.002833; mean difference drug1 − drug2 = -1.58 (95% CI -2.46 to -0.7001).',
    )
    expectDrawable(result.charts)
  })

  it('gives the same test from the wide layout, and leaves out a half-empty pair', async () => {
    const result = await runDemo('PairedTTest', {
      params: { layout: 'wide', first_column: 'drug1', second_column: 'drug2' },
      table: wide,
    })
    close(rowOf(result, 't-test', 'drug1 − drug2')[1], reference.tTests.sleepPaired.statistic, 1e-12)
    const short = await runDemo('PairedTTest', {
      params: { layout: 'wide', first_column: 'drug1', second_column: 'drug2' },
      table: `${wide}\n11\t1.5\t`,
    })
    expect(short.notes[1]).toBe('Left out of the paired test for want of the other value: 1.')
  })

  it('refuses an id twice in one condition (1002)', async () => {
    const failure = await runFailure(
      runDemoStored('PairedTTest', { table: 'ID\tgroup\textra\n1\ta\t1\n1\ta\t2\n1\tb\t3\n' }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toMatch(/^The id "1" occurs more than once in group "a" \(line 3\)/)
  })
})
