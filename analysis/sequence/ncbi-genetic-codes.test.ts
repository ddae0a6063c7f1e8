import { describe, expect, it } from 'vitest'
import { SIX_FRAMES, translateFrame } from './genetic-code'
import { GENETIC_CODES, geneticCodeTable } from './ncbi-genetic-codes'
import { embossFasta, nucleotideFixture } from './test-support'

/*
 * EMBOSS 6.6.0 transeq -frame 6 -table N on X13776, X65921 and X65923, written by
 * tests/fixtures/analysis/sequence/generate-translation.sh; every frame of every sequence compared.
 */
describe('NCBI genetic codes (transeq -table)', () => {
  const sequences = nucleotideFixture('nucleotides.fasta')
  for (const table of [2, 4, 5, 11, 23])
    it(`table ${table}: all six frames of the three sequences are transeq’s`, () => {
      const ours = sequences.flatMap((record) =>
        SIX_FRAMES.map((frame) => [
          `${record.name}_${frame > 0 ? frame : 3 - frame}`,
          translateFrame(record.sequence, frame, geneticCodeTable(table)),
        ]),
      )
      const transeq = embossFasta(`nucleotides.transeq-table${table}.fasta`).map((record) => [
        record.name,
        record.sequence,
      ])
      expect(ours).toEqual(transeq)
    })

  it('holds the 17 codes EMBOSS ships, each a 64-letter line', () => {
    expect(GENETIC_CODES.map((code) => code.id)).toEqual([1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 21, 22, 23])
    for (const code of GENETIC_CODES) expect(code.aminoAcids).toMatch(/^[A-Z*]{64}$/)
    // Vertebrate mitochondria read TGA as Trp and AGA as stop.
    expect(translateFrame('TGAAGA', 1, geneticCodeTable(2))).toBe('W*')
  })
})
