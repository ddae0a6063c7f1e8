import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Attempts per bucket (e.g. `sign-in:<client address>`) per one-minute window. Kept in Postgres, not
 * in a process, so every web process on every machine counts against the same limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
)

/** Ids (`jti`) of third-party login tokens already used; a token's id is kept until its expiry, after which the token is refused anyway. */
export const usedLoginTokens = pgTable(
  'used_login_tokens',
  {
    tokenId: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_login_tokens_expires_idx').on(t.expiresAt)],
)
