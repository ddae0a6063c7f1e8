import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { correlationMatrix, correlationTest, type CorrelationMethod } from './correlation'
import { expectRelativelyClose, type RNumber } from './test-support'

interface RTest {
  i: number
  j: number
  estimate: number
  pValue: number
  n: number
}
interface DataSet {
  names: string[]
  columns: Record<string, RNumber[]>
  pearson: RTest[]
  spearman: RTest[]
}
const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/chart-statistics/correlation.json', import.meta.url), 'utf8'),
) as Record<'swiss' | 'airquality', DataSet>

const columnsOf = (data: DataSet) => data.names.map((name) => Float64Array.from(data.columns[name], (v) => v ?? NaN))

describe.each([
  ['swiss (47 provinces, tied ranks)', reference.swiss],
  ['airquality (missing values, pairwise complete)', reference.airquality],
])('correlation tests of %s against R cor.test', (_, data) => {
  const columns = columnsOf(data)
  it.each<CorrelationMethod>(['pearson', 'spearman'])('%s: r and p for every pair', (method) => {
    for (const expected of data[method]) {
      const test = correlationTest(columns[expected.i], columns[expected.j], method)
      expect(test.n).toBe(expected.n)
      expectRelativelyClose(test.estimate, expected.estimate, 1e-12)
      expectRelativelyClose(test.pValue, expected.pValue, 1e-9)
    }
  })

  it('the matrix is symmetric with the pairwise tests off the diagonal', () => {
    const matrix = correlationMatrix(columns, 'spearman')
    for (const expected of data.spearman) {
      expect(matrix.estimates[expected.i][expected.j]).toBe(matrix.estimates[expected.j][expected.i])
      expectRelativelyClose(matrix.pValues[expected.j][expected.i], expected.pValue, 1e-9)
    }
    matrix.estimates.forEach((row, i) => expect(row[i]).toBe(1))
  })
})

describe('degenerate correlations', () => {
  it('perfectly collinear data: r = 1 and p = 0, as R reports', () => {
    const test = correlationTest([1, 2, 3, 4], [3, 5, 7, 9], 'pearson')
    expect(test.estimate).toBe(1)
    expect(test.pValue).toBe(0)
  })

  it('a constant variable has no correlation (NaN), as R gives NA', () => {
    const test = correlationTest([1, 1, 1, 1], [3, 5, 7, 9], 'spearman')
    expect(test.estimate).toBeNaN()
    expect(test.pValue).toBeNaN()
  })
})
