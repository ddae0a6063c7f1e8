import { describe, expect, it } from 'vitest'
import { parseSequences } from '../../../analysis/sequence/fasta'
import { embossFasta } from '../../../analysis/sequence/test-support'
import { runFailure } from '../../kit/test-support'
import { demoInput, failure, fileText, folder, inputProblem, run, table } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('ReverseComplement', () => {
  it('demo: the FASTA download holds the sequences EMBOSS revseq writes', async () => {
    const result = await run('ReverseComplement')
    const written = parseSequences(fileText(result, 'reverse-complement.fasta'), { alphabet: 'nucleotide' })
    expect(written.map((record) => [record.name, record.sequence])).toEqual(
      embossFasta('nucleotides.revseq.fasta').map((record) => [record.name, record.sequence]),
    )
    expect(table(result, 'sequences').rows.map((row) => row.slice(0, 2))).toEqual([
      ['X13776', 2167],
      ['X65921', 2016],
      ['X65923', 518],
    ])
  })

  it('complement only gives revseq -noreverse', async () => {
    const result = await run('ReverseComplement', { params: { operation: 'complement' } })
    const written = parseSequences(fileText(result, 'complement.fasta'), { alphabet: 'nucleotide' })
    expect(written.map((record) => record.sequence)).toEqual(
      embossFasta('nucleotides.revseq-noreverse.fasta').map((record) => record.sequence),
    )
  })

  it('reports a letter that is no nucleotide code in the sequence field, with its line and column (1002)', async () => {
    expect(await inputProblem('ReverseComplement', { params: { sequence: '>s1\nACGT\nACGJ\n' } })).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'J' },
      location: { file: 'sequence', line: 3, column: 4 },
    })
  })

  it('refuses more than 500,000 characters (1001), naming the field and the limit', async () => {
    const error = await failure('ReverseComplement', { params: { sequence: 'A'.repeat(500_001) } })
    expect(error.code).toBe('1001')
    expect(error.message).toBe('Parameter "Sequences" is longer than its limit of 500,000 characters (500,001 given).')
    const chinese = await runFailure(
      () =>
        folder('ReverseComplement').executor(
          demoInput('ReverseComplement', { params: { sequence: 'A'.repeat(500_001) } }),
        ),
      'zh',
    )
    expect(chinese.text).toBe('参数“序列”超过 500,000 个字符的上限（现有 500,001 个）。')
  })
})
