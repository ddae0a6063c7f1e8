import { describe, expect, it } from 'vitest'
import { close, expectDrawable, modelFailure, modelReference, runModelDemo } from '../model-testing/test-support'

const reference = modelReference.logistic

describe('LogisticRegression of MASS Pima.tr (type ~ npreg + glu + bmi + ped + age)', () => {
  it('gives the coefficients, odds ratios and deviances of R glm(binomial) and the AUC of pROC', async () => {
    const result = await runModelDemo('LogisticRegression')
    const [coefficients, fit] = result.tables
    expect(coefficients.rows.map((row) => row[0])).toEqual(['(Intercept)', 'npreg', 'glu', 'bmi', 'ped', 'age'])
    coefficients.rows.forEach((row, j) => {
      close(row[1] as number, reference.estimate[j], 1e-10)
      close(row[2] as number, reference.standardError[j], 1e-9)
      close(row[3] as number, reference.z[j], 1e-9)
      close(row[4] as number, reference.p[j], 1e-8)
      close(row[5] as number, reference.oddsRatio[j], 1e-10)
      close(row[6] as number, reference.lower[j], 1e-9)
      close(row[7] as number, reference.upper[j], 1e-9)
    })
    close(fit.rows[0][1] as number, reference.nullDeviance, 1e-12)
    close(fit.rows[2][1] as number, reference.deviance, 1e-12)
    close(fit.rows[4][1] as number, reference.aic, 1e-12)
    expect(fit.rows[5][1]).toBe(reference.iterations)
    close(fit.rows[6][1] as number, reference.auc, 1e-12)
    expect(result.notes[0]).toBe('Outcome type = Yes is 1 (68 rows), every other value 0 (132 rows).')
    expect(result.notes[1]).toMatch(
      /^Residual deviance 178\.5 on 194 degrees of freedom \(null deviance 256\.4 on 199\), AIC = 190\.5; AUC of the fitted probabilities 0\.8509\.$/,
    )
    const label = (result.charts[0].data as { datasets: { label: string }[] }).datasets[0].label
    expect(label).toBe(
      `Model: AUC ${reference.auc.toFixed(3)} (${reference.aucCi[0].toFixed(3)}–${reference.aucCi[1].toFixed(3)})`,
    )
    expectDrawable(result.charts)
  })

  it('asks for the positive value of an outcome with more than two classes (1002)', async () => {
    const table = 'g\tx\na\t1\nb\t2\nc\t3\na\t4\n'
    expect(
      await modelFailure('LogisticRegression', {
        table,
        params: { outcome_column: 'g', positive_value: '', predictor_columns: ['x'] },
      }),
    ).toEqual({ code: '1002', text: expect.stringMatching(/has 3 values \(a, b, c\)/) })
  })
})
