import type { Task } from 'graphile-worker'

/**
 * Deletes what has outlived its use: sessions past their expiry, rate-limit counters of windows
 * that no longer count (the limiter looks one minute back), and used login-token ids an hour past
 * their token's expiry (the token itself is refused from its expiry on). Cron-driven, safe to run twice.
 */
export const purgeExpiredRecords: Task<'purge_expired_records'> = async (_payload, helpers) => {
  await helpers.withPgClient(async (client) => {
    await client.query('delete from sessions where expires_at < now()')
    await client.query("delete from rate_limit_counters where window_start < now() - interval '5 minutes'")
    await client.query("delete from used_login_tokens where expires_at < now() - interval '1 hour'")
  })
}
