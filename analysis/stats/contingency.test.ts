import { describe, expect, it } from 'vitest'
import { chiSquareIndependence, crossTabulate } from './contingency'
import { statisticsReference } from './statistics-test-support'
import { expectRelativelyClose } from './test-support'

const reference = statisticsReference.chiSquare

function expectMatrix(actual: number[][], expected: number[][]): void {
  actual.forEach((row, i) => row.forEach((value, j) => expectRelativelyClose(value, expected[i][j], 1e-12)))
}

describe('chiSquareIndependence as R chisq.test', () => {
  it('tests the 4 × 4 hair and eye colour table with its expected counts and residuals', () => {
    const r = reference.hairEye
    const test = chiSquareIndependence(r.counts)
    expectRelativelyClose(test.statistic, r.statistic, 1e-12)
    expect(test.degreesOfFreedom).toBe(9)
    expectRelativelyClose(test.pValue, r.p, 1e-9)
    expect(test.corrected).toBe(false)
    expectMatrix(test.expected, r.expected)
    expectMatrix(test.residuals, r.residuals)
    expectMatrix(test.standardizedResiduals, r.stdres)
  })
  it("applies Yates' correction to a 2 × 2 table unless told not to", () => {
    const r = reference.departmentA
    const corrected = chiSquareIndependence(r.counts)
    expect(corrected.corrected).toBe(true)
    expectRelativelyClose(corrected.statistic, r.statistic, 1e-12)
    expectRelativelyClose(corrected.pValue, r.p, 1e-9)
    const plain = chiSquareIndependence(r.counts, false)
    expectRelativelyClose(plain.statistic, reference.departmentAUncorrected.statistic, 1e-12)
    expectRelativelyClose(plain.pValue, reference.departmentAUncorrected.p, 1e-9)
  })
  it('cross-tabulates two columns as R table() does, numeric levels in increasing order', () => {
    const r = reference.gearCyl
    const table = crossTabulate(r.gear, r.cyl)
    expect(table.rowLevels).toEqual(['3', '4', '5'])
    expect(table.columnLevels).toEqual(['4', '6', '8'])
    expect(table.counts).toEqual([
      [1, 2, 12],
      [8, 4, 0],
      [2, 1, 2],
    ])
    expectRelativelyClose(chiSquareIndependence(table.counts).statistic, r.statistic, 1e-12)
  })
  it('refuses an empty row', () =>
    expect(() =>
      chiSquareIndependence([
        [0, 0],
        [1, 2],
      ]),
    ).toThrow(RangeError))
})
