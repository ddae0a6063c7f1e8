import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { sequenceFileText } from './sequence-file'
import { readEmbossOutput, readSequenceFixture } from './test-support'

/*
 * An uploaded flat file becomes the FASTA EMBOSS 6.6.0 seqret writes of it (tests/fixtures/analysis/
 * sequence/emboss/*.seqret.fasta, written by generate-restrict-seqret.sh), whatever its encoding.
 */
const utf8 = (text: string) => new TextEncoder().encode(text)
const withUtf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])
function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + 2 * text.length)
  bytes.set([0xff, 0xfe])
  for (let i = 0; i < text.length; i++) bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + 2 * i)
  return bytes
}

describe('sequenceFileText', () => {
  it('writes GenBank and EMBL flat files as seqret writes them as FASTA', () => {
    expect(sequenceFileText(utf8(readSequenceFixture('dna.genbank')))).toEqual({
      text: readEmbossOutput('dna.genbank.seqret.fasta'),
      format: 'genbank',
      encoding: 'UTF-8',
    })
    expect(sequenceFileText(utf8(readSequenceFixture('dna.embl'))).text).toBe(readEmbossOutput('dna.embl.seqret.fasta'))
    const l46634 = sequenceFileText(utf8(readSequenceFixture('L46634.embl')))
    expect(l46634.format).toBe('embl')
    expect(l46634.text).toBe(readEmbossOutput('L46634.embl.seqret.fasta'))
    expect(l46634.text.split('\n')[0]).toBe(
      ">L46634 L46634.1 Human herpesvirus 7 (clone ED132'1.2) telomeric repeat region.",
    )
  })

  it('reads a flat file saved with a byte-order mark, in UTF-16 or with Windows line ends the same way', () => {
    const genbank = readSequenceFixture('dna.genbank')
    const expected = readEmbossOutput('dna.genbank.seqret.fasta')
    expect(sequenceFileText(withUtf8Bom(genbank))).toEqual({ text: expected, format: 'genbank', encoding: 'UTF-8-BOM' })
    expect(sequenceFileText(utf16le(genbank))).toEqual({ text: expected, format: 'genbank', encoding: 'UTF-16LE' })
    expect(sequenceFileText(utf8(genbank.replace(/\n/g, '\r\n'))).text).toBe(expected)
  })

  it('passes FASTA and a bare sequence on as they are, without the mark, so errors keep the file’s lines', () => {
    const fasta = readSequenceFixture('proteins.fasta')
    expect(sequenceFileText(withUtf8Bom(fasta))).toEqual({ text: fasta, format: 'fasta', encoding: 'UTF-8-BOM' })
    expect(sequenceFileText(utf8('acgt acgt\n10 ggcc\n'))).toEqual({
      text: 'acgt acgt\n10 ggcc\n',
      format: 'fasta',
      encoding: 'UTF-8',
    })
  })

  it('keeps a flat file unconverted when asked (a reader of all three formats)', () => {
    const embl = readSequenceFixture('dna.embl')
    expect(sequenceFileText(utf8(embl), { keepFormat: true })).toEqual({
      text: embl,
      format: 'embl',
      encoding: 'UTF-8',
    })
  })

  it('locates a flat file’s bad residue in the file', () => {
    const broken = readSequenceFixture('dna.genbank').replace(/ORIGIN\n(\s+1\s+)A/, 'ORIGIN\n$1J')
    expect(broken).not.toBe(readSequenceFixture('dna.genbank'))
    const line = broken.split('\n').findIndex((text) => text.startsWith('ORIGIN')) + 2
    const error = (() => {
      try {
        sequenceFileText(utf8(broken), { fileName: 'dna.gb' })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(AnalysisInputError)
    expect(error).toMatchObject({
      code: 'sequence.invalidNucleotide',
      params: { character: 'J' },
      location: { file: 'dna.gb', line },
    })
  })
})
