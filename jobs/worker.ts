import { EventEmitter } from 'node:events'
import { Logger, run, type Job, type LogLevel, type WorkerEvents } from 'graphile-worker'
import { getSql } from '../db/client'
import { crontab, createTaskList } from './index'
import { AnalysisInterrupted, type ToolAnalyst } from './tool-analysis'
import { announcePresence, startRecovery, type Presence, type RecoveryLogger } from './worker-recovery'

export interface WorkerOptions {
  connectionString: string
  /** Jobs run at once; the executor pool has as many threads. */
  concurrency: number
  analyst: ToolAnalyst
  /** After stop(), how long running jobs may go on before their analyses are interrupted. */
  shutdownGraceMs: number
  logger: RecoveryLogger & { debug(details: object, message: string): void }
}

export interface RunningWorker {
  /** Settles when the runner stops: after stop(), or by itself on a fatal queue error (rejects). */
  promise: Promise<void>
  /** The ids of its graphile-worker pools: the `locked_by` of the jobs it runs. */
  poolIds: readonly string[]
  /** Stops taking jobs, lets running ones finish within the grace period, requeues the rest. */
  stop(): Promise<void>
}

/**
 * A graphile-worker runner with crash recovery: its pool announces itself (presence connection)
 * so other workers can tell it is alive, and it unlocks the jobs of pools that are gone.
 */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const { logger } = options
  const events: WorkerEvents = new EventEmitter()
  const presences: Presence[] = []
  const poolIds: string[] = []
  events.on('pool:create', ({ workerPool }) => {
    poolIds.push(workerPool.id)
    presences.push(announcePresence(options.connectionString, workerPool.id, logger))
  })

  // Jobs whose analysis the shutdown interrupted: graphile-worker counts them as failed attempts (see requeueInterruptedJobs).
  const interrupted: Job[] = []
  const runner = await run({
    connectionString: options.connectionString,
    concurrency: options.concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    gracefulShutdownAbortTimeout: options.shutdownGraceMs,
    taskList: createTaskList(options.analyst, { onInterrupted: (job) => interrupted.push(job) }),
    crontab,
    events,
    logger: graphileLogger(logger),
  })
  await Promise.all(presences.map((presence) => presence.ready))
  const recovery = startRecovery(logger)
  void recovery.sweep()

  let stopping: Promise<void> | null = null
  return {
    promise: runner.promise,
    poolIds,
    stop: () =>
      (stopping ??= (async () => {
        // Rejects only when the runner already stopped by itself (a fatal queue error): go on.
        await runner.stop().catch(() => {})
        await requeueInterruptedJobs(poolIds, interrupted)
        await recovery.stop()
        await Promise.all(presences.map((presence) => presence.stop()))
      })()),
  }
}

/**
 * Once the runner has stopped: unlocks whatever its pools still hold (graphile-worker 0.17 does not
 * wait for the release of a job failed during shutdown, so it can stay locked for its 4-hour
 * window), then makes the interrupted jobs due now with one more attempt allowed, as a shutdown is
 * not the task's fault. (Giving back the attempt itself would reuse the attempt's run key.)
 */
async function requeueInterruptedJobs(poolIds: string[], jobs: Job[]): Promise<void> {
  if (poolIds.length > 0) await getSql()`select graphile_worker.force_unlock_workers(${poolIds}::text[])`
  for (const job of jobs) {
    await getSql()`select graphile_worker.reschedule_jobs(array[${job.id}]::bigint[], run_at := now(), max_attempts := ${job.max_attempts + 1}::int)`
  }
}

/** graphile-worker's log lines, through the platform's logger. */
function graphileLogger(logger: WorkerOptions['logger']): Logger {
  const byLevel: Record<LogLevel, (details: object, message: string) => void> = {
    error: (details, message) => logger.error(details, message),
    warning: (details, message) => logger.warn(details, message),
    info: (details, message) => logger.info(details, message),
    debug: (details, message) => logger.debug(details, message),
  }
  return new Logger((scope) => (level, message, meta) => {
    // A job the shutdown interrupted "fails" so that it runs again; that is no error.
    const interruption = meta?.error instanceof AnalysisInterrupted
    // Only what helps: meta can hold whole database clients.
    const details = {
      graphileWorker: scope.label,
      workerId: scope.workerId,
      jobId: meta?.job && (meta.job as { id?: string }).id,
      err: meta?.error,
    }
    byLevel[interruption ? 'info' : level](
      details,
      interruption ? 'a job interrupted by the shutdown goes back to the queue' : message,
    )
  })
}
