import type { Task } from 'graphile-worker'

/** Deletes sessions past their expiry; cron-driven, and safe to run twice. */
export const purgeExpiredSessions: Task = async (_payload, helpers) => {
  await helpers.withPgClient((client) => client.query('delete from sessions where expires_at < now()'))
}
