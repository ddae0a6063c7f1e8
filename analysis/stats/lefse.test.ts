import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows } from '../feature-table'
import { createRandom } from '../random'
import { lefse } from './lefse'
import { firstDiscriminant } from './linear-discriminant'
import { expectRelativelyClose, readStatsFixture } from './test-support'

interface RLefse {
  featureIds: string[]
  enrichedClass: string[]
  ldaScore: number[]
  kruskalWallisPValue: number[]
}
interface Fixture {
  iris: { variables: number[][]; classes: string[]; firstDiscriminant: number[] }
  featureIds: string[]
  sampleIds: string[]
  counts: number[][]
  sampleType: string[]
  human: string[]
  bySampleType: RLefse
  byHuman: RLefse
}
const reference = readStatsFixture<Fixture>('lefse.json')
const familyTable = fromFeatureRows(reference.sampleIds, reference.featureIds, reference.counts)

describe('firstDiscriminant against MASS::lda', () => {
  it("gives LD1 of Fisher's iris data (up to sign)", () => {
    const { variables, classes, firstDiscriminant: expected } = reference.iris
    const names = [...new Set(classes)]
    const discriminant = firstDiscriminant({
      variables: variables.map((values) => Float64Array.from(values)),
      classes: Int32Array.from(classes, (name) => names.indexOf(name)),
      classCount: names.length,
      tolerance: 1e-10,
    })
    expect(discriminant).not.toBeNull()
    const sign = Math.sign(discriminant![0]) * Math.sign(expected[0])
    expected.forEach((w, j) => expectRelativelyClose(sign * discriminant![j], w))
  })

  it('gives variables that are constant within classes a coefficient of 0', () => {
    const classes = Int32Array.of(0, 0, 0, 1, 1, 1)
    const discriminant = firstDiscriminant({
      variables: [Float64Array.of(1, 2, 3, 5, 6, 8), Float64Array.of(4, 4, 4, 9, 9, 9)],
      classes,
      classCount: 2,
      tolerance: 1e-10,
    })
    expect(discriminant![1]).toBe(0)
    expect(discriminant![0]).not.toBe(0)
  })
})

describe.each([
  ['SampleType (9 environments)', reference.sampleType, reference.bySampleType],
  ['human / nonhuman', reference.human, reference.byHuman],
])('lefse on Global Patterns families by %s against the same procedure in R', (_, grouping, expected) => {
  const all = lefse(familyTable, grouping, { ldaThreshold: -Infinity }).features
  const byId = new Map(all.map((feature) => [feature.featureId, feature]))

  it('keeps the same features after the Kruskal-Wallis filter, with the same p-values', () => {
    expect([...byId.keys()].sort()).toEqual([...expected.featureIds].sort())
    expected.featureIds.forEach((id, k) =>
      expectRelativelyClose(byId.get(id)!.kruskalWallisPValue, expected.kruskalWallisPValue[k]),
    )
  })

  it('gives the same LDA scores and enriched classes', () => {
    expected.featureIds.forEach((id, k) => {
      expectRelativelyClose(byId.get(id)!.ldaScore, expected.ldaScore[k])
      expect(byId.get(id)!.enrichedClass).toBe(expected.enrichedClass[k])
    })
  })

  it('reports only scores above the threshold, highest first', () => {
    const reported = lefse(familyTable, grouping).features
    expect(reported.length).toBe(expected.ldaScore.filter((score) => score > 2).length)
    for (let k = 1; k < reported.length; k++) expect(reported[k].ldaScore).toBeLessThanOrEqual(reported[k - 1].ldaScore)
  })
})

describe('lefse', () => {
  it('finds a feature enriched in one class, with the top score', () => {
    const random = createRandom(2024)
    const classes = ['control', 'treated', 'recovered']
    const grouping = Array.from({ length: 30 }, (_, s) => classes[s % 3])
    const featureIds = [...Array.from({ length: 40 }, (_, f) => `background-${f}`), 'marker']
    const rows = featureIds.map((id) =>
      grouping.map((group) =>
        id === 'marker' && group === 'treated' ? 5000 + random.nextInt(1000) : 50 + random.nextInt(100),
      ),
    )
    const table = fromFeatureRows(
      grouping.map((_, s) => `sample-${s}`),
      featureIds,
      rows,
    )
    const result = lefse(table, grouping).features
    expect(result[0]).toMatchObject({ featureId: 'marker', enrichedClass: 'treated' })
    expect(result[0].ldaScore).toBeGreaterThan(4)
    expect(result[0].kruskalWallisPValue).toBeLessThan(1e-4)
  })

  it('finds the families known to mark human faeces and soil in Global Patterns', () => {
    const result = lefse(familyTable, reference.sampleType).features
    const enrichedIn = (family: string) => result.find((feature) => feature.featureId.endsWith(family))?.enrichedClass
    expect(enrichedIn('Bacteroidaceae')).toBe('Feces')
    expect(enrichedIn('Ruminococcaceae')).toBe('Feces')
  })

  it('rejects a grouping that does not fit, and a single class, also one left when empty samples are left out', () => {
    expect(() => lefse(familyTable, reference.sampleType.slice(1))).toThrow(AnalysisInputError)
    expect(() =>
      lefse(
        familyTable,
        reference.sampleType.map(() => 'all'),
      ),
    ).toThrow(AnalysisInputError)
    const empty = fromFeatureRows(['a', 'b', 'c'], ['f'], [[0, 1, 2]])
    expect(() => lefse(empty, ['x', 'y', 'y'])).toThrow(AnalysisInputError)
  })
})
