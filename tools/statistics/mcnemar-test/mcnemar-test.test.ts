import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, rowOf, runDemo, runDemoStored } from '../test-support'

// R 4.2.2 mcnemar.test (tests/fixtures/analysis/statistics/generate-count-tests.R)
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/count-tests.json', import.meta.url), 'utf8'),
).mcnemar

describe('McNemarTest', () => {
  it("gives R mcnemar.test's corrected statistic and p for the presidential approval ratings", async () => {
    const started = performance.now()
    const result = await runDemo('McNemarTest')
    expect(performance.now() - started).toBeLessThan(2000)
    const r = reference.performance
    const [statistic, df, p, corrected, n] = result.tables[0].rows[0]
    close(statistic, r.statistic, 1e-13)
    expect(df).toBe(1)
    close(p, r.pValue, 1e-12)
    expect([corrected, n]).toEqual(['yes', 1600])
    expect(rowOf(result, 'pairs', 'Approve and Disapprove').slice(1, 3)).toEqual([150, 86])
    expect(result.notes[0]).toBe(
      "McNemar's test with continuity correction: chi-squared = 16.82, df = 1, p = 4.115e-5 (2 × 2 table, 1600 pairs).",
    )
    expectDrawable(result.charts)
  })

  it("gives Bowker's test of an r × r table and the uncorrected 2 × 2 statistic", async () => {
    const uncorrected = await runDemo('McNemarTest', { params: { correct: false } })
    close(uncorrected.tables[0].rows[0][0], reference.performanceUncorrected.statistic, 1e-13)
    const r = reference.occupationalStatus
    const table = ['origin\t' + r.table.map((_: unknown, j: number) => `${j + 1}`).join('\t')]
    r.table.forEach((row: number[], i: number) => table.push(`${i + 1}\t${row.join('\t')}`))
    const status = await runDemo('McNemarTest', { table: table.join('\n') })
    close(status.tables[0].rows[0][0], r.statistic, 1e-13)
    expect(status.tables[0].rows[0][1]).toBe(28)
    close(status.tables[0].rows[0][2], r.pValue, 1e-12)
  })

  it('refuses a table that is not square (1002)', async () => {
    const failure = await runFailure(runDemoStored('McNemarTest', { table: 'x\ta\tb\tc\nr1\t1\t2\t3\nr2\t3\t4\t5\n' }))
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe(
      'A table of paired outcomes must be square (the same categories in rows and columns); it has 2 × 3.',
    )
  })
})
