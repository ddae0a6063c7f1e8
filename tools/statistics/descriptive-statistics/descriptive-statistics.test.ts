import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, runDemo, runDemoStored } from '../test-support'

/** R 4.2.2 and e1071 1.7-13 (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const r = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).descriptive

const STATISTICS = ['mean', 'sd', 'se', 'min', 'q1', 'median', 'q3', 'max', 'iqr', 'cv'] as const

function expectSummary(row: unknown[], expected: Record<string, number | number[]>, first: number, type: number): void {
  expect(row[first]).toBe(expected.n)
  expect(row[first + 1]).toBe(expected.missing)
  STATISTICS.forEach((name, k) => close(row[first + 2 + k], expected[name] as number, 1e-13))
  close(row[first + 12], (expected.skewness as number[])[type - 1], 1e-12)
  close(row[first + 13], (expected.kurtosis as number[])[type - 1], 1e-12)
}

describe('DescriptiveStatistics of the iris measurements by species', () => {
  it('gives n, mean, SD, SE, the quartiles (type 7), IQR, CV, skewness and kurtosis (type 2) as R and e1071', async () => {
    const result = await runDemo('DescriptiveStatistics')
    const rows = result.tables[0].rows
    expect(rows).toHaveLength(12)
    for (const row of rows) expectSummary(row, r.iris[row[0] as string][row[1] as string], 2, 2)
    expect(rows.slice(0, 3).map((row) => row.slice(0, 2))).toEqual([
      ['Sepal.Length', 'setosa'],
      ['Sepal.Length', 'versicolor'],
      ['Sepal.Length', 'virginica'],
    ])
    expect(result.charts[0].data.labels).toEqual(['Sepal.Length', 'Sepal.Width', 'Petal.Length', 'Petal.Width'])
    expectDrawable(result.charts)
  })

  it('counts missing cells, and takes the other skewness conventions (airquality ozone)', async () => {
    const ozone = ['Ozone', ...r.airqualityOzone.x.map((value: number | null) => (value === null ? 'NA' : value))].join(
      '\n',
    )
    for (const type of [1, 3]) {
      const result = await runDemo('DescriptiveStatistics', {
        params: { group_column: '', moment_type: type },
        table: ozone,
      })
      expectSummary(result.tables[0].rows[0], r.airqualityOzone, 1, type)
      expect(result.notes[0]).toContain(`e1071's type ${type}`)
    }
    const chinese = await runDemo('DescriptiveStatistics', {}, 'zh')
    expect(chinese.tables[0].columns.slice(0, 4)).toEqual(['数值列', 'Species', '例数', '缺失'])
  })

  it('refuses a table without a numeric column (1002)', async () => {
    const failure = await runFailure(runDemoStored('DescriptiveStatistics', { table: 'Species\nsetosa\nvirginica\n' }))
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe(
      'The table has no numeric column (one whose every cell is a number or empty, besides the group column).',
    )
  })
})
