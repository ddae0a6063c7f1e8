import type { FeatureTable } from '../feature-table'
import { readFeatureTable } from './feature-table/read'
import { refuseSamplesAsRows } from './feature-table/orientation'
import { readSampleMetadata, type SampleMetadata } from './metadata'
import { attachTaxonomy, readTaxonomyFile, type TaxonomyAttachment } from './taxonomy-file'

export interface DatasetFile {
  readonly bytes: Uint8Array
  readonly fileName?: string
}

export interface Dataset {
  /** The feature table, with the taxonomy file's lineages when one was given. */
  readonly table: FeatureTable
  readonly metadata?: SampleMetadata
  /** What attaching the taxonomy file did; absent without one. */
  readonly taxonomyFile?: Omit<TaxonomyAttachment, 'table'>
}

/**
 * Reads the files a batch is created from: a feature table in any format `readFeatureTable`
 * reads, optionally a separate taxonomy file (`readTaxonomyFile`) and sample metadata. The
 * metadata's sample ids and the taxonomy's feature ids are checked against the table's, so a
 * samples-as-rows table is refused instead of read transposed.
 */
export async function readDataset(
  files: {
    table: DatasetFile
    taxonomy?: DatasetFile
    metadata?: DatasetFile
  },
  options: { maxCells?: number } = {},
): Promise<Dataset> {
  const tableFile = { fileName: files.table.fileName }
  const table = await readFeatureTable(files.table.bytes, { ...tableFile, ...options })
  const metadata = files.metadata && readSampleMetadata(files.metadata.bytes, { fileName: files.metadata.fileName })
  const taxonomy = files.taxonomy && readTaxonomyFile(files.taxonomy.bytes, { fileName: files.taxonomy.fileName })
  refuseSamplesAsRows(
    table,
    { metadataSampleIds: metadata?.sampleIds, taxonomyFeatureIds: taxonomy?.featureIds },
    tableFile,
  )
  if (!taxonomy) return { table, metadata }
  const { table: withTaxonomy, ...taxonomyFile } = attachTaxonomy(table, taxonomy, {
    fileName: files.taxonomy?.fileName,
  })
  return { table: withTaxonomy, metadata, taxonomyFile }
}
