import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { kaplanMeier, logRankTest, type KaplanMeierCurve } from './survival'
import { expectRelativelyClose, type RNumber } from './test-support'

interface RCurves {
  strata: string[]
  time: number[]
  nRisk: number[]
  nEvent: number[]
  nCensor: number[]
  survival: number[]
  standardError: RNumber[]
  lower: RNumber[]
  upper: RNumber[]
  medians: Record<string, RNumber> | RNumber[]
}
interface RLogRank {
  chiSquare: number
  degreesOfFreedom: number
  pValue: number
  observed: number[]
  expected: number[]
  n: number[]
}
interface Fixture {
  lung: {
    time: number[]
    status: number[]
    sex: string[]
    ecog: RNumber[]
    kmBySex: RCurves
    kmAll: RCurves
    logRankBySex: RLogRank
    logRankByEcog: RLogRank
  }
  ovarian: { time: number[]; status: number[]; rx: number[]; kmByRx: RCurves; logRankByRx: RLogRank }
}
const { lung, ovarian } = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/chart-statistics/survival.json', import.meta.url), 'utf8'),
) as Fixture

// R codes status 1 = censored, 2 = dead (lung) and 0/1 (ovarian fustat).
const lungEvents = lung.status.map((s) => s === 2)
const ovarianEvents = ovarian.status.map((s) => s === 1)

function expectCurve(curve: KaplanMeierCurve, expected: RCurves, stratum: string): void {
  const rows = expected.strata.map((s, i) => (s === stratum ? i : -1)).filter((i) => i >= 0)
  expect(curve.steps.map((step) => step.time)).toEqual(rows.map((i) => expected.time[i]))
  curve.steps.forEach((step, k) => {
    const i = rows[k]
    expect([step.nRisk, step.nEvent, step.nCensor]).toEqual([
      expected.nRisk[i],
      expected.nEvent[i],
      expected.nCensor[i],
    ])
    expectRelativelyClose(step.survival, expected.survival[i], 1e-12)
    expectRelativelyClose(step.standardError, expected.standardError[i], 1e-10)
    expectRelativelyClose(step.lower, expected.lower[i], 1e-10)
    expectRelativelyClose(step.upper, expected.upper[i], 1e-10)
  })
}

function subset<T>(values: readonly T[], keep: (i: number) => boolean): T[] {
  return values.filter((_, i) => keep(i))
}

describe('Kaplan-Meier against R survfit (summary with censored times)', () => {
  it('lung, all 228 patients: every step, Greenwood SE, log CI and the median of 310 days', () => {
    const curve = kaplanMeier(lung.time, lungEvents)
    expectCurve(curve, lung.kmAll, 'all')
    expect(curve.median).toBe((lung.kmAll.medians as number[])[0])
    expect([curve.n, curve.events]).toEqual([228, 165])
  })

  it.each([
    ['Male', 'sex=1'],
    ['Female', 'sex=2'],
  ])('lung, %s', (sex, stratum) => {
    const keep = (i: number) => lung.sex[i] === sex
    const curve = kaplanMeier(subset(lung.time, keep), subset(lungEvents, keep))
    expectCurve(curve, lung.kmBySex, stratum)
    expect(curve.median).toBe((lung.kmBySex.medians as Record<string, number>)[stratum])
  })

  it.each([1, 2])('ovarian, treatment %i, whose curve never reaches one half in arm 2', (rx) => {
    const keep = (i: number) => ovarian.rx[i] === rx
    const curve = kaplanMeier(subset(ovarian.time, keep), subset(ovarianEvents, keep))
    expectCurve(curve, ovarian.kmByRx, `rx=${rx}`)
    expect(curve.median).toBe((ovarian.kmByRx.medians as Record<string, RNumber>)[`rx=${rx}`])
  })

  it('takes the midpoint when S is exactly one half on a flat stretch, as quantile.survfit', () => {
    // four patients dying at 1, 2, 3, 4: S(2) = 0.5 exactly, the next drop is at 3, so the median
    // is 2.5 (R: summary(survfit(Surv(1:4, rep(1, 4)) ~ 1))$table["median"] gives 2.5).
    expect(kaplanMeier([1, 2, 3, 4], [true, true, true, true]).median).toBe(2.5)
  })
})

describe('log-rank test against R survdiff', () => {
  it('lung by sex: chi-square 10.3 on 1 df, p = 0.00131', () => {
    const test = logRankTest(lung.time, lungEvents, lung.sex)
    const expected = lung.logRankBySex
    // R orders the groups by factor level (1 = Male first); the lung data start with a man too.
    expect(test.groups.map((g) => g.group)).toEqual(['Male', 'Female'])
    expectRelativelyClose(test.chiSquare, expected.chiSquare, 1e-10)
    expectRelativelyClose(test.pValue, expected.pValue, 1e-9)
    expect(test.degreesOfFreedom).toBe(1)
    test.groups.forEach((group, g) => {
      expect([group.n, group.observed]).toEqual([expected.n[g], expected.observed[g]])
      expectRelativelyClose(group.expected, expected.expected[g], 1e-12)
    })
  })

  it('lung by ECOG score: four groups, one with a single patient, 3 df', () => {
    const keep = (i: number) => lung.ecog[i] !== null
    const ecog = subset(lung.ecog, keep).map(String)
    const test = logRankTest(subset(lung.time, keep), subset(lungEvents, keep), ecog)
    const expected = lung.logRankByEcog
    const levels = ['0', '1', '2', '3']
    expectRelativelyClose(test.chiSquare, expected.chiSquare, 1e-10)
    expectRelativelyClose(test.pValue, expected.pValue, 1e-9)
    expect(test.degreesOfFreedom).toBe(3)
    for (const group of test.groups)
      expectRelativelyClose(group.expected, expected.expected[levels.indexOf(group.group)], 1e-12)
  })

  it('ovarian by treatment', () => {
    const test = logRankTest(ovarian.time, ovarianEvents, ovarian.rx.map(String))
    expectRelativelyClose(test.chiSquare, ovarian.logRankByRx.chiSquare, 1e-10)
    expectRelativelyClose(test.pValue, ovarian.logRankByRx.pValue, 1e-9)
  })

  it('needs two groups', () => {
    expect(() => logRankTest([1, 2], [true, false], ['a', 'a'])).toThrow(/at least 2 groups/)
  })
})
