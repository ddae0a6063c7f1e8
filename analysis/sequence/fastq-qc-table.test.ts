import { describe, expect, it } from 'vitest'
import { evaluateQc } from '../qc-rules'
import { fastqQcTable, READS_QC_RULE } from './fastq-qc-table'
import { fastqReportOfFile, type FastqSummary } from './fastq-report'

const FIXTURES = 'tests/fixtures/analysis/fastq-qc/'

/** A summary with the figures the table reads; the rest do not matter here. */
function summary(figures: Partial<FastqSummary>): FastqSummary {
  return {
    phredOffset: 33,
    offsetDetected: '33',
    reads: 0,
    bases: 0,
    minLength: 0,
    maxLength: 0,
    meanLength: 0,
    q20Bases: 0,
    q30Bases: 0,
    q20Fraction: 0,
    q30Fraction: 0,
    meanPhred: 0,
    aBases: 0,
    cBases: 0,
    gBases: 0,
    tBases: 0,
    nBases: 0,
    gcFraction: 0,
    ...figures,
  }
}

describe('fastqQcTable', () => {
  it('gives a read pair one row: its pairs as reads, the other figures over both files', async () => {
    const [r1, r2] = await Promise.all(
      ['R1', 'R2'].map((read) => fastqReportOfFile(`${FIXTURES}BAQ3473.3_10_L001_${read}_001.fastq.gz`)),
    )
    const table = fastqQcTable([{ sampleId: 'BAQ3473.3', summaries: [r1.summary, r2.summary] }])
    // seqkit stats: Q20 94.92 % and 83.48 %, Q30 92.51 % and 77.92 %, GC 56.09 % and 56.79 % of 15,100 bases each.
    expect(table.samples).toEqual([
      ['Sample', 'Reads', 'Bases', 'Mean length', 'Q20 (%)', 'Q30 (%)', 'Mean quality', 'GC (%)'],
      [
        'BAQ3473.3',
        '100',
        '30200',
        '151',
        String(Number((((r1.summary.q20Bases + r2.summary.q20Bases) / 30200) * 100).toFixed(2))),
        String(Number((((r1.summary.q30Bases + r2.summary.q30Bases) / 30200) * 100).toFixed(2))),
        String(Number(((r1.summary.meanPhred + r2.summary.meanPhred) / 2).toFixed(2))),
        '56.44',
      ],
    ])
    expect(table.rule).toBe(READS_QC_RULE)
  })

  it('feeds the QC rules: few reads or a low Q30 share warn or fail, the sample type column is ignored', () => {
    const sample = (sampleId: string, reads: number, q30Share: number) => ({
      sampleId,
      summaries: [summary({ reads, bases: reads * 100, q30Bases: reads * 100 * q30Share, meanPhred: 30 })],
    })
    const table = fastqQcTable(
      [
        sample('good', 20000, 0.9),
        sample('shallow', 3000, 0.9),
        sample('poor', 20000, 0.65),
        sample('fair', 20000, 0.75),
      ],
      { column: 'Site', values: ['a', 'a', 'b', 'b'] },
    )
    const [header, ...rows] = table.samples
    expect(header.slice(0, 3)).toEqual(['Sample', 'Site', 'Reads'])
    const evaluation = evaluateQc({ header, rows, ignoreKeys: table.ignoreKeys, rule: table.rule })
    expect(evaluation.rows.map((row) => [row.sample, row.sampleStatus])).toEqual([
      ['good', 'Pass'],
      ['shallow', 'Warn'],
      ['poor', 'Fail'],
      ['fair', 'Warn'],
    ])
    expect(evaluation.evaluatedMetrics).toEqual(['Reads', 'Q30 (%)'])
  })

  it('leaves the figures of a sample without bases empty, which the rules skip', () => {
    const table = fastqQcTable([{ sampleId: 'empty', summaries: [summary({ reads: 0 })] }])
    expect(table.samples[1]).toEqual(['empty', '0', '0', '', '', '', '', ''])
  })
})
