/**
 * One rule for a missing group value, through the tools the pipeline runs: vegan's mite data with
 * two Shrub values written "na" and "N/A" and a sample without reads, against R on the samples that
 * have a real Shrub value and reads (tests/fixtures/analysis/mite/, generate.R).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { alphaDiversityExecutor } from './alpha-diversity/executor'
import { betaDiversityPcoaExecutor } from './beta-diversity-pcoa/executor'
import { demoInput, rendered } from '../kit/test-support'
import { column, expectClose, tableById } from './test-support'

const MITE = 'tests/fixtures/analysis/mite/'
const metadata = readFileSync(`${MITE}metadata.tsv`, 'utf8')
const expected = JSON.parse(readFileSync(`${MITE}expected.json`, 'utf8')) as {
  permanova: { statistic: number; r2: number }
  anosim: number
  alpha: Record<'observed' | 'shannon', { statistic: number; pValue: number; groups: number }>
}

describe('mite by Shrub, with "na" and "N/A" among its values and a sample without reads', () => {
  it('tests every alpha index between the 3 real groups without the na, N/A and zero-read samples, as kruskal.test', async () => {
    const table = readFileSync(`${MITE}table-with-empty-sample.tsv`, 'utf8')
    const params = { group_column: 'Shrub', metric: 'observed', test: 'kruskal' }
    const result = rendered(
      await alphaDiversityExecutor(demoInput('AlphaDiversity', { params, files: { table, metadata } })),
    )
    const tests = tableById(result.tables, 'group-tests')
    const row = (metric: string) => tests.rows[column(tests, 'Metric').indexOf(metric)]
    for (const metric of ['observed', 'shannon'] as const) {
      expect(row(metric)[2]).toBe(3)
      expectClose(row(metric)[3], expected.alpha[metric].statistic)
      expectClose(row(metric)[4], expected.alpha[metric].pValue)
    }
    expect(result.charts[0].data.labels).toEqual(['Few', 'Many', 'None'])
    expect(result.notes).toContain('Kruskal-Wallis test (3 groups): H = 25.69, p = 2.64e-6')
    expect(result.notes).toContain(
      '3 sample(s) left out of the tests between groups, as R leaves them out: 2 without a group in column "Shrub" (empty, NA, N/A, NaN or null): site5, site40; 1 with no reads (no relative abundance or diversity): site71.',
    )
  })

  it('gives ANOSIM R and PERMANOVA F of vegan on the samples with a real Shrub value, naming the others', async () => {
    const table = readFileSync(`${MITE}table.tsv`, 'utf8')
    const params = { group_column: 'Shrub', metric: 'braycurtis', permutations: 99 }
    const result = rendered(
      await betaDiversityPcoaExecutor(demoInput('BetaDiversityPCoA', { params, files: { table, metadata } })),
    )
    const tests = tableById(result.tables, 'group-tests')
    expectClose(tests.rows[0][2], expected.anosim)
    expectClose(tests.rows[1][2], expected.permanova.statistic)
    expectClose(tests.rows[1][3], expected.permanova.r2)
    expect(result.notes).toContain(
      '2 sample(s) left out of the tests between groups, as R leaves them out: 2 without a group in column "Shrub" (empty, NA, N/A, NaN or null): site5, site40.',
    )
  })
})
