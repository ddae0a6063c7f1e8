import { and, asc, count, desc, eq, gte, lte, lt, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { FILE_KIND } from '#core/files'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault, PLATFORM_TIME_ZONE } from '#core/language'
import { displayTrackingNumber } from '#core/projects'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { users } from '#db/schema/users'
import { containsPattern, pageOffset, parseAdminListQuery, type AdminListQuery } from '../admin/admin-list.server'
import type { AdminPage } from '../admin/admin-list'
import { idParam, optional, textParam } from '../request-input.server'
import { formatBytes } from '../tools/formatting.server'
import { i18next } from '../translations.server'

/*
 * The staff side of users' files (issue 22): every user's personal and project files with filters
 * by owner, name, size and upload day, a download of any of them, and each user's storage use
 * against the limit staff may change. Filters and paging run in SQL; use is one grouped subquery.
 */

export const BYTES_PER_MB = 1024 * 1024
/** The largest storage limit staff may give a user: 10 TB, in MB. */
export const MAX_STORAGE_LIMIT_MB = 10_485_760

/** The two desks: personal data (`myfiles`) and analysis project data (`projectfiles`). */
export type StaffFileKind = typeof FILE_KIND.personal | typeof FILE_KIND.project

/** A size in MB as a filter field carries it: digits with up to three decimals. */
const megabytesParam = z
  .string()
  .regex(/^\d{1,8}(\.\d{1,3})?$/)
  .transform(Number)

/** A calendar day, `YYYY-MM-DD`, read as a day in the platform's time zone. */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(day)))

/** The file desks' filters as the URL carries them (the page's GET form). */
export const staffFileFilterShape = {
  owner: optional(textParam(100)),
  name: optional(textParam(100)),
  minMb: optional(megabytesParam),
  maxMb: optional(megabytesParam),
  from: optional(dayParam),
  to: optional(dayParam),
}

export interface StaffFileFilters {
  /** Part of the owner's e-mail or name (first, last, or both in either order). */
  owner?: string
  /** Part of the file or folder name. */
  name?: string
  /** At least / at most this many MB (1 MB = 1024 × 1024 bytes). */
  minMb?: number
  maxMb?: number
  /** Uploaded on or after / on or before this day (Asia/Shanghai). */
  from?: string
  to?: string
}

/** Only the filters, from a parsed query that carries more (page, sort...). */
export function staffFileFilters(query: StaffFileFilters): StaffFileFilters {
  const { owner, name, minMb, maxMb, from, to } = query
  return { owner, name, minMb, maxMb, from, to }
}

/** Sortable columns of the file desks; without one, newest upload first. */
export const STAFF_FILE_SORTABLE = ['name', 'size', 'uploadedAt'] as const

/** The user's e-mail or name contains the keyword. */
function userMatches(keyword: string): SQL | undefined {
  const pattern = containsPattern(keyword)
  return or(
    sql`${users.email} ilike ${pattern}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    sql`(${users.lastName} || ${users.firstName}) ilike ${pattern}`,
  )
}

const ownerName = sql<string>`btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`

function staffFileWhere(kind: StaffFileKind, filters: StaffFileFilters): SQL | undefined {
  return and(
    eq(storedFiles.kind, kind),
    filters.owner ? userMatches(filters.owner) : undefined,
    filters.name ? sql`${storedFiles.name} ilike ${containsPattern(filters.name)}` : undefined,
    filters.minMb !== undefined ? gte(storedFiles.sizeBytes, Math.ceil(filters.minMb * BYTES_PER_MB)) : undefined,
    filters.maxMb !== undefined ? lte(storedFiles.sizeBytes, Math.floor(filters.maxMb * BYTES_PER_MB)) : undefined,
    filters.from
      ? gte(storedFiles.uploadedAt, sql`(${filters.from}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`)
      : undefined,
    filters.to
      ? lt(storedFiles.uploadedAt, sql`(${filters.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE}`)
      : undefined,
  )
}

function staffFileOrder(query: Pick<AdminListQuery, 'sort' | 'direction'>) {
  const column =
    query.sort === 'name' ? storedFiles.name : query.sort === 'size' ? storedFiles.sizeBytes : storedFiles.uploadedAt
  const direction = query.sort ? query.direction : 'desc'
  return direction === 'asc' ? [asc(column), asc(storedFiles.id)] : [desc(column), desc(storedFiles.id)]
}

function staffFileSelect(kind: StaffFileKind, query: Pick<AdminListQuery, 'sort' | 'direction'> & StaffFileFilters) {
  return getDb()
    .select({
      id: storedFiles.id,
      ownerId: storedFiles.ownerId,
      ownerEmail: users.email,
      ownerName,
      name: storedFiles.name,
      folder: storedFiles.folder,
      isFolder: storedFiles.isFolder,
      sizeBytes: storedFiles.sizeBytes,
      isPublic: storedFiles.isPublic,
      uploadedAt: storedFiles.uploadedAt,
    })
    .from(storedFiles)
    .innerJoin(users, eq(users.id, storedFiles.ownerId))
    .where(staffFileWhere(kind, query))
    .orderBy(...staffFileOrder(query))
}

export type StaffFileRow = Awaited<ReturnType<typeof staffFileSelect>>[number] & {
  /** A project file's order and batch (its folder is `<tracking number>/<batch id>/...`); null for personal files. */
  trackingNumber: string | null
  batchId: string | null
}

/** One page of every user's files of one kind, filtered and sorted in SQL, and how many match. */
export async function listStaffFiles(
  kind: StaffFileKind,
  query: Omit<AdminListQuery, 'keyword'> & StaffFileFilters,
): Promise<AdminPage<StaffFileRow>> {
  const [rows, [{ total }]] = await Promise.all([
    staffFileSelect(kind, query).limit(query.pageSize).offset(pageOffset(query)),
    getDb()
      .select({ total: count() })
      .from(storedFiles)
      .innerJoin(users, eq(users.id, storedFiles.ownerId))
      .where(staffFileWhere(kind, query)),
  ])
  return {
    rows: rows.map((row) => {
      const [trackingNumber = '', batchId = ''] = row.folder.split('/')
      return kind === FILE_KIND.project
        ? { ...row, trackingNumber: displayTrackingNumber(trackingNumber), batchId: batchId || null }
        : { ...row, trackingNumber: null, batchId: null }
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    direction: query.sort ? query.direction : 'desc',
  }
}

/** What a file desk's loader answers: the filters as given and a page of rows ready to show. */
export async function loadStaffFileDesk(request: Request, kind: StaffFileKind) {
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, STAFF_FILE_SORTABLE, staffFileFilterShape)
  const page = await listStaffFiles(kind, query)
  return {
    filters: staffFileFilters(query),
    page: {
      ...page,
      rows: page.rows.map((row) => ({
        ...row,
        size: row.isFolder ? null : formatBytes(row.sizeBytes),
        uploadedAt: formatDateTime(row.uploadedAt, language),
      })),
    },
  }
}

/** A file (not a folder) of one of the desks' kinds, for a staff download; null when there is none. */
export async function findStaffFile(fileId: number) {
  const [file] = await getDb()
    .select({ name: storedFiles.name, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.isFolder, false),
        or(eq(storedFiles.kind, FILE_KIND.personal), eq(storedFiles.kind, FILE_KIND.project)),
      ),
    )
  return file?.storageKey ? { ...file, storageKey: file.storageKey } : null
}

/** Sortable columns of the quota list; without one, largest use first. */
export const STORAGE_QUOTA_SORTABLE = ['used', 'limit', 'email'] as const

export const storageQuotaFilterShape = {
  user: optional(textParam(100)),
  /** `1`: only users whose files exceed their limit. */
  over: optional(z.literal('1')),
}

export interface StorageQuotaFilters {
  user?: string
  over?: '1'
}

/** What each user stores (every kind of file), one grouped pass over stored_files. */
function storageUse() {
  return getDb()
    .select({
      ownerId: storedFiles.ownerId,
      usedBytes: sql<number>`sum(${storedFiles.sizeBytes})`.as('used_bytes'),
    })
    .from(storedFiles)
    .groupBy(storedFiles.ownerId)
    .as('storage_use')
}

/** One page of users with their storage use and limit, filtered and sorted in SQL. */
export async function listStorageQuotas(
  query: Omit<AdminListQuery, 'keyword'> & StorageQuotaFilters,
): Promise<AdminPage<{ id: number; email: string; name: string; limitMb: number; usedBytes: number; over: boolean }>> {
  const use = storageUse()
  const usedBytes = sql<number>`coalesce(${use.usedBytes}, 0)`
  const over = sql<boolean>`${usedBytes} > ${users.storageLimitMb}::bigint * ${BYTES_PER_MB}`
  const where = and(query.user ? userMatches(query.user) : undefined, query.over ? over : undefined)
  const direction = query.sort ? query.direction : 'desc'
  const column = query.sort === 'limit' ? users.storageLimitMb : query.sort === 'email' ? users.email : usedBytes
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: ownerName,
        limitMb: users.storageLimitMb,
        usedBytes: usedBytes.mapWith(Number),
        over,
      })
      .from(users)
      .leftJoin(use, eq(use.ownerId, users.id))
      .where(where)
      .orderBy(...(direction === 'asc' ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)]))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(users).leftJoin(use, eq(use.ownerId, users.id)).where(where),
  ])
  return { rows, total, page: query.page, pageSize: query.pageSize, sort: query.sort, direction }
}

/** The quota form: which user, and their new limit as a whole number of MB. */
export const storageLimitSchema = z.object({
  userId: idParam,
  limitMb: z
    .string({ required_error: 'staffFiles.quotas.errors.limit' })
    .trim()
    .regex(/^\d{1,9}$/, 'staffFiles.quotas.errors.limit')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= MAX_STORAGE_LIMIT_MB, 'staffFiles.quotas.errors.limit'),
})

/**
 * Sets a user's storage limit and records the change in the same transaction. A limit below what
 * the user already stores is allowed: their files stay, new writes are refused (db/stored-files).
 * Answers the user's e-mail and whether they are now over the limit; null when there is no such user.
 */
export async function setStorageLimit(
  actor: AuditActor,
  userId: number,
  limitMb: number,
): Promise<{ email: string; over: boolean } | null> {
  return getDb().transaction(async (tx) => {
    // Locking the user's row makes this wait for a write being catalogued (which holds the same lock).
    const [user] = await tx
      .select({ email: users.email, limitMb: users.storageLimitMb })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) return null
    if (user.limitMb !== limitMb) {
      await tx.update(users).set({ storageLimitMb: limitMb, updatedAt: new Date() }).where(eq(users.id, userId))
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: 'account',
        entityId: userId,
        before: { storageLimitMb: user.limitMb },
        after: { storageLimitMb: limitMb },
      })
    }
    const [{ usedBytes }] = await tx
      .select({ usedBytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)`.mapWith(Number) })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, userId))
    return { email: user.email, over: usedBytes > limitMb * BYTES_PER_MB }
  })
}
