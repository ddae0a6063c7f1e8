import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per web or worker process, upserted by the process every few seconds
 * (server/process-monitor.ts). A process is alive while its beat is recent; a row whose beat is
 * old is a process that is gone (killed, or its machine lost), shown as such on /resource.
 */
export const processHeartbeats = pgTable(
  'process_heartbeats',
  {
    /** `<host>:<pid>:<start time>`: unique even when a pid is reused after a restart. */
    id: text().primaryKey(),
    /** `web` or `worker`. */
    role: text().notNull(),
    host: text().notNull(),
    pid: integer().notNull(),
    /** A worker process's graphile-worker pool ids: the `locked_by` of the jobs it runs. */
    workerPoolIds: text().array().notNull().default([]),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastBeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('process_heartbeats_last_beat_idx').on(t.lastBeatAt)],
)

/**
 * The most recent errors of the server log (pino's error and fatal lines), written by each
 * process's logger hook; bounded: each insert drops rows beyond the newest few thousand, so the
 * table never grows with a failure storm. The log itself stays the full record.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The process's heartbeat id, and its role. */
    processId: text().notNull(),
    role: text().notNull(),
    message: text().notNull(),
    /** The error's own message, when the line carried one. */
    errorMessage: text(),
    /** The request path of a web request's error, when known. */
    requestPath: text(),
  },
  (t) => [index('server_errors_logged_at_idx').on(t.loggedAt)],
)
