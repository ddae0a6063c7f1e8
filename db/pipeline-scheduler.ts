import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Transaction } from './client'
import { enqueue } from './job-queue'
import { toolRuns, toolTasks } from './schema/tools'
import { analysisTasks, projectAnalysisItems } from './schema/projects'
import { ANALYSIS_RUN_STATUS_CHANNEL } from '../core/projects'
import { BATCH_STEP_PRIORITY } from '../core/tasks'
import { isFinalToolRunStatus, TOOL_ERROR_CODE, TOOL_RUN_STATUS, TOOL_TASK_STATUS_CHANNEL } from '../core/tool-runs'

/**
 * The pipeline's scheduler (spec 02 §4, docs/decisions/010-batch-pipeline.md): which runs of a batch,
 * or of one of its one-click analyses, are ready, queueing them, and failing those a failed item
 * precedes. The batch (db/analysis-batches.ts) and one-click analyses (db/oca-lifecycle.ts) move on
 * with it, in their callers' transactions under the batch's lock.
 */

/** A project run (tool task) as the advance step sees it. */
export interface BatchRun {
  id: number
  status: number
  itemId: number
  itemName: string
  templateItemId: number | null
  dependencyItemIds: number[]
  /** tool_runs rows so far: a run that was executed before needs a new job key (see run_tool in core/tasks.ts). */
  attempts: number
}

/** A failed run put back to waiting (status init) with its result and error cleared, for a rerun. */
export function waitingAgain() {
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

export function notifyRun(analysisId: string, taskId: number, status: number) {
  return sql`select pg_notify(${ANALYSIS_RUN_STATUS_CHANNEL}, ${`${analysisId}:${taskId}:${status}`}), pg_notify(${TOOL_TASK_STATUS_CHANNEL}, ${`${taskId}:${status}`})`
}

/** The batch's own runs (ocaRecordId null), or the runs of one of its one-click analyses. */
export async function loadBatchRuns(
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

/** Every run is final (succeeded, failed or not performed). */
export function allRunsFinal(runs: BatchRun[]): boolean {
  return runs.every((run) => isFinalToolRunStatus(run.status))
}

/** Every item failed (each of its runs did): what fails a batch or a one-click analysis. */
export function everyItemFailed(runs: BatchRun[]): boolean {
  const states = [...itemStates(runs).values()]
  return states.length > 0 && states.every((state) => state.failed)
}

/**
 * Queues every run still waiting (status init) whose dependency items (template item ids) have all
 * finished, and fails — rather than leaving hanging — the runs of an item a failed item precedes.
 * Dependencies on items without runs (not in this batch, or without a tool) are met.
 */
export async function queueReadyRuns(tx: Transaction, analysisId: string, runs: BatchRun[]): Promise<number> {
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
        await enqueue(
          tx,
          'run_tool',
          { toolTaskId: run.id },
          { earlierRuns: run.attempts, priority: BATCH_STEP_PRIORITY },
        )
        await tx.execute(notifyRun(analysisId, run.id, TOOL_RUN_STATUS.queueing))
        run.status = TOOL_RUN_STATUS.queueing
        queued++
      }
    }
  }
  return queued
}
