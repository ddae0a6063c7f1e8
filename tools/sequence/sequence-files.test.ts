import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { failure, fileText, fixture, inputProblem, run, table, tool } from './test-support'

/*
 * A sequence field's file: the run reads it as the text the field would have had pasted. A flat
 * file gives the same result as pasting the FASTA EMBOSS 6.6.0 seqret writes of it
 * (tests/fixtures/analysis/sequence/emboss/*.seqret.fasta, written by generate-restrict-seqret.sh).
 */
const bytesOf = (name: string) => new Uint8Array(readFileSync(fixture(name)))
const textOf = (name: string) => readFileSync(fixture(name), 'utf8')
const asFile = (fileName: string, text: string) => ({ fileName, bytes: new TextEncoder().encode(text) })

describe('sequence files', () => {
  it('every sequence field has an optional FASTA/GenBank/EMBL slot sized from its character limit', () => {
    expect(tool('SequenceStatistics').dataFiles).toEqual([
      expect.objectContaining({
        key: 'sequence_file',
        required: false,
        fileSizeMb: 2,
        label: '序列文件 (Sequences file)',
      }),
    ])
    expect(tool('SequenceStatistics').dataFiles[0].fileTypes).toEqual(expect.arrayContaining(['fasta', 'gb', 'embl']))
    expect(tool('PairwiseAlignment').dataFiles.map((slot) => [slot.key, slot.fileSizeMb])).toEqual([
      ['sequence_a_file', 1],
      ['sequence_b_file', 1],
    ])
    expect(tool('SequenceStatistics').form.find((field) => field.key === 'sequence')?.required).toBe(false)
  })

  it('an EMBL file gives the result of pasting seqret’s FASTA of it; the file wins over pasted text, and the result says so', async () => {
    const fromFile = await run('SequenceStatistics', {
      files: { sequence_file: { fileName: 'L46634.embl', bytes: bytesOf('L46634.embl') } },
    })
    const pasted = await run('SequenceStatistics', {
      params: { sequence: textOf('emboss/L46634.embl.seqret.fasta') },
    })
    expect(table(fromFile, 'sequences')).toEqual(table(pasted, 'sequences'))
    // The entry's SQ line: "Sequence 1272 BP".
    expect(table(fromFile, 'sequences').rows.map((row) => row.slice(0, 2))).toEqual([['L46634', 1272]])
    expect(fromFile.notes.slice(0, 2)).toEqual([
      '"Sequences" was read from file "L46634.embl" (EMBL, UTF-8).',
      'A file and pasted text were both given: file "L46634.embl" was used, the text pasted in "Sequences" was not.',
    ])
  })

  it('a GenBank file given to the format converter is read as GenBank, not first made FASTA', async () => {
    const options = { params: { sequence: '', outputFormat: 'embl' } }
    const fromFile = await run('SequenceFormatConversion', {
      ...options,
      files: { sequence_file: { fileName: 'dna.gb', bytes: bytesOf('dna.genbank') } },
    })
    expect(fileText(fromFile, 'sequences.embl')).toBe(textOf('emboss/dna.genbank.seqret.embl'))
    expect(fromFile.notes[0]).toBe('"Sequences" was read from file "dna.gb" (GenBank, UTF-8).')
  })

  it('a problem in a FASTA file is located at the file’s own line', async () => {
    const file = asFile('bad.fasta', '>one\nACGT\nACJT\n')
    expect(
      await inputProblem('SequenceStatistics', { params: { sequence: '' }, files: { sequence_file: file } }),
    ).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'J' },
      location: { file: 'bad.fasta', line: 3, column: 3 },
    })
  })

  it('a file longer than the field’s limit once read is refused naming the file (1001)', async () => {
    const file = asFile('long.fasta', `>long\n${'ACGT'.repeat(501)}\n`)
    expect(await failure('PairwiseAlignment', { files: { sequence_a_file: file } })).toEqual({
      code: '1001',
      message:
        'The sequences read from file "long.fasta" are longer than the limit of "Sequence A", 2,000 characters (2,011 given).',
    })
  })

  it('neither text nor file: the run asks for one or the other', async () => {
    expect(await failure('SequenceStatistics', { params: { sequence: '' } })).toEqual({
      code: '1001',
      message: 'Parameter "Sequences" is empty: paste a sequence or choose a sequence file.',
    })
  })
})
