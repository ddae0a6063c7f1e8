import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoFileBytes, rendered, runFailure } from '../../kit/test-support'
import { demoInput, expectChartsRender, folder, run, table } from '../test-support'

/*
 * The demo read pair as a user who presses "load demo" and submits reads it, in English. The demo
 * files are the fastq-qc fixture's `sam1F`/`sam1R`; reads, bases, Q20 and Q30 are fastp 0.23's and
 * lengths and GC seqkit 2.3's, written by the fixture's committed generate.sh.
 */
const FIXTURES = new URL('../../../tests/fixtures/analysis/fastq-qc/', import.meta.url)

function fastp(input: string) {
  const reference = JSON.parse(readFileSync(new URL(`fastp/${input}.json`, FIXTURES), 'utf8')) as {
    before_filtering: { total_reads: number; total_bases: number; q20_bases: number; q30_bases: number }
  }
  return reference.before_filtering
}

function seqkitStats(input: string): Record<string, string> {
  const [header, ...rows] = readFileSync(new URL('seqkit.stats.tsv', FIXTURES), 'utf8').trimEnd().split('\n')
  const names = header.split('\t')
  const row = rows.map((line) => line.split('\t')).find((cells) => cells[0] === `${input}.fastq.gz`)!
  return Object.fromEntries(row.map((cell, index) => [names[index], cell]))
}

const percentOf = (part: number, whole: number) => Number(((100 * part) / whole).toFixed(2))

describe('FastqQc', () => {
  it('demo: the pair side by side, with the figures fastp and seqkit give', async () => {
    for (const input of ['sam1F', 'sam1R'])
      expect(new Uint8Array(demoFileBytes('FastqQc', `${input}.fastq.gz`))).toEqual(
        new Uint8Array(readFileSync(new URL(`${input}.fastq.gz`, FIXTURES))),
      )
    const result = await run('FastqQc')
    const summary = table(result, 'summary')
    expect(summary.columns).toEqual(['Statistic', 'R1: sam1F.fastq.gz', 'R2: sam1R.fastq.gz'])
    const [r1, r2] = ['sam1F', 'sam1R'].map((input) => ({ fastp: fastp(input), seqkit: seqkitStats(input) }))
    const both = (figure: (reference: typeof r1) => number) => [figure(r1), figure(r2)]
    expect(Object.fromEntries(summary.rows.map(([name, ...values]) => [name, values]))).toMatchObject({
      Reads: both((reference) => reference.fastp.total_reads),
      Bases: both((reference) => reference.fastp.total_bases),
      'Shortest read': both((reference) => Number(reference.seqkit.min_len)),
      'Longest read': both((reference) => Number(reference.seqkit.max_len)),
      'Mean length': both((reference) => Number(reference.seqkit.avg_len)),
      'Bases ≥ Q20 (%)': both((reference) => percentOf(reference.fastp.q20_bases, reference.fastp.total_bases)),
      'Bases ≥ Q30 (%)': both((reference) => percentOf(reference.fastp.q30_bases, reference.fastp.total_bases)),
      'GC content (%)': both((reference) => Number(reference.seqkit['GC(%)'])),
      'Quality encoding': ['Phred+33 (detected)', 'Phred+33 (detected)'],
    })
    expectChartsRender(result)
    expect(result.charts.map((chart) => chart.id)).toContain('per-base-quality-r2')
  })

  it('states each module’s flag beside its thresholds', async () => {
    const modules = table(await run('FastqQc'), 'modules')
    expect(modules.columns.at(-1)).toBe('Thresholds (FastQC defaults)')
    const adapter = modules.rows.find((row) => row[0] === 'Adapter content')!
    expect(adapter.at(-1)).toBe('warn when more than 5% of reads hold an adapter by some position, fail above 10%')
    for (const row of modules.rows) for (const flag of row.slice(1, 3)) expect(['pass', 'warn', 'fail']).toContain(flag)
  })

  it('reads one file on its own as the chosen Phred+64, and says the qualities disagree', async () => {
    const input = demoInput('FastqQc', { params: { phred: '64' } })
    delete input.files.fastq_r2
    const result = rendered(await folder('FastqQc').executor(input))
    const summary = table(result, 'summary')
    expect(summary.columns).toEqual(['Statistic', 'R1: sam1F.fastq.gz'])
    expect(Object.fromEntries(summary.rows)['Quality encoding']).toBe('Phred+64 (chosen)')
    expect(result.notes).toContain(
      'sam1F.fastq.gz: read as the chosen Phred+64, but the range of its quality characters says Phred+33.',
    )
  })

  it('wants the R1 file (1001)', async () => {
    const noInput = async () => folder('FastqQc').executor({ ...demoInput('FastqQc'), files: {} })
    expect(await runFailure(noInput)).toEqual({ code: '1001', text: 'Upload a FASTQ file (R1).' })
  })
})
