import { AnalysisInputError } from '../analysis/errors'
import { readDataset, type DatasetFile } from '../analysis/io/dataset'
import { writeFeatureTableTsv } from '../analysis/io/feature-table/delimited-text'
import { readFeatureTable } from '../analysis/io/feature-table/read'
import { groupingFor, readSampleMetadata } from '../analysis/io/metadata'
import { originalRuleFor, qcMetricsOf, readQcTable, type QcMetricsTable } from '../analysis/qc-metrics'
import { tableCellLimit } from '../core/table-limits'

/**
 * The analysis work of starting a batch, done in an executor thread (`thread-work.ts`): the table
 * with the taxonomy file's lineages attached, and the batch's QC data. An input problem comes back
 * as its message rather than thrown, since the batch starts anyway and its runs report it.
 */

/** The table as TSV with a trailing taxonomy column, or why the files do not fit together. */
export async function mergeTaxonomyIntoTable(input: {
  table: DatasetFile
  taxonomy: DatasetFile
}): Promise<{ tsv: string } | { problem: string }> {
  try {
    const dataset = await readDataset(input, { maxCells: tableCellLimit() })
    return { tsv: writeFeatureTableTsv(dataset.table) }
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    return { problem: error.message }
  }
}

/** Whether the uploaded table carries its own lineages (a taxonomy column or BIOM observation metadata). */
export async function tableCarriesTaxonomy(input: { table: DatasetFile }): Promise<boolean> {
  try {
    const table = await readFeatureTable(input.table.bytes, {
      fileName: input.table.fileName,
      maxCells: tableCellLimit(),
    })
    return table.taxonomy !== undefined
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    return false
  }
}

/**
 * The QC data: the dataset's own QC table when it has one, else metrics computed from its feature
 * table with the sample-type column (`groupColumn` of the metadata) shown and ignored.
 */
export async function computeBatchQc(input: {
  qc: DatasetFile | null
  table: DatasetFile | null
  metadata: DatasetFile | null
  groupColumn: string | null
}): Promise<{ qc: QcMetricsTable | null } | { problem: string }> {
  try {
    if (input.qc) {
      const samples = readQcTable(input.qc.bytes, input.qc.fileName)
      return { qc: { samples, ignoreKeys: [], rule: originalRuleFor(samples[0]) } }
    }
    if (!input.table) return { qc: null }
    const table = await readFeatureTable(input.table.bytes, {
      fileName: input.table.fileName,
      maxCells: tableCellLimit(),
    })
    let sampleTypes: { column: string; values: string[] } | undefined
    if (input.groupColumn && input.metadata) {
      const metadata = readSampleMetadata(input.metadata.bytes, { fileName: input.metadata.fileName })
      if (metadata.columns.includes(input.groupColumn))
        sampleTypes = { column: input.groupColumn, values: groupingFor(metadata, input.groupColumn, table.sampleIds) }
    }
    return { qc: qcMetricsOf(table, sampleTypes) }
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    return { problem: error.message }
  }
}
