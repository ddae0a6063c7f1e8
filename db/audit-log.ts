import { and, desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from './client'
import { auditLog } from './schema/audit'

/** What staff did; the audit page groups and filters by it. */
export const AUDIT_ACTION = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  copy: 'copy',
  publish: 'publish',
  unpublish: 'unpublish',
  import: 'import',
  /** An expired analysis batch made editable again with a new expiry. */
  activate: 'activate',
  /** Analysis batches handed from one customer to another. */
  transfer: 'transfer',
  /** A delivered analysis batch confirmed. */
  confirm: 'confirm',
  enable: 'enable',
  disable: 'disable',
  resetPassword: 'reset-password',
  unlock: 'unlock',
  retry: 'retry',
} as const
export type AuditAction = (typeof AUDIT_ACTION)[keyof typeof AUDIT_ACTION]

/** Who made a change: the signed-in staff member (the session user has both). */
export interface AuditActor {
  id: number
  email: string
  /** Where the request came from (see `auditActor` in app/utils/admin/audit-actor.server.ts). */
  clientAddress?: string
}

export interface AuditEntry {
  actor: AuditActor
  action: AuditAction
  /** `tool`, `form`, `dictionary-item`, `language-resource`, `workflow`, `workflow-template`... */
  entityType: string
  entityId: string | number
  /** The thing before the change (null for a creation) and after it (null for a deletion). */
  before: unknown
  after: unknown
}

/**
 * Records one change, on the transaction that makes it: the record commits or rolls back with the
 * change. Dates in `before`/`after` are stored as their JSON (ISO) strings.
 */
export async function recordChange(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: toJson(entry.before),
    after: toJson(entry.after),
    clientAddress: entry.actor.clientAddress ?? null,
  })
}

function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value))
}

/** The recorded changes of one thing, newest first (tests, and the audit page's detail view). */
export async function changesOf(db: Database, entityType: string, entityId: string | number, limit = 100) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(limit)
}
