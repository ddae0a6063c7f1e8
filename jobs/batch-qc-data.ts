import { eq } from 'drizzle-orm'
import { AnalysisInputError } from '../analysis/errors'
import { readFeatureTable } from '../analysis/io/feature-table/read'
import { groupingFor, readSampleMetadata } from '../analysis/io/metadata'
import { originalRuleFor, qcMetricsOf, readQcTable, type QcMetricsTable } from '../analysis/qc-metrics'
import { getDb } from '../db/client'
import type { FileStorage } from '../db/file-storage'
import { qcData } from '../db/schema/project-tooling'
import { analysisBatches } from '../db/schema/projects'
import { logger } from '../core/logger'
import type { DatasetFiles } from '../core/projects'
import { storageKeyFileName } from '../core/storage-paths'
import { tableCellLimit } from '../core/table-limits'

/**
 * The batch's QC data (spec 03 §3, "QC data delivered with a project"): the dataset's own QC table
 * when it has one, else metrics computed from its feature table (analysis/qc-metrics.ts) with the
 * sample-type column shown and ignored. A batch-start step of the worker, never the web process:
 * reading a table of tens of thousands of features takes seconds. Safe to run twice: a batch that
 * already has QC data is left alone, and the row is written in one statement.
 */
export async function writeBatchQcData(analysisId: string, storage: FileStorage): Promise<void> {
  const db = getDb()
  const [existing] = await db.select({ id: qcData.analysisId }).from(qcData).where(eq(qcData.analysisId, analysisId))
  if (existing) return
  const [batch] = await db
    .select({ datasetFiles: analysisBatches.datasetFiles, groupColumn: analysisBatches.groupColumn })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  if (!batch) return
  let qc: QcMetricsTable & { qcFiles: string[] }
  try {
    const read = await qcTableOf(batch.datasetFiles, batch.groupColumn, storage)
    if (!read) return
    qc = read
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    // The runs report what is wrong with the dataset; the QC page says it has no data.
    logger.warn({ err: error, analysisId }, 'batch QC data: the dataset could not be read')
    return
  }
  await db
    .insert(qcData)
    .values({ analysisId, samples: qc.samples, ignoreKeys: qc.ignoreKeys, originalRule: qc.rule, qcFiles: qc.qcFiles })
    .onConflictDoNothing()
}

/**
 * The QC table of the dataset, or null when it has no table, or its table (or QC file) is not in
 * storage: the runs report a missing input themselves, and the batch must still start. Other
 * storage errors propagate, so the job is retried (the step is idempotent).
 */
async function qcTableOf(
  datasetFiles: DatasetFiles,
  groupColumn: string | null,
  storage: FileStorage,
): Promise<(QcMetricsTable & { qcFiles: string[] }) | null> {
  const stored = async (key: string | undefined) => (key && (await storage.exists(key)) ? key : null)
  const qcKey = await stored(datasetFiles.qc)
  if (qcKey) {
    const samples = readQcTable(await storage.get(qcKey), storageKeyFileName(qcKey))
    return { samples, ignoreKeys: [], rule: originalRuleFor(samples[0]), qcFiles: [qcKey] }
  }
  const tableKey = await stored(datasetFiles.table)
  if (!tableKey) return null
  const table = await readFeatureTable(await storage.get(tableKey), {
    fileName: storageKeyFileName(tableKey),
    maxCells: tableCellLimit(),
  })
  const metadataKey = await stored(datasetFiles.metadata)
  let sampleTypes: { column: string; values: string[] } | undefined
  if (groupColumn && metadataKey) {
    const metadata = readSampleMetadata(await storage.get(metadataKey), { fileName: storageKeyFileName(metadataKey) })
    if (metadata.columns.includes(groupColumn))
      sampleTypes = { column: groupColumn, values: groupingFor(metadata, groupColumn, table.sampleIds) }
  }
  return { ...qcMetricsOf(table, sampleTypes), qcFiles: [] }
}
