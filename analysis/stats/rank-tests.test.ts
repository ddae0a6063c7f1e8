import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { kruskalWallis, wilcoxonRankSum } from './rank-tests'
import { expectRelativelyClose, readStatsFixture, type RNumber } from './test-support'

interface Expected {
  statistic: RNumber
  pValue: RNumber
}
interface Fixture {
  features: {
    featureId: string
    values: number[]
    kruskalBySampleType: Expected
    wilcoxonHumanVsNonhuman: Expected
    wilcoxonSoilVsOcean: Expected
  }[]
  sampleType: string[]
  human: string[]
  wilcoxon: { name: string; x: number[]; y: number[]; correct: boolean; exact: boolean | null; expected: Expected }[]
  kruskal: { name: string; groups: number[][]; expected: Expected }[]
}
const reference = readStatsFixture<Fixture>('rank-tests.json')

function split(values: number[], labels: string[], keep: (label: string) => boolean): number[] {
  return values.filter((_, i) => keep(labels[i]))
}

function expectResult(actual: { statistic: number; pValue: number }, expected: Expected): void {
  expectRelativelyClose(actual.statistic, expected.statistic)
  expectRelativelyClose(actual.pValue, expected.pValue)
}

describe('kruskalWallis against R kruskal.test', () => {
  it.each(reference.kruskal)('$name', ({ groups, expected }) => {
    expectResult(kruskalWallis(groups), expected)
  })

  it('matches on Global Patterns features grouped by SampleType (tied zeros)', () => {
    const sampleTypes = [...new Set(reference.sampleType)]
    for (const feature of reference.features) {
      const groups = sampleTypes.map((type) => split(feature.values, reference.sampleType, (label) => label === type))
      expectResult(kruskalWallis(groups), feature.kruskalBySampleType)
    }
  })

  it('is NaN when every value is tied, and refuses empty groups', () => {
    const allTied = kruskalWallis([
      [0, 0],
      [0, 0, 0],
    ])
    expect(allTied.statistic).toBeNaN()
    expect(allTied.pValue).toBeNaN()
    expect(() => kruskalWallis([[1, 2], []])).toThrow(RangeError)
    expect(() => kruskalWallis([[1, 2]])).toThrow(RangeError)
  })

  it('drops NaN observations, as R drops NA', () => {
    expect(
      kruskalWallis([
        [1, NaN, 2],
        [3, 4],
      ]),
    ).toEqual(
      kruskalWallis([
        [1, 2],
        [3, 4],
      ]),
    )
  })
})

describe('wilcoxonRankSum against R wilcox.test', () => {
  it.each(reference.wilcoxon)('$name', ({ x, y, correct, exact, expected }) => {
    expectResult(wilcoxonRankSum(x, y, { correct, exact: exact ?? undefined }), expected)
  })

  it('matches on Global Patterns features: human vs nonhuman (ties) and Soil vs Ocean (exact)', () => {
    for (const feature of reference.features) {
      const human = split(feature.values, reference.human, (label) => label === 'human')
      const nonhuman = split(feature.values, reference.human, (label) => label === 'nonhuman')
      expectResult(wilcoxonRankSum(human, nonhuman), feature.wilcoxonHumanVsNonhuman)
      const soil = split(feature.values, reference.sampleType, (label) => label === 'Soil')
      const ocean = split(feature.values, reference.sampleType, (label) => label === 'Ocean')
      if (feature.wilcoxonSoilVsOcean.statistic !== null)
        expectResult(wilcoxonRankSum(soil, ocean), feature.wilcoxonSoilVsOcean)
    }
  })

  it('includes untied real features, which take the exact path', () => {
    const untied = reference.features.filter((feature) => {
      const values = split(feature.values, reference.sampleType, (label) => label === 'Soil' || label === 'Ocean')
      return new Set(values).size === values.length
    })
    expect(untied.length).toBeGreaterThanOrEqual(5)
  })

  const sample = fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 })

  it('swapping the samples turns W into mn - W and keeps the p-value', () => {
    fc.assert(
      fc.property(sample, sample, (x, y) => {
        const forward = wilcoxonRankSum(x, y)
        const backward = wilcoxonRankSum(y, x)
        expect(forward.statistic + backward.statistic).toBe(x.length * y.length)
        if (Number.isNaN(forward.pValue)) expect(backward.pValue).toBeNaN()
        else expect(backward.pValue).toBeCloseTo(forward.pValue, 12)
      }),
    )
  })

  it('p-values are probabilities', () => {
    fc.assert(
      fc.property(sample, sample, fc.boolean(), (x, y, correct) => {
        const { pValue } = wilcoxonRankSum(x, y, { correct })
        if (!Number.isNaN(pValue)) {
          expect(pValue).toBeGreaterThan(0)
          expect(pValue).toBeLessThanOrEqual(1)
        }
      }),
    )
  })
})
