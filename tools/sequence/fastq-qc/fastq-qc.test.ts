import { describe, expect, it } from 'vitest'
import { rendered, runFailure } from '../../kit/test-support'
import { demoInput, expectChartsRender, folder, run, table } from '../test-support'

/*
 * The demo read pair as a user who presses "load demo" and submits reads it, in English. Reads,
 * bases, Q20 and Q30 are fastp 0.23's (`fastp -i sam1F.fastq.gz -I sam1R.fastq.gz -A -G -Q -L -w 1`,
 * before filtering: R1 339,604 and 300,910 of 375,000 bases, R2 309,466 and 235,153); lengths and
 * GC are seqkit 2.3's (`seqkit stats -a`: 250 bp, GC 47.67 % and 48.66 %).
 */

describe('FastqQc', () => {
  it('demo: the pair side by side, with the figures fastp and seqkit give', async () => {
    const result = await run('FastqQc')
    const summary = table(result, 'summary')
    expect(summary.columns).toEqual(['Statistic', 'R1: sam1F.fastq.gz', 'R2: sam1R.fastq.gz'])
    expect(Object.fromEntries(summary.rows.map(([name, ...values]) => [name, values]))).toMatchObject({
      Reads: [1500, 1500],
      Bases: [375000, 375000],
      'Shortest read': [250, 250],
      'Longest read': [250, 250],
      'Mean length': [250, 250],
      'Bases ≥ Q20 (%)': [90.56, 82.52],
      'Bases ≥ Q30 (%)': [80.24, 62.71],
      'GC content (%)': [47.67, 48.66],
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
