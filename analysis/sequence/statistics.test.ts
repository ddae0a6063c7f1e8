import { describe, expect, it } from 'vitest'
import { baseComposition, gcFraction, n50, summarizeSequenceSet } from './statistics'
import { nucleotideFixture, readEmbossOutput } from './test-support'

/** `name value` rows of geecee (fraction, 2 decimals) or infoseq (-name -length -pgc). */
function table(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
}

describe('GC content against EMBOSS geecee and infoseq', () => {
  const records = nucleotideFixture('nucleotides.fasta')

  it('rounds to geecee’s two decimals', () => {
    expect(records.map((record) => [record.name, gcFraction(record.sequence).toFixed(2)])).toEqual(
      table(readEmbossOutput('nucleotides.geecee')),
    )
  })

  it('gives infoseq’s length and %GC (66.54, 54.56, 55.41)', () => {
    expect(
      records.map((record) => [
        record.name,
        String(record.sequence.length),
        (100 * gcFraction(record.sequence)).toFixed(2),
      ]),
    ).toEqual(table(readEmbossOutput('nucleotides.infoseq')))
  })

  it('weighs ambiguity codes as geecee does (edge cases: 0.56, 0.57, 0.59, 0.50, 0.54)', () => {
    const edge = nucleotideFixture('edge-cases.fasta')
    expect(edge.map((record) => [record.name, gcFraction(record.sequence).toFixed(2)])).toEqual(
      table(readEmbossOutput('edge-cases.geecee')),
    )
  })

  it('counts bases by hand: S counts 1, N 1/2, B 2/3, D 1/3', () => {
    const composition = baseComposition('ACGTUNSBDacgt')
    expect(composition).toMatchObject({ length: 13, a: 2, c: 2, g: 2, t: 3, n: 1, ambiguous: 3 })
    // G+C: c, g twice each = 4; N 0.5; S 1; B 2/3; D 1/3 → 6.5
    expect(composition.gcCount).toBeCloseTo(6.5, 12)
  })
})

describe('n50 and the set summary', () => {
  it('finds N50 by hand', () => {
    // Sorted 80, 70, 50, 40, 30, 20 (total 290): 80 + 70 = 150 ≥ 145, so N50 = 70.
    expect(n50([30, 80, 20, 50, 40, 70])).toBe(70)
    // 2167, 2016, 518 (total 4701): 2167 < 2350.5, 2167 + 2016 ≥ 2350.5 → 2016.
    expect(n50([518, 2167, 2016])).toBe(2016)
    expect(n50([10, 10])).toBe(10)
  })

  it('summarises the three EMBOSS sequences', () => {
    const records = nucleotideFixture('nucleotides.fasta')
    const summary = summarizeSequenceSet(records.map((record) => baseComposition(record.sequence)))
    expect(summary).toMatchObject({ count: 3, totalLength: 4701, minLength: 518, maxLength: 2167, n50: 2016 })
    expect(summary.meanLength).toBeCloseTo(1567, 12)
    // G+C 1442 + 1100 + 287 = 2829 of 4701 bases (infoseq: 66.54 % of 2167, 54.56 % of 2016, 55.41 % of 518).
    expect(summary.gcFraction * 4701).toBeCloseTo(2829, 9)
  })
})
