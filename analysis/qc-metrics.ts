import { alphaDiversity } from './diversity/alpha'
import { AnalysisInputError } from './errors'
import { type FeatureTable } from './feature-table'
import { decodeText, readDelimited } from './io/text'

/**
 * Per-sample QC metrics of a feature table, for projects whose dataset came without the provider's
 * QC table. They are the figures an amplicon provider's QC report shows for a library that was
 * already denoised or clustered: how deep it was sequenced and whether that depth saw its
 * community (raw-read figures such as Q30 or merge rates are gone by the time a table exists).
 */
export const QC_METRICS = {
  reads: 'Reads',
  observed: 'Observed features',
  singletons: 'Singletons',
  goodsCoverage: "Good's coverage",
  shannon: 'Shannon',
  simpson: 'Simpson',
} as const

/** A rule with every bound given, null meaning none: what the rules this module proposes look like when stored. */
export type QcThresholds = Record<
  string,
  { failLow: number | null; failHigh: number | null; warningLow: number | null; warningHigh: number | null }
>

/** The first column of a computed QC table. */
export const QC_SAMPLE_COLUMN = 'Sample'

/**
 * The original rule that goes with computed metrics (the spec's azt_rule):
 * - Reads: fewer than 1,000 reads cannot be rarefied with the other samples without discarding most
 *   of them (fail); under 5,000 diversity estimates are noisy (warn). These are the usual floors
 *   of 16S amplicon pipelines (QIIME 2 tutorials rarefy at 1,000 to 10,000).
 * - Good's coverage (1 − singletons / reads): below 0.90 one read in ten is a feature seen once,
 *   so the depth missed much of the community (fail); below 0.97 it is marginal (warn).
 * Richness, singletons and the diversity indices describe the community, not the library's
 * quality, so they carry no bound (and are therefore shown, never evaluated).
 */
export const COMPUTED_QC_RULE: QcThresholds = {
  [QC_METRICS.reads]: { failLow: 1000, failHigh: null, warningLow: 5000, warningHigh: null },
  [QC_METRICS.goodsCoverage]: { failLow: 0.9, failHigh: null, warningLow: 0.97, warningHigh: null },
}

/** Decimals kept for the real-valued metrics: finer than any bound a user types, short in a table cell. */
const DECIMALS = 6

export interface QcMetricsTable {
  /** First row headers (sample column, then any sample-type column, then the metrics), then one row per sample. */
  samples: string[][]
  /** Columns that are not metrics (the sample-type column). */
  ignoreKeys: string[]
  rule: QcThresholds
}

/**
 * The QC table of a feature table: one row per sample, in table order. `sampleTypes`, when given
 * (the batch's grouping column), is shown after the sample name and listed in ignoreKeys.
 */
export function qcMetricsOf(
  table: FeatureTable,
  sampleTypes?: { column: string; values: readonly string[] },
): QcMetricsTable {
  const alpha = alphaDiversity(table)
  const width = table.featureIds.length
  const header = [
    QC_SAMPLE_COLUMN,
    ...(sampleTypes ? [sampleTypes.column] : []),
    QC_METRICS.reads,
    QC_METRICS.observed,
    QC_METRICS.singletons,
    QC_METRICS.goodsCoverage,
    QC_METRICS.shannon,
    QC_METRICS.simpson,
  ]
  const rows = table.sampleIds.map((sampleId, sample) => {
    let reads = 0
    let singletons = 0
    for (let f = sample * width; f < (sample + 1) * width; f++) {
      const count = table.counts[f]
      reads += count
      if (count === 1) singletons++
    }
    return [
      sampleId,
      ...(sampleTypes ? [sampleTypes.values[sample] ?? ''] : []),
      cell(reads),
      cell(alpha.observed[sample]),
      cell(singletons),
      cell(alpha.goods_coverage[sample]),
      cell(alpha.shannon[sample]),
      cell(alpha.simpson[sample]),
    ]
  })
  return { samples: [header, ...rows], ignoreKeys: sampleTypes ? [sampleTypes.column] : [], rule: COMPUTED_QC_RULE }
}

/** A number as a table cell: integers as they are, others to six decimals; no value (NaN) is empty, which the rules skip. */
function cell(value: number): string {
  if (!Number.isFinite(value)) return ''
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(DECIMALS)))
}

/**
 * Reads a QC table delivered with a dataset (tab, comma or semicolon separated; first row headers,
 * first column the sample). Rows are padded or cut to the header's width so every row lines up.
 */
export function readQcTable(bytes: Uint8Array, fileName?: string): string[][] {
  const rows = readDelimited(decodeText(bytes).text, { fileName }).map((row) => row.map((value) => value.trim()))
  if (rows.length === 0) throw new AnalysisInputError('table.empty', {}, { file: fileName })
  if (rows.length === 1) throw new AnalysisInputError('table.noDataRows', {}, { file: fileName })
  const width = rows[0].length
  return rows.map((row) => Array.from({ length: width }, (_, column) => row[column] ?? ''))
}

/** The original rule for a delivered QC table: the computed metrics' bounds for the columns it shares with them. */
export function originalRuleFor(header: readonly string[]): QcThresholds {
  const key = (name: string) => name.replace(/\s+/g, '').toUpperCase()
  const present = new Map(header.map((name) => [key(name), name]))
  return Object.fromEntries(
    Object.entries(COMPUTED_QC_RULE).flatMap(([metric, bounds]) => {
      const column = present.get(key(metric))
      return column ? [[column, bounds]] : []
    }),
  )
}
