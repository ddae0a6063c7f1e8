import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { getDb, type Database } from './client'
import { assertSafeKey, fileStorage, type FileStorage } from './file-storage'
import { storedFiles } from './schema/files'
import {
  compareSolutions,
  ocaRecordItems,
  ocaRecords,
  sampleGroupSolutions,
  type SampleGroup,
} from './schema/project-tooling'
import { toolRuns, toolTasks } from './schema/tools'
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
import {
  ADVANCE_ANALYSIS_BATCH_TASK,
  analysisBatchAdvanceJobKey,
  analysisBatchJobKey,
  OCA_RECORD_STATUS_CHANNEL,
  ocaJobKey,
  PIPELINE_JOB_MAX_ATTEMPTS,
  RUN_OCA_TASK,
  PROJECT_RUN_MAX_ATTEMPTS,
  RUN_ANALYSIS_BATCH_TASK,
} from '../core/analysis-pipeline'
import { ADDITIONAL_MODULE } from '../core/workflows'
import {
  ANALYSIS_BATCH_STATUS_CHANNEL,
  ANALYSIS_RUN_STATUS_CHANNEL,
  ANALYSIS_STATUS,
  type BaseInfo,
  type DatasetFiles,
  type DatasetRole,
} from '../core/projects'
import {
  isFinalToolRunStatus,
  RUN_TOOL_TASK,
  TOOL_ERROR_CODE,
  TOOL_RUN_STATUS,
  TOOL_TASK_STATUS_CHANNEL,
  toolTaskJobKey,
} from '../core/tool-runs'
import { DEFAULT_SOLUTION_NAME, OCA_RECORD_STATUS } from '../core/project-tooling'
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
      for (const [role, file] of Object.entries(input.files) as [DatasetRole, NewBatchFile | undefined][]) {
        if (!file) continue
        const storageKey = `${prefix}/dataset/${safeFileName(file.fileName)}`
        if (Object.values(datasetFiles).includes(storageKey))
          throw new Error(`two dataset files are named ${storageKeyFileName(storageKey)}`)
        assertSafeKey(storageKey)
        await storage.put(storageKey, file.bytes)
        writtenKeys.push(storageKey)
        datasetFiles[role] = storageKey
        await tx.insert(storedFiles).values({
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

      await tx.execute(
        sql`select graphile_worker.add_job(${RUN_ANALYSIS_BATCH_TASK}, json_build_object('analysisId', ${analysisId}::text), job_key := ${analysisBatchJobKey(analysisId)}, max_attempts := ${PIPELINE_JOB_MAX_ATTEMPTS}::int)`,
      )
      return { analysisId, trackingNumber: order.trackingNumber }
    })
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => storage.remove(key).catch(() => {})))
    throw error
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

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
// Advancing a batch: queueing runs whose dependencies are met, completing the batch
// ---------------------------------------------------------------------------------------------

/** Thrown when a batch, or an item of it, does not exist; pages answer 404. */
export class AnalysisBatchNotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`)
    this.name = 'AnalysisBatchNotFound'
  }
}

/** A project run (tool task) as the advance step sees it. */
interface BatchRun {
  id: number
  status: number
  itemId: number
  itemName: string
  templateItemId: number | null
  dependencyItemIds: number[]
  /** tool_runs rows so far: a run that was executed before needs a new job key (see runJobKey). */
  attempts: number
}

/** A failed run put back to waiting (status init) with its result and error cleared, for a rerun. */
function waitingAgain() {
  return {
    status: TOOL_RUN_STATUS.init,
    result: null,
    errorCode: null,
    errorLog: null,
    errorDetail: null,
    startedAt: null,
    endedAt: null,
    updatedAt: sql`now()`,
  }
}

function notifyRun(analysisId: string, taskId: number, status: number) {
  return sql`select pg_notify(${ANALYSIS_RUN_STATUS_CHANNEL}, ${`${analysisId}:${taskId}:${status}`}), pg_notify(${TOOL_TASK_STATUS_CHANNEL}, ${`${taskId}:${status}`})`
}

function notifyBatch(analysisId: string, status: number) {
  return sql`select pg_notify(${ANALYSIS_BATCH_STATUS_CHANNEL}, ${`${analysisId}:${status}`})`
}

/**
 * The run_tool job key of a run. Its first execution uses the stand-alone task's key; a rerun gets
 * a new one, because run_tool records each attempt under `<job key>:<attempt>` and the earlier
 * attempts' keys are taken.
 */
export function runJobKey(taskId: number, attempts: number): string {
  return attempts === 0 ? toolTaskJobKey(taskId) : `${toolTaskJobKey(taskId)}:rerun-${attempts}`
}

/** The batch's own runs (ocaRecordId null), or the runs of one of its one-click analyses. */
async function loadBatchRuns(
  tx: Transaction,
  analysisId: string,
  ocaRecordId: number | null = null,
): Promise<BatchRun[]> {
  return tx
    .select({
      id: toolTasks.id,
      status: toolTasks.status,
      itemId: projectAnalysisItems.id,
      itemName: projectAnalysisItems.analysisName,
      templateItemId: projectAnalysisItems.templateItemId,
      dependencyItemIds: projectAnalysisItems.dependencyItemIds,
      attempts: sql<number>`(select count(*)::int from ${toolRuns} where ${toolRuns.toolTaskId} = ${toolTasks.id})`,
    })
    .from(toolTasks)
    .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
    .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
    .where(
      and(
        eq(toolTasks.analysisId, analysisId),
        ocaRecordId === null ? isNull(analysisTasks.ocaRecordId) : eq(analysisTasks.ocaRecordId, ocaRecordId),
      ),
    )
    .orderBy(asc(toolTasks.id))
}

/** Item states from its runs: finished when every run is final, failed when every run failed. */
function itemStates(runs: BatchRun[]) {
  const byItem = new Map<number, BatchRun[]>()
  for (const run of runs) byItem.set(run.itemId, [...(byItem.get(run.itemId) ?? []), run])
  const states = new Map<number, { finished: boolean; failed: boolean; name: string }>()
  for (const [itemId, itemRuns] of byItem)
    states.set(itemId, {
      finished: itemRuns.every((run) => isFinalToolRunStatus(run.status)),
      failed: itemRuns.every((run) => run.status === TOOL_RUN_STATUS.error),
      name: itemRuns[0].itemName,
    })
  return states
}

/**
 * Queues every run still waiting (status init) whose dependency items (template item ids) have all
 * finished, and fails — rather than leaving hanging — the runs of an item a failed item precedes.
 * Dependencies on items without runs (not in this batch, or without a tool) are met.
 */
async function queueReadyRuns(tx: Transaction, analysisId: string, runs: BatchRun[]): Promise<number> {
  const projectItemOfTemplate = new Map(runs.map((run) => [run.templateItemId, run.itemId]))
  let queued = 0
  // Failing a run can fail the items after it in turn; repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false
    const states = itemStates(runs)
    for (const run of runs) {
      if (run.status !== TOOL_RUN_STATUS.init) continue
      const dependencies = run.dependencyItemIds
        .map((templateItemId) => projectItemOfTemplate.get(templateItemId))
        .filter((itemId): itemId is number => itemId !== undefined && itemId !== run.itemId)
        .map((itemId) => states.get(itemId)!)
      const failedDependency = dependencies.find((state) => state.failed)
      if (failedDependency) {
        await tx
          .update(toolTasks)
          .set({
            status: TOOL_RUN_STATUS.error,
            errorCode: TOOL_ERROR_CODE.notPerformed,
            errorLog: `Not run: the analysis item "${failedDependency.name}" it depends on failed.`,
            errorDetail: { code: 'run.dependencyFailed', params: { item: failedDependency.name } },
            endedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(toolTasks.id, run.id))
        await tx.execute(notifyRun(analysisId, run.id, TOOL_RUN_STATUS.error))
        run.status = TOOL_RUN_STATUS.error
        changed = true
      } else if (dependencies.every((state) => state.finished)) {
        await tx
          .update(toolTasks)
          .set({ status: TOOL_RUN_STATUS.queueing, updatedAt: sql`now()` })
          .where(eq(toolTasks.id, run.id))
        await tx.execute(
          sql`select graphile_worker.add_job(${RUN_TOOL_TASK}, json_build_object('toolTaskId', ${run.id}::int), job_key := ${runJobKey(run.id, run.attempts)}, max_attempts := ${PROJECT_RUN_MAX_ATTEMPTS}::int)`,
        )
        await tx.execute(notifyRun(analysisId, run.id, TOOL_RUN_STATUS.queueing))
        run.status = TOOL_RUN_STATUS.queueing
        queued++
      }
    }
  }
  return queued
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
    if (!runs.every((run) => isFinalToolRunStatus(run.status))) return batch.status
    const states = [...itemStates(runs).values()]
    const status =
      states.length > 0 && states.every((state) => state.failed) ? ANALYSIS_STATUS.failed : ANALYSIS_STATUS.completed
    await tx
      .update(analysisBatches)
      .set({ status, projectEndTime: sql`now()`, updatedAt: sql`now()` })
      .where(eq(analysisBatches.id, analysisId))
    await tx.execute(notifyBatch(analysisId, status))
    return status
  })
}

/** The storage key of a record's prepared table, as a subquery: the runs' `table` data file. */
function ocaDatasetTableKeySql(ocaRecordId: number) {
  return sql`select ${toolTasks.dataFiles} ->> 'table' from ${toolTasks} join ${analysisTasks} on ${analysisTasks.id} = ${toolTasks.analysisTaskId} where ${analysisTasks.ocaRecordId} = ${ocaRecordId} and ${toolTasks.dataFiles} ? 'table' limit 1`
}

function notifyOcaRecord(analysisId: string, ocaRecordId: number, status: number) {
  return sql`select pg_notify(${OCA_RECORD_STATUS_CHANNEL}, ${`${analysisId}:${ocaRecordId}:${status}`})`
}

/**
 * Moves the batch's running one-click analyses on (status 1: dataset prepared, runs made): copies
 * each run's status onto its record item, queues the runs whose dependencies are met (as the
 * batch's), and when every run is final sets the record success (2), or failed (3) when every item
 * failed. Records still preparing (0) are left to their run_oca job. The caller holds the batch lock.
 */
async function advanceOcaRecords(tx: Transaction, analysisId: string): Promise<void> {
  const running = await tx
    .select({ id: ocaRecords.id })
    .from(ocaRecords)
    .where(and(eq(ocaRecords.analysisId, analysisId), eq(ocaRecords.status, OCA_RECORD_STATUS.inProgress)))
    .orderBy(asc(ocaRecords.id))
  for (const record of running) {
    const runs = await loadBatchRuns(tx, analysisId, record.id)
    await queueReadyRuns(tx, analysisId, runs)
    await syncOcaRecordItems(tx, record.id)
    if (!runs.every((run) => isFinalToolRunStatus(run.status))) continue
    const states = [...itemStates(runs).values()]
    const status =
      states.length > 0 && states.every((state) => state.failed) ? OCA_RECORD_STATUS.failed : OCA_RECORD_STATUS.success
    await tx
      .update(ocaRecords)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(ocaRecords.id, record.id))
    await tx.execute(notifyOcaRecord(analysisId, record.id, status))
  }
}

/** A record item's status is its run's. */
export async function syncOcaRecordItems(tx: Transaction, ocaRecordId: number): Promise<void> {
  await tx
    .update(ocaRecordItems)
    .set({ status: sql`${toolTasks.status}`, updatedAt: sql`now()` })
    .from(toolTasks)
    .where(
      and(
        eq(ocaRecordItems.ocaRecordId, ocaRecordId),
        eq(toolTasks.id, ocaRecordItems.toolTaskId),
        sql`${ocaRecordItems.status} <> ${toolTasks.status}`,
      ),
    )
}

/**
 * Marks a one-click analysis running once its dataset is ready, and queues its first runs: in the
 * batch's lock, like every advance. Does nothing unless the record is still preparing (0), so a
 * retried preparation job does not queue twice.
 */
export async function startOcaRecord(analysisId: string, ocaRecordId: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
      .for('update')
    const started = await tx
      .update(ocaRecords)
      .set({ status: OCA_RECORD_STATUS.inProgress, updatedAt: sql`now()` })
      .where(and(eq(ocaRecords.id, ocaRecordId), eq(ocaRecords.status, OCA_RECORD_STATUS.pending)))
      .returning({ id: ocaRecords.id })
    if (started.length === 0) return
    await tx.execute(notifyOcaRecord(analysisId, ocaRecordId, OCA_RECORD_STATUS.inProgress))
    await advanceOcaRecords(tx, analysisId)
  })
}

/**
 * A one-click analysis whose dataset could not be prepared: every run fails with the reason (an
 * i18n key and values, like every run error) and the record fails. Only from preparing (0).
 */
export async function failOcaRecord(
  analysisId: string,
  ocaRecordId: number,
  reason: { code: string; params: Record<string, string | number>; log: string },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const failed = await tx
      .update(ocaRecords)
      .set({ status: OCA_RECORD_STATUS.failed, updatedAt: sql`now()` })
      .where(and(eq(ocaRecords.id, ocaRecordId), eq(ocaRecords.status, OCA_RECORD_STATUS.pending)))
      .returning({ id: ocaRecords.id })
    if (failed.length === 0) return
    const runs = await tx
      .update(toolTasks)
      .set({
        status: TOOL_RUN_STATUS.error,
        errorCode: TOOL_ERROR_CODE.notPerformed,
        errorLog: reason.log,
        errorDetail: { code: reason.code, params: reason.params },
        endedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          toolTasks.analysisTaskId,
          tx.select({ id: analysisTasks.id }).from(analysisTasks).where(eq(analysisTasks.ocaRecordId, ocaRecordId)),
        ),
      )
      .returning({ id: toolTasks.id })
    for (const run of runs) await tx.execute(notifyRun(analysisId, run.id, TOOL_RUN_STATUS.error))
    await syncOcaRecordItems(tx, ocaRecordId)
    await tx.execute(notifyOcaRecord(analysisId, ocaRecordId, OCA_RECORD_STATUS.failed))
  })
}

/**
 * Runs a one-click analysis's failed runs again (beyond the spec: `oca.rerunFailed`): resets them to
 * waiting, puts a finished record back to running, and queues those whose dependencies are met
 * under new job keys; the advance finishes the record again. Returns how many runs were reset, or
 * null when the record is not one of the batch's. A record still preparing is left alone.
 */
export async function rerunFailedOcaRuns(analysisId: string, ocaRecordId: number): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    await tx
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
      .for('update')
    const [record] = await tx
      .select({ status: ocaRecords.status })
      .from(ocaRecords)
      .where(and(eq(ocaRecords.id, ocaRecordId), eq(ocaRecords.analysisId, analysisId)))
    if (!record) return null
    if (record.status === OCA_RECORD_STATUS.pending) return 0
    const reset = await tx
      .update(toolTasks)
      .set(waitingAgain())
      .where(
        and(
          eq(toolTasks.status, TOOL_RUN_STATUS.error),
          inArray(
            toolTasks.analysisTaskId,
            tx.select({ id: analysisTasks.id }).from(analysisTasks).where(eq(analysisTasks.ocaRecordId, ocaRecordId)),
          ),
        ),
      )
      .returning({ id: toolTasks.id })
    if (reset.length === 0) return 0
    for (const run of reset) await tx.execute(notifyRun(analysisId, run.id, TOOL_RUN_STATUS.init))
    // A record whose dataset was never prepared (its preparation failed) prepares it again first.
    const [prepared] = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.analysisId, analysisId),
          eq(storedFiles.storageKey, sql`(${ocaDatasetTableKeySql(ocaRecordId)})`),
        ),
      )
    const status = prepared ? OCA_RECORD_STATUS.inProgress : OCA_RECORD_STATUS.pending
    await tx
      .update(ocaRecords)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(ocaRecords.id, ocaRecordId))
    await tx.execute(notifyOcaRecord(analysisId, ocaRecordId, status))
    if (prepared) await advanceOcaRecords(tx, analysisId)
    else
      await tx.execute(
        sql`select graphile_worker.add_job(${RUN_OCA_TASK}, json_build_object('ocaRecordId', ${ocaRecordId}::int), job_key := ${ocaJobKey(ocaRecordId)}, max_attempts := ${PIPELINE_JOB_MAX_ATTEMPTS}::int)`,
      )
    return reset.length
  })
}

/** The SQL that queues the batch's advance job; one queued advance per batch (job key). */
export function queueAdvanceJob(analysisId: string) {
  return sql`select graphile_worker.add_job(${ADVANCE_ANALYSIS_BATCH_TASK}, json_build_object('analysisId', ${analysisId}::text), job_key := ${analysisBatchAdvanceJobKey(analysisId)}, max_attempts := ${PIPELINE_JOB_MAX_ATTEMPTS}::int)`
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
