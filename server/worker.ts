import { env } from '../core/env'
import { closeDatabaseConnections } from '../db/client'
import { createExecutorPool } from '../jobs/executor-pool'
import { startWorker } from '../jobs/worker'
import { logger } from '../core/logger'
import type { ProcessConfig } from './process-config'
import { startProcessMonitor } from './process-monitor'
import { onShutdown } from './shutdown'

/** Time after the grace period for the queue's bookkeeping and closing connections. */
const SHUTDOWN_MARGIN_MS = 15_000

/**
 * One worker process: a graphile-worker runner whose jobs run their executors in a pool of
 * threads (as many as the runner's concurrency). Needs DATABASE_URL (the primary passes it to a
 * supervised worker; a standalone worker gets it from the environment) and the same file storage
 * as the web processes. Does not migrate: the web primary does.
 */
export async function runWorkerProcess(config: ProcessConfig): Promise<void> {
  const connectionString = env().DATABASE_URL
  if (!connectionString) {
    throw new Error('DATABASE_URL is required for the worker role: set it to the database the web processes use')
  }
  const log = logger.child({ process: 'worker' })
  const executors = createExecutorPool({
    threads: config.workerConcurrency,
    timeLimitSeconds: config.toolTaskTimeLimitSeconds,
    memoryLimitMb: config.toolTaskMemoryLimitMb,
    onThreadError: (error) => log.error({ err: error }, 'an executor thread failed outside a task'),
  })
  const graceMs = config.workerShutdownGraceSeconds * 1000
  const worker = await startWorker({
    connectionString,
    concurrency: config.workerConcurrency,
    analyst: executors,
    shutdownGraceMs: graceMs,
    logger: log,
  }).catch(async (error: unknown) => {
    await executors.close()
    throw error
  })
  log.info(
    {
      concurrency: config.workerConcurrency,
      timeLimitSeconds: config.toolTaskTimeLimitSeconds,
      memoryLimitMb: config.toolTaskMemoryLimitMb,
    },
    'worker is taking jobs',
  )

  const monitor = startProcessMonitor('worker', () => [...worker.poolIds])

  const { begin } = onShutdown('worker', graceMs + SHUTDOWN_MARGIN_MS, async () => {
    await worker.stop()
    await monitor.stop()
    await executors.close()
    await closeDatabaseConnections()
  })
  worker.promise.catch((error: unknown) => begin({ error }))
  // A supervised worker whose parent is gone (killed) stops too, rather than live on as an orphan.
  process.on('disconnect', () => begin({ signal: 'SIGTERM' }))
}
