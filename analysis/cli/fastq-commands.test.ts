import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const FIXTURES = 'tests/fixtures/analysis/fastq-qc/'
const run = promisify(execFile)

/** Runs the CLI as `npm run -s analysis` does (tsx): there, unlike under Vitest, a read pair's files go to worker threads. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['analysis/cli.ts', ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const fastpSummary = (input: string) =>
  (JSON.parse(readFileSync(`${FIXTURES}fastp/${input}.json`, 'utf8')) as { before_filtering: Record<string, number> })
    .before_filtering

describe.concurrent('fastq-qc', () => {
  it('prints one object per file of a read pair, with the keys the issue names, read on worker threads', async () => {
    const result = await cli(
      'fastq-qc',
      '--in',
      `${FIXTURES}BAQ3473.3_10_L001_R1_001.fastq.gz`,
      '--in2',
      `${FIXTURES}BAQ3473.3_10_L001_R2_001.fastq.gz`,
    )
    // No warning on stderr: the workers ran.
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const summaries = JSON.parse(result.stdout) as Record<string, unknown>[]
    expect(summaries).toHaveLength(2)
    expect(Object.keys(summaries[0])).toEqual([
      'phred_offset',
      'offset_detected',
      'reads',
      'bases',
      'min_length',
      'max_length',
      'mean_length',
      'q20_bases',
      'q30_bases',
      'q20_fraction',
      'q30_fraction',
      'mean_phred',
      'a_bases',
      'c_bases',
      'g_bases',
      't_bases',
      'n_bases',
      'gc_fraction',
    ])
    ;['BAQ3473.3_10_L001_R1_001', 'BAQ3473.3_10_L001_R2_001'].forEach((input, i) => {
      const fastp = fastpSummary(input)
      expect(summaries[i]).toMatchObject({
        phred_offset: 33,
        offset_detected: '33',
        reads: fastp.total_reads,
        bases: fastp.total_bases,
        q20_bases: fastp.q20_bases,
        q30_bases: fastp.q30_bases,
        n_bases: 1,
      })
    })
  })

  it('prints a single file as one object and takes the offset the user gives', async () => {
    const result = await cli('fastq-qc', '--in', 'tests/fixtures/analysis/sequence/BAQ3473.3_10_R1.phred64.fastq')
    expect(JSON.parse(result.stdout)).toMatchObject({ phred_offset: 64, offset_detected: '64', reads: 100 })
    const forced = await cli('fastq-qc', '--in', `${FIXTURES}sam1F.fastq.gz`, '--phred', '64')
    expect(JSON.parse(forced.stdout)).toMatchObject({ phred_offset: 64, offset_detected: '33', q30_bases: 0 })
  })

  it('refuses an unknown offset (usage, exit 2) and a missing file (input, exit 1)', async () => {
    const usage = await cli('fastq-qc', '--in', `${FIXTURES}sam1F.fastq.gz`, '--phred', '40')
    expect(usage).toMatchObject({ code: 2, stdout: '' })
    expect(usage.stderr).toContain('--phred 40: expected 33, 64 or auto')
    const missing = await cli('fastq-qc', '--in', `${FIXTURES}missing.fastq`)
    expect(missing).toMatchObject({ code: 1, stdout: '' })
    expect(missing.stderr).toContain('missing.fastq: cannot read the file: ENOENT')
  })
})
