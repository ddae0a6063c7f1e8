import { describe, expect, it } from 'vitest'
import { reverseComplement, transformStrand } from './alphabet'
import { embossFasta, nucleotideFixture } from './test-support'

describe('reverseComplement against EMBOSS revseq', () => {
  it.each(['nucleotides', 'edge-cases'])('gives revseq’s sequences for %s.fasta (RNA aside)', (input) => {
    const expected = embossFasta(`${input}.revseq.fasta`)
    const records = nucleotideFixture(`${input}.fasta`).filter((record) => record.name !== 'rna')
    expect(records.map((record) => reverseComplement(record.sequence))).toEqual(
      expected.filter((record) => record.name !== 'rna').map((record) => record.sequence),
    )
  })

  it.each([
    ['complement', 'nucleotides.revseq-noreverse.fasta'],
    ['reverse', 'nucleotides.revseq-nocomplement.fasta'],
  ] as const)('%s only gives revseq’s output with -noreverse / -nocomplement', (operation, output) => {
    const records = nucleotideFixture('nucleotides.fasta')
    expect(records.map((record) => transformStrand(record.sequence, operation))).toEqual(
      embossFasta(output).map((record) => record.sequence),
    )
  })

  it('complements every IUPAC code and keeps the case (edge-cases.fasta "iupac", as revseq)', () => {
    expect(reverseComplement('GCNTARMGRYTRACGTRYSWKMBDHVNacgtrysw')).toBe('wsryacgtNBDHVKMWSRYACGTYARYCKYTANGC')
  })

  it('keeps RNA as RNA, where revseq writes T', () => {
    // revseq gives TCAGCGGCCCATTACAATGGCCAT for this RNA; A pairs with U in RNA.
    expect(reverseComplement('AUGGCCAUUGUAAUGGGCCGCUGA')).toBe('UCAGCGGCCCAUUACAAUGGCCAU')
  })
})
