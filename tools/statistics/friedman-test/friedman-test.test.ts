import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoText, runFailure } from '../../kit/test-support'
import { close, expectDrawable, rowOf, runDemo, runDemoStored } from '../test-support'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's
const reference: Record<string, any> = JSON.parse(
  readFileSync(
    new URL('../../../tests/fixtures/analysis/statistics/correlation-variance.json', import.meta.url),
    'utf8',
  ),
)

/** The demo in the long layout: one row per player and method. */
function longTable(edit: (rows: string[][]) => string[][] = (rows) => rows): string {
  const [header, ...rows] = demoText('FriedmanTest', 'rounding-times.tsv')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
  const long = rows.flatMap((row) => header.slice(1).map((method, j) => [row[0], method, row[j + 1]]))
  return ['player\tmethod\ttime', ...edit(long).map((row) => row.join('\t'))].join('\n')
}

describe('FriedmanTest of RoundingTimes', () => {
  const r = reference.friedman
  it("gives R friedman.test's chi-squared, df and p, the rank sums and Kendall's W", async () => {
    const result = await runDemo('FriedmanTest')
    const test = result.tables[0].rows[0]
    close(test[0], r.statistic, 1e-12)
    expect(test.slice(1, 2)).toEqual([2])
    close(test[2], r.p, 1e-12)
    expect(test.slice(3, 5)).toEqual([22, 3])
    close(test[5], r.kendallW, 1e-12)
    ;['Round Out', 'Narrow Angle', 'Wide Angle'].forEach((method, j) => {
      const row = rowOf(result, 'treatments', method)
      close(row[4], r.rankSums[j], 1e-12)
      close(row[5], r.meanRanks[j], 1e-12)
    })
    expect(result.notes[0]).toBe(
      'Friedman rank sum test: chi-squared = 11.14, df = 2, p = 0.003805; 22 blocks × 3 treatments, Kendall’s W = 0.2532.',
    )
    expectDrawable(result.charts)
  })

  it('reads the long layout and drops an incomplete block as R does', async () => {
    const params = { layout: 'long', block_column: 'player', treatment_column: 'method', value_column: 'time' }
    const long = await runDemo('FriedmanTest', { params, table: longTable() })
    close(long.tables[0].rows[0][0], r.statistic, 1e-12)
    const incomplete = await runDemo('FriedmanTest', {
      params,
      table: longTable((rows) =>
        rows.map((row) => (row[0] === '22' && row[1] === 'Wide Angle' ? [...row.slice(0, 2), 'NA'] : row)),
      ),
    })
    close(incomplete.tables[0].rows[0][0], reference.friedmanIncomplete.statistic, 1e-12)
    close(incomplete.tables[0].rows[0][2], reference.friedmanIncomplete.p, 1e-12)
    expect(incomplete.notes[1]).toBe('Blocks left out for want of a value for some treatment, as R does: 1.')
  })

  it('refuses a block with a treatment twice (1002)', async () => {
    const table = longTable((rows) => [...rows, ['3', 'Round Out', '5.3']])
    const failure = await runFailure(
      runDemoStored('FriedmanTest', {
        params: { layout: 'long', block_column: 'player', treatment_column: 'method', value_column: 'time' },
        table,
      }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe(
      'Block "3" has treatment "Round Out" more than once (line 68); the Friedman test takes one value per block and treatment.',
    )
  })
})
