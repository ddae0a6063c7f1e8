import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectRelativelyClose } from '../tests/fixtures/analysis/diversity/helpers'
import { AnalysisInputError } from './errors'
import { fromFeatureRows, sampleRow, type FeatureTable } from './feature-table'
import { readFeatureTable } from './io/feature-table/read'
import { collapseToRank, groupMeans, relativeAbundance, taxonLabels, topFeaturesWithOthers } from './taxonomy-summary'

interface RankReference {
  lineages: string[]
  counts: number[][]
  relative: number[][]
  groups: string[]
  groupMeans: number[][]
  top: string[]
  others: number[]
}
interface Reference {
  sampleIds: string[]
  sampleType: string[]
  phylum: RankReference
  genus: RankReference
}

/** Written by tests/fixtures/analysis/taxonomy-summary/generate.R (base R rowsum, sweep, rowMeans). */
const reference = JSON.parse(
  readFileSync('tests/fixtures/analysis/taxonomy-summary/expected.json', 'utf8'),
) as Reference

let table: FeatureTable
beforeAll(async () => {
  const path = 'tests/fixtures/analysis/filter/global-patterns-201.tsv'
  table = await readFeatureTable(readFileSync(path), { fileName: path })
})

/** The values of feature `lineage` in every sample (or group) of `summary`. */
function featureValues(summary: FeatureTable, lineage: string): number[] {
  const f = summary.featureIds.indexOf(lineage)
  expect(f, lineage).toBeGreaterThanOrEqual(0)
  return summary.sampleIds.map((_, s) => sampleRow(summary, s)[f])
}

describe.each([
  ['Phylum', 'phylum'],
  ['Genus', 'genus'],
] as const)('Global Patterns (201 OTUs) at %s, against R', (rank, key) => {
  it('sums the counts of each lineage as rowsum does', () => {
    const expected = reference[key]
    const { table: collapsed } = collapseToRank(table, rank)
    expect([...collapsed.featureIds].sort()).toEqual([...expected.lineages].sort())
    expected.lineages.forEach((lineage, t) => expect(featureValues(collapsed, lineage)).toEqual(expected.counts[t]))
  })

  it('gives relative abundances and SampleType means as sweep and rowMeans do', () => {
    const expected = reference[key]
    const relative = relativeAbundance(collapseToRank(table, rank).table)
    const means = groupMeans(relative, reference.sampleType)
    expect(means.sampleIds).toEqual(expected.groups)
    expected.lineages.forEach((lineage, t) => {
      expectRelativelyClose(featureValues(relative, lineage), expected.relative[t], 1e-12)
      expectRelativelyClose(featureValues(means, lineage), expected.groupMeans[t], 1e-12)
    })
  })

  it('keeps the taxa of highest mean relative abundance and pools the rest as Others', () => {
    const expected = reference[key]
    const relative = relativeAbundance(collapseToRank(table, rank).table)
    const top = topFeaturesWithOthers(relative, expected.top.length, 'Others')
    expect(top.table.featureIds).toEqual([...expected.top, 'Others'])
    expect(top.hasOthers).toBe(true)
    expectRelativelyClose(featureValues(top.table, 'Others'), expected.others, 1e-9)
    // Every sample still sums to 1 (by hand: the kept taxa plus Others are all the taxa).
    top.table.sampleIds.forEach((_, s) =>
      expect(sampleRow(top.table, s).reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12),
    )
  })
})

describe('taxon names', () => {
  const lineages = [
    'k__Bacteria; p__Firmicutes; c__Clostridia; o__Clostridiales; f__Clostridiaceae; g__Clostridium',
    'k__Bacteria; p__Firmicutes; c__Clostridia; o__Clostridiales; f__Lachnospiraceae; g__Clostridium',
    'k__Bacteria; p__Firmicutes; c__Clostridia; o__Clostridiales; f__Lachnospiraceae; g__',
    'k__Bacteria; p__Firmicutes; c__Clostridia; o__Clostridiales; f__Lachnospiraceae; g__',
    null,
  ]
  const tiny = fromFeatureRows(
    ['a', 'b'],
    ['f1', 'f2', 'f3', 'f4', 'f5'],
    [
      [1, 0],
      [2, 3],
      [4, 0],
      [0, 5],
      [6, 6],
    ],
    lineages,
  )
  const words = {
    unclassified: (ancestor: string) => `unclassified ${ancestor}`,
    unassigned: 'Unassigned',
    distinguished: (label: string, by: string) => `${label} (${by})`,
  }

  it('pools unassigned genera under their family and names homonyms by the rank that tells them apart', () => {
    const { table: genera, taxa } = collapseToRank(tiny, 'Genus')
    // By hand: f3 and f4 share the lineage Bacteria;...;Lachnospiraceae; (no genus): 4 + 0 and 0 + 5.
    expect(genera.featureIds).toEqual([
      'Bacteria;Firmicutes;Clostridia;Clostridiales;Clostridiaceae;Clostridium',
      'Bacteria;Firmicutes;Clostridia;Clostridiales;Lachnospiraceae;Clostridium',
      'Bacteria;Firmicutes;Clostridia;Clostridiales;Lachnospiraceae;',
      ';;;;;',
    ])
    expect(featureValues(genera, 'Bacteria;Firmicutes;Clostridia;Clostridiales;Lachnospiraceae;')).toEqual([4, 5])
    expect(taxonLabels(taxa, words)).toEqual([
      'Clostridium (Clostridiaceae)',
      'Clostridium (Lachnospiraceae)',
      'unclassified Lachnospiraceae',
      'Unassigned',
    ])
  })

  it('refuses a table without taxonomy', () => {
    expect(() => collapseToRank({ ...tiny, taxonomy: undefined }, 'Phylum')).toThrow(AnalysisInputError)
  })

  it('leaves out Others when every taxon is kept', () => {
    const top = topFeaturesWithOthers(tiny, 5, 'Others')
    expect(top.hasOthers).toBe(false)
    expect(top.table.featureIds).toEqual(['f5', 'f2', 'f4', 'f3', 'f1'])
  })
})
