import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { formatFasta } from './fasta'
import { detectPhredOffset, fastqTextFromBytes, parseFastq, summarizeFastqQuality } from './fastq'
import { readEmbossOutput, readSequenceFixture } from './test-support'

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

describe('FASTQ to FASTA against EMBOSS seqret', () => {
  const reads = parseFastq(readSequenceFixture('BAQ3473.3_10_R1.fastq'))

  it('reads the 100 MiSeq reads of 151 bases', () => {
    expect(reads).toHaveLength(100)
    expect(reads.every((read) => read.sequence.length === 151 && read.quality.length === 151)).toBe(true)
    expect(reads[0]).toMatchObject({
      name: 'M00176:65:000000000-A41FR:1:1101:14707:2238',
      description: '1:N:0:0',
      line: 1,
    })
  })

  it('writes the FASTA seqret writes (fastq-sanger → fasta)', () => {
    expect(formatFasta(reads)).toBe(readEmbossOutput('BAQ3473.3_10_R1.seqret.fasta'))
  })

  it('detects Phred+33 (the q2-dada2 metadata says phred-offset 33) and Phred+64 in seqret’s fastq-illumina copy', () => {
    expect(detectPhredOffset(reads)).toEqual({ offset: 33, lowest: '#', highest: 'H', ambiguous: false })
    const illumina = parseFastq(readSequenceFixture('BAQ3473.3_10_R1.phred64.fastq'))
    expect(detectPhredOffset(illumina)).toEqual({ offset: 64, lowest: 'B', highest: 'g', ambiguous: false })
    // Same bases, and the same scores once each file's offset is taken off.
    expect(illumina.map((read) => read.sequence)).toEqual(reads.map((read) => read.sequence))
    expect(summarizeFastqQuality(illumina, 64)).toEqual(summarizeFastqQuality(reads, 33))
  })

  it('reads a high-quality PacBio CCS read (Q31 to Q93, `@` to `~`) as +33: no +64 file reaches past `i`', () => {
    const ccs = parseFastq('@m64011_190830_220126/1/ccs\nACGTACGTAC\n+\n@T~~~~~~~~\n')
    expect(detectPhredOffset(ccs)).toEqual({ offset: 33, lowest: '@', highest: '~', ambiguous: false })
  })

  it('calls qualities that fit both encodings ambiguous and reads them as +33', () => {
    expect(detectPhredOffset(parseFastq('@r\nACGT\n+\n@FIJ\n'))).toEqual({
      offset: 33,
      lowest: '@',
      highest: 'J',
      ambiguous: true,
    })
  })
})

describe('summarizeFastqQuality', () => {
  it('averages Phred scores by hand', () => {
    // +33: I = 40, 5 = 20, + = 10, ! = 0. Read 1: 40 40 20 10; read 2: 40 0.
    const summary = summarizeFastqQuality(parseFastq('@a\nACGT\n+\nII5+\n@b\nAC\n+\nI!\n'), 33)
    expect(summary).toMatchObject({ reads: 2, bases: 6, minLength: 2, maxLength: 4 })
    expect(summary.meanQuality).toBeCloseTo(150 / 6, 12)
    expect(summary.q20Fraction).toBeCloseTo(4 / 6, 12)
    expect(summary.q30Fraction).toBeCloseTo(3 / 6, 12)
    expect([...summary.meanQualityByPosition]).toEqual([40, 20, 20, 10])
  })
})

describe('parseFastq errors name the line', () => {
  it('wants @ to open a record and + after the bases', () => {
    expect(problemOf(() => parseFastq('@a\nACGT\n+\nIIII\nb\nACGT\n+\nIIII\n')).location).toEqual({
      line: 5,
      column: 1,
    })
    const noPlus = problemOf(() => parseFastq('@a\nACGT\n@b\nACGT\n+\nIIII\n'))
    expect(noPlus.code).toBe('sequence.fastqSeparatorExpected')
    expect(noPlus.location.line).toBe(3)
  })

  it('checks the quality length, the quality characters and the bases', () => {
    const short = problemOf(() => parseFastq('@a\nACGT\n+\nIII\n'))
    expect(problem(short)).toEqual({
      code: 'sequence.fastqQualityLength',
      params: { name: 'a', bases: 4, qualities: 3 },
    })
    expect(problemOf(() => parseFastq('@a\nACGT\n+\nII I\n')).location).toEqual({ line: 4, column: 3 })
    expect(problem(problemOf(() => parseFastq('@a\nACXT\n+\nIIII\n')))).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'X' },
    })
    expect(problem(problemOf(() => parseFastq('@a\nACGT\n+\n')))).toEqual({
      code: 'sequence.fastqTruncated',
      params: { name: 'a' },
    })
  })

  it('reads wrapped records', () => {
    expect(parseFastq('@a x\nAC\nGT\n+a x\nII\n@I\n')[0]).toMatchObject({ sequence: 'ACGT', quality: 'II@I' })
  })
})

describe('fastqTextFromBytes', () => {
  it('gunzips .fastq.gz and refuses to expand past the limit', () => {
    const text = readSequenceFixture('BAQ3473.3_10_R1.fastq')
    const packed = new Uint8Array(gzipSync(text))
    expect(fastqTextFromBytes(packed, { maxTextBytes: 1_000_000 })).toBe(text)
    expect(() => fastqTextFromBytes(packed, { fileName: 'reads.fastq.gz', maxTextBytes: 1000 })).toThrow(
      AnalysisInputError,
    )
    expect(fastqTextFromBytes(new TextEncoder().encode('@a\nA\n+\nI\n'), { maxTextBytes: 10 })).toBe('@a\nA\n+\nI\n')
  })
})
