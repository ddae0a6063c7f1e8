import { describe, expect, it } from 'vitest'
import { parseFuzznucReport, readEmbossOutput } from '../../../analysis/sequence/test-support'
import { run, failure, inputProblem, table } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('FuzzyMotifSearch', () => {
  it('demo: AATAAA with one mismatch on both strands of the fau mRNA gives fuzznuc’s 7 hits', async () => {
    const result = await run('FuzzyMotifSearch')
    const expected = parseFuzznucReport(readEmbossOutput('X65923.AATAAA-1.fuzznuc'))
    expect(expected).toHaveLength(7)
    expect(table(result, 'hits').rows).toEqual(
      expected.map((hit) => [hit.sequence, hit.start, hit.end, hit.strand, hit.mismatches, hit.matched]),
    )
  })

  it('refuses as many mismatches as the motif has letters (1001) and a non-IUPAC motif letter (1002)', async () => {
    expect(await failure('FuzzyMotifSearch', { params: { pattern: 'AAT', mismatches: 3 } })).toMatchObject({
      code: '1001',
      message: 'Parameter "Mismatches allowed" must be a whole number below the motif\'s length (3); 3 given.',
    })
    expect(await inputProblem('FuzzyMotifSearch', { params: { pattern: 'AAXAAA' } })).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'X' },
      location: { file: 'pattern', column: 3 },
    })
    expect(await failure('FuzzyMotifSearch', { params: { pattern: 'A'.repeat(31) } })).toMatchObject({ code: '1001' })
  })
})
