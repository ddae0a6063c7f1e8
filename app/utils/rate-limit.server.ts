import type { AppLoadContext } from '@remix-run/node'
import { env } from '../../core/env'
import { getSql } from '#db/client'

/**
 * Attempts at guessing a secret (signing in with a password or a login link, confirming the current
 * password) are limited per subject and minute. The limit is applied inside the route Remix
 * resolved, so no spelling of its path (`/%6cogin`, `/./login`) escapes it, and counted in Postgres,
 * so every web process on every machine shares one count.
 */
export type GuardedAttempt = 'sign-in' | 'current-password' | 'consultation'

const WINDOW_SECONDS = 60

export function attemptsPerMinute(): number {
  return env().LOGIN_RATE_LIMIT_PER_MINUTE
}

export function clientAddress(context: AppLoadContext | undefined): string {
  return context?.clientAddress || 'unknown'
}

/**
 * Counts one attempt and says whether it is within the limit. A sliding window: this minute's
 * attempts plus last minute's, weighted by how much of last minute the window still covers, so a
 * burst at a minute boundary gets no double allowance. One statement, so concurrent attempts each
 * see their own count and exactly `limit` of a burst pass.
 */
export async function allowAttempt(
  kind: GuardedAttempt,
  subject: string,
  limit = attemptsPerMinute(),
): Promise<boolean> {
  const bucket = `${kind}:${subject}`
  const [row] = await getSql()<{ current: number; previous: number; elapsed: number }[]>`
    with clock as (
      select to_timestamp(floor(extract(epoch from now()) / ${WINDOW_SECONDS}) * ${WINDOW_SECONDS}) as window_start,
             (extract(epoch from now()) - floor(extract(epoch from now()) / ${WINDOW_SECONDS}) * ${WINDOW_SECONDS}) / ${WINDOW_SECONDS} as elapsed
    ),
    hit as (
      insert into rate_limit_counters (bucket, window_start, hits)
      select ${bucket}, window_start, 1 from clock
      on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
      returning hits
    )
    select hit.hits as current,
           coalesce((select counter.hits from rate_limit_counters counter where counter.bucket = ${bucket}
                       and counter.window_start = clock.window_start - make_interval(secs => ${WINDOW_SECONDS})), 0) as previous,
           clock.elapsed::float8 as elapsed
    from hit, clock`
  return row.previous * (1 - row.elapsed) + row.current <= limit
}

/** What a refused attempt's response carries besides its status. */
export const RETRY_AFTER_HEADERS = { 'Retry-After': String(WINDOW_SECONDS) }
