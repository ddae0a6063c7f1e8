import { beforeAll, describe, expect, it } from 'vitest'
import { expectRelativelyClose, readFixtureTable, readJson } from '../../tests/fixtures/analysis/diversity/helpers'
import { AnalysisInputError } from '../errors'
import type { FeatureTable } from '../feature-table'
import { kruskalWallisByFeature } from './differential-abundance'

/** Written by tests/fixtures/analysis/groups/generate.R (R `kruskal.test`, `p.adjust(method = "BH")`, `wilcox.test`). */
const reference = readJson<{
  sampleIds: string[]
  sampleType: string[]
  kruskal: {
    groups: string[]
    featureIds: string[]
    statistic: (number | null)[]
    p: (number | null)[]
    q: (number | null)[]
    groupMeans: number[][]
  }
  human: { grouping: string[]; p: (number | null)[]; wilcoxonP: (number | null)[] }
}>('tests/fixtures/analysis/groups/expected.json')

let table: FeatureTable
beforeAll(async () => {
  table = await readFixtureTable('tests/fixtures/analysis/filter/global-patterns-201.tsv')
})

describe('Kruskal-Wallis by feature with BH q-values (201 Global Patterns OTUs by SampleType), against R', () => {
  it('gives the statistic, p, q and group means of kruskal.test and p.adjust for every feature', () => {
    const result = kruskalWallisByFeature(table, reference.sampleType)
    expect(result.groups).toEqual(reference.kruskal.groups)
    const byFeature = new Map(result.features.map((feature) => [table.featureIds[feature.feature], feature]))
    const inReferenceOrder = reference.kruskal.featureIds.map((id) => byFeature.get(id)!)
    expectRelativelyClose(
      inReferenceOrder.map((feature) => feature.statistic),
      reference.kruskal.statistic,
      1e-10,
    )
    expectRelativelyClose(
      inReferenceOrder.map((feature) => feature.pValue),
      reference.kruskal.p,
      1e-9,
    )
    expectRelativelyClose(
      inReferenceOrder.map((feature) => feature.qValue),
      reference.kruskal.q,
      1e-9,
    )
    inReferenceOrder.forEach((feature, k) =>
      expectRelativelyClose(feature.groupMeans, reference.kruskal.groupMeans[k], 1e-12),
    )
  })

  it('sorts by q, then p, with untestable features (absent from every tested sample) last', () => {
    const { features, droppedSamples } = kruskalWallisByFeature(table, reference.sampleType)
    const q = features.map((feature) => feature.qValue)
    const tested = q.filter((value) => !Number.isNaN(value))
    expect(tested).toEqual([...tested].sort((a, b) => a - b))
    expect(q.slice(tested.length).every(Number.isNaN)).toBe(true)
    expect(tested.length).toBe(reference.kruskal.q.filter((value) => value !== null).length)
    expect(droppedSamples.map((sample) => sample.sampleId)).toEqual(['Even1', 'Even2', 'Even3'])
  })

  it('with two groups equals the uncorrected normal Wilcoxon rank-sum test', () => {
    const result = kruskalWallisByFeature(table, reference.human.grouping)
    const pValues = new Map(result.features.map((feature) => [feature.feature, feature.pValue]))
    const ours = table.featureIds.map((_, f) => pValues.get(f)!)
    expectRelativelyClose(ours, reference.human.p, 1e-9)
    expectRelativelyClose(ours, reference.human.wilcoxonP, 1e-9)
  })

  it('leaves out samples without reads, and needs two groups', () => {
    const tiny: FeatureTable = {
      sampleIds: ['a1', 'a2', 'b1', 'b2', 'empty'],
      featureIds: ['x', 'y'],
      counts: Float64Array.from([1, 9, 2, 8, 9, 1, 8, 2, 0, 0]),
    }
    const result = kruskalWallisByFeature(tiny, ['A', 'A', 'B', 'B', 'B'])
    expect(result.droppedSamples).toEqual([{ sampleId: 'empty', reason: 'noReads' }])
    expectRelativelyClose(result.features[0].groupMeans, [0.15, 0.85], 1e-12)
    expect(() => kruskalWallisByFeature(tiny, ['A', 'A', 'A', 'A', 'B'])).toThrow(AnalysisInputError)
  })
})
