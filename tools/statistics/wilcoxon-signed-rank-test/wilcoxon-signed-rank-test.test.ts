import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, runDemo, runDemoStored } from '../test-support'

/** R 4.2.2 wilcox.test (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const r = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).wilcoxonSignedRank

const sleep = (rows: number[][]) =>
  ['patient\tdrug1\tdrug2', ...rows.map(([d1, d2], i) => `${i + 1}\t${d1}\t${d2}`)].join('\n')

describe('WilcoxonSignedRankTest of the depression scores of ?wilcox.test (first against second visit)', () => {
  it('gives V, the exact p, the pseudo-median and its interval of R wilcox.test(paired = TRUE, "greater")', async () => {
    const result = await runDemo('WilcoxonSignedRankTest')
    const row = result.tables[0].rows[0]
    expect(row.slice(0, 4)).toEqual(['first_visit − second_visit', 9, 0, r.depressionGreater.statistic])
    close(row[4], r.depressionGreater.pValue, 1e-14)
    expect(row[5]).toBe('exact distribution')
    expect(row[6]).toBe(r.depressionGreater.estimate)
    expect(row[7]).toBe(r.depressionGreater.lower)
    expect(row[8]).toBeNull()
    expect(result.notes).toEqual([
      'Wilcoxon signed-rank test (one-sided: location > μ₀) of first_visit − second_visit: V = 40, p = 0.01953 (exact distribution), n = 9.',
      'Pseudo-median (Hodges-Lehmann estimate) 0.46, exact 95% confidence interval 0.175 to ∞.',
    ])
    expectDrawable(result.charts)
  })

  it('gives the two-sided test, one column against μ₀, and a lowered level as R', async () => {
    const two = await runDemo('WilcoxonSignedRankTest', { params: { alternative: 'two.sided' } })
    close(two.tables[0].rows[0][4], r.depressionTwoSided.pValue, 1e-14)
    expect(two.tables[0].rows[0].slice(6)).toEqual([
      r.depressionTwoSided.estimate,
      r.depressionTwoSided.lower,
      r.depressionTwoSided.upper,
    ])
    const one = await runDemo('WilcoxonSignedRankTest', {
      params: { layout: 'one-sample', mu: 1.5, alternative: 'two.sided' },
    })
    const row = one.tables[0].rows[0]
    expect(row.slice(0, 4)).toEqual(['first_visit against μ₀ = 1.5', 9, 0, r.depressionMu.statistic])
    close(row[4], r.depressionMu.pValue, 1e-14)
    expect(row.slice(6)).toEqual([r.depressionMu.estimate, r.depressionMu.lower, r.depressionMu.upper])
    const four = await runDemo('WilcoxonSignedRankTest', {
      params: { first_column: 'drug1', second_column: 'drug2', alternative: 'two.sided' },
      table: sleep(r.depressionFour.x.map((x: number, i: number) => [x, r.depressionFour.y[i]])),
    })
    expect(four.tables[0].columns[7]).toBe('Lower 88% CI')
    expect(four.notes[2]).toBe('Too few values for the requested confidence level; the interval is at 88%.')
  })

  it('turns to the normal approximation with ties and zeros (sleep), with or without the correction', async () => {
    const pairs = r.sleepTies.x.map((x: number, i: number) => [x, r.sleepTies.y[i]])
    const result = await runDemo('WilcoxonSignedRankTest', {
      params: { first_column: 'drug1', second_column: 'drug2', alternative: 'two.sided' },
      table: sleep(pairs),
    })
    const row = result.tables[0].rows[0]
    expect(row.slice(0, 4)).toEqual(['drug1 − drug2', 9, 1, 0])
    close(row[4], r.sleepTies.pValue, 1e-13)
    expect(row.slice(5)).toEqual(['normal approximation with continuity correction', null, null, null])
    expect(result.notes[1]).toBe(
      'Some |differences| are tied, and 1 differences equal μ₀ (dropped), so the p-value uses the normal approximation (with the tie correction) and no pseudo-median or interval is given.',
    )
    const plain = await runDemo('WilcoxonSignedRankTest', {
      params: { first_column: 'drug1', second_column: 'drug2', alternative: 'two.sided', continuity_correction: false },
      table: sleep(pairs),
    })
    close(plain.tables[0].rows[0][4], r.sleepTiesNoCorrection.pValue, 1e-13)
    const chinese = await runDemo('WilcoxonSignedRankTest', {}, 'zh')
    expect(chinese.notes[0]).toMatch(
      /^Wilcoxon 符号秩检验（单侧：位置 > μ₀）first_visit − second_visit：V = 40，P = 0.01953/,
    )
  })

  it('refuses data with no difference left (1002)', async () => {
    const failure = await runFailure(
      runDemoStored('WilcoxonSignedRankTest', { table: 'patient\tfirst_visit\tsecond_visit\n1\t2\t2\n2\t1\t\n' }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe(
      'Nothing to test: no value is left once the missing ones and those equal to μ₀ are dropped.',
    )
  })
})
