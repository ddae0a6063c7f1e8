import { beforeAll, describe, expect, it } from 'vitest'
import { readFixtureTable, readJson } from '../tests/fixtures/analysis/diversity/helpers'
import type { FeatureTable } from './feature-table'
import { featuresPresentByGroup } from './group-presence'
import { setIntersections } from './sets'

interface IntersectionReference {
  groups: string[]
  setSizes: number[]
  patterns: string[]
  sizes: number[]
}
/** Written by tests/fixtures/analysis/groups/generate.R (base R rowSums over each group's samples). */
const reference = readJson<{
  sampleType: string[]
  presence: { minCount1: IntersectionReference; minCount50: IntersectionReference }
}>('tests/fixtures/analysis/groups/expected.json')

let table: FeatureTable
beforeAll(async () => {
  table = await readFixtureTable('tests/fixtures/analysis/filter/global-patterns-201.tsv')
})

describe('features present by group (Global Patterns, 201 OTUs, Mock samples without a group), against R', () => {
  it.each([
    ['minCount1', 1],
    ['minCount50', 50],
  ] as const)('finds the groups and the exclusive intersections R counts (%s)', (key, minCount) => {
    const expected = reference.presence[key]
    const presence = featuresPresentByGroup(table, reference.sampleType, { minCount })
    expect([...presence.presentFeatures.keys()]).toEqual(expected.groups)
    expect([...presence.presentFeatures.values()].map((features) => features.length)).toEqual(expected.setSizes)
    const { upset } = setIntersections(Object.fromEntries(presence.presentFeatures))
    const sizes = Object.fromEntries(upset.intersections.map((region) => [region.sets.join(' ∩ '), region.size]))
    expect(sizes).toEqual(Object.fromEntries(expected.patterns.map((pattern, k) => [pattern, expected.sizes[k]])))
  })

  it('leaves the samples without a group out of every set and names them', () => {
    const presence = featuresPresentByGroup(table, reference.sampleType, { minCount: 1 })
    expect(presence.droppedSamples).toEqual(
      ['Even1', 'Even2', 'Even3'].map((sampleId) => ({ sampleId, reason: 'missingGroup' })),
    )
  })

  it('counts a feature seen in one sample of a group as present (sums, not means)', () => {
    const tiny: FeatureTable = {
      sampleIds: ['a1', 'a2', 'b1'],
      featureIds: ['x', 'y'],
      counts: Float64Array.from([3, 0, 0, 0, 0, 2]),
    }
    const presence = featuresPresentByGroup(tiny, ['A', 'A', 'B'], { minCount: 2 })
    expect(Object.fromEntries(presence.presentFeatures)).toEqual({ A: ['x'], B: ['y'] })
    expect(() => featuresPresentByGroup(tiny, ['A', 'A', 'B'], { minCount: -1 })).toThrow(RangeError)
  })
})
