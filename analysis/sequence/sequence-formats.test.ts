import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { detectFormat, genbankDate, readEntries, writeEmbl, writeFasta, writeGenbank } from './sequence-formats'
import { readEmbossOutput, readSequenceFixture } from './test-support'

/*
 * Against EMBOSS 6.6.0 seqret (tests/fixtures/analysis/sequence/emboss/*.seqret.*, written by generate-restrict-seqret.sh;
 * the day seqret ran, at the end of GenBank's LOCUS line, is written there as DATE).
 */
function convert(fixture: string, format: 'fasta' | 'genbank' | 'embl'): string {
  const text = readSequenceFixture(fixture)
  const entries = readEntries(text, detectFormat(text))
  return format === 'fasta'
    ? writeFasta(entries)
    : format === 'embl'
      ? writeEmbl(entries)
      : writeGenbank(entries, 'DATE')
}

describe('sequence formats (EMBOSS 6.6.0 seqret)', () => {
  it('FASTA with accession.version headers written as FASTA, GenBank and EMBL, byte for byte', () => {
    for (const format of ['fasta', 'genbank', 'embl'] as const) {
      expect(convert('nucleotides.fasta', format)).toBe(readEmbossOutput(`nucleotides.seqret.${format}`))
      expect(convert('plain.fasta', format)).toBe(readEmbossOutput(`plain.seqret.${format}`))
    }
  })

  it('EMBL and GenBank entries read back (identifier, accession, version, description, residues)', () => {
    expect(detectFormat(readSequenceFixture('dna.embl'))).toBe('embl')
    expect(detectFormat(readSequenceFixture('dna.genbank'))).toBe('genbank')
    expect(convert('dna.embl', 'fasta')).toBe(readEmbossOutput('dna.embl.seqret.fasta'))
    expect(convert('L46634.embl', 'fasta')).toBe(readEmbossOutput('L46634.embl.seqret.fasta'))
    expect(convert('dna.genbank', 'fasta')).toBe(readEmbossOutput('dna.genbank.seqret.fasta'))
    expect(convert('dna.genbank', 'embl')).toBe(readEmbossOutput('dna.genbank.seqret.embl'))
    const [entry] = readEntries(readSequenceFixture('L46634.embl'), 'embl')
    expect({ ...entry, sequence: entry.sequence.length }).toEqual({
      name: 'L46634',
      accessions: ['L46634', 'L46689'],
      version: 'L46634.1',
      description: "Human herpesvirus 7 (clone ED132'1.2) telomeric repeat region.",
      sequence: 1272,
    })
  })

  it('a residue that is not a nucleotide code names its line and column; the LOCUS date', () => {
    const bad = 'LOCUS       X\nORIGIN\n        1 acgtj\n//\n'
    expect(() => readEntries(bad, 'genbank', 'sequence')).toThrow(AnalysisInputError)
    expect(() => readEntries(bad, 'genbank', 'sequence')).toThrow('sequence, line 3, column 15')
    expect(genbankDate(new Date(Date.UTC(2026, 10, 8)))).toBe('08-NOV-2026')
  })
})
