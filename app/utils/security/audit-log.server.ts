import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { PLATFORM_TIME_ZONE } from '#core/language'
import { getDb, getSql } from '#db/client'
import { auditLog } from '#db/schema/audit'
import { containsPattern, pageOffset, parseAdminListQuery, adminPage } from '../admin/admin-list.server'
import { optional, textParam } from '../request-input.server'
import { startsLikeFormula } from '../spreadsheet-safe-download.server'

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day))

const AUDIT_FILTERS = {
  actor: optional(textParam(200)),
  action: optional(textParam(40)),
  entityType: optional(textParam(60)),
  from: optional(dayParam),
  to: optional(dayParam),
}

export type AuditLogQuery = Awaited<ReturnType<typeof parseAuditLogQuery>>

/** The audit page's URL: page and size, actor e-mail (contained), action, entity type, first and last day. */
export async function parseAuditLogQuery(request: Request) {
  return parseAdminListQuery(request, [], AUDIT_FILTERS)
}

/** Start of a platform day (Asia/Shanghai), as the timestamp the column is compared with. */
function dayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${PLATFORM_TIME_ZONE})`
}

function auditConditions(query: Omit<AuditLogQuery, 'page' | 'pageSize' | 'sort' | 'direction'>): SQL | undefined {
  return and(
    query.actor ? ilike(auditLog.actorEmail, containsPattern(query.actor)) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.from ? sql`${auditLog.createdAt} >= ${dayStart(query.from)}` : undefined,
    // The last day is included: everything before the start of the day after it.
    query.to ? sql`${auditLog.createdAt} < ${dayStart(query.to)} + interval '1 day'` : undefined,
  )
}

/** One page of the matching changes, newest first. */
export async function listAuditLog(query: AuditLogQuery) {
  const where = auditConditions(query)
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ])
  return adminPage(query, rows, total)
}

/** How many rows the export reads from the cursor at a time: memory stays bounded by it. */
const EXPORT_BATCH = 500

/** A CSV cell: formula-like text gets a leading quote (see spreadsheet-safe-download), then RFC 4180 quoting. */
export function csvCell(value: string | null): string {
  if (value === null) return ''
  const safe = startsLikeFormula(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

interface ExportRow {
  id: string | number
  created_at_local: string
  actor_email: string
  action: string
  entity_type: string
  entity_id: string
  client_address: string | null
  before: unknown
  after: unknown
}

function csvLine(cells: (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * Every change the filters match, newest first, as CSV: a UTF-8 byte-order mark (spreadsheets then
 * read Chinese right), the header, one line per change. The rows come from a server-side cursor a
 * batch at a time, as the reader pulls, so a large log is never held in memory.
 */
export function auditLogCsv(
  query: Omit<AuditLogQuery, 'page' | 'pageSize' | 'sort' | 'direction'>,
  header: string[],
): ReadableStream<Uint8Array> {
  // Drizzle writes the page's filters; the rows are read through postgres' cursor, keyed by column name.
  const statement = getDb()
    .select({
      id: auditLog.id,
      // Written by the database in the platform's zone (the client leaves timestamps as text).
      createdAt:
        sql<string>`to_char(${auditLog.createdAt} at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`.as(
          'created_at_local',
        ),
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      clientAddress: auditLog.clientAddress,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(auditConditions(query))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .toSQL()
  const params = statement.params as PostgresParams
  const batches = getSql().unsafe<ExportRow[]>(statement.sql, params).cursor(EXPORT_BATCH)[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`))
        return
      }
      const next = await batches.next()
      if (next.done) {
        controller.close()
        return
      }
      const lines = next.value.map((row) =>
        csvLine([
          String(row.id),
          row.created_at_local,
          row.actor_email,
          row.action,
          row.entity_type,
          row.entity_id,
          row.client_address,
          row.before === null ? null : JSON.stringify(row.before),
          row.after === null ? null : JSON.stringify(row.after),
        ]),
      )
      controller.enqueue(encoder.encode(lines.join('')))
    },
    async cancel() {
      await batches.return?.()
    },
  })
}

type PostgresParams = Parameters<ReturnType<typeof getSql>['unsafe']>[1]
