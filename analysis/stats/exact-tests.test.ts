import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  binomialTest,
  ExactEnumerationLimitError,
  fisherExactRByC,
  fisherExactTwoByTwo,
  mcnemarTest,
  proportionTest,
  type ExactAlternative,
} from './exact-tests'

// R 4.2.2's fisher.test, mcnemar.test, binom.test and prop.test (tests/fixtures/analysis/statistics/generate-count-tests.R)
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's
const reference: Record<string, Record<string, any>> = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/count-tests.json', import.meta.url), 'utf8'),
)

/** |actual − expected| ≤ relative × |expected|; null (R's Inf) is Infinity. */
function close(actual: number, expected: number | null, relative = 1e-9): void {
  if (expected === null) return expect(actual).toBe(Infinity)
  if (expected === 0) return expect(actual).toBe(0)
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected))
}

describe('fisherExactTwoByTwo', () => {
  const cases: [string, ExactAlternative, number][] = [
    ['teaGreater', 'greater', 0.95],
    ['teaTwoSided', 'two.sided', 0.95],
    ['convictionsLess', 'less', 0.95],
    ['convictionsTwoSided', 'two.sided', 0.95],
    ['titanicChildren', 'two.sided', 0.95],
    ['titanicChildren90', 'two.sided', 0.9],
    ['zeroCell', 'two.sided', 0.95],
  ]
  it.each(cases)('matches R fisher.test on %s', (name, alternative, level) => {
    const r = reference.fisher[name]
    const test = fisherExactTwoByTwo(r.table, alternative, level)
    close(test.pValue, r.pValue, 1e-12)
    // R's uniroot stops at its tolerance; taking its steps gives its numbers
    close(test.oddsRatio, r.oddsRatio)
    close(test.lower, r.lower)
    close(test.upper, r.upper)
  })
})

describe('fisherExactRByC', () => {
  it.each(['job', 'cylGear', 'twoByThree', 'titanicClassSurvival'])('matches R fisher.test on %s', (name) => {
    const r = reference.fisher[name]
    close(fisherExactRByC(r.table).pValue, r.pValue, 1e-9)
  })

  it('gives the 2 × 2 two-sided p-value for a 2 × 2 table', () => {
    close(fisherExactRByC(reference.fisher.titanicChildren.table).pValue, reference.fisher.titanicChildren.pValue, 1e-9)
  })

  it('stops at its work limit', () => {
    expect(() => fisherExactRByC(reference.fisher.job.table, 1000)).toThrow(ExactEnumerationLimitError)
  })
})

describe('mcnemarTest', () => {
  it.each([
    ['performance', true],
    ['performanceUncorrected', false],
    ['occupationalStatus', true],
    ['threeByThree', true],
  ] as const)('matches R mcnemar.test on %s', (name, correct) => {
    const r = reference.mcnemar[name]
    const test = mcnemarTest(r.table, correct)
    close(test.statistic, r.statistic, 1e-13)
    expect(test.degreesOfFreedom).toBe(r.df)
    close(test.pValue, r.pValue, 1e-12)
  })
})

describe('binomialTest', () => {
  it.each([
    ['mendel', 0.75, 'two.sided', 0.95],
    ['mendelLess', 0.75, 'less', 0.95],
    ['mendelGreater', 0.75, 'greater', 0.99],
    ['mtcarsManual', 0.5, 'two.sided', 0.95],
    ['small', 0.3, 'two.sided', 0.95],
    ['symmetric', 0.5, 'two.sided', 0.95],
    ['zero', 0.5, 'two.sided', 0.95],
    ['all', 0.9, 'greater', 0.95],
    ['aboveMean', 0.6, 'two.sided', 0.95],
  ] as const)('matches R binom.test on %s', (name, p, alternative, level) => {
    const r = reference.binom[name]
    const test = binomialTest(r.x, r.n, p, alternative, level)
    close(test.pValue, r.pValue, 1e-12)
    close(test.estimate, r.estimate, 1e-15)
    close(test.lower, r.lower, 1e-12)
    close(test.upper, r.upper, 1e-12)
  })
})

describe('proportionTest', () => {
  it.each([
    ['smokers', {}],
    ['smokersUncorrected', { correct: false }],
    ['firstTwo', {}],
    ['lastTwoLess', { alternative: 'less' }],
    ['lastTwoGreaterUncorrected', { alternative: 'greater', correct: false }],
    ['one', { p: [0.9] }],
    ['oneGreater', { p: [0.9], alternative: 'greater', confidenceLevel: 0.9 }],
    ['givenP', { p: [0.9, 0.95] }],
  ] as const)('matches R prop.test on %s', (name, options) => {
    const r = reference.prop[name]
    const x = typeof r.x === 'number' ? [r.x] : r.x
    const n = typeof r.n === 'number' ? [r.n] : r.n
    const test = proportionTest(x, n, options)
    r.estimates.forEach((value: number, i: number) => close(test.estimates[i], value, 1e-15))
    close(test.statistic, r.statistic, 1e-12)
    expect(test.degreesOfFreedom).toBe(r.df)
    close(test.pValue, r.pValue, 1e-12)
    if (r.interval) {
      close(test.interval![0], r.interval[0], 1e-12)
      close(test.interval![1], r.interval[1], 1e-12)
    } else expect(test.interval).toBeNull()
  })
})
