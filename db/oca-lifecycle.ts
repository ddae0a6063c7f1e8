import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { getDb, type Transaction } from './client'
import { enqueue } from './job-queue'
import {
  allRunsFinal,
  everyItemFailed,
  loadBatchRuns,
  notifyRun,
  queueReadyRuns,
  waitingAgain,
} from './pipeline-scheduler'
import { storedFiles } from './schema/files'
import { ocaRecordItems, ocaRecords } from './schema/project-tooling'
import { analysisBatches, analysisTasks } from './schema/projects'
import { toolTasks } from './schema/tools'
import { OCA_RECORD_STATUS_CHANNEL } from '../core/analysis-pipeline'
import { OCA_RECORD_STATUS } from '../core/project-tooling'
import { TOOL_ERROR_CODE, TOOL_RUN_STATUS } from '../core/tool-runs'

/**
 * A one-click analysis's states after its submission (db/oca-records.ts): preparing its dataset (0,
 * the run_oca job), running (1: its runs are queued as their dependencies are met, like the
 * batch's), success (2) or failed (3); and running its failed runs again. Starting, advancing and
 * re-running hold the batch's row lock, as the batch's advance does.
 */

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
export async function advanceOcaRecords(tx: Transaction, analysisId: string): Promise<void> {
  const running = await tx
    .select({ id: ocaRecords.id })
    .from(ocaRecords)
    .where(and(eq(ocaRecords.analysisId, analysisId), eq(ocaRecords.status, OCA_RECORD_STATUS.inProgress)))
    .orderBy(asc(ocaRecords.id))
  for (const record of running) {
    const runs = await loadBatchRuns(tx, analysisId, record.id)
    await queueReadyRuns(tx, analysisId, runs)
    await syncOcaRecordItems(tx, record.id)
    if (!allRunsFinal(runs)) continue
    const status = everyItemFailed(runs) ? OCA_RECORD_STATUS.failed : OCA_RECORD_STATUS.success
    await tx
      .update(ocaRecords)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(ocaRecords.id, record.id))
    await tx.execute(notifyOcaRecord(analysisId, record.id, status))
  }
}

/** A record item's status is its run's. */
async function syncOcaRecordItems(tx: Transaction, ocaRecordId: number): Promise<void> {
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
    else await enqueue(tx, 'run_oca', { ocaRecordId })
    return reset.length
  })
}
