import { sql } from 'drizzle-orm'
import type { Database, Transaction } from '#db/client'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { HEARTBEAT_STALE_AFTER_MS } from '#db/process-status'
import { COURSE_URL_TYPE } from '#core/courses'
import { FILE_KIND } from '#core/files'
import type { JobState } from './job-states'

/**
 * What the operators' status pages (/resource, r1..r3) read: processes and their heartbeats, the
 * graphile-worker queue (its `_private_*` tables, read with SQL; changed only through its own SQL
 * API, `reschedule_jobs`), storage use by area and the recent server errors.
 */

const STALE_AFTER = sql`make_interval(secs => ${HEARTBEAT_STALE_AFTER_MS / 1000})`

const JOB_STATE_CONDITION: Record<JobState, ReturnType<typeof sql>> = {
  running: sql`jobs.locked_at is not null`,
  failed: sql`jobs.locked_at is null and jobs.attempts >= jobs.max_attempts`,
  waiting: sql`jobs.locked_at is null and jobs.attempts < jobs.max_attempts`,
}

export interface RunningJob {
  id: string
  task: string
  lockedAt: string
  attempts: number
  maxAttempts: number
}

export interface ProcessStatus {
  id: string
  role: string
  host: string
  pid: number
  startedAt: Date
  lastBeatAt: Date
  alive: boolean
  runningJobs: RunningJob[]
}

/** Every process with a heartbeat row (alive first, newest beat first) and the jobs its worker pools hold. */
export async function listProcesses(db: Database): Promise<ProcessStatus[]> {
  const rows = await db.execute<
    Omit<ProcessStatus, 'startedAt' | 'lastBeatAt'> & { startedAt: string; lastBeatAt: string }
  >(sql`
    select beats.id, beats.role, beats.host, beats.pid,
      beats.started_at as "startedAt", beats.last_beat_at as "lastBeatAt",
      beats.last_beat_at > now() - ${STALE_AFTER} as alive,
      coalesce((
        select json_agg(json_build_object(
          'id', jobs.id::text, 'task', tasks.identifier, 'lockedAt', jobs.locked_at,
          'attempts', jobs.attempts, 'maxAttempts', jobs.max_attempts) order by jobs.locked_at)
        from graphile_worker._private_jobs as jobs
        join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
        where jobs.locked_by = any(beats.worker_pool_ids)
      ), '[]'::json) as "runningJobs"
    from process_heartbeats as beats
    order by alive desc, beats.role, beats.last_beat_at desc`)
  return rows.map((row) => ({ ...row, startedAt: new Date(row.startedAt), lastBeatAt: new Date(row.lastBeatAt) }))
}

export type QueueCounts = {
  waiting: number
  running: number
  failed: number
}

/** How many jobs are in each state. */
export async function queueCounts(db: Database): Promise<QueueCounts> {
  const [counts] = await db.execute<QueueCounts>(sql`
    select
      count(*) filter (where ${JOB_STATE_CONDITION.waiting})::int as waiting,
      count(*) filter (where ${JOB_STATE_CONDITION.running})::int as running,
      count(*) filter (where ${JOB_STATE_CONDITION.failed})::int as failed
    from graphile_worker._private_jobs as jobs`)
  return counts
}

export interface QueuedJob {
  id: string
  task: string
  /** The payload's JSON, cut to a line. */
  payloadSummary: string
  attempts: number
  maxAttempts: number
  lastError: string | null
  runAt: Date
  lockedAt: Date | null
}

const PAYLOAD_SUMMARY_CHARACTERS = 120

/** One page of the jobs in `state`: running by lock time, failed by newest change, waiting by run time. */
export async function listJobs(
  db: Database,
  state: JobState,
  paging: { limit: number; offset: number },
): Promise<{ rows: QueuedJob[]; total: number }> {
  const order = {
    running: sql`jobs.locked_at, jobs.id`,
    failed: sql`jobs.updated_at desc, jobs.id desc`,
    waiting: sql`jobs.run_at, jobs.id`,
  }[state]
  const rows = await db.execute<Omit<QueuedJob, 'runAt' | 'lockedAt'> & { runAt: string; lockedAt: string | null }>(sql`
    select jobs.id::text as id, tasks.identifier as task,
      left(jobs.payload::text, ${PAYLOAD_SUMMARY_CHARACTERS}) as "payloadSummary",
      jobs.attempts, jobs.max_attempts as "maxAttempts", left(jobs.last_error, 2000) as "lastError",
      jobs.run_at as "runAt", jobs.locked_at as "lockedAt"
    from graphile_worker._private_jobs as jobs
    join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
    where ${JOB_STATE_CONDITION[state]}
    order by ${order}
    limit ${paging.limit} offset ${paging.offset}`)
  const [{ total }] = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from graphile_worker._private_jobs as jobs where ${JOB_STATE_CONDITION[state]}`,
  )
  return {
    rows: rows.map((row) => ({
      ...row,
      runAt: new Date(row.runAt),
      lockedAt: row.lockedAt ? new Date(row.lockedAt) : null,
    })),
    total,
  }
}

/**
 * Makes failed jobs runnable now with their attempts counted from zero, through graphile-worker's
 * `reschedule_jobs`, and records each in the audit log on the same transaction. `jobIds` null
 * retries every failed job. Returns how many were retried (a job no longer failed is left alone).
 */
export async function retryFailedJobs(tx: Transaction, actor: AuditActor, jobIds: string[] | null): Promise<number> {
  const failed = await tx.execute<{ id: string; task: string; attempts: number; lastError: string | null }>(sql`
    select jobs.id::text as id, tasks.identifier as task, jobs.attempts, jobs.last_error as "lastError"
    from graphile_worker._private_jobs as jobs
    join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
    where ${JOB_STATE_CONDITION.failed}
      ${jobIds ? sql`and jobs.id = any(${bigintArray(jobIds)}::bigint[])` : sql``}
    for update of jobs`)
  if (failed.length === 0) return 0
  const retried = await tx.execute<{ id: string }>(
    sql`select id::text as id from graphile_worker.reschedule_jobs(${bigintArray(failed.map((job) => job.id))}::bigint[], run_at := now(), attempts := 0)`,
  )
  const retriedIds = new Set(retried.map((job) => job.id))
  for (const job of failed.filter((job) => retriedIds.has(job.id))) {
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.retry,
      entityType: 'job',
      entityId: job.id,
      before: { task: job.task, attempts: job.attempts, lastError: job.lastError },
      after: { task: job.task, attempts: 0 },
    })
  }
  return retriedIds.size
}

/** A Postgres array literal of job ids (digits only: callers pass ids the route's schema checked or the database gave). */
function bigintArray(ids: string[]): string {
  if (!ids.every((id) => /^\d+$/.test(id))) throw new Error(`not job ids: ${ids.join(', ')}`)
  return `{${ids.join(',')}}`
}

export const STORAGE_AREAS = [
  'toolTasks',
  'analysisBatches',
  'reportPdfs',
  'userFiles',
  'courses',
  'toolAssets',
  'feedback',
] as const
export type StorageArea = (typeof STORAGE_AREAS)[number]

export interface StorageUse {
  area: StorageArea
  files: number
  /** Null where the catalogue records no sizes (course, tool and feedback images are not catalogued with one). */
  bytes: number | null
}

/**
 * Storage use by area, in one aggregate over the tables that own storage keys (never a walk of
 * the disk): the file catalogue by kind, report PDFs, and the keys courses, tools and feedback hold.
 */
export async function storageUseByArea(db: Database): Promise<StorageUse[]> {
  const rows = await db.execute<{ area: StorageArea; files: number; bytes: string | null }>(sql`
    select area, count(*)::int as files, sum(bytes)::text as bytes from (
      select case kind
          when ${FILE_KIND.project} then 'analysisBatches'
          when ${FILE_KIND.toolInput} then 'toolTasks'
          when ${FILE_KIND.toolOutput} then 'toolTasks'
          else 'userFiles' end as area,
        size_bytes::bigint as bytes
      from stored_files where not is_folder
      union all
      select 'reportPdfs', size_bytes::bigint from report_pdfs where storage_key is not null
      union all
      select 'courses', null from courses
      union all
      select 'courses', null from course_videos where cover is not null
      union all
      select 'courses', null from course_videos where url_type = ${COURSE_URL_TYPE.storagePath}
      union all
      select 'toolAssets', null from tools where cover is not null
      union all
      select 'feedback', null from feedback, jsonb_array_elements_text(feedback.images)
    ) as keys
    group by area`)
  const byArea = new Map(rows.map((row) => [row.area, row]))
  return STORAGE_AREAS.map((area) => {
    const row = byArea.get(area)
    return { area, files: row?.files ?? 0, bytes: row?.bytes == null ? null : Number(row.bytes) }
  })
}

export interface ServerErrorRow {
  id: number
  loggedAt: Date
  role: string
  processId: string
  message: string
  errorMessage: string | null
  requestPath: string | null
}

/** The stored server errors, newest first, one page. */
export async function listServerErrors(
  db: Database,
  paging: { limit: number; offset: number },
): Promise<{ rows: ServerErrorRow[]; total: number }> {
  const rows = await db.execute<Omit<ServerErrorRow, 'loggedAt'> & { loggedAt: string }>(sql`
    select id::int as id, logged_at as "loggedAt", role, process_id as "processId", message,
      error_message as "errorMessage", request_path as "requestPath"
    from server_errors order by id desc limit ${paging.limit} offset ${paging.offset}`)
  const [{ total }] = await db.execute<{ total: number }>(sql`select count(*)::int as total from server_errors`)
  return { rows: rows.map((row) => ({ ...row, loggedAt: new Date(row.loggedAt) })), total }
}

export interface StatusOverview {
  processes: { alive: number; gone: number; byRole: { role: string; alive: number; lastBeatAt: Date | null }[] }
  queue: QueueCounts
  storage: { files: number; bytes: number }
  errorsLast24h: number
}

/** The overview page's figures. */
export async function statusOverview(db: Database): Promise<StatusOverview> {
  const [processes, queue, storage, [{ errors }]] = await Promise.all([
    listProcesses(db),
    queueCounts(db),
    storageUseByArea(db),
    db.execute<{ errors: number }>(
      sql`select count(*)::int as errors from server_errors where logged_at > now() - interval '24 hours'`,
    ),
  ])
  const roles = [...new Set(processes.map((process) => process.role))].sort()
  return {
    processes: {
      alive: processes.filter((process) => process.alive).length,
      gone: processes.filter((process) => !process.alive).length,
      byRole: roles.map((role) => {
        const ofRole = processes.filter((process) => process.role === role)
        const alive = ofRole.filter((process) => process.alive)
        return { role, alive: alive.length, lastBeatAt: alive[0]?.lastBeatAt ?? ofRole[0]?.lastBeatAt ?? null }
      }),
    },
    queue,
    storage: {
      files: storage.reduce((sum, area) => sum + area.files, 0),
      bytes: storage.reduce((sum, area) => sum + (area.bytes ?? 0), 0),
    },
    errorsLast24h: errors,
  }
}
