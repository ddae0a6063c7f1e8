import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { formatFasta, parseSequences, UNNAMED_SEQUENCE } from './fasta'
import { readSequenceFixture } from './test-support'

function problemOf(run: () => unknown): AnalysisInputError {
  try {
    run()
  } catch (error) {
    if (error instanceof AnalysisInputError) return error
    throw error
  }
  throw new Error('expected an AnalysisInputError')
}

const problem = (error: AnalysisInputError) => ({ code: error.code, params: error.params })

describe('parseSequences', () => {
  it('reads the EMBOSS test sequences with their names, descriptions and lengths (infoseq: 2167, 2016, 518)', () => {
    const text = ['X13776.fasta', 'X65921.fasta', 'X65923.fasta'].map(readSequenceFixture).join('')
    const records = parseSequences(text, { alphabet: 'nucleotide' })
    expect(records.map((record) => [record.name, record.sequence.length])).toEqual([
      ['X13776', 2167],
      ['X65921', 2016],
      ['X65923', 518],
    ])
    expect(records[2].description).toBe('X65923.1 H.sapiens fau mRNA')
    expect(records[1].line).toBe(39) // X13776 takes a header and 37 residue lines
  })

  it('takes pasted residues without a header as one sequence, ignoring spaces, numbers and Windows line ends', () => {
    const records = parseSequences('  1 acgtac gtac\r\n 11 GGGN\r\n', { alphabet: 'nucleotide' })
    expect(records).toEqual([{ name: UNNAMED_SEQUENCE, description: '', sequence: 'acgtacgtacGGGN', line: 1 }])
  })

  it('names the line and column of a character outside the alphabet', () => {
    const error = problemOf(() => parseSequences('>a\nACGT\nACJT\n', { alphabet: 'nucleotide', source: 'sequence' }))
    expect(problem(error)).toEqual({ code: 'sequence.invalidNucleotide', params: { character: 'J' } })
    expect(error.location).toEqual({ file: 'sequence', line: 3, column: 3 })
    expect(error.message).toBe(
      'sequence, line 3, column 3: "J" is not a nucleotide letter (expected IUPAC nucleotide codes ACGTURYSWKMBDHVN)',
    )
  })

  it('accepts protein letters and the stop sign, and rejects a gap sign', () => {
    expect(parseSequences('>p\nMKV*\n', { alphabet: 'protein' })[0].sequence).toBe('MKV*')
    expect(problemOf(() => parseSequences('>p\nMK-V\n', { alphabet: 'protein' })).location).toEqual({
      line: 2,
      column: 3,
    })
  })

  it('rejects a header without a name, a header without residues, and empty input', () => {
    expect(problemOf(() => parseSequences('>\nACGT', { alphabet: 'nucleotide' })).code).toBe('sequence.missingName')
    expect(parseSequences('> x\nACGT', { alphabet: 'nucleotide' })[0].name).toBe('x')
    const empty = problemOf(() => parseSequences('>a\n>b\nACGT\n', { alphabet: 'nucleotide' }))
    expect(problem(empty)).toEqual({ code: 'sequence.emptySequence', params: { name: 'a' } })
    expect(empty.location.line).toBe(1)
    expect(problemOf(() => parseSequences(' \n\n', { alphabet: 'nucleotide' })).code).toBe('sequence.noSequence')
  })

  it('reports FASTQ pasted as FASTA at its first character', () => {
    expect(problemOf(() => parseSequences('@read1\nACGT\n+\nIIII\n', { alphabet: 'nucleotide' })).location).toEqual({
      line: 1,
      column: 1,
    })
  })
})

describe('formatFasta', () => {
  it('wraps residues at 60 per line and round-trips', () => {
    const sequence = 'ACGT'.repeat(40)
    const text = formatFasta([{ name: 's1', description: 'test', sequence }])
    expect(text.split('\n').map((line) => line.length)).toEqual(['>s1 test'.length, 60, 60, 40, 0])
    expect(parseSequences(text, { alphabet: 'nucleotide' })[0]).toMatchObject({
      name: 's1',
      description: 'test',
      sequence,
    })
  })
})
