import { describe, expect, it } from 'vitest'
import { classicReference } from '../../../analysis/stats/statistics-test-support'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, rowOf, runDemo, runDemoStored } from '../test-support'

const r = classicReference.mannWhitney

describe('MannWhitneyTest of New York ozone, May against August (airquality)', () => {
  it('gives W and the p-value of R wilcox.test, normal approximation as the ties demand', async () => {
    const result = await runDemo('MannWhitneyTest')
    const row = rowOf(result, 'mann-whitney', 'May − August')
    close(row[1], r.airquality.statistic, 1e-12)
    close(row[2], r.airquality.pValue, 1e-10)
    expect(row[3]).toBe('normal approximation with continuity correction')
    expect(result.notes[0]).toBe(
      'Wilcoxon rank sum test (Mann-Whitney U, two-sided) of May − August: W = 127.5, p = 0.0001208 (normal approximation with continuity correction); medians 18 and 52.',
    )
    expect(result.notes[1]).toBe('37 rows without a group or a value were left out of the test.')
    expect(rowOf(result, 'groups', 'May').slice(0, 2)).toEqual(['May', 26])
    expectDrawable(result.charts)
  })

  it('drops the continuity correction when asked, as R correct = FALSE', async () => {
    const result = await runDemo('MannWhitneyTest', { params: { continuity_correction: false } })
    const row = rowOf(result, 'mann-whitney', 'May − August')
    close(row[2], r.airqualityNoCorrection.pValue, 1e-10)
    expect(row[3]).toBe('normal approximation')
  })

  it('uses the exact distribution for small samples without ties, W of the first group', async () => {
    const may = [41, 36, 12, 18, 28, 23, 19, 8]
    const august = [39, 9, 16, 78, 35, 66, 122, 89]
    const table = ['Month\tOzone', ...may.map((v) => `May\t${v}`), ...august.map((v) => `August\t${v}`)].join('\n')
    const forward = await runDemo('MannWhitneyTest', { table })
    const row = rowOf(forward, 'mann-whitney', 'May − August')
    close(row[1], r.exactSmall.statistic, 1e-12)
    close(row[2], r.exactSmall.pValue, 1e-12)
    expect(row[3]).toBe('exact distribution')
    const swapped = await runDemo('MannWhitneyTest', { table, params: { first_group: 'August', second_group: 'May' } })
    close(rowOf(swapped, 'mann-whitney', 'August − May')[1], r.exactSmallSwapped.statistic, 1e-12)
  })

  it('writes its words in Chinese too, and refuses a missing group (1001)', async () => {
    const result = await runDemo('MannWhitneyTest', {}, 'zh')
    expect(result.notes[0]).toMatch(/^Wilcoxon 秩和检验（Mann-Whitney U，双侧）May − August：W = 127.5，P = 0.0001208/)
    const missing = await runFailure(runDemoStored('MannWhitneyTest', { params: { first_group: 'Mai' } }))
    expect(missing.code).toBe('1001')
    expect(missing.text).toMatch(/has no group "Mai"/)
  })
})
