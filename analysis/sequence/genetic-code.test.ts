import { describe, expect, it } from 'vitest'
import { codonRole, sixFrameTranslation, translateFrame } from './genetic-code'
import { embossFasta, nucleotideFixture } from './test-support'

describe('sixFrameTranslation against EMBOSS transeq -frame 6', () => {
  it('gives transeq’s six proteins, names included, for the three EMBOSS test sequences', () => {
    const ours = nucleotideFixture('nucleotides.fasta').flatMap((record) =>
      sixFrameTranslation(record.name, record.sequence),
    )
    const expected = embossFasta('nucleotides.transeq.fasta')
    expect(ours.map((frame) => [frame.name, frame.protein])).toEqual(
      expected.map((record) => [record.name, record.sequence]),
    )
  })

  it('translates leftover bases at the ends as transeq does (39, 40 and 41 bases; RNA as DNA)', () => {
    const expected = embossFasta('edge-cases.transeq.fasta').filter((record) => !record.name.startsWith('iupac'))
    const ours = nucleotideFixture('edge-cases.fasta')
      .filter((record) => record.name !== 'iupac')
      .flatMap((record) => sixFrameTranslation(record.name, record.sequence))
    expect(ours.map((frame) => [frame.name, frame.protein])).toEqual(
      expected.map((record) => [record.name, record.sequence]),
    )
  })

  it('translates an ambiguous codon when all its codons agree, where EMBOSS leaves some as X', () => {
    // transeq reads ambiguity only in the third base; MGR (CGA CGG AGA AGG) is R, YTR (TTA TTG
    // CTA CTG) is L and TRA (TAA TGA) a stop — EMBOSS's own comment lists YTR and MGR as missing.
    const iupac = nucleotideFixture('edge-cases.fasta').find((record) => record.name === 'iupac')!
    const expected = embossFasta('edge-cases.transeq.fasta').filter((record) => record.name.startsWith('iupac'))
    const ours = sixFrameTranslation(iupac.name, iupac.sequence)
    ours.forEach((frame, f) => {
      expect(frame.protein).toHaveLength(expected[f].sequence.length)
      for (let i = 0; i < frame.protein.length; i++) {
        if (frame.protein[i] !== expected[f].sequence[i]) expect(expected[f].sequence[i]).toBe('X')
      }
    })
    expect(translateFrame('GCNTARMGRYTR', 1)).toBe('A*RL')
    expect(translateFrame('CTRA', 2)).toBe('*')
    expect(translateFrame('YTN', 1)).toBe('X') // TTC is F
  })
})

describe('codonRole', () => {
  it('knows ATG as the only start of EMBOSS table 0 and TTG, CTG, ATG as NCBI table 1’s', () => {
    expect(['ATG', 'TTG', 'CTG', 'GTG'].map((codon) => codonRole(codon, 0, 'atg'))).toEqual([1, 0, 0, 0])
    expect(['ATG', 'TTG', 'CTG', 'GTG'].map((codon) => codonRole(codon, 0, 'ncbi1'))).toEqual([1, 1, 1, 0])
    expect(['TAA', 'TAG', 'TGA', 'TAR', 'uga', 'TAN'].map((codon) => codonRole(codon, 0, 'atg'))).toEqual([
      -1, -1, -1, -1, -1, 0,
    ])
  })
})
