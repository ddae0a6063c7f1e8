import { describe, expect, it } from 'vitest'
import { statisticsReference } from './statistics-test-support'
import { expectRelativelyClose } from './test-support'
import {
  oneSampleTTest,
  pairedTTest,
  studentTQuantile,
  twoSampleTTest,
  welchTwoSidedPValue,
  type TTestResult,
} from './t-tests'

const reference = statisticsReference.tTests

function expectAsR(actual: TTestResult, r: Record<string, number | null>): void {
  expectRelativelyClose(actual.statistic, r.statistic, 1e-12)
  expectRelativelyClose(actual.degreesOfFreedom, r.df, 1e-12)
  expectRelativelyClose(actual.pValue, r.pValue, 1e-10)
  expectRelativelyClose(actual.estimate, r.estimate, 1e-12)
  expectRelativelyClose(actual.standardError, r.standardError, 1e-12)
  for (const end of ['lower', 'upper'] as const) {
    if (r[end] === null) expect(Math.abs(actual[end])).toBe(Infinity)
    else expectRelativelyClose(actual[end], r[end], 1e-11)
  }
}

describe('t-tests as R t.test (ToothGrowth OJ vs VC)', () => {
  const { x, y } = reference as { x: number[]; y: number[] }
  it("Student's test pools the variances", () => expectAsR(twoSampleTTest(x, y, true), reference.student))
  it("Welch's test has Satterthwaite's degrees of freedom", () =>
    expectAsR(twoSampleTTest(x, y, false), reference.welch))
  it('one-sided tests have a one-sided interval at the chosen level', () => {
    expectAsR(twoSampleTTest(x, y, false, { alternative: 'less', confidenceLevel: 0.9 }), reference.welchLess90)
    expectAsR(twoSampleTTest(x, y, true, { alternative: 'greater' }), reference.studentGreater)
  })
  it('the paired test is the one-sample test of the differences', () => {
    expectAsR(pairedTTest(x, y), reference.paired)
    const differences = x.map((v, i) => v - y[i])
    expect(oneSampleTTest(differences).statistic).toBe(pairedTTest(x, y).statistic)
  })
  it('drops missing values, as R drops NA', () => {
    expectAsR(twoSampleTTest([...x, NaN], [NaN, ...y], true), reference.student)
    expectAsR(pairedTTest([...x, NaN], [...y, 1]), reference.paired)
  })
  it('needs two values a group', () => expect(() => twoSampleTTest([1], [1, 2], true)).toThrow(RangeError))
  it("gives Welch's p alone, and none where R stops on essentially constant data", () => {
    expectRelativelyClose(welchTwoSidedPValue(x, y), reference.welch.pValue, 1e-10)
    expect(welchTwoSidedPValue([2, 2, 2], [2, 2])).toBeNaN()
    expect(welchTwoSidedPValue([1, 1], [3, 3])).toBeNaN()
  })
})

describe('studentTQuantile as R qt', () => {
  it('matches qt to 1e-12', () => {
    const { p, df, q } = reference.quantiles as { p: number[]; df: number[]; q: number[] }
    p.forEach((probability, i) => expectRelativelyClose(studentTQuantile(probability, df[i]), q[i], 1e-12))
  })
})
