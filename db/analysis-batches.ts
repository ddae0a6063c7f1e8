import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { getDb, type Transaction } from './client'
import { assertSafeKey, fileStorage, type FileStorage } from './file-storage'
import { enqueue } from './job-queue'
import { sendAnalysisBatchMessage } from './messages'
import { advanceOcaRecords } from './oca-lifecycle'
import {
  allRunsFinal,
  everyItemFailed,
  loadBatchRuns,
  notifyRun,
  queueReadyRuns,
  waitingAgain,
} from './pipeline-scheduler'
import { storeBatchReads, type NewBatchReads } from './batch-reads'
import { recordStoredFiles, type NewStoredFile } from './stored-files'
import { compareSolutions, sampleGroupSolutions, type SampleGroup } from './schema/project-tooling'
import { toolTasks } from './schema/tools'
import {
  analysisBatches,
  analysisTasks,
  orders,
  projectAnalysisGroups,
  projectAnalysisItems,
  type SampleInfo,
} from './schema/projects'
import { workflowAnalysisGroups, workflowAnalysisItems, workflows } from './schema/workflows'
import { FILE_KIND } from '../core/files'
import { ADDITIONAL_MODULE } from '../core/workflows'
import {
  ANALYSIS_BATCH_STATUS_CHANNEL,
  ANALYSIS_STATUS,
  type BaseInfo,
  type DatasetFiles,
  type DatasetRole,
  READS_MANIFEST,
} from '../core/projects'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { DEFAULT_SOLUTION_NAME } from '../core/project-tooling'
import { batchStoragePrefix, catalogueFolder, safeFileName, storageKeyFileName } from '../core/storage-paths'

export interface NewBatchFile {
  fileName: string
  bytes: Uint8Array
}

export interface NewBatchInput {
  workflowId: number
  customerId: number
  /** An existing order of this customer (staff create for an order); omitted: a new self-service order `80-S<YYMMDD><6 digits>`. */
  trackingNumber?: string
  /** Given for examples and demos; omitted: a new `A<YYMMDD><6 digits>` id (unique). */
  batchId?: string
  projectName: string
  /** Default: the workflow's title. */
  analysisName?: string
  comments?: string
  labels?: string[]
  /** The metadata column that groups the samples. */
  groupColumn: string | null
  /** First row headers, first column sample names (from the metadata). */
  sampleInfo: SampleInfo
  baseInfo?: BaseInfo
  /** ADDITIONAL_MODULE values. */
  additionalModules?: string[]
  /** The default group solution (isDefault, name 'default'); omitted: built from groupColumn over sampleInfo. */
  groups?: SampleGroup[]
  /** Compare solution pairs/lists of group names (default compare solution) when compare_solution is on. */
  compareGroups?: string[][]
  /** `table` is required. */
  files: Partial<Record<DatasetRole, NewBatchFile>>
  /** Raw reads delivered with the dataset: their summaries become the batch's QC data (jobs/batch-qc-data.ts). */
  reads?: NewBatchReads
}

/** The platform's calendar day (Asia/Shanghai) as YYMMDD, which ids and tracking numbers carry. */
const TODAY_YYMMDD = sql<string>`to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')`

/** Six random digits: ids must not reveal how many projects the platform has. */
function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * The default group solution's groups: samples grouped by the value of `groupColumn` in the sample
 * table, in the order the values first appear. No column (or an unknown one): no groups.
 */
export function groupsFromSampleInfo(sampleInfo: SampleInfo, groupColumn: string | null): SampleGroup[] {
  const [header, ...rows] = sampleInfo.data
  const column = groupColumn === null || !header ? -1 : header.indexOf(groupColumn)
  if (column < 1) return []
  const groups = new Map<string, string[]>()
  for (const row of rows) {
    const value = row[column]?.trim()
    if (!row[0] || !value) continue
    const samples = groups.get(value) ?? []
    samples.push(row[0])
    groups.set(value, samples)
  }
  return [...groups].map(([name, samples]) => ({ name, samples }))
}

/**
 * Creates an analysis project (batch) from a dataset: stores the files, then in ONE transaction
 * writes the order (when new), the batch, its copy of the workflow's template groups and items, the
 * default group (and compare) solution, the catalogue rows of the dataset files, and queues the
 * `run_analysis_batch` job. If anything fails the written bytes are removed, so there is never a
 * job without a batch, a batch without its files, or stored bytes nobody owns.
 * File contents are not checked here: the page that takes the upload validates them.
 */
export async function createAnalysisBatch(
  input: NewBatchInput,
  storage: FileStorage = fileStorage(),
): Promise<{ analysisId: string; trackingNumber: string }> {
  if (!input.files.table) throw new Error('a batch needs a table file')
  const writtenKeys: string[] = []
  try {
    return await getDb().transaction(async (tx) => {
      const [workflow] = await tx
        .select({ id: workflows.id, title: workflows.title })
        .from(workflows)
        .where(eq(workflows.id, input.workflowId))
      if (!workflow) throw new Error(`workflow ${input.workflowId} does not exist`)
      const [{ today }] = await tx.execute<{ today: string }>(sql`select ${TODAY_YYMMDD} as today`)

      let order: { id: number; trackingNumber: string }
      if (input.trackingNumber) {
        const [existing] = await tx
          .select({ id: orders.id, trackingNumber: orders.trackingNumber, customerId: orders.customerId })
          .from(orders)
          .where(eq(orders.trackingNumber, input.trackingNumber))
        if (existing && existing.customerId !== input.customerId)
          throw new Error(`order ${input.trackingNumber} belongs to another customer`)
        order =
          existing ??
          (
            await tx
              .insert(orders)
              .values({ trackingNumber: input.trackingNumber, customerId: input.customerId })
              .returning({ id: orders.id, trackingNumber: orders.trackingNumber })
          )[0]
      } else {
        order = await insertUniquely(() =>
          tx
            .insert(orders)
            .values({ trackingNumber: `80-S${today}${sixDigits()}`, customerId: input.customerId })
            .onConflictDoNothing()
            .returning({ id: orders.id, trackingNumber: orders.trackingNumber }),
        )
      }

      const batchValues = {
        orderId: order.id,
        workflowId: workflow.id,
        customerId: input.customerId,
        status: ANALYSIS_STATUS.toBeProcessed,
        projectName: input.projectName,
        analysisName: input.analysisName ?? workflow.title,
        comments: input.comments ?? '',
        labels: input.labels ?? [],
        baseInfo: input.baseInfo ?? {},
        sampleInfo: input.sampleInfo,
        additionalModules: input.additionalModules ?? [],
        groupColumn: input.groupColumn,
      }
      const analysisId = input.batchId
        ? (
            await tx
              .insert(analysisBatches)
              .values({ id: input.batchId, ...batchValues })
              .returning()
          )[0].id
        : (
            await insertUniquely(() =>
              tx
                .insert(analysisBatches)
                .values({ id: `A${today}${sixDigits()}`, ...batchValues })
                .onConflictDoNothing()
                .returning({ id: analysisBatches.id }),
            )
          ).id

      // Dataset files: stored first (the bytes must exist before a row points at them), catalogued in the transaction.
      const prefix = batchStoragePrefix(order.trackingNumber, analysisId)
      const datasetFiles: DatasetFiles = {}
      const datasetRows: NewStoredFile[] = []
      for (const [role, file] of Object.entries(input.files) as [DatasetRole, NewBatchFile | undefined][]) {
        if (!file) continue
        const storageKey = `${prefix}/dataset/${safeFileName(file.fileName)}`
        if (Object.values(datasetFiles).includes(storageKey))
          throw new Error(`two dataset files are named ${storageKeyFileName(storageKey)}`)
        assertSafeKey(storageKey)
        await storage.put(storageKey, file.bytes)
        writtenKeys.push(storageKey)
        datasetFiles[role] = storageKey
        datasetRows.push({
          ownerId: input.customerId,
          kind: FILE_KIND.project,
          folder: catalogueFolder(storageKey),
          name: storageKeyFileName(storageKey),
          sizeBytes: file.bytes.byteLength,
          storageKey,
          contentType: 'text/plain',
          analysisId,
        })
      }
      if (input.reads) {
        const reads = await storeBatchReads(
          input.reads,
          { datasetFolder: `${prefix}/dataset`, ownerId: input.customerId, analysisId },
          storage,
          (key) => writtenKeys.push(key),
        )
        datasetFiles[READS_MANIFEST] = reads.manifestKey
        datasetRows.push(...reads.rows)
      }
      // The customer's storage limit: StorageQuotaExceededError leaves no batch and (below) no bytes.
      await recordStoredFiles(tx, datasetRows)
      await tx
        .update(analysisBatches)
        .set({ datasetFiles, otuTablePath: datasetFiles.table })
        .where(eq(analysisBatches.id, analysisId))

      await copyTemplate(tx, workflow.id, analysisId)

      const [solution] = await tx
        .insert(sampleGroupSolutions)
        .values({
          analysisId,
          solutionName: DEFAULT_SOLUTION_NAME,
          isDefault: true,
          groups: input.groups ?? groupsFromSampleInfo(input.sampleInfo, input.groupColumn),
        })
        .returning({ id: sampleGroupSolutions.id })
      if (input.compareGroups?.length && input.additionalModules?.includes(ADDITIONAL_MODULE.compareSolution)) {
        await tx.insert(compareSolutions).values({
          groupSolutionId: solution.id,
          solutionName: DEFAULT_SOLUTION_NAME,
          isDefault: true,
          groups: input.compareGroups,
        })
      }

      await enqueue(tx, 'run_analysis_batch', { analysisId })
      return { analysisId, trackingNumber: order.trackingNumber }
    })
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => storage.remove(key).catch(() => {})))
    throw error
  }
}

/** Runs an insert that picks a random id until it lands on a free one (`on conflict do nothing` returns no row). */
async function insertUniquely<Row>(insert: () => Promise<Row[]>): Promise<Row> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await insert()
    if (row) return row
  }
  throw new Error('no free id after 20 attempts')
}

/** Copies the workflow's active template groups and their active items into the batch, keeping the template ids. */
async function copyTemplate(tx: Transaction, workflowId: number, analysisId: string): Promise<void> {
  const templateGroups = await tx
    .select()
    .from(workflowAnalysisGroups)
    .where(and(eq(workflowAnalysisGroups.workflowId, workflowId), eq(workflowAnalysisGroups.isActive, true)))
    .orderBy(asc(workflowAnalysisGroups.sort), asc(workflowAnalysisGroups.id))
  if (templateGroups.length === 0) return
  const templateItems = await tx
    .select()
    .from(workflowAnalysisItems)
    .where(
      and(
        inArray(
          workflowAnalysisItems.groupId,
          templateGroups.map((g) => g.id),
        ),
        eq(workflowAnalysisItems.isActive, true),
      ),
    )
    .orderBy(asc(workflowAnalysisItems.sort), asc(workflowAnalysisItems.id))
  const projectGroups = await tx
    .insert(projectAnalysisGroups)
    .values(
      templateGroups.map(({ id, workflowId: _workflow, createdAt: _c, updatedAt: _u, ...group }) => ({
        ...group,
        analysisId,
        templateGroupId: id,
      })),
    )
    .returning({ id: projectAnalysisGroups.id, templateGroupId: projectAnalysisGroups.templateGroupId })
  const projectGroupId = new Map(projectGroups.map((g) => [g.templateGroupId, g.id]))
  if (templateItems.length === 0) return
  await tx.insert(projectAnalysisItems).values(
    templateItems.map(({ id, groupId, createdAt: _c, updatedAt: _u, ...item }) => ({
      ...item,
      groupId: projectGroupId.get(groupId)!,
      templateItemId: id,
    })),
  )
}

// ---------------------------------------------------------------------------------------------
// Advancing a batch (its runs are the scheduler's, db/pipeline-scheduler.ts) and re-running an item
// ---------------------------------------------------------------------------------------------

/** Thrown when a batch, or an item of it, does not exist; pages answer 404. */
export class AnalysisBatchNotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`)
    this.name = 'AnalysisBatchNotFound'
  }
}

function notifyBatch(analysisId: string, status: number) {
  return sql`select pg_notify(${ANALYSIS_BATCH_STATUS_CHANNEL}, ${`${analysisId}:${status}`})`
}

/**
 * Moves a processing batch on, in one transaction under the batch's row lock (so two advances in
 * a row do the second's work once): queues the runs that became ready and, when every run is
 * final, sets the batch completed — or failed when every item failed — with its end time. A
 * failed item fails its runs, not the batch. Returns the batch's status afterwards (null: no batch).
 */
export async function advanceAnalysisBatch(analysisId: string): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const [batch] = await tx
      .select({ status: analysisBatches.status })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
      .for('update')
    if (!batch) return null
    // One-click analyses run while the batch stays completed; their runs' ends queue this same job.
    await advanceOcaRecords(tx, analysisId)
    if (batch.status !== ANALYSIS_STATUS.processing) return batch.status
    const runs = await loadBatchRuns(tx, analysisId)
    await queueReadyRuns(tx, analysisId, runs)
    if (!allRunsFinal(runs)) return batch.status
    const status = everyItemFailed(runs) ? ANALYSIS_STATUS.failed : ANALYSIS_STATUS.completed
    await tx
      .update(analysisBatches)
      .set({ status, projectEndTime: sql`now()`, updatedAt: sql`now()` })
      .where(eq(analysisBatches.id, analysisId))
    await tx.execute(notifyBatch(analysisId, status))
    await sendAnalysisBatchMessage(tx, analysisId, status)
    return status
  })
}

/**
 * Runs an item's failed runs again: resets them (waiting, no result or error) and queues those whose
 * dependencies are met under new job keys. Only that item's runs: the rest of the batch keeps its
 * results. A failed batch goes back to processing, and the advance job finishes it again; a
 * completed batch stays completed (its results stay visible) while the item re-runs.
 * Returns how many runs were reset. The caller checks the user may act on the batch.
 */
export async function rerunAnalysisItem(analysisId: string, projectItemId: number): Promise<number> {
  return getDb().transaction(async (tx) => {
    const [batch] = await tx
      .select({ status: analysisBatches.status })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
      .for('update')
    if (!batch) throw new AnalysisBatchNotFound(`batch ${analysisId}`)
    const [item] = await tx
      .select({ id: projectAnalysisItems.id })
      .from(projectAnalysisItems)
      .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
      .where(and(eq(projectAnalysisItems.id, projectItemId), eq(projectAnalysisGroups.analysisId, analysisId)))
    if (!item) throw new AnalysisBatchNotFound(`item ${projectItemId} of batch ${analysisId}`)

    const reset = await tx
      .update(toolTasks)
      .set(waitingAgain())
      .where(
        and(
          eq(toolTasks.analysisId, analysisId),
          eq(toolTasks.status, TOOL_RUN_STATUS.error),
          inArray(
            toolTasks.analysisTaskId,
            tx
              .select({ id: analysisTasks.id })
              .from(analysisTasks)
              .where(and(eq(analysisTasks.projectItemId, projectItemId), isNull(analysisTasks.ocaRecordId))),
          ),
        ),
      )
      .returning({ id: toolTasks.id })
    if (reset.length === 0) return 0
    for (const run of reset) await tx.execute(notifyRun(analysisId, run.id, TOOL_RUN_STATUS.init))
    if (batch.status === ANALYSIS_STATUS.failed) {
      await tx
        .update(analysisBatches)
        .set({ status: ANALYSIS_STATUS.processing, projectEndTime: null, updatedAt: sql`now()` })
        .where(eq(analysisBatches.id, analysisId))
      await tx.execute(notifyBatch(analysisId, ANALYSIS_STATUS.processing))
    }
    // All the batch's runs: an unfinished dependency must hold the reset runs back. Other waiting runs
    // that are ready get queued too, which is what the advance would do.
    const runs = await loadBatchRuns(tx, analysisId)
    await queueReadyRuns(tx, analysisId, runs)
    return reset.length
  })
}
