import { COMPUTED_QC_RULE, QC_METRICS, QC_SAMPLE_COLUMN, type QcMetricsTable, type QcThresholds } from '../qc-metrics'
import type { FastqSummary } from './fastq-report'

/** The metric columns of a QC table made from reads (the raw-read figures a sequencing provider's QC report gives). */
export const READS_QC_METRICS = {
  reads: QC_METRICS.reads,
  bases: 'Bases',
  meanLength: 'Mean length',
  q20: 'Q20 (%)',
  q30: 'Q30 (%)',
  meanQuality: 'Mean quality',
  gc: 'GC (%)',
} as const

/**
 * The original rule for QC tables made from reads:
 * - Reads: the bounds of the metrics computed from a feature table (`COMPUTED_QC_RULE`: fewer than
 *   1,000 fail, fewer than 5,000 warn), since these reads become that table; a read pair counts once.
 * - Q30 (%): below 70 % fails, below 80 % warns. Illumina's run specifications promise ≥ 70 % of
 *   bases ≥ Q30 for MiSeq v3 2 × 300 and ≥ 75-80 % for the shorter MiSeq, NextSeq and NovaSeq runs,
 *   so a library under 70 % is below what any current Illumina run should deliver, and one under
 *   80 % below what most do.
 * Length, mean quality and GC depend on the amplicon or library, so they carry no bound.
 */
export const READS_QC_RULE: QcThresholds = {
  [READS_QC_METRICS.reads]: COMPUTED_QC_RULE[QC_METRICS.reads],
  [READS_QC_METRICS.q30]: { failLow: 70, failHigh: null, warningLow: 80, warningHigh: null },
}

export interface SampleReads {
  readonly sampleId: string
  /** One summary per file of the sample: one for single-end reads, two for a read pair (R1, R2). */
  readonly summaries: readonly FastqSummary[]
}

/**
 * The QC table of a batch made from reads, one row per sample in the order given, in the shape
 * the project QC dashboard reads (`QcMetricsTable`). A paired sample's reads are its read pairs
 * (the first file's reads: one fragment, one count, as in the feature table the reads become); its
 * bases, mean length, Q20/Q30, mean quality and GC are over the bases of both files.
 * `sampleTypes`, when given (the batch's grouping column), is shown after the sample and ignored.
 */
export function fastqQcTable(
  samples: readonly SampleReads[],
  sampleTypes?: { column: string; values: readonly string[] },
): QcMetricsTable {
  const header = [QC_SAMPLE_COLUMN, ...(sampleTypes ? [sampleTypes.column] : []), ...Object.values(READS_QC_METRICS)]
  const rows = samples.map(({ sampleId, summaries }, index) => {
    const total = (figure: (summary: FastqSummary) => number) =>
      summaries.reduce((sum, summary) => sum + figure(summary), 0)
    const bases = total((summary) => summary.bases)
    const reads = total((summary) => summary.reads)
    const perBase = (part: number) => (bases > 0 ? part / bases : NaN)
    return [
      sampleId,
      ...(sampleTypes ? [sampleTypes.values[index] ?? ''] : []),
      String(summaries[0]?.reads ?? 0),
      String(bases),
      decimal(reads > 0 ? bases / reads : NaN, 2),
      decimal(100 * perBase(total((summary) => summary.q20Bases)), 2),
      decimal(100 * perBase(total((summary) => summary.q30Bases)), 2),
      decimal(perBase(total((summary) => summary.meanPhred * summary.bases)), 2),
      decimal(100 * perBase(total((summary) => summary.gBases + summary.cBases)), 2),
    ]
  })
  return { samples: [header, ...rows], ignoreKeys: sampleTypes ? [sampleTypes.column] : [], rule: READS_QC_RULE }
}

/**
 * A table cell with `places` decimals at most, as QC reports print percentages and means; no value
 * (a sample without bases) is empty, which the rules skip.
 */
function decimal(value: number, places: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(places))) : ''
}
