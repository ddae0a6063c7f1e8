import { fork, type ChildProcess } from 'node:child_process'
import cluster, { type Worker as ClusterChild } from 'node:cluster'
import { prepareDatabase } from './database'
import { logger } from '../core/logger'
import type { ProcessConfig } from './process-config'
import { onShutdown, type ShutdownReason } from './shutdown'

/** A web process gets this long to finish its requests after SIGTERM before it is killed. */
const WEB_STOP_TIMEOUT_MS = 20_000
/** Past the worker's grace period, time for requeueing its jobs and closing its connections. */
const WORKER_STOP_MARGIN_MS = 20_000
/** Stopping Postgres last, after every child. */
const DATABASE_STOP_MS = 15_000

/**
 * The primary process of the `all` and `web` roles: prepares the database once, then runs the web
 * processes (Node cluster, sharing the port) and, for `all`, one worker process, restarting any
 * that dies with a growing delay. On Ctrl-C or SIGTERM it stops them all (each gets its grace
 * period), then the embedded Postgres, and exits; nothing it started outlives it.
 */
export async function runPrimary(config: ProcessConfig): Promise<void> {
  let stopPlatform: (reason: ShutdownReason) => void = () => process.exit(1)
  const database = await prepareDatabase({
    onEmbeddedGone: (reason) => {
      logger.fatal(`${reason}; stopping the platform so that whatever supervises it can start it again`)
      stopPlatform({ error: new Error(reason) })
    },
  })

  const web = startWebCluster(config, (reason) => stopPlatform({ error: new Error(reason) }))
  const worker = config.role === 'all' ? superviseWorker() : null
  const workerStopMs = config.workerShutdownGraceSeconds * 1000 + WORKER_STOP_MARGIN_MS
  const { begin } = onShutdown('primary', Math.max(WEB_STOP_TIMEOUT_MS, workerStopMs) + DATABASE_STOP_MS, async () => {
    await Promise.all([web.stop(), worker?.stop(workerStopMs)])
    await database.embedded?.stop()
  })
  stopPlatform = begin
}

/**
 * Delays between restarts of a child that keeps dying: 1 s, doubling up to 30 s, back to 1 s once
 * a child has run for a minute.
 */
function restartDelays() {
  let failures = 0
  return {
    next(livedMs: number) {
      failures = livedMs > 60_000 ? 1 : failures + 1
      return Math.min(30_000, 1000 * 2 ** (failures - 1))
    },
  }
}

/** Stops a child with SIGTERM, and with SIGKILL if it is still there after `timeoutMs`. */
function stopChild(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * The web processes. One that dies is replaced, unless none has served yet: a web process that
 * cannot start (no build, bad configuration) would only fail again, so `onCannotStart` stops the
 * platform instead.
 */
function startWebCluster(config: ProcessConfig, onCannotStart: (reason: string) => void): { stop(): Promise<void> } {
  let stopping = false
  const delays = restartDelays()
  const startedAt = new Map<ClusterChild, number>()
  const start = () => {
    if (stopping) return
    startedAt.set(cluster.fork(), Date.now())
  }
  let announced = false
  cluster.on('listening', () => {
    if (announced) return
    announced = true
    logger.info({ webProcesses: config.webConcurrency }, `BioCloud is serving on http://localhost:${config.port}`)
  })
  cluster.on('exit', (child, code, signal) => {
    const lived = Date.now() - (startedAt.get(child) ?? Date.now())
    startedAt.delete(child)
    if (stopping) return
    if (!announced) {
      stopping = true
      onCannotStart(`a web process exited (${signal ?? `code ${code}`}) before the platform served a request`)
      return
    }
    const delay = delays.next(lived)
    logger.error(
      { pid: child.process.pid, code, signal },
      `a web process stopped unexpectedly; starting another in ${delay} ms`,
    )
    setTimeout(start, delay)
  })
  for (let i = 0; i < config.webConcurrency; i++) start()
  return {
    stop: async () => {
      stopping = true
      await Promise.all([...startedAt.keys()].map((child) => stopChild(child.process, WEB_STOP_TIMEOUT_MS)))
    },
  }
}

function superviseWorker(): { stop(timeoutMs: number): Promise<void> } {
  let stopping = false
  let child: ChildProcess | null = null
  let restart: NodeJS.Timeout | undefined
  const delays = restartDelays()
  const start = () => {
    const startedAt = Date.now()
    const started = fork(new URL('./main.ts', import.meta.url), ['worker'], {
      env: { ...process.env, BIOCLOUD_ROLE: 'worker' },
    })
    child = started
    started.once('exit', (code, signal) => {
      if (stopping) return
      const delay = delays.next(Date.now() - startedAt)
      logger.error(
        { pid: started.pid, code, signal },
        `the worker process stopped unexpectedly; starting another in ${delay} ms`,
      )
      restart = setTimeout(start, delay)
    })
  }
  start()
  return {
    stop: async (timeoutMs) => {
      stopping = true
      clearTimeout(restart)
      if (child) await stopChild(child, timeoutMs)
    },
  }
}
