import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, rowOf, runDemo, runDemoStored } from '../test-support'

// R 4.2.2 fisher.test (tests/fixtures/analysis/statistics/generate-count-tests.R)
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/count-tests.json', import.meta.url), 'utf8'),
).fisher

const tableText = (rows: number[][]) =>
  ['x\t' + rows[0].map((_, j) => `c${j + 1}`).join('\t'), ...rows.map((row, i) => `r${i + 1}\t${row.join('\t')}`)].join(
    '\n',
  )

describe('FisherExactTest', () => {
  it('gives the p-value, conditional MLE odds ratio and its interval of R fisher.test for Titanic children', async () => {
    const started = performance.now()
    const result = await runDemo('FisherExactTest')
    expect(performance.now() - started).toBeLessThan(2000)
    const r = reference.titanicChildren
    const [p, oddsRatio, lower, upper, alternative, n] = result.tables[0].rows[0]
    close(p, r.pValue, 1e-12)
    close(oddsRatio, r.oddsRatio)
    close(lower, r.lower)
    close(upper, r.upper)
    expect([alternative, n]).toEqual(['two-sided', 109])
    expect(rowOf(result, 'observed', 'Total')).toEqual(['Total', 52, 57, 109])
    expect(result.notes[0]).toBe(
      "Fisher's exact test (two-sided): p = 0.1188; odds ratio (conditional MLE) = 1.975 (95% CI 0.853 to 4.673; 2 × 2 table, 109 counts).",
    )
    expectDrawable(result.charts)
  })

  it('tests one-sided 2 × 2 tables and r × c tables exactly (job satisfaction, mtcars)', async () => {
    const tea = await runDemo('FisherExactTest', {
      table: tableText(reference.teaGreater.table),
      params: { alternative: 'greater' },
    })
    close(tea.tables[0].rows[0][0], reference.teaGreater.pValue, 1e-12)
    close(tea.tables[0].rows[0][2], reference.teaGreater.lower)
    expect(tea.tables[0].rows[0][3]).toBeNull()
    const job = await runDemo('FisherExactTest', { table: tableText(reference.job.table) })
    close(job.tables[0].rows[0][0], reference.job.pValue, 1e-9)
    expect(job.notes[0]).toMatch(/^Fisher's exact test \(two-sided\): p = 0.7827 \(4 × 4 table, 96 counts/)
    const cyl = ['4', '6', '8']
    const gear = ['3', '4', '5']
    const lines = ['cyl\tgear']
    reference.cylGear.table.forEach((row: number[], i: number) =>
      row.forEach((count, j) => lines.push(...Array.from({ length: count }, () => `${cyl[i]}\t${gear[j]}`))),
    )
    const cars = await runDemo('FisherExactTest', {
      table: lines.join('\n'),
      params: { layout: 'columns', row_variable: 'cyl', column_variable: 'gear' },
    })
    close(cars.tables[0].rows[0][0], reference.cylGear.pValue, 1e-9)
  })

  it('refuses a count that is not a whole number (1002)', async () => {
    const failure = await runFailure(runDemoStored('FisherExactTest', { table: 'x\ta\tb\nr1\t1\t2.5\nr2\t3\t4\n' }))
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe('Line 2, column "b": 2.5 is not a count (a whole number of at least 0).')
  })
})
