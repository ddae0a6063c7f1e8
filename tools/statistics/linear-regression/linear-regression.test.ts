import { describe, expect, it } from 'vitest'
import { close, expectDrawable, modelFailure, modelReference, runModelDemo } from '../model-testing/test-support'

const reference = modelReference.linear

describe('LinearRegression of mtcars (mpg ~ wt + hp)', () => {
  it('gives the coefficient table and fit of R summary(lm())', async () => {
    const result = await runModelDemo('LinearRegression')
    const [coefficients, fit, observations] = result.tables
    expect(coefficients.rows.map((row) => row[0])).toEqual(['(Intercept)', 'wt', 'hp'])
    coefficients.rows.forEach((row, j) => {
      close(row[1] as number, reference.mtcars.estimate[j], 1e-10)
      close(row[2] as number, reference.mtcars.standardError[j], 1e-10)
      close(row[3] as number, reference.mtcars.t[j], 1e-10)
      close(row[4] as number, reference.mtcars.p[j], 1e-8)
    })
    close(fit.rows[0][1] as number, reference.mtcars.rSquared, 1e-12)
    close(fit.rows[1][1] as number, reference.mtcars.adjustedRSquared, 1e-12)
    close(fit.rows[2][1] as number, reference.mtcars.f, 1e-10)
    expect(fit.rows[4][1]).toBe(29)
    close(fit.rows[5][1] as number, reference.mtcars.fP, 1e-8)
    close(fit.rows[6][1] as number, reference.mtcars.sigma, 1e-12)
    expect(observations.rows[0][0]).toBe('Mazda RX4')
    observations.rows.forEach((row, i) => close(row[4] as number, reference.mtcars.standardized[i], 1e-9))
    expect(result.notes[0]).toBe('Fitted equation: mpg = 37.23 − 3.878 × wt − 0.03177 × hp')
    expect(result.notes[1]).toBe(
      'R² = 0.8268 (adjusted 0.8148), F(2, 29) = 69.21, p = 9.109e-12; residual standard error 2.593 on 29 degrees of freedom.',
    )
    expect(result.charts.map((chart) => chart.id)).toEqual(['lm-fit', 'lm-residuals', 'lm-qq', 'lm-scale-location'])
    expectDrawable(result.charts)
  })

  it('draws the fitted line of one predictor (mpg ~ wt)', async () => {
    const result = await runModelDemo('LinearRegression', { params: { predictor_columns: ['wt'] } })
    close(result.tables[0].rows[1][1] as number, reference.mtcarsSimple.estimate[1], 1e-10)
    expect(result.charts[0].title).toBe('Fit: mpg ~ wt')
  })

  it('names a predictor that is a combination of the others (1002) and a column used twice (1001)', async () => {
    const table = 'y\tx\tz\n1\t1\t2\n3\t2\t4\n2\t3\t6\n5\t4\t8\n'
    expect(
      await modelFailure('LinearRegression', {
        table,
        params: { response_column: 'y', predictor_columns: ['x', 'z'], label_column: '' },
      }),
    ).toEqual({ code: '1002', text: expect.stringMatching(/predictor "z" is constant or a linear combination/) })
    expect(
      await modelFailure('LinearRegression', { params: { response_column: 'mpg', predictor_columns: ['mpg'] } }),
    ).toEqual({ code: '1001', text: 'The column "mpg" cannot be both the response and a predictor.' })
  })
})
