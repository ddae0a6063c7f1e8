import postgres from 'postgres'
import { getSql } from '../db/client'
import { FINAL_TOOL_RUN_STATUSES } from '../core/tool-runs'
import { TOOL_TASK_JOB_KEY_PREFIX, type TaskIdentifier } from '../core/tasks'
import { failToolTaskOutOfAttempts } from './run-tool'

/**
 * Crash recovery for graphile-worker jobs (docs/decisions/006-worker-processes-and-recovery.md).
 *
 * graphile-worker 0.17 marks a job it runs with `locked_by` = the id of the worker pool that took
 * it, and only unlocks a job whose pool died after 4 hours. So each worker pool keeps one
 * "presence" connection open whose `application_name` carries its pool id, and every worker
 * process checks `pg_stat_activity` every few seconds: a pool that holds locks but has had no
 * presence connection for DEAD_AFTER_MS is dead (its process was killed, or its machine is gone
 * and the server's TCP keepalives closed the connection), and its jobs are unlocked with
 * graphile-worker's own `force_unlock_workers`, so a live worker runs them again.
 */

export const WORKER_PRESENCE_PREFIX = 'biocloud-worker:'

/** How often a presence connection is checked (and re-opened when the database dropped it). */
const PRESENCE_CHECK_MS = 2_000
/** How often every worker looks for dead pools. */
const SWEEP_INTERVAL_MS = 5_000
/**
 * How long a locker must be absent before it counts as dead: several presence checks, so a pool
 * whose connection is being re-opened (database restart) or that locked a job just before its
 * presence connection was up is never taken for dead.
 */
const DEAD_AFTER_MS = 10_000

export interface RecoveryLogger {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface Presence {
  /** Resolves once the presence connection is open. */
  ready: Promise<void>
  stop(): Promise<void>
}

/**
 * Holds the presence connection of one worker pool. The server closes it when the process dies;
 * its keepalive settings make the server notice a vanished machine within about 25 s too.
 */
export function announcePresence(connectionString: string, poolId: string, logger: RecoveryLogger): Presence {
  const sql = postgres(connectionString, {
    max: 1,
    idle_timeout: 0,
    onnotice: () => {},
    connection: {
      application_name: `${WORKER_PRESENCE_PREFIX}${poolId}`,
      tcp_keepalives_idle: 10,
      tcp_keepalives_interval: 5,
      tcp_keepalives_count: 3,
    },
  })
  let lost = false
  const check = async () => {
    try {
      await sql`select 1`
      if (lost) logger.info({ poolId }, 'worker presence connection restored')
      lost = false
    } catch (error) {
      if (!lost)
        logger.error({ err: error, poolId }, 'worker presence connection lost; other workers may take over its jobs')
      lost = true
    }
  }
  const ready = check()
  const timer = setInterval(() => void check(), PRESENCE_CHECK_MS)
  return {
    ready,
    stop: async () => {
      clearInterval(timer)
      await sql.end({ timeout: 5 })
    },
  }
}

export interface Recovery {
  /** One sweep now (also run every SWEEP_INTERVAL_MS). */
  sweep(): Promise<void>
  stop(): Promise<void>
}

/**
 * Every SWEEP_INTERVAL_MS: unlocks the jobs of dead pools, and ends as error 1004 the tool tasks
 * whose job has used all its attempts (graphile-worker keeps such a job but never runs it again,
 * which would leave the task "running" for good).
 */
export function startRecovery(logger: RecoveryLogger): Recovery {
  const absentSince = new Map<string, number>()

  async function unlockDeadPools() {
    const sql = getSql()
    const absent = await sql<{ lockedBy: string }[]>`
      select distinct jobs.locked_by as "lockedBy"
      from graphile_worker.jobs as jobs
      where jobs.locked_by is not null
        and not exists (select 1 from pg_stat_activity where application_name = ${WORKER_PRESENCE_PREFIX} || jobs.locked_by)`
    const now = Date.now()
    const absentNow = new Set(absent.map((row) => row.lockedBy))
    for (const poolId of absentSince.keys()) if (!absentNow.has(poolId)) absentSince.delete(poolId)
    for (const poolId of absentNow) if (!absentSince.has(poolId)) absentSince.set(poolId, now)
    const dead = [...absentNow].filter((poolId) => now - (absentSince.get(poolId) ?? now) >= DEAD_AFTER_MS)
    if (dead.length === 0) return
    await sql`select graphile_worker.force_unlock_workers(${dead}::text[])`
    for (const poolId of dead) absentSince.delete(poolId)
    logger.warn({ workerPools: dead }, 'unlocked the jobs of worker pools that are gone; live workers run them again')
  }

  async function failTasksOutOfAttempts() {
    const sql = getSql()
    const exhausted = await sql<{ taskId: number; attempts: number }[]>`
      select tasks.id as "taskId", jobs.attempts
      from graphile_worker.jobs as jobs
      -- A rerun's job key is tool-task:<id>:rerun-<n> (run_tool's key rule in core/tasks.ts).
      join tool_tasks as tasks on split_part(jobs.key, ':rerun-', 1) = ${TOOL_TASK_JOB_KEY_PREFIX} || tasks.id
      where jobs.task_identifier = ${'run_tool' satisfies TaskIdentifier}
        and jobs.locked_at is null
        and jobs.attempts >= jobs.max_attempts
        and tasks.status <> all(${FINAL_TOOL_RUN_STATUSES}::int[])`
    for (const { taskId, attempts } of exhausted) {
      if (await failToolTaskOutOfAttempts(taskId, attempts))
        logger.warn({ taskId, attempts }, 'tool task failed: its job ran out of attempts')
    }
  }

  let running: Promise<void> | null = null
  const sweep = () => {
    running ??= (async () => {
      try {
        await unlockDeadPools()
        await failTasksOutOfAttempts()
      } catch (error) {
        logger.error({ err: error }, 'worker recovery sweep failed; trying again')
      } finally {
        running = null
      }
    })()
    return running
  }
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS)
  return {
    sweep,
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
