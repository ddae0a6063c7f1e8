import type { RequestHandler } from 'express'
import { getSql } from '../db/client'
import {
  fileStorage,
  StorageUnavailableError,
  type FileStorage,
  type StorageUnavailableReason,
} from '../db/file-storage'
import { logger } from '../core/logger'

export type DatabaseHealth = 'ok' | 'unreachable'
/** `unavailable` is a write that failed for another reason; `timeout` a write that did not finish in time (a hung network mount). */
export type StorageHealth = 'ok' | StorageUnavailableReason | 'unavailable' | 'timeout'

export interface HealthReport {
  status: 'ok' | 'unavailable'
  database: DatabaseHealth
  storage: StorageHealth
}

/**
 * A probe is one tiny file, written and synced; a healthy disk does it in milliseconds, but its sync waits behind
 * whatever else the machine is writing (2 s flagged a healthy disk under a burst of large uploads). 5 s, a load
 * balancer's usual health-check timeout: a disk slower than that is as good as down.
 */
export const STORAGE_PROBE_TIMEOUT_MS = 5_000

function withTimeout<T>(promise: Promise<T>, milliseconds: number, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), milliseconds)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Checks the database (`select 1`) and the file storage (write and remove a probe file under its
 * root). Concurrent checks share one storage probe, and a probe that hangs is not started again
 * until it settles, so polling /healthz never piles writes onto a sick disk. A change of the
 * storage's state is logged once, with the system error, not on every poll.
 */
export function createHealthCheck(
  options: { storage?: () => FileStorage; database?: () => Promise<unknown>; storageTimeoutMs?: number } = {},
) {
  const storage = options.storage ?? fileStorage
  const database = options.database ?? (() => getSql()`select 1`)
  const timeoutMs = options.storageTimeoutMs ?? STORAGE_PROBE_TIMEOUT_MS
  let probeInFlight: Promise<StorageHealth> | null = null
  let lastStorageHealth: StorageHealth = 'ok'

  function probeStorage(): Promise<StorageHealth> {
    probeInFlight ??= storage()
      .probe()
      .then(
        (): StorageHealth => 'ok',
        (error: unknown): StorageHealth => {
          const health = error instanceof StorageUnavailableError ? error.reason : 'unavailable'
          if (health !== lastStorageHealth) logger.error({ err: error }, `health check: file storage is ${health}`)
          return health
        },
      )
      .finally(() => {
        probeInFlight = null
      })
    return withTimeout(probeInFlight, timeoutMs, 'timeout')
  }

  async function checkDatabase(): Promise<DatabaseHealth> {
    try {
      await database()
      return 'ok'
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable')
      return 'unreachable'
    }
  }

  return async function checkHealth(): Promise<HealthReport> {
    const [databaseHealth, storageHealth] = await Promise.all([checkDatabase(), probeStorage()])
    if (storageHealth === 'timeout' && lastStorageHealth !== 'timeout')
      logger.error(`health check: the file storage probe took longer than ${timeoutMs} ms`)
    if (storageHealth === 'ok' && lastStorageHealth !== 'ok')
      logger.info('health check: file storage is writable again')
    lastStorageHealth = storageHealth
    const healthy = databaseHealth === 'ok' && storageHealth === 'ok'
    return { status: healthy ? 'ok' : 'unavailable', database: databaseHealth, storage: storageHealth }
  }
}

/** GET /healthz: 200 with the report when everything answers, else 503 with it. */
export function healthCheckHandler(checkHealth: () => Promise<HealthReport> = createHealthCheck()): RequestHandler {
  return async (_request, response) => {
    const report = await checkHealth()
    response.status(report.status === 'ok' ? 200 : 503).json(report)
  }
}
