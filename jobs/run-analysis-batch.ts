import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Task } from 'graphile-worker'
import { advanceAnalysisBatch } from '../db/analysis-batches'
import { insertItemTask, ITEM_RUN_SOURCE_COLUMNS, numberRuns } from '../db/item-runs'
import { getDb } from '../db/client'
import { groupSampleCounts } from '../db/sample-info-groups'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { recordStoredFiles, StorageQuotaExceededError } from '../db/stored-files'
import {
  analysisBatches,
  analysisTasks,
  orders,
  projectAnalysisGroups,
  projectAnalysisItems,
} from '../db/schema/projects'
import { forms, tools } from '../db/schema/tools'
import { FILE_KIND } from '../core/files'
import { logger } from '../core/logger'
import { ANALYSIS_BATCH_STATUS_CHANNEL, ANALYSIS_STATUS, type DatasetFiles } from '../core/projects'
import { batchStoragePrefix, catalogueFolder, storageKeyFileName } from '../core/storage-paths'
import { ADDITIONAL_MODULE, ANALYSIS_GROUP_TYPE } from '../core/workflows'
import { compareSolutions, sampleGroupSolutions } from '../db/schema/project-tooling'
import { writeBatchQcData } from './batch-qc-data'
import { overLimitProblem, type ToolAnalyst } from './tool-analysis'

/** The dataset table with the separate taxonomy file's lineages as a trailing `taxonomy` column. */
const MERGED_TABLE_FILE_NAME = 'otu_table_taxonomy.tsv'

/** graphile-worker task `run_analysis_batch`: starts a new batch (see startAnalysisBatch). */
export function createRunAnalysisBatchTask(analyst: ToolAnalyst): Task<'run_analysis_batch'> {
  return async ({ analysisId }) => {
    await startAnalysisBatch(analysisId, analyst)
  }
}

/** graphile-worker task `advance_analysis_batch`: queues unblocked runs and completes a finished batch. */
export const advanceAnalysisBatchTask: Task<'advance_analysis_batch'> = async ({ analysisId }) => {
  await advanceAnalysisBatch(analysisId)
}

/**
 * Starts a batch: status 0 → 1, one analysis task per tool item (items of tools groups) and one run
 * (tool task) per run setting, then queues the runs whose dependencies are met. Safe to run again:
 * the creation happens in one transaction that locks the batch and does nothing once the batch has
 * left status 0, so a worker killed half-way leaves either nothing or everything; the retry then
 * only advances.
 */
export async function startAnalysisBatch(
  analysisId: string,
  analyst: ToolAnalyst,
  storage: FileStorage = fileStorage(),
): Promise<void> {
  const [batch] = await getDb()
    .select({
      status: analysisBatches.status,
      datasetFiles: analysisBatches.datasetFiles,
      trackingNumber: orders.trackingNumber,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(analysisBatches.id, analysisId))
  if (!batch) return
  if (batch.status === ANALYSIS_STATUS.toBeProcessed) {
    await writeBatchQcData(analysisId, storage, analyst)
    const tableKey = await tableWithTaxonomy(analysisId, batch.trackingNumber, batch.datasetFiles, storage, analyst)
    const hasTaxonomy = tableKey !== null || (await tableCarriesTaxonomy(batch.datasetFiles, storage, analyst))
    await createTasksAndRuns(
      analysisId,
      { ...batch.datasetFiles, ...(tableKey ? { table: tableKey } : {}) },
      hasTaxonomy,
    )
  }
  await advanceAnalysisBatch(analysisId)
}

/**
 * With a separate taxonomy file, the tools read the table with the lineages attached (a trailing
 * `taxonomy` column): written once per batch beside the dataset and catalogued with it. Returns its
 * storage key, or null when the dataset has no taxonomy file or the files do not fit together —
 * then the runs read the table as uploaded and report what they miss themselves.
 */
async function tableWithTaxonomy(
  analysisId: string,
  trackingNumber: string,
  datasetFiles: DatasetFiles,
  storage: FileStorage,
  analyst: ToolAnalyst,
): Promise<string | null> {
  if (!datasetFiles.table || !datasetFiles.taxonomy) return null
  const read = async (key: string) => ({ bytes: await storage.get(key), fileName: storageKeyFileName(key) })
  const result = await analyst
    .work('mergeTaxonomyIntoTable', {
      table: await read(datasetFiles.table),
      taxonomy: await read(datasetFiles.taxonomy),
    })
    .catch((error: unknown) => overLimitProblem(error))
  if ('problem' in result) {
    logger.warn(
      { problem: result.problem, analysisId },
      'batch dataset: the taxonomy file could not be attached to the table',
    )
    return null
  }
  const merged = new TextEncoder().encode(result.tsv)
  const storageKey = `${batchStoragePrefix(trackingNumber, analysisId)}/dataset/${MERGED_TABLE_FILE_NAME}`
  await storage.put(storageKey, merged)
  const [owner] = await getDb()
    .select({ customerId: analysisBatches.customerId })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  const row = {
    ownerId: owner.customerId,
    kind: FILE_KIND.project,
    folder: catalogueFolder(storageKey),
    name: MERGED_TABLE_FILE_NAME,
    sizeBytes: merged.byteLength,
    storageKey,
    contentType: 'text/tab-separated-values; charset=utf-8',
    analysisId,
  }
  try {
    await getDb().transaction((tx) => recordStoredFiles(tx, [row]))
  } catch (error) {
    if (!(error instanceof StorageQuotaExceededError)) throw error
    // The customer's storage is full: the runs use the table without the attached taxonomy, as when it cannot be attached.
    await storage.remove(storageKey)
    logger.warn({ analysisId }, 'batch dataset: the merged table would exceed the storage limit; not kept')
    return null
  }
  return storageKey
}

/** The uploaded table itself names the features' taxa (a taxonomy column, BIOM metadata). */
async function tableCarriesTaxonomy(
  datasetFiles: DatasetFiles,
  storage: FileStorage,
  analyst: ToolAnalyst,
): Promise<boolean> {
  if (!datasetFiles.table) return false
  const table = { bytes: await storage.get(datasetFiles.table), fileName: storageKeyFileName(datasetFiles.table) }
  // A table that cannot be read, or one over a limit, has no usable taxonomy: its runs report why.
  return analyst.work('tableCarriesTaxonomy', { table }).catch(() => false)
}

/**
 * Runs are named in Chinese (runName, the platform's default language); a run's English name is
 * the `nameEn` of the item's run setting with that name (project items keep their runSettings), so
 * it is stored once, where the template put it.
 */
async function createTasksAndRuns(analysisId: string, datasetFiles: DatasetFiles, hasTaxonomy: boolean): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [batch] = await tx
      .select({
        status: analysisBatches.status,
        customerId: analysisBatches.customerId,
        groupColumn: analysisBatches.groupColumn,
        sampleInfo: analysisBatches.sampleInfo,
        additionalModules: analysisBatches.additionalModules,
      })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
      .for('update')
    if (!batch || batch.status !== ANALYSIS_STATUS.toBeProcessed) return
    const [existing] = await tx
      .select({ id: analysisTasks.id })
      .from(analysisTasks)
      .where(and(eq(analysisTasks.analysisId, analysisId), isNull(analysisTasks.ocaRecordId)))
      .limit(1)

    if (!existing) {
      const items = await tx
        .select(ITEM_RUN_SOURCE_COLUMNS)
        .from(projectAnalysisItems)
        .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
        .innerJoin(tools, eq(tools.id, projectAnalysisItems.toolId))
        .leftJoin(forms, eq(forms.id, tools.formId))
        .where(
          and(
            eq(projectAnalysisGroups.analysisId, analysisId),
            eq(projectAnalysisGroups.groupType, ANALYSIS_GROUP_TYPE.tools),
            eq(projectAnalysisGroups.isActive, true),
            eq(projectAnalysisItems.isActive, true),
            isNotNull(projectAnalysisItems.toolId),
          ),
        )
        .orderBy(
          asc(projectAnalysisGroups.sort),
          asc(projectAnalysisGroups.id),
          asc(projectAnalysisItems.sort),
          asc(projectAnalysisItems.id),
        )

      // The default group solution's default compare solution chooses the contrasts of tools comparing two groups.
      const [defaultComparisons] = batch.additionalModules.includes(ADDITIONAL_MODULE.compareSolution)
        ? await tx
            .select({ groups: compareSolutions.groups })
            .from(compareSolutions)
            .innerJoin(sampleGroupSolutions, eq(sampleGroupSolutions.id, compareSolutions.groupSolutionId))
            .where(
              and(
                eq(sampleGroupSolutions.analysisId, analysisId),
                eq(sampleGroupSolutions.isDefault, true),
                eq(compareSolutions.isDefault, true),
              ),
            )
        : []
      const comparisons = defaultComparisons?.groups ?? []
      const createdRunIds: number[] = []
      for (const item of items) {
        const runs = await insertItemTask(tx, item, {
          analysisId,
          userId: batch.customerId,
          taskName: item.name,
          datasetFiles,
          groupColumn: batch.groupColumn,
          groupCount: groupSampleCounts(batch.sampleInfo, batch.groupColumn).size,
          hasTaxonomy,
          comparisons,
        })
        createdRunIds.push(...runs.map((run) => run.id))
      }
      await numberRuns(tx, createdRunIds)
    }
    await tx
      .update(analysisBatches)
      .set({ status: ANALYSIS_STATUS.processing, updatedAt: sql`now()` })
      .where(eq(analysisBatches.id, analysisId))
    await tx.execute(
      sql`select pg_notify(${ANALYSIS_BATCH_STATUS_CHANNEL}, ${`${analysisId}:${ANALYSIS_STATUS.processing}`})`,
    )
  })
}
