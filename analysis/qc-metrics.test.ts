import { describe, expect, it } from 'vitest'
import { readFixtureTable, readJson } from '../tests/fixtures/analysis/diversity/helpers'
import { fromFeatureRows } from './feature-table'
import { COMPUTED_QC_RULE, QC_METRICS, originalRuleFor, qcMetricsOf, readQcTable } from './qc-metrics'
import { evaluateQc } from './qc-rules'

interface SkbioQcReference {
  samples: string[]
  reads: number[]
  observed: number[]
  singletons: number[]
  goods_coverage: number[]
  shannon: number[]
  simpson: number[]
}

const reference = readJson<SkbioQcReference>('tests/fixtures/analysis/qc/skbio-qc-reference.json')

describe('qcMetricsOf on Global Patterns against scikit-bio', () => {
  it('gives every sample its reads, richness, singletons, coverage and diversity', async () => {
    const table = await readFixtureTable('tests/fixtures/analysis/diversity/global-patterns/otu_table.tsv')
    const { samples, ignoreKeys, rule } = qcMetricsOf(table)
    const [header, ...rows] = samples
    expect(header).toEqual([
      'Sample',
      'Reads',
      'Observed features',
      'Singletons',
      "Good's coverage",
      'Shannon',
      'Simpson',
    ])
    expect(rows.map((row) => row[0])).toEqual(reference.samples)
    const column = (name: string) => rows.map((row) => Number(row[header.indexOf(name)]))
    expect(column(QC_METRICS.reads)).toEqual(reference.reads)
    expect(column(QC_METRICS.observed)).toEqual(reference.observed)
    expect(column(QC_METRICS.singletons)).toEqual(reference.singletons)
    // Six decimals are kept: within 5e-7 of the reference.
    for (const [name, expected] of [
      [QC_METRICS.goodsCoverage, reference.goods_coverage],
      [QC_METRICS.shannon, reference.shannon],
      [QC_METRICS.simpson, reference.simpson],
    ] as const)
      column(name).forEach((value, sample) => expect(Math.abs(value - expected[sample])).toBeLessThanOrEqual(5e-7))
    expect(ignoreKeys).toEqual([])
    expect(rule).toEqual(COMPUTED_QC_RULE)
    // Every Global Patterns library is deep (58,688 reads at least): the original rule passes them all.
    expect(evaluateQc({ header, rows, rule }).counts).toEqual({ Pass: 26, Warn: 0, Fail: 0 })
  })

  it('shows the sample type after the name and ignores it', () => {
    const table = fromFeatureRows(
      ['a', 'b'],
      ['f1', 'f2'],
      [
        [1, 0],
        [3, 0],
      ],
    )
    const { samples, ignoreKeys } = qcMetricsOf(table, { column: 'SampleType', values: ['Soil', 'Feces'] })
    expect(samples[0].slice(0, 3)).toEqual(['Sample', 'SampleType', 'Reads'])
    expect(samples[1].slice(0, 5)).toEqual(['a', 'Soil', '4', '2', '1'])
    // b has no counts: no diversity, so empty cells the rules skip.
    expect(samples[2]).toEqual(['b', 'Feces', '0', '0', '0', '', '', ''])
    expect(ignoreKeys).toEqual(['SampleType'])
  })

  it('fails a shallow library and warns a marginal one with the original rule', () => {
    const rows = [
      ['deep', '20000', '0.99'],
      ['marginal', '3000', '0.99'],
      ['shallow', '800', '0.99'],
      ['noisy', '20000', '0.85'],
    ]
    const evaluation = evaluateQc({ header: ['Sample', 'Reads', "Good's coverage"], rows, rule: COMPUTED_QC_RULE })
    expect(evaluation.rows.map((row) => row.sampleStatus)).toEqual(['Pass', 'Warn', 'Fail', 'Fail'])
  })
})

describe('a delivered QC table', () => {
  it('is read with its header and padded rows, and keeps the bounds of the metrics it shares', () => {
    const rows = readQcTable(new TextEncoder().encode('Sample\tReads\tQ30\n s1 \t1200\t93.1\ns2\t900\n'), 'qc.tsv')
    expect(rows).toEqual([
      ['Sample', 'Reads', 'Q30'],
      ['s1', '1200', '93.1'],
      ['s2', '900', ''],
    ])
    expect(originalRuleFor(rows[0])).toEqual({ Reads: COMPUTED_QC_RULE[QC_METRICS.reads] })
  })

  it('is refused when it has no sample rows', () => {
    expect(() => readQcTable(new TextEncoder().encode('Sample\tReads\n'), 'qc.tsv')).toThrow(/no data rows/)
  })
})
