import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { parseMotifPattern, searchMotif } from './motif-search'
import { nucleotideFixture, parseFuzznucReport, readEmbossOutput } from './test-support'

describe('searchMotif against EMBOSS fuzznuc', () => {
  const records = nucleotideFixture('nucleotides.fasta')

  it.each([
    ['GGTAAGT', 1, true, 'nucleotides.GGTAAGT-1.fuzznuc'],
    ['TATAWAWR', 1, true, 'nucleotides.TATAWAWR-1.fuzznuc'],
    ['CCGCGG', 0, false, 'nucleotides.CCGCGG-0.fuzznuc'],
  ] as const)(
    '%s with %i mismatch(es), reverse strand %s: fuzznuc’s hits',
    (pattern, mismatches, reverseStrand, report) => {
      const compiled = parseMotifPattern(pattern)
      const ours = records.flatMap((record) =>
        searchMotif(record.sequence, compiled, { mismatches, reverseStrand }).map((hit) => ({
          sequence: record.name,
          ...hit,
        })),
      )
      const expected = parseFuzznucReport(readEmbossOutput(report))
      expect(expected.length).toBeGreaterThan(0)
      expect(ours).toEqual(expected)
    },
  )

  it('matches ambiguity codes as fuzznuc’s pattern classes: R is A, G or R; a sequence N only meets pattern N', () => {
    const pattern = parseMotifPattern('RATC')
    expect(
      searchMotif('GATCAATCRATCNATC', pattern, { mismatches: 0, reverseStrand: false }).map((hit) => hit.start),
    ).toEqual([1, 5, 9])
    expect(searchMotif('NATC', parseMotifPattern('nATC'), { mismatches: 0, reverseStrand: false })).toHaveLength(1)
    expect(searchMotif('NATC', pattern, { mismatches: 1, reverseStrand: false })[0].mismatches).toBe(1)
  })

  it('rejects a non-IUPAC pattern letter, naming its column', () => {
    expect(() => parseMotifPattern('GAT-C', { source: 'pattern' })).toThrow(AnalysisInputError)
    try {
      parseMotifPattern('GAT-C', { source: 'pattern' })
    } catch (error) {
      expect(error).toMatchObject({
        code: 'sequence.invalidNucleotide',
        params: { character: '-' },
        location: { file: 'pattern', column: 4 },
      })
    }
  })
})
