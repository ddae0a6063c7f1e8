import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { AnalysisInputError } from './errors'
import { sampleRow, sampleTotals, type FeatureTable } from './feature-table'
import { readFeatureTable } from './io/feature-table/read'
import { expectedRichness, rarefactionCurve, rarefy } from './rarefaction'
import { createRandom } from './random'

interface VeganReference {
  depths: number[]
  expectedRichness: Record<string, number[]>
  beyondSampleSize: { sample: string; depth: number; expectedRichness: number; observed: number }
}
const vegan = JSON.parse(
  readFileSync('tests/fixtures/analysis/rarefaction/vegan-rarefy.json', 'utf8'),
) as VeganReference

let globalPatterns: FeatureTable
beforeAll(async () => {
  globalPatterns = await readFeatureTable(
    readFileSync('tests/fixtures/analysis/diversity/global-patterns/otu_table.tsv'),
    { fileName: 'otu_table.tsv' },
  )
})

const rowOf = (id: string) => sampleRow(globalPatterns, globalPatterns.sampleIds.indexOf(id))

function table(sampleIds: string[], rows: number[][]): FeatureTable {
  const width = rows[0].length
  return {
    sampleIds,
    featureIds: Array.from({ length: width }, (_, f) => `F${f}`),
    counts: Float64Array.from(rows.flat()),
  }
}

describe('expectedRichness', () => {
  it('matches vegan::rarefy on every global-patterns sample to 1e-9 relative', () => {
    let worst = 0
    for (const [sample, expected] of Object.entries(vegan.expectedRichness)) {
      const curve = rarefactionCurve(rowOf(sample), vegan.depths)
      curve.forEach((value, i) => {
        worst = Math.max(worst, Math.abs(value - expected[i]) / expected[i])
      })
    }
    expect(Object.keys(vegan.expectedRichness)).toHaveLength(26)
    expect(worst).toBeLessThan(1e-9)
  })

  it('is exactly 1 at depth 1 and 0 at depth 0', () => {
    expect(expectedRichness(rowOf('M31Fcsw'), 1)).toBeCloseTo(1, 10)
    expect(expectedRichness(rowOf('M31Fcsw'), 0)).toBe(0)
  })

  it('agrees with a hand computation', () => {
    // N = 6, depth 2: E = 3 - [C(5,2) + C(4,2) + C(3,2)] / C(6,2) = 3 - 19/15
    expect(expectedRichness([1, 2, 0, 3], 2)).toBeCloseTo(3 - 19 / 15, 14)
  })

  it('is the observed richness at and beyond the sample size, as in vegan', () => {
    const { sample, depth, expectedRichness: beyond, observed } = vegan.beyondSampleSize
    expect(expectedRichness(rowOf(sample), depth)).toBe(beyond)
    expect(
      expectedRichness(rowOf(sample), sampleTotals(globalPatterns)[globalPatterns.sampleIds.indexOf(sample)]),
    ).toBe(observed)
  })

  it('is the same through the curve and one depth at a time', () => {
    const counts = rowOf('CL3')
    const depths = [5, 50, 500, 5000, 50000]
    expect(rarefactionCurve(counts, depths)).toEqual(depths.map((depth) => expectedRichness(counts, depth)))
  })

  it('refuses relative abundances and fractional depths', () => {
    expect(() => expectedRichness([0.5, 0.5], 1)).toThrow(AnalysisInputError)
    expect(() => expectedRichness([1, 2], 1.5)).toThrow(AnalysisInputError)
  })
})

describe('rarefy', () => {
  it('subsamples every sample to the depth, within its own counts, and drops shallower samples', () => {
    const depth = 58688
    const rarefied = rarefy(globalPatterns, depth, 42)
    expect(rarefied.sampleIds).toEqual(globalPatterns.sampleIds)
    expect(rarefied.featureIds).toBe(globalPatterns.featureIds)
    expect(Array.from(sampleTotals(rarefied))).toEqual(globalPatterns.sampleIds.map(() => depth))
    const exceeding = rarefied.counts.filter((count, i) => count > globalPatterns.counts[i])
    expect(exceeding).toHaveLength(0)
    const shallow = rarefy(globalPatterns, 1_000_000, 42)
    const totals = sampleTotals(globalPatterns)
    expect(shallow.sampleIds).toEqual(globalPatterns.sampleIds.filter((_, s) => totals[s] >= 1_000_000))
  })

  it('is reproducible for a seed and differs between seeds', () => {
    const first = rarefy(globalPatterns, 1000, 7).counts
    const differences = (other: Float64Array) => first.filter((count, i) => count !== other[i]).length
    expect(differences(rarefy(globalPatterns, 1000, 7).counts)).toBe(0)
    expect(differences(rarefy(globalPatterns, 1000, 8).counts)).toBeGreaterThan(0)
  })

  it('returns a sample unchanged at its own depth', () => {
    const input = table(
      ['A', 'B'],
      [
        [3, 0, 5],
        [4, 4, 0],
      ],
    )
    expect(Array.from(rarefy(input, 8, 1).counts)).toEqual([3, 0, 5, 4, 4, 0])
  })

  // 10 reads (5 + 3 + 2) drawn 4 at a time, many times: the count of the first feature must follow
  // the hypergeometric law. Drawing with replacement would give Binomial(4, 0.5), for which
  // P(4) = 0.0625 instead of 5/210 = 0.0238.
  it.each([
    ['drawing the kept reads', 4],
    ['drawing the dropped reads', 7],
  ])('samples without replacement when %s', (_, depth) => {
    const repeats = 40_000
    const input = table(
      Array.from({ length: repeats }, (_, i) => `S${i}`),
      Array.from({ length: repeats }, () => [5, 3, 2]),
    )
    const rarefied = rarefy(input, depth, 2024)
    const frequency = new Array<number>(depth + 1).fill(0)
    for (let s = 0; s < repeats; s++) frequency[rarefied.counts[s * 3]]++
    const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k)
    for (let k = 0; k <= depth; k++) {
      const p = (choose(5, k) * choose(5, depth - k)) / choose(10, depth)
      const standardError = Math.sqrt((p * (1 - p)) / repeats)
      expect(Math.abs(frequency[k] / repeats - p)).toBeLessThan(5 * standardError + 1e-12)
    }
  })

  it('keeps the expected share of each feature in a sample of millions of reads', () => {
    const sample = globalPatterns.sampleIds.indexOf('M31Fcsw')
    const counts = sampleRow(globalPatterns, sample)
    const total = sampleTotals(globalPatterns)[sample]
    const depth = 100_000
    const single: FeatureTable = {
      sampleIds: ['M31Fcsw'],
      featureIds: globalPatterns.featureIds,
      counts: Float64Array.from(counts),
    }
    const rarefied = rarefy(single, depth, 3).counts
    const top = counts.indexOf(Math.max(...counts))
    const mean = (counts[top] * depth) / total
    const sd = Math.sqrt(mean * (1 - counts[top] / total) * ((total - depth) / (total - 1)))
    expect(Math.abs(rarefied[top] - mean)).toBeLessThan(5 * sd)
  })

  it('rarefies samples of billions of reads to 50 million each, every count near its expectation', () => {
    // 20 samples × 50 features of 60-100 million reads: drawing read by read would take minutes.
    const random = createRandom(11)
    const input = table(
      Array.from({ length: 20 }, (_, s) => `S${s}`),
      Array.from({ length: 20 }, () => Array.from({ length: 50 }, () => 60_000_000 + random.nextInt(40_000_001))),
    )
    const depth = 50_000_000
    const rarefied = rarefy(input, depth, 9)
    const totals = sampleTotals(input)
    expect(Array.from(sampleTotals(rarefied))).toEqual(input.sampleIds.map(() => depth))
    rarefied.counts.forEach((count, i) => {
      const reads = input.counts[i]
      const total = totals[Math.floor(i / 50)]
      const mean = (reads * depth) / total
      const sd = Math.sqrt(mean * (1 - reads / total) * ((total - depth) / (total - 1)))
      expect(count).toBeLessThanOrEqual(reads)
      expect(Math.abs(count - mean)).toBeLessThan(6 * sd)
    })
  })

  it('refuses a depth that is not a positive whole number, and fractional counts', () => {
    expect(() => rarefy(globalPatterns, 0, 1)).toThrow(AnalysisInputError)
    expect(() => rarefy(globalPatterns, 10.5, 1)).toThrow(AnalysisInputError)
    expect(() => rarefy(table(['A'], [[0.5, 1.5]]), 1, 1)).toThrow(
      'count 0.5 in sample "A" is not a whole number of reads',
    )
  })
})
