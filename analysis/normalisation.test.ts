import { beforeAll, describe, expect, it } from 'vitest'
import { expectRelativelyClose, readFixtureTable, readJson } from '../tests/fixtures/analysis/diversity/helpers'
import { sampleRow, sampleTotals, type FeatureTable } from './feature-table'
import { centredLogRatio, cssQuantile, cumulativeSumScaling, normaliseTable, totalSumScaling } from './normalisation'

/** Written by tests/fixtures/analysis/normalisation/generate.R (metagenomeSeq 1.40.0, vegan 2.6-4). */
interface Reference {
  sampleIds: string[]
  rows: number[]
  cssQuantile: number
  cssFactors: number[]
  cssValues: number[][]
  tssValues: number[][]
  clr1Values: number[][]
  clrHalfValues: number[][]
}
const FIXTURES = 'tests/fixtures/analysis/normalisation'
const reference = readJson<Record<'dune' | 'lung' | 'globalPatterns', Reference>>(`${FIXTURES}/reference.json`)
const PATHS = {
  dune: 'tests/fixtures/analysis/diversity/dune.tsv',
  lung: `${FIXTURES}/lung-subset.tsv`,
  globalPatterns: 'tools/microbiome/beta-diversity-pcoa/demo/otu_table.tsv',
} as const

/** Feature f's value in every sample. */
function featureValues(table: FeatureTable, f: number): number[] {
  return table.sampleIds.map((_, s) => sampleRow(table, s)[f])
}

describe.each(['dune', 'lung', 'globalPatterns'] as const)('normalisations of %s against R', (name) => {
  let table: FeatureTable
  const expected = reference[name]
  beforeAll(async () => {
    table = await readFixtureTable(PATHS[name])
    expect(table.sampleIds).toEqual(expected.sampleIds)
  })

  it("CSS: metagenomeSeq's cumNormStatFast quantile, cumNorm factors and MRcounts(norm = TRUE)", () => {
    const quantile = cssQuantile(table)
    expect(quantile.quantile).toBeCloseTo(expected.cssQuantile, 14)
    expect(quantile.defaulted).toBe(expected.cssQuantile === 0.5)
    const result = cumulativeSumScaling(table)
    expectRelativelyClose(result.factors, expected.cssFactors, 1e-12)
    expected.rows.forEach((f, k) => expectRelativelyClose(featureValues(result.table, f), expected.cssValues[k], 1e-12))
  })

  it('total-sum scaling: proportions that sum to 1', () => {
    const result = totalSumScaling(table)
    expected.rows.forEach((f, k) => expectRelativelyClose(featureValues(result, f), expected.tssValues[k], 1e-12))
    sampleTotals(result).forEach((total) => expect(total).toBeCloseTo(1, 12))
  })

  it('CLR with pseudocounts 1 and 0.5: vegan decostand(x, "clr", pseudocount)', () => {
    const one = centredLogRatio(table, 1)
    const half = centredLogRatio(table, 0.5)
    expected.rows.forEach((f, k) => {
      expectRelativelyClose(featureValues(one, f), expected.clr1Values[k], 1e-9)
      expectRelativelyClose(featureValues(half, f), expected.clrHalfValues[k], 1e-9)
    })
    // Every sample's CLR sums to zero.
    sampleTotals(one).forEach((total) => expect(Math.abs(total)).toBeLessThan(1e-9))
  })
})

describe('normaliseTable', () => {
  it('rarefies to the smallest depth by default, the same for the same seed, and drops shallower samples at a given depth', async () => {
    const table = await readFixtureTable(PATHS.dune)
    const totals = sampleTotals(table)
    const smallest = Math.min(...totals)
    const first = normaliseTable(table, 'rarefy', { seed: 3, pseudocount: 1 })
    expect(first.depth).toBe(smallest)
    sampleTotals(first.table).forEach((total) => expect(total).toBe(smallest))
    expect(normaliseTable(table, 'rarefy', { seed: 3, pseudocount: 1 }).table.counts).toEqual(first.table.counts)
    const deeper = normaliseTable(table, 'rarefy', { seed: 3, depth: 30, pseudocount: 1 })
    expect(deeper.droppedSampleIds).toEqual(table.sampleIds.filter((_, s) => totals[s] < 30))
  })

  it('returns the table itself for none, and says which CSS quantile it used', async () => {
    const table = await readFixtureTable(PATHS.lung)
    expect(normaliseTable(table, 'none', { seed: 1, pseudocount: 1 }).table).toBe(table)
    const css = normaliseTable(table, 'css', { seed: 1, pseudocount: 1 })
    expect(css.cssQuantile).toBeCloseTo(0.5157593123, 9)
    expect(css.cssQuantileDefaulted).toBe(false)
  })
})
