import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rocCurve } from './roc'
import { expectRelativelyClose } from './test-support'

interface RReference {
  /** wilcox.test(poor, good)$statistic / (n_poor n_good) */
  auc: number
  lower: number
  upper: number
  variance: number
  sensitivities: number[]
  specificities: number[]
  bestSensitivity: number
  bestSpecificity: number
}
interface Fixture {
  outcome: string[]
  s100b: number[]
  ndka: number[]
  wfns: number[]
  references: Record<'s100b' | 'ndka' | 'wfns', RReference>
}
const fixture = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/chart-statistics/roc.json', import.meta.url), 'utf8'),
) as Fixture
const poorOutcome = fixture.outcome.map((o) => o === 'Poor')

describe.each(['s100b', 'ndka', 'wfns'] as const)(
  'ROC of pROC aSAH %s (113 patients, 41 with a poor outcome)',
  (marker) => {
    const expected = fixture.references[marker]
    const curve = rocCurve(fixture[marker], poorOutcome)

    it('AUC equals the Mann-Whitney statistic from R wilcox.test over n1 n0', () => {
      expectRelativelyClose(curve.auc, expected.auc, 1e-12)
      expect([curve.positives, curve.negatives]).toEqual([41, 72])
    })

    it('DeLong variance and 95% interval as pROC ci.auc', () => {
      expectRelativelyClose(curve.standardError ** 2, expected.variance, 1e-10)
      expectRelativelyClose(curve.lower, expected.lower, 1e-10)
      expectRelativelyClose(curve.upper, expected.upper, 1e-10)
    })

    it('the curve passes through every (1 - specificity, sensitivity) pROC lists', () => {
      const points = [...curve.points].reverse()
      expect(points).toHaveLength(expected.sensitivities.length)
      points.forEach((point, i) => {
        expectRelativelyClose(point.truePositiveRate, expected.sensitivities[i], 1e-12)
        expectRelativelyClose(1 - point.falsePositiveRate, expected.specificities[i], 1e-12)
      })
    })

    it('the Youden point is pROC coords "best"', () => {
      expectRelativelyClose(curve.youden.truePositiveRate, expected.bestSensitivity, 1e-12)
      expectRelativelyClose(1 - curve.youden.falsePositiveRate, expected.bestSpecificity, 1e-12)
    })
  },
)

describe('ROC direction and degenerate input', () => {
  it('lower-is-positive mirrors the AUC, and auto picks the direction by the medians as pROC', () => {
    const higher = rocCurve(fixture.s100b, poorOutcome)
    const lower = rocCurve(fixture.s100b, poorOutcome, { direction: 'lower' })
    expectRelativelyClose(lower.auc, 1 - higher.auc, 1e-12)
    // s100b is higher in the poor-outcome group (pROC: "Setting direction: controls < cases").
    expect(rocCurve(fixture.s100b, poorOutcome, { direction: 'auto' }).higherIsPositive).toBe(true)
    const negated = fixture.s100b.map((v) => -v)
    const auto = rocCurve(negated, poorOutcome, { direction: 'auto' })
    expect(auto.higherIsPositive).toBe(false)
    expectRelativelyClose(auto.auc, higher.auc, 1e-12)
  })

  it('a perfect separation has AUC 1 (by hand: every positive above every negative)', () => {
    expect(rocCurve([0.1, 0.2, 0.8, 0.9], [false, false, true, true]).auc).toBe(1)
  })

  it('refuses a single class', () => {
    expect(() => rocCurve([1, 2], [true, true])).toThrow(/both classes/)
  })
})
