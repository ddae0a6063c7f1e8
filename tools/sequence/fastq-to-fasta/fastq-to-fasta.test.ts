import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { readEmbossOutput } from '../../../analysis/sequence/test-support'
import { runFailure } from '../../kit/test-support'
import { folder, demoInput, run, inputProblem, table, fileText, expectChartsRender, fixture } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('FastqToFasta', () => {
  it('demo: the FASTA EMBOSS seqret writes, Phred+33 detected (q2-dada2’s metadata says phred-offset 33)', async () => {
    const result = await run('FastqToFasta')
    expect(fileText(result, 'BAQ3473.3_10_L001_R1_001.fasta')).toBe(readEmbossOutput('BAQ3473.3_10_R1.seqret.fasta'))
    const summary = Object.fromEntries(table(result, 'summary').rows)
    expect(summary).toMatchObject({
      Reads: 100,
      Bases: 15100,
      'Shortest read': 151,
      'Longest read': 151,
      'Quality encoding': 'Phred+33',
      'Quality characters': '# – H',
    })
    expect(result.notes[1]).toBe(
      'Phred+33 detected: the lowest quality character "#" lies below "@", which only the +33 encoding uses.',
    )
    expectChartsRender(result)
  })

  it('detects Phred+64 in the same reads as EMBOSS re-encoded them, with the same FASTA and scores', async () => {
    const phred33 = await run('FastqToFasta')
    const bytes = new Uint8Array(readFileSync(fixture('BAQ3473.3_10_R1.phred64.fastq')))
    const result = await run('FastqToFasta', { files: { fastq_file: { fileName: 'reads64.fastq', bytes } } })
    expect(Object.fromEntries(table(result, 'summary').rows)['Quality encoding']).toBe('Phred+64')
    expect(fileText(result, 'reads64.fasta')).toBe(readEmbossOutput('BAQ3473.3_10_R1.seqret.fasta'))
    expect(table(result, 'summary').rows.slice(6)).toEqual(table(phred33, 'summary').rows.slice(6))
  })

  it('uses pasted text before the file and says so', async () => {
    const result = await run('FastqToFasta', { params: { fastq: '@r1 x\nACGTN\n+\nIIII#\n' } })
    expect(fileText(result, 'reads.fasta')).toBe('>r1 x\nACGTN\n')
    expect(result.notes).toContain(
      'The pasted text was used; the uploaded file BAQ3473.3_10_L001_R1_001.fastq was not.',
    )
  })

  it('wants text or a file (1001), and names the line of a broken record (1002)', async () => {
    const noInput = async () => folder('FastqToFasta').executor({ ...demoInput('FastqToFasta'), files: {} })
    expect(await runFailure(noInput)).toEqual({ code: '1001', text: 'Paste FASTQ text or upload a FASTQ file.' })
    expect(
      await inputProblem('FastqToFasta', {
        params: { fastq: '@r1\nACGT\n+\nIIII\n@r2\nACGT\n+\nIII\n' },
      }),
    ).toEqual({
      code: 'sequence.fastqQualityLength',
      params: { name: 'r2', bases: 4, qualities: 3 },
      location: { file: 'fastq', line: 8 },
    })
  })
})
