import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Every change staff make through the back office: who, when, what, and the thing before and after
 * (spec: the security issue's audit page reads it). Written by `db/audit-log.ts` in the same
 * transaction as the change, so a rolled-back change leaves no row and a change never goes unrecorded.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Set null so the record outlives the account; `actorEmail` still says who. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    /** What was done: `create`, `update`, `delete`, `publish`, `copy`... (AUDIT_ACTION). */
    action: text().notNull(),
    /** What it was done to: `tool`, `form`, `dictionary-item`, `language-resource`, `workflow`... */
    entityType: text().notNull(),
    entityId: text().notNull(),
    /** The row (or the part staff edited) before the change; null for a creation. */
    before: jsonb().$type<unknown>(),
    /** After the change; null for a deletion. */
    after: jsonb().$type<unknown>(),
    /** The address the request came from, as the web process saw it; null for changes made by jobs or seeds. */
    clientAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
)
