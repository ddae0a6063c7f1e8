import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { recordChange, type AuditActor } from '#db/audit-log'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { sendSystemMessage } from '#db/messages'
import { consultationRequests, feedback, feedbackHistory } from '#db/schema/engagement'
import { users } from '#db/schema/users'
import { canMoveFeedback, FEEDBACK_REMARK_REQUIRED, type FeedbackStatus } from '#core/feedback'
import { type AdminListQuery, pageOffset, adminPage } from '../admin/admin-list.server'
import type { AdminPage } from '../admin/admin-list'
import { safeRedirect } from '../safe-redirect'
import { RASTER_IMAGES, storedImageContentType, type RasterImageKind } from '../uploaded-images.server'
import type { FeedbackImage } from './feedback-upload.server'
import type { FeedbackForm } from './feedback-schema'

export const FEEDBACK_ENTITY = 'feedback'
export const CONSULTATION_ENTITY = 'consultation-request'

/** The site path a feedback came from, when it is one (a path on this site), else null. */
export function feedbackSourcePath(from: string | undefined): string | null {
  if (!from) return null
  const path = safeRedirect(from, '')
  return path && path.length <= 500 ? path : null
}

function imageKey(folder: string, index: number, kind: RasterImageKind): string {
  return `feedback/${folder}/${index + 1}.${RASTER_IMAGES[kind].suffix}`
}

/**
 * Records a customer's feedback with its screenshots. The images go to storage first, under a
 * fresh folder, and are removed again if the row cannot be written.
 */
export async function createFeedback(input: {
  submitterId: number
  form: FeedbackForm
  images: FeedbackImage[]
  sourceHost: string | null
  sourcePath: string | null
}): Promise<number> {
  const storage = fileStorage()
  const folder = randomUUID()
  const keys = input.images.map((image, index) => imageKey(folder, index, image.kind))
  try {
    for (const [index, image] of input.images.entries()) await storage.put(keys[index], image.bytes)
    const [row] = await getDb()
      .insert(feedback)
      .values({
        type: input.form.type,
        contactPhone: input.form.phone ?? null,
        contactEmail: input.form.email ?? null,
        content: input.form.content,
        images: keys,
        sourceHost: input.sourceHost?.slice(0, 255) ?? null,
        sourcePath: input.sourcePath,
        submitterId: input.submitterId,
      })
      .returning({ id: feedback.id })
    return row.id
  } catch (error) {
    if (keys.length > 0) await storage.removeFolder(`feedback/${folder}`).catch(() => {})
    throw error
  }
}

export interface FeedbackHistoryRow {
  id: number
  fromStatus: number | null
  toStatus: number
  remark: string
  changedAt: Date
  changedBy: string | null
}

async function historyOf(feedbackIds: number[]): Promise<Map<number, FeedbackHistoryRow[]>> {
  const byItem = new Map<number, FeedbackHistoryRow[]>()
  if (feedbackIds.length === 0) return byItem
  const rows = await getDb()
    .select({
      id: feedbackHistory.id,
      feedbackId: feedbackHistory.feedbackId,
      fromStatus: feedbackHistory.fromStatus,
      toStatus: feedbackHistory.toStatus,
      remark: feedbackHistory.remark,
      changedAt: feedbackHistory.changedAt,
      changedBy: users.email,
    })
    .from(feedbackHistory)
    .leftJoin(users, eq(users.id, feedbackHistory.changedById))
    .where(inArray(feedbackHistory.feedbackId, feedbackIds))
    .orderBy(asc(feedbackHistory.changedAt), asc(feedbackHistory.id))
  for (const { feedbackId, ...row } of rows) {
    const list = byItem.get(feedbackId) ?? []
    list.push(row)
    byItem.set(feedbackId, list)
  }
  return byItem
}

export const MY_FEEDBACK_PAGE_SIZE = 10

/** A customer's own feedback, newest first, each with staff's replies (the remarks of its history). */
export async function listMyFeedback(userId: number, page: number) {
  const db = getDb()
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedback)
    .where(eq(feedback.submitterId, userId))
  const pages = Math.max(1, Math.ceil(total / MY_FEEDBACK_PAGE_SIZE))
  const current = Math.min(page, pages)
  const rows = await db
    .select({
      id: feedback.id,
      type: feedback.type,
      content: feedback.content,
      status: feedback.status,
      submittedAt: feedback.submittedAt,
      imageCount: sql<number>`jsonb_array_length(${feedback.images})::int`,
    })
    .from(feedback)
    .where(eq(feedback.submitterId, userId))
    .orderBy(desc(feedback.submittedAt), desc(feedback.id))
    .limit(MY_FEEDBACK_PAGE_SIZE)
    .offset((current - 1) * MY_FEEDBACK_PAGE_SIZE)
  const history = await historyOf(rows.map((row) => row.id))
  return {
    rows: rows.map((row) => ({
      ...row,
      // Customers see what staff wrote to them and when, not who wrote it.
      replies: (history.get(row.id) ?? [])
        .filter((step) => step.remark)
        .map(({ id, toStatus, remark, changedAt }) => ({ id, toStatus, remark, changedAt })),
    })),
    total,
    page: current,
    pages,
  }
}

export interface FeedbackQueueFilters {
  type?: number
  status?: number
  /** Submitted on or after this day (YYYY-MM-DD, Asia/Shanghai). */
  from?: string
  /** Submitted on or before this day. */
  to?: string
}

export const FEEDBACK_SORTABLE = ['submittedAt', 'status', 'type'] as const

export interface FeedbackQueueRow {
  id: number
  type: number
  status: number
  content: string
  contactPhone: string | null
  contactEmail: string | null
  submitter: string | null
  sourceHost: string | null
  sourcePath: string | null
  imageCount: number
  submittedAt: Date
}

/** The staff queue: filtered by type, status and submission day, sorted and paged in SQL. */
export async function listFeedbackQueue(
  query: AdminListQuery & FeedbackQueueFilters,
): Promise<AdminPage<FeedbackQueueRow>> {
  const conditions: SQL[] = []
  if (query.type !== undefined) conditions.push(eq(feedback.type, query.type))
  if (query.status !== undefined) conditions.push(eq(feedback.status, query.status))
  if (query.from)
    conditions.push(gte(feedback.submittedAt, sql`(${query.from}::date)::timestamp at time zone 'Asia/Shanghai'`))
  if (query.to)
    conditions.push(lt(feedback.submittedAt, sql`(${query.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`))
  if (query.keyword) conditions.push(sql`${feedback.content} ilike ${`%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`}`)
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const db = getDb()
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedback)
    .where(where)
  const column = { submittedAt: feedback.submittedAt, status: feedback.status, type: feedback.type }[
    (query.sort as (typeof FEEDBACK_SORTABLE)[number] | null) ?? 'submittedAt'
  ]
  const direction = query.sort ? query.direction : 'desc'
  const rows = await db
    .select({
      id: feedback.id,
      type: feedback.type,
      status: feedback.status,
      content: feedback.content,
      contactPhone: feedback.contactPhone,
      contactEmail: feedback.contactEmail,
      submitter: users.email,
      sourceHost: feedback.sourceHost,
      sourcePath: feedback.sourcePath,
      imageCount: sql<number>`jsonb_array_length(${feedback.images})::int`,
      submittedAt: feedback.submittedAt,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.submitterId))
    .where(where)
    .orderBy(direction === 'asc' ? asc(column) : desc(column), desc(feedback.id))
    .limit(query.pageSize)
    .offset(pageOffset(query))
  return adminPage(query, rows, total)
}

/** One item for the processing form: its fields, image count and full history. */
export async function feedbackDetail(id: number) {
  const [row] = await getDb()
    .select({
      id: feedback.id,
      type: feedback.type,
      status: feedback.status,
      content: feedback.content,
      contactPhone: feedback.contactPhone,
      contactEmail: feedback.contactEmail,
      submitter: users.email,
      sourceHost: feedback.sourceHost,
      sourcePath: feedback.sourcePath,
      images: feedback.images,
      processRemarks: feedback.processRemarks,
      submittedAt: feedback.submittedAt,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.submitterId))
    .where(eq(feedback.id, id))
  if (!row) return null
  const { images, ...rest } = row
  return { ...rest, imageCount: images.length, history: (await historyOf([id])).get(id) ?? [] }
}

export class FeedbackRefusal extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey)
  }
}

/**
 * One processing step: moves the item to `toStatus` if that move is allowed from where it is now
 * (read under a row lock, so two staff cannot both move it from the same status), records the
 * history row, the audit entry and, on the same transaction, the customer's message. Every step
 * is a reply: the customer is told of each status change, and sees its remark in their list.
 */
export async function processFeedback(
  actor: AuditActor,
  input: { id: number; toStatus: number; remark?: string },
): Promise<{ historyId: number; messageId: number | null }> {
  const remark = input.remark?.trim() ?? ''
  return getDb().transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: feedback.id,
        status: feedback.status,
        submitterId: feedback.submitterId,
        remarks: feedback.processRemarks,
      })
      .from(feedback)
      .where(eq(feedback.id, input.id))
      .for('update')
    if (!item) throw new FeedbackRefusal('feedback.errors.notFound')
    const from = item.status as FeedbackStatus
    const to = input.toStatus as FeedbackStatus
    if (!canMoveFeedback(from, to)) throw new FeedbackRefusal('feedback.errors.transition')
    if (FEEDBACK_REMARK_REQUIRED.includes(to) && !remark) throw new FeedbackRefusal('feedback.errors.remarkRequired')
    await tx
      .update(feedback)
      .set({ status: to, processRemarks: remark || item.remarks, updatedAt: sql`now()` })
      .where(eq(feedback.id, item.id))
    const [history] = await tx
      .insert(feedbackHistory)
      .values({ feedbackId: item.id, fromStatus: from, toStatus: to, remark, changedById: actor.id })
      .returning({ id: feedbackHistory.id })
    await recordChange(tx, {
      actor,
      action: 'update',
      entityType: FEEDBACK_ENTITY,
      entityId: item.id,
      before: { status: from },
      after: { status: to, remark },
    })
    const messageId =
      item.submitterId === null
        ? null
        : await sendSystemMessage(tx, {
            receiverId: item.submitterId,
            template: 'feedback-reply',
            params: { feedbackId: item.id, status: to },
            trackingId: `feedback-reply:${item.id}:${history.id}`,
          })
    return { historyId: history.id, messageId }
  })
}

/** The stored bytes of a feedback's nth image (1-based) and their type, or null. */
export async function feedbackImage(id: number, index: number) {
  const [row] = await getDb().select({ images: feedback.images }).from(feedback).where(eq(feedback.id, id))
  const key = row?.images[index - 1]
  if (!key) return null
  const contentType = storedImageContentType(key)
  if (!contentType) return null
  return { bytes: await fileStorage().get(key), contentType }
}

/** Marks a Free consultation request handled, as `actor`; false when it is gone or already was. */
export async function markConsultationHandledBy(actor: AuditActor, id: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(consultationRequests)
      .set({ handledAt: sql`now()` })
      .where(and(eq(consultationRequests.id, id), isNull(consultationRequests.handledAt)))
      .returning({ id: consultationRequests.id, handledAt: consultationRequests.handledAt })
    if (rows.length === 0) return false
    await recordChange(tx, {
      actor,
      action: 'update',
      entityType: CONSULTATION_ENTITY,
      entityId: id,
      before: { handledAt: null },
      after: { handledAt: rows[0].handledAt },
    })
    return true
  })
}
