import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, runDemo, runDemoStored } from '../test-support'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's
const reference: Record<string, any> = JSON.parse(
  readFileSync(
    new URL('../../../tests/fixtures/analysis/statistics/correlation-variance.json', import.meta.url),
    'utf8',
  ),
)
const adjustedColumn = 5

describe('CorrelationMatrix of mtcars', () => {
  const mtcars = reference.correlation.mtcars
  it("gives R cor.test's r and p and p.adjust's BH for all 55 pairs, and draws the heatmap", async () => {
    const result = await runDemo('CorrelationMatrix')
    const r = mtcars.pearson
    const pairs = result.tables[0].rows
    expect(pairs).toHaveLength(55)
    pairs.forEach((row, k) => {
      expect(row.slice(0, 2)).toEqual([r.first[k], r.second[k]])
      close(row[2], r.estimate[k], 1e-12)
      expect(row[3]).toBe(32)
      close(row[4], r.p[k], 1e-9)
      close(row[adjustedColumn], r.BH[k], 1e-9)
      expect(row[6]).toBe('t distribution')
    })
    const estimates = result.tables[1]
    expect(estimates.rows[0].slice(0, 3)).toEqual(['mpg', 1, pairs[0][2]])
    const pValues = result.tables[2]
    expect(pValues.title).toBe('p-values: unadjusted below the diagonal, Benjamini-Hochberg-adjusted above')
    expect(pValues.rows[1][1]).toBe(pairs[0][4])
    expect(pValues.rows[0][2]).toBe(pairs[0][adjustedColumn])
    expect(result.notes[0]).toBe(
      "Pearson correlation of 11 variables, 55 pairs; each pair uses the rows with values in both columns, tested two-sided as R 4.2.2's cor.test.",
    )
    expect(result.notes[2]).toBe('Strongest: cyl and disp, Pearson r = 0.902, p = 1.803e-12.')
    expectDrawable(result.charts)
  })

  it.each([
    ['spearman', 'holm'],
    ['kendall', 'bonferroni'],
  ] as const)('%s with %s adjustment as R', async (method, adjustment) => {
    const result = await runDemo('CorrelationMatrix', { params: { method, adjustment } })
    const r = mtcars[method]
    result.tables[0].rows.forEach((row, k) => {
      close(row[2], r.estimate[k], 1e-12)
      close(row[4], r.p[k], 1e-9)
      close(row[adjustedColumn], r[adjustment][k], 1e-9)
    })
  })

  it('takes the exact paths on data without ties', async () => {
    const data = reference.correlation.savings25
    const names = Object.keys(data.columns)
    const table = [
      names.join('\t'),
      ...data.columns[names[0]].map((_: number, i: number) => names.map((name) => data.columns[name][i]).join('\t')),
    ].join('\n')
    for (const method of ['spearman', 'kendall'] as const) {
      const result = await runDemo('CorrelationMatrix', { table, params: { method, adjustment: 'none' } })
      result.tables[0].rows.forEach((row, k) => {
        close(row[4], data[method].p[k], 1e-12)
        expect(row[6]).toBe(method === 'spearman' ? 'AS 89' : 'exact')
      })
    }
  })

  it('refuses a table with fewer than 2 numeric columns (1002)', async () => {
    const failure = await runFailure(runDemoStored('CorrelationMatrix', { table: 'car\tmpg\nA\t21\nB\t22\n' }))
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe('The correlation matrix needs at least 2 numeric columns; there are 1.')
  })
})
