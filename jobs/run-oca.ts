import { eq } from 'drizzle-orm'
import type { Task } from 'graphile-worker'
import { failOcaRecord, startOcaRecord } from '../db/oca-lifecycle'
import { getDb } from '../db/client'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { ocaDatasetFiles } from '../db/oca-records'
import { recordStoredFiles, StorageQuotaExceededError, type NewStoredFile } from '../db/stored-files'
import { ocaRecords, type OcaParams } from '../db/schema/project-tooling'
import { analysisBatches, orders } from '../db/schema/projects'
import { FILE_KIND } from '../core/files'
import { logger } from '../core/logger'
import { OCA_RECORD_STATUS } from '../core/project-tooling'
import { catalogueFolder, storageKeyFileName } from '../core/storage-paths'
import type { DatasetFiles } from '../core/projects'
import { TOOL_ERROR_CODE } from '../core/tool-runs'
import type { OcaDatasetOutput, SolutionParams } from './oca-dataset'
import { overLimitProblem, type ToolAnalyst } from './tool-analysis'
import { ToolRunError } from '../tools/kit/types'

/** graphile-worker task `run_oca`: prepares a one-click analysis's dataset, then queues its runs. */
export function createRunOcaTask(analyst: ToolAnalyst): Task<'run_oca'> {
  return async ({ ocaRecordId }) => {
    await prepareOcaRecord(ocaRecordId, analyst)
  }
}

/**
 * Prepares the dataset of a submitted one-click analysis (status 0) and starts it: the batch's table
 * (with its taxonomy) restricted to the group solution's samples, filtered by the chosen filter
 * solution, with the samples renamed to their display names (the record's sample_map), and a
 * metadata file whose one column, named after the solution, holds each sample's group (the runs'
 * group_column). Safe to run again: the files are rewritten identically (the filter's rarefaction
 * seed is the record id) and startOcaRecord only acts on a record still at status 0.
 */
export async function prepareOcaRecord(
  ocaRecordId: number,
  analyst: ToolAnalyst,
  storage: FileStorage = fileStorage(),
): Promise<void> {
  const [record] = await getDb()
    .select({
      status: ocaRecords.status,
      batchId: ocaRecords.batchId,
      analysisId: ocaRecords.analysisId,
      params: ocaRecords.params,
      datasetFiles: analysisBatches.datasetFiles,
      customerId: analysisBatches.customerId,
      trackingNumber: orders.trackingNumber,
    })
    .from(ocaRecords)
    .innerJoin(analysisBatches, eq(analysisBatches.id, ocaRecords.analysisId))
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(ocaRecords.id, ocaRecordId))
  if (!record || record.status !== OCA_RECORD_STATUS.pending) return
  const target = ocaDatasetFiles(record.trackingNumber, record.analysisId, record.batchId, record.datasetFiles)
  const prepared = await prepareDataset(record, ocaRecordId, analyst, storage)
  if (!prepared.prepared) {
    logger.warn({ reason: prepared.reason, ocaRecordId }, 'one-click analysis: the dataset could not be prepared')
    await failOcaRecord(record.analysisId, ocaRecordId, prepared.reason)
    return
  }
  const files: [string, string][] = [
    [target.files.table, prepared.tableTsv],
    [target.files.metadata, prepared.metadataTsv],
  ]
  const rows: NewStoredFile[] = []
  for (const [storageKey, text] of files) {
    const bytes = new TextEncoder().encode(text)
    await storage.put(storageKey, bytes)
    rows.push({
      ownerId: record.customerId,
      kind: FILE_KIND.project,
      folder: catalogueFolder(storageKey),
      name: storageKeyFileName(storageKey),
      sizeBytes: bytes.byteLength,
      storageKey,
      contentType: 'text/tab-separated-values; charset=utf-8',
      analysisId: record.analysisId,
    })
  }
  try {
    await getDb().transaction((tx) => recordStoredFiles(tx, rows))
  } catch (error) {
    if (!(error instanceof StorageQuotaExceededError)) throw error
    await Promise.all(files.map(([storageKey]) => storage.remove(storageKey).catch(() => {})))
    await failOcaRecord(record.analysisId, ocaRecordId, {
      code: 'run.storageQuotaExceeded',
      params: { limitMb: Math.round(error.limitBytes / 1024 / 1024) },
      log: 'The prepared dataset would take the customer past their storage limit; it was not kept.',
    })
    return
  }
  await startOcaRecord(record.analysisId, ocaRecordId)
}

/**
 * Reads and prepares the dataset in an executor thread. Storage errors and bugs are thrown, so
 * graphile-worker retries the job; what is wrong with the data, or a dataset too big for the
 * analysis limits, fails the record with the reason.
 */
async function prepareDataset(
  record: { datasetFiles: DatasetFiles; params: OcaParams },
  ocaRecordId: number,
  analyst: ToolAnalyst,
  storage: FileStorage,
): Promise<OcaDatasetOutput> {
  const tableKey = record.datasetFiles.table
  if (!tableKey)
    return { prepared: false, reason: { code: 'oca.noTable', params: {}, log: 'The project has no feature table.' } }
  const read = async (key: string) => ({ bytes: await storage.get(key), fileName: storageKeyFileName(key) })
  const taxonomyKey = record.datasetFiles.taxonomy
  try {
    return await analyst.work('ocaDataset', {
      table: await read(tableKey),
      ...(taxonomyKey ? { taxonomy: await read(taxonomyKey) } : {}),
      solution: record.params.sample_group_solution as SolutionParams,
      filter: record.params.otu_solution,
      sampleMap: record.params.sample_map,
      seed: ocaRecordId,
    })
  } catch (error) {
    if (!(error instanceof ToolRunError && error.code === TOOL_ERROR_CODE.analysis)) throw error
    return { prepared: false, reason: { code: 'oca.overLimit', params: {}, log: overLimitProblem(error).problem } }
  }
}
