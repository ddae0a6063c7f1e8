import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, reference, rowOf, runDemo, runDemoStored } from '../test-support'

describe('ChiSquareTest of hair against eye colour', () => {
  it('gives X-squared, df, p, expected counts and standardized residuals of R chisq.test', async () => {
    const result = await runDemo('ChiSquareTest')
    const r = reference.chiSquare.hairEye
    const test = result.tables[0].rows[0]
    close(test[0], r.statistic, 1e-12)
    expect(test[1]).toBe(9)
    close(test[2], r.p, 1e-9)
    expect(test.slice(3)).toEqual(['no', 592])
    const blond = rowOf(result, 'expected', 'Blond')
    ;(r.expected[3] as number[]).forEach((value, j) => close(blond[j + 1], value, 1e-12))
    const residuals = rowOf(result, 'residuals', 'Black')
    ;(r.stdres[0] as number[]).forEach((value, j) => close(residuals[j + 1], value, 1e-12))
    expect(rowOf(result, 'observed', 'Total')).toEqual(['Total', 220, 215, 93, 64, 592])
    expect(result.notes[0]).toBe(
      "Pearson's chi-square test: X-squared = 138.3, df = 9, p = 2.325e-25 (4 × 4 table, 592 counts).",
    )
    expectDrawable(result.charts)
  })

  it('counts two categorical columns and corrects a 2 × 2 table as R does', async () => {
    const gear = reference.chiSquare.gearCyl.gear as string[]
    const cyl = reference.chiSquare.gearCyl.cyl as string[]
    const result = await runDemo('ChiSquareTest', {
      params: { layout: 'columns', row_variable: 'gear', column_variable: 'cyl' },
      table: ['gear\tcyl', ...gear.map((g, i) => `${g}\t${cyl[i]}`)].join('\n'),
    })
    close(result.tables[0].rows[0][0], reference.chiSquare.gearCyl.statistic, 1e-12)
    expect(result.notes[1]).toMatch(/^6 cells have an expected count below 5/)
    const admissions = await runDemo('ChiSquareTest', {
      table: 'Admit\tMale\tFemale\nAdmitted\t512\t89\nRejected\t313\t19\n',
    })
    close(admissions.tables[0].rows[0][0], reference.chiSquare.departmentA.statistic, 1e-12)
    expect(admissions.tables[0].rows[0][3]).toBe('yes')
  })

  it('refuses a count that is not a number of at least 0 (1002)', async () => {
    const failure = await runFailure(runDemoStored('ChiSquareTest', { table: 'x\ta\tb\nr1\t1\t-2\nr2\t3\t4\n' }))
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe('Line 2, column "b": -2 is not a count (a number of at least 0).')
  })
})
