import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CollinearPredictorError, fUpperTail, linearModel } from './linear-model'
import { logisticRegression } from './logistic-regression'
import { modelReference, type LinearReference } from './model-reference'
import { expectRelativelyClose } from './test-support'

const mtcars = (() => {
  const [header, ...lines] = readFileSync(
    new URL('../../tools/statistics/linear-regression/demo/mtcars.tsv', import.meta.url),
    'utf8',
  )
    .trim()
    .split('\n')
  const names = header.split('\t')
  const rows = lines.map((line) => line.split('\t'))
  return (name: string) => rows.map((row) => Number(row[names.indexOf(name)]))
})()

function expectLm(fit: ReturnType<typeof linearModel>, reference: LinearReference): void {
  reference.estimate.forEach((value, j) => {
    expectRelativelyClose(fit.coefficients[j], value, 1e-10)
    expectRelativelyClose(fit.standardErrors[j], reference.standardError[j], 1e-10)
    expectRelativelyClose(fit.tValues[j], reference.t[j], 1e-10)
    expectRelativelyClose(fit.pValues[j], reference.p[j], 1e-8)
  })
  expectRelativelyClose(fit.residualStandardError, reference.sigma, 1e-12)
  expect(fit.residualDegreesOfFreedom).toBe(reference.df)
  expectRelativelyClose(fit.rSquared, reference.rSquared, 1e-12)
  expectRelativelyClose(fit.adjustedRSquared, reference.adjustedRSquared, 1e-12)
  expectRelativelyClose(fit.fStatistic, reference.f, 1e-10)
  expect(fit.fNumeratorDegrees).toBe(reference.fDf[0])
  expectRelativelyClose(fit.fPValue, reference.fP, 1e-8)
  reference.fitted.forEach((value, i) => {
    expectRelativelyClose(fit.fitted[i], value, 1e-12)
    expectRelativelyClose(fit.leverages[i], reference.leverage[i], 1e-10)
    expectRelativelyClose(fit.standardizedResiduals[i], reference.standardized[i], 1e-9)
  })
}

describe('linearModel against R lm / summary.lm', () => {
  it('fits mpg ~ wt + hp of mtcars', () => {
    expectLm(linearModel([mtcars('wt'), mtcars('hp')], mtcars('mpg')), modelReference.linear.mtcars)
  })

  it('fits mpg ~ wt of mtcars', () => {
    expectLm(linearModel([mtcars('wt')], mtcars('mpg')), modelReference.linear.mtcarsSimple)
  })

  it('fits Fertility on the five other variables of swiss', () => {
    const { data, ...reference } = modelReference.linear.swiss
    const predictors = ['Agriculture', 'Examination', 'Education', 'Catholic', 'Infant.Mortality'].map((n) => data[n])
    expectLm(linearModel(predictors, data.Fertility), reference)
  })

  it('names a predictor that repeats another, where R gives NA', () => {
    const wt = mtcars('wt')
    expect(() => linearModel([wt, mtcars('hp'), wt.map((v) => 2 * v)], mtcars('mpg'))).toThrow(CollinearPredictorError)
    try {
      linearModel([wt, wt.map(() => 3)], mtcars('mpg'))
    } catch (error) {
      expect((error as CollinearPredictorError).predictor).toBe(1)
    }
  })

  it('gives the F upper tail of R pf', () => {
    // R 4.2.2: print(pf(3.5, 2, 29, lower.tail = FALSE), digits = 17)
    expectRelativelyClose(fUpperTail(3.5, 2, 29), 0.043489529421735104, 1e-12)
    expect(fUpperTail(0, 2, 5)).toBe(1)
  })
})

describe('logisticRegression against R glm(binomial)', () => {
  const reference = modelReference.logistic
  it('fits type ~ npreg + glu + bmi + ped + age of MASS Pima.tr in as many iterations as R', () => {
    const pima = readFileSync(
      new URL('../../tools/statistics/logistic-regression/demo/pima.tsv', import.meta.url),
      'utf8',
    )
      .trim()
      .split('\n')
    const names = pima[0].split('\t')
    const rows = pima.slice(1).map((line) => line.split('\t'))
    const column = (name: string) => rows.map((row) => Number(row[names.indexOf(name)]))
    const outcome = rows.map((row) => (row[names.indexOf('type')] === 'Yes' ? 1 : 0))
    const fit = logisticRegression(['npreg', 'glu', 'bmi', 'ped', 'age'].map(column), outcome)
    reference.estimate.forEach((value, j) => {
      expectRelativelyClose(fit.coefficients[j], value, 1e-10)
      expectRelativelyClose(fit.standardErrors[j], reference.standardError[j], 1e-9)
      expectRelativelyClose(fit.zValues[j], reference.z[j], 1e-9)
      expectRelativelyClose(fit.pValues[j], reference.p[j], 1e-8)
      expectRelativelyClose(fit.oddsRatios[j], reference.oddsRatio[j], 1e-10)
      expectRelativelyClose(fit.oddsRatioLower[j], reference.lower[j], 1e-9)
      expectRelativelyClose(fit.oddsRatioUpper[j], reference.upper[j], 1e-9)
    })
    expectRelativelyClose(fit.deviance, reference.deviance, 1e-12)
    expectRelativelyClose(fit.nullDeviance, reference.nullDeviance, 1e-12)
    expectRelativelyClose(fit.aic, reference.aic, 1e-12)
    expect(fit.iterations).toBe(reference.iterations)
    expect(fit.converged).toBe(true)
    expect([fit.residualDegreesOfFreedom, fit.nullDegreesOfFreedom]).toEqual([reference.dfResidual, reference.dfNull])
    reference.fitted.forEach((value, i) => expectRelativelyClose(fit.fitted[i], value, 1e-10))
  })

  it('reports complete separation as R warns of fitted probabilities 0 or 1', () => {
    const fit = logisticRegression([[1, 2, 3, 4, 5, 6, 7, 8]], [0, 0, 0, 0, 1, 1, 1, 1])
    expect(fit.separated || !fit.converged).toBe(true)
  })
})
