import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { getDb, type Transaction } from './client'
import type { FileStorage } from './file-storage'
import { storedFiles } from './schema/files'
import { EXPIRED_DATA_KEPT_DAYS } from '../core/access-policy'
import { logger } from '../core/logger'
import { batchStoragePrefix } from '../core/storage-paths'

/*
 * The expiry clean-up (spec 01 §9, spec 02 §9): one week after a batch expired, its files are
 * deleted from storage and the batch is marked cleared (`data_cleared_at`). The rows that describe
 * the project (groups, items, runs, results, solutions) stay, so it still opens view-only.
 */

/** A due batch: expired at least EXPIRED_DATA_KEPT_DAYS before `now` and not cleared yet. */
const due = (now: Date) =>
  sql`b.data_cleared_at is null
      and b.expires_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${EXPIRED_DATA_KEPT_DAYS})`

/** The result files a tool task names (a result without a file list names none). */
const resultFiles = (task: string) =>
  sql.raw(`jsonb_array_elements(case when jsonb_typeof(${task}.result->'files') = 'array'
             then ${task}.result->'files' else '[]'::jsonb end) ->> 'storageKey'`)

/**
 * Every storage key the batch names (its dataset, raw OTU table, catalogued files, its tool tasks'
 * inputs and outputs, report PDFs, QC files), split into those it alone names and those another
 * live owner still names: another batch not cleared yet (a shared example file), a stand-alone tool
 * task, or a catalogued file of someone else.
 */
async function batchStorageKeys(tx: Transaction, batchId: string, folder: string) {
  const rows = await tx.execute<{ storage_key: string; shared: boolean }>(sql`
    with own_tasks as (select id from tool_tasks where analysis_id = ${batchId}),
    named as (
      select v.value as storage_key from analysis_batches b, jsonb_each_text(b.dataset_files) v where b.id = ${batchId}
      union select otu_table_path from analysis_batches where id = ${batchId}
      union select storage_key from stored_files
        where analysis_id = ${batchId} or starts_with(storage_key, ${folder})
          or tool_task_id in (select id from own_tasks)
      union select v.value from tool_tasks t, jsonb_each_text(t.data_files) v where t.analysis_id = ${batchId}
      union select ${resultFiles('t')} from tool_tasks t where t.analysis_id = ${batchId}
      union select storage_key from report_pdfs where analysis_id = ${batchId}
      union select jsonb_array_elements_text(qc_files) from qc_data where analysis_id = ${batchId}
    ),
    live_batches as (select id from analysis_batches where id <> ${batchId} and data_cleared_at is null),
    named_elsewhere as (
      select v.value as storage_key from analysis_batches b, jsonb_each_text(b.dataset_files) v
        where b.id in (select id from live_batches)
      union select otu_table_path from analysis_batches where id in (select id from live_batches)
      union select v.value from tool_tasks t, jsonb_each_text(t.data_files) v
        where t.analysis_id is null or t.analysis_id in (select id from live_batches)
      union select ${resultFiles('t')} from tool_tasks t
        where t.analysis_id is null or t.analysis_id in (select id from live_batches)
      union select storage_key from stored_files
        where analysis_id is distinct from ${batchId} and not starts_with(storage_key, ${folder})
          and (tool_task_id is null or tool_task_id not in (select id from own_tasks))
      union select storage_key from report_pdfs where analysis_id in (select id from live_batches)
      union select jsonb_array_elements_text(qc_files) from qc_data where analysis_id in (select id from live_batches)
    )
    select n.storage_key, exists (select 1 from named_elsewhere e where e.storage_key = n.storage_key) as shared
    from named n where n.storage_key is not null
    union
    -- A file another owner names inside this batch's folder keeps the folder from being removed whole.
    select e.storage_key, true from named_elsewhere e where starts_with(e.storage_key, ${folder})`)
  return {
    own: rows.filter((row) => !row.shared).map((row) => row.storage_key),
    folderShared: rows.some((row) => row.shared && row.storage_key.startsWith(folder)),
  }
}

export interface ClearExpiredBatchesOptions {
  storage: FileStorage
  /** The clock: tests move it forward. */
  now?: Date
}

/**
 * Clears every due batch, one at a time: under the batch's row lock (an activation waits, a second
 * run skips it) its files are deleted first, then its file catalogue rows and report PDFs go and the
 * batch is marked cleared, in the same transaction. Killed or failing halfway, nothing is marked and
 * the next run deletes what is left (a missing file counts as deleted), so it is safe to run twice.
 * A file another live batch, a stand-alone tool task or someone else's catalogue still names stays.
 * Returns the ids of the batches it cleared.
 */
export async function clearExpiredBatches({
  storage,
  now = new Date(),
}: ClearExpiredBatchesOptions): Promise<string[]> {
  const cleared: string[] = []
  for (;;) {
    const batchId = await getDb().transaction(async (tx) => {
      const [batch] = await tx.execute<{ id: string; tracking_number: string }>(sql`
        select b.id, o.tracking_number from analysis_batches b join orders o on o.id = b.order_id
        where ${due(now)}
        order by b.expires_at, b.id
        limit 1
        for update of b skip locked`)
      if (!batch) return null
      const folder = `${batchStoragePrefix(batch.tracking_number, batch.id)}/`
      const { own, folderShared } = await batchStorageKeys(tx, batch.id, folder)
      for (const key of own) await storage.remove(key)
      // The folder also holds what nobody catalogues (filter previews, renamed charts).
      if (!folderShared) await storage.removeFolder(folder.slice(0, -1))
      await tx
        .delete(storedFiles)
        .where(
          or(
            own.length > 0 ? inArray(storedFiles.storageKey, own) : undefined,
            and(eq(storedFiles.analysisId, batch.id), eq(storedFiles.isFolder, true)),
          ),
        )
      await tx.execute(sql`delete from report_pdfs where analysis_id = ${batch.id}`)
      await tx.execute(
        sql`update qc_data set qc_files = '[]'::jsonb, updated_at = now() where analysis_id = ${batch.id}`,
      )
      await tx.execute(sql`
        update analysis_batches
        set data_cleared_at = ${now.toISOString()}::timestamptz, dataset_files = '{}'::jsonb,
            otu_table_path = null, updated_at = now()
        where id = ${batch.id}`)
      logger.info({ batchId: batch.id, files: own.length }, 'expired batch cleared')
      return batch.id
    })
    if (batchId === null) return cleared
    cleared.push(batchId)
  }
}
