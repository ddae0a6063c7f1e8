import os from 'node:os'
import { getDb } from '../db/client'
import { HEARTBEAT_INTERVAL_MS, recordHeartbeat, recordServerError, type ProcessIdentity } from '../db/process-status'
import { logger, onLoggedError, type LoggedError } from '../core/logger'

export interface ProcessMonitor {
  identity: ProcessIdentity
  /** Stops beating and storing errors; the row then goes stale and the status pages show the process gone. */
  stop(): Promise<void>
}

/** The longest message kept for a stored error: the log has the rest. */
const MAX_STORED_MESSAGE = 2_000

/**
 * Makes this process visible on the operators' status pages (/resource): a heartbeat row upserted
 * every HEARTBEAT_INTERVAL_MS, and every error line of its log stored in the bounded
 * `server_errors` table. A failed write is logged as a warning (never as an error, which would
 * store itself again) and tried on the next beat.
 */
export function startProcessMonitor(
  role: ProcessIdentity['role'],
  workerPoolIds: () => string[] = () => [],
): ProcessMonitor {
  const startedAt = new Date()
  const identity: ProcessIdentity = {
    id: `${os.hostname()}:${process.pid}:${startedAt.getTime()}`,
    role,
    host: os.hostname(),
    pid: process.pid,
    startedAt,
  }
  const pending = new Set<Promise<void>>()
  const track = (work: Promise<void>, what: string) => {
    const tracked = work
      .catch((error: unknown) => logger.warn({ err: error }, `process monitor: ${what} failed`))
      .finally(() => pending.delete(tracked))
    pending.add(tracked)
  }
  const beat = () => track(recordHeartbeat(getDb(), identity, workerPoolIds()), 'heartbeat')
  beat()
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS)
  timer.unref()
  const stopStoringErrors = onLoggedError((entry) =>
    track(recordServerError(getDb(), serverErrorOf(identity, entry)), 'storing a server error'),
  )
  return {
    identity,
    stop: async () => {
      clearInterval(timer)
      stopStoringErrors()
      await Promise.all(pending)
    },
  }
}

function serverErrorOf(identity: ProcessIdentity, { message, fields }: LoggedError) {
  const error = fields.err instanceof Error ? fields.err : null
  const request = fields.req as { url?: unknown } | undefined
  const path = typeof request?.url === 'string' ? request.url : typeof fields.path === 'string' ? fields.path : null
  return {
    processId: identity.id,
    role: identity.role,
    message: (message || error?.message || 'error').slice(0, MAX_STORED_MESSAGE),
    errorMessage: error ? error.message.slice(0, MAX_STORED_MESSAGE) : null,
    requestPath: path ? storablePath(path) : null,
  }
}

/** The path without its query, and without the login token of a `/auth/<token>` link. */
function storablePath(path: string): string {
  const withoutQuery = path.split('?')[0]
  return (withoutQuery.startsWith('/auth/') ? '/auth/…' : withoutQuery).slice(0, 500)
}
