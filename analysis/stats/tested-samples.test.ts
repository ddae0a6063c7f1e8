import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows, sampleTotals } from '../feature-table'
import { anosim } from './anosim'
import { lefse } from './lefse'
import { permanova } from './permanova'
import { kruskalWallis, wilcoxonRankSum } from './rank-tests'
import { samplesToTest } from './tested-samples'
import { expectRelativelyClose, readStatsFixture, type RNumber } from './test-support'

interface Fixture {
  sampleIds: string[]
  siteAsWritten: string[]
  pairAsWritten: string[]
  featureIds: string[]
  counts: number[][]
  rankTests: {
    feature: string
    kruskal: { statistic: RNumber; pValue: RNumber }
    wilcoxon: { statistic: RNumber; pValue: RNumber }
  }[]
  distances: { ids: string[]; condensed: number[]; anosim: number; permanova: { statistic: number; r2: number } }
}

const reference = readStatsFixture<Fixture>('missing-groups.json')
const table = fromFeatureRows(reference.sampleIds, reference.featureIds, reference.counts)

/** Each feature's proportions per group of the kept samples, groups sorted as R's factor levels. */
function proportionsByGroup(grouping: readonly string[], feature: number): Float64Array[] {
  const totals = sampleTotals(table)
  const { kept, grouping: keptGrouping } = samplesToTest(table.sampleIds, grouping, { readTotals: totals })
  const width = table.featureIds.length
  return [...new Set(keptGrouping)].sort().map((group) =>
    Float64Array.from(
      kept.filter((_, k) => keptGrouping[k] === group),
      (s) => table.counts[s * width + feature] / totals[s],
    ),
  )
}

describe('samplesToTest', () => {
  it('treats every spelling of a missing value (io/missing-value) as no group', () => {
    const grouping = ['A', 'na', ' N/A ', 'NaN', 'NULL', '', 'B']
    const result = samplesToTest(
      grouping.map((_, s) => `S${s + 1}`),
      grouping,
    )
    expect(result.grouping).toEqual(['A', 'B'])
    expect(result.dropped.map((sample) => sample.sampleId)).toEqual(['S2', 'S3', 'S4', 'S5', 'S6'])
  })

  it('keeps the samples with a group and reads, and says why it left out the others', () => {
    const result = samplesToTest(table.sampleIds, reference.siteAsWritten, { readTotals: sampleTotals(table) })
    expect(result.kept).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 11])
    expect(result.grouping).toEqual(['A', 'A', 'A', 'B', 'B', 'B', 'C', 'C', 'A'])
    expect(result.dropped).toEqual([
      { sampleId: 'S9', reason: 'missingGroup' },
      { sampleId: 'S10', reason: 'missingGroup' },
      { sampleId: 'S11', reason: 'noReads' },
    ])
    expect(samplesToTest(table.sampleIds, reference.siteAsWritten).dropped).toHaveLength(2)
    expect(() => samplesToTest(table.sampleIds, ['A'])).toThrow(AnalysisInputError)
  })
})

describe.each(reference.rankTests.map((test, f) => [test.feature, f, test] as const))(
  'rank tests on proportions of %s against R, without the samples R drops',
  (_, feature, expected) => {
    it('kruskal.test', () => {
      const result = kruskalWallis(proportionsByGroup(reference.siteAsWritten, feature))
      expectRelativelyClose(result.statistic, expected.kruskal.statistic)
      expectRelativelyClose(result.pValue, expected.kruskal.pValue)
    })

    it('wilcox.test', () => {
      const [x, y] = proportionsByGroup(reference.pairAsWritten, feature)
      const result = wilcoxonRankSum(x, y)
      expectRelativelyClose(result.statistic, expected.wilcoxon.statistic)
      expectRelativelyClose(result.pValue, expected.wilcoxon.pValue)
    })
  },
)

describe('permutation tests leave out samples without a group, as R does', () => {
  const matrix = { ids: reference.distances.ids, condensed: Float64Array.from(reference.distances.condensed) }
  const site = matrix.ids.map((id) => reference.siteAsWritten[reference.sampleIds.indexOf(id)])
  const options = { permutations: 0, seed: 1 }
  const dropped = [
    { sampleId: 'S9', reason: 'missingGroup' },
    { sampleId: 'S10', reason: 'missingGroup' },
  ]

  it('anosim', () => {
    const result = anosim(matrix, site, options)
    expectRelativelyClose(result.statistic, reference.distances.anosim)
    expect(result.droppedSamples).toEqual(dropped)
  })

  it('permanova', () => {
    const result = permanova(matrix, site, options)
    expectRelativelyClose(result.statistic, reference.distances.permanova.statistic)
    expectRelativelyClose(result.r2, reference.distances.permanova.r2)
    expect(result.droppedSamples).toEqual(dropped)
  })
})

it('lefse leaves out samples without a class or without reads, and lists them', () => {
  const result = lefse(table, reference.siteAsWritten, { ldaThreshold: -Infinity })
  expect(result.droppedSamples.map((sample) => sample.sampleId)).toEqual(['S9', 'S10', 'S11'])
  const f2 = result.features.find((feature) => feature.featureId === 'f2')
  expectRelativelyClose(f2?.kruskalWallisPValue ?? NaN, reference.rankTests[1].kruskal.pValue)
})
