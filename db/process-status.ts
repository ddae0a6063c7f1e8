import { lt, sql } from 'drizzle-orm'
import type { Database } from './client'
import { processHeartbeats, serverErrors } from './schema/operations'

/** What a process says about itself in its heartbeat row. */
export interface ProcessIdentity {
  id: string
  role: 'web' | 'worker'
  host: string
  pid: number
  startedAt: Date
}

/** How often a process beats; the status pages call a process gone after a few missed beats. */
export const HEARTBEAT_INTERVAL_MS = 10_000
export const HEARTBEAT_STALE_AFTER_MS = 3 * HEARTBEAT_INTERVAL_MS
/** A gone process's row is kept this long, so the status page shows what went away, then dropped. */
const GONE_ROWS_KEPT_MS = 24 * 60 * 60 * 1000
/** How many recent server errors are kept. */
export const SERVER_ERRORS_KEPT = 5_000

/** Upserts the process's row with the beat time now (the database's clock, shared by every machine). */
export async function recordHeartbeat(db: Database, identity: ProcessIdentity, workerPoolIds: string[]) {
  await db
    .insert(processHeartbeats)
    .values({ ...identity, workerPoolIds, lastBeatAt: sql`now()` })
    .onConflictDoUpdate({ target: processHeartbeats.id, set: { workerPoolIds, lastBeatAt: sql`now()` } })
  await db
    .delete(processHeartbeats)
    .where(lt(processHeartbeats.lastBeatAt, sql`now() - make_interval(secs => ${GONE_ROWS_KEPT_MS / 1000})`))
}

export interface ServerErrorEntry {
  processId: string
  role: string
  message: string
  errorMessage: string | null
  requestPath: string | null
}

/** Stores one error line and drops the rows beyond the newest SERVER_ERRORS_KEPT. */
export async function recordServerError(db: Database, entry: ServerErrorEntry) {
  await db.insert(serverErrors).values(entry)
  await db.execute(
    sql`delete from ${serverErrors} where ${serverErrors.id} <= (select id from ${serverErrors} order by id desc offset ${SERVER_ERRORS_KEPT} limit 1)`,
  )
}
