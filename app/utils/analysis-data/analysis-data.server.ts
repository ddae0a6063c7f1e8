import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb, type Transaction } from '#db/client'
import { sendSystemMessage } from '#db/messages'
import { storedFiles } from '#db/schema/files'
import { analysisBatches, orders } from '#db/schema/projects'
import { ocaRecords } from '#db/schema/project-tooling'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { EXPIRY_WARNING_DAYS } from '#core/access-policy'
import { ANALYSIS_STATUS } from '#core/projects'
import { EXPIRY_STATES, nextExpiry, type ExpiryState } from '#core/project-expiry'
import { batchStoragePrefix, catalogueFolder } from '#core/storage-paths'
import { containsPattern, keywordMatch, pageOffset, parseAdminListQuery, adminPage } from '../admin/admin-list.server'
import type { AdminPage } from '../admin/admin-list'
import { idParam, optional, textParam } from '../request-input.server'

// The staff analysis data desk (spec 02 §7 admin calls: get-all-analysis-project-records,
// active-analysis-batch, get-expired-analysis-batch, get-user-all-analysis-batch,
// transfer-user-analysis-batches, get-unConfirmed-projects, confirm-unConfirmed-projects).

export const ANALYSIS_DATA_SORTABLE = ['id', 'status', 'createdAt', 'expiresAt'] as const

const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(day)))

const statusParam = z
  .string()
  .regex(/^\d$/)
  .transform(Number)
  .refine((code) => (Object.values(ANALYSIS_STATUS) as number[]).includes(code))

/** The list's URL: paging, sorting and its filters; a bad value is a 400. */
export async function parseAnalysisDataQuery(request: Request) {
  return parseAdminListQuery(request, ANALYSIS_DATA_SORTABLE, {
    tracking: optional(textParam(50)),
    batch: optional(textParam(64)),
    customer: optional(textParam(100)),
    workflow: optional(idParam),
    status: optional(statusParam),
    from: optional(dayParam),
    to: optional(dayParam),
    expiry: optional(z.enum(EXPIRY_STATES)),
  })
}

export type AnalysisDataQuery = Awaited<ReturnType<typeof parseAnalysisDataQuery>>

/** The SQL condition of an expiry state, the same boundaries as `expiryState` in core/project-expiry.ts. */
function expiryCondition(state: ExpiryState, now: Date): SQL | undefined {
  const warningEnd = sql`${now.toISOString()}::timestamptz + make_interval(days => ${EXPIRY_WARNING_DAYS})`
  const notCleared = isNull(analysisBatches.dataClearedAt)
  switch (state) {
    case 'cleared':
      return isNotNull(analysisBatches.dataClearedAt)
    case 'expired':
      return and(notCleared, lte(analysisBatches.expiresAt, now))
    case 'expiring':
      return and(notCleared, gt(analysisBatches.expiresAt, now), lte(analysisBatches.expiresAt, warningEnd))
    case 'active':
      return and(notCleared, or(isNull(analysisBatches.expiresAt), gt(analysisBatches.expiresAt, warningEnd)))
  }
}

const SORT_COLUMNS = {
  id: analysisBatches.id,
  status: analysisBatches.status,
  createdAt: analysisBatches.createdAt,
  expiresAt: analysisBatches.expiresAt,
} as const

const customerName = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`

/** Every customer's analysis batches, filtered, sorted and paged in SQL (get-all-analysis-project-records). */
export async function listAnalysisBatches(query: AnalysisDataQuery, now = new Date()) {
  const conditions: (SQL | undefined)[] = [
    query.tracking ? ilike(orders.trackingNumber, containsPattern(query.tracking)) : undefined,
    query.batch ? ilike(analysisBatches.id, containsPattern(query.batch)) : undefined,
    keywordMatch(query.customer ?? null, [users.email, customerName]),
    keywordMatch(query.keyword, [analysisBatches.projectName, analysisBatches.analysisName, analysisBatches.comments]),
    query.workflow === undefined ? undefined : eq(analysisBatches.workflowId, query.workflow),
    query.status === undefined ? undefined : eq(analysisBatches.status, query.status),
    query.from
      ? gte(analysisBatches.createdAt, sql`(${query.from}::date)::timestamp at time zone 'Asia/Shanghai'`)
      : undefined,
    query.to
      ? lt(analysisBatches.createdAt, sql`(${query.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`)
      : undefined,
    query.expiry ? expiryCondition(query.expiry, now) : undefined,
  ]
  const where = and(...conditions)
  const sortColumn = SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS]
  const direction = query.sort ? query.direction : 'desc'
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: analysisBatches.id,
        projectName: analysisBatches.projectName,
        status: analysisBatches.status,
        createdAt: analysisBatches.createdAt,
        expiresAt: analysisBatches.expiresAt,
        dataClearedAt: analysisBatches.dataClearedAt,
        confirmedAt: analysisBatches.confirmedAt,
        isDemo: analysisBatches.isDemo,
        trackingNumber: orders.trackingNumber,
        workflowTitle: workflows.title,
        workflowTitleEn: workflows.titleEn,
        customerEmail: users.email,
        customerName,
      })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .innerJoin(users, eq(users.id, analysisBatches.customerId))
      .innerJoin(workflows, eq(workflows.id, analysisBatches.workflowId))
      .where(where)
      .orderBy(direction === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(analysisBatches.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .innerJoin(users, eq(users.id, analysisBatches.customerId))
      .where(where),
  ])
  return adminPage(query, rows, total) satisfies AdminPage<(typeof rows)[number]>
}

/** The workflows the list's filter offers. */
export async function workflowOptions() {
  return getDb()
    .select({ id: workflows.id, title: workflows.title, titleEn: workflows.titleEn })
    .from(workflows)
    .orderBy(asc(workflows.sort), asc(workflows.id))
}

export type DeskOutcome = { ok: true; count: number } | { ok: false; messageKey: string }

/**
 * Activates an expired batch (active-analysis-batch): it gets a new expiry (`nextExpiry`) and is
 * editable again. A batch whose data was cleared cannot come back, and one not expired needs nothing.
 */
export async function activateExpiredBatch(
  actor: AuditActor,
  analysisId: string,
  now = new Date(),
): Promise<DeskOutcome> {
  return getDb().transaction(async (tx) => {
    const [batch] = await tx
      .select({
        id: analysisBatches.id,
        expiresAt: analysisBatches.expiresAt,
        dataClearedAt: analysisBatches.dataClearedAt,
      })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
      .for('update')
    if (!batch) return { ok: false, messageKey: 'analysisData.errors.notFound' }
    if (batch.dataClearedAt) return { ok: false, messageKey: 'analysisData.errors.cleared' }
    if (!batch.expiresAt || batch.expiresAt.getTime() > now.getTime())
      return { ok: false, messageKey: 'analysisData.errors.notExpired' }
    const expiresAt = nextExpiry(now)
    await tx.update(analysisBatches).set({ expiresAt, updatedAt: now }).where(eq(analysisBatches.id, analysisId))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.activate,
      entityType: 'analysis-batch',
      entityId: analysisId,
      before: { expiresAt: batch.expiresAt },
      after: { expiresAt },
    })
    return { ok: true, count: 1 }
  })
}

/** A customer found by e-mail, for the transfer form. */
export async function findCustomerByEmail(email: string) {
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, name: customerName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return row ?? null
}

/** A customer's batches by order (get-user-all-analysis-batch), so staff choose the orders to move. */
export async function listCustomerBatches(customerId: number) {
  const rows = await getDb()
    .select({
      id: analysisBatches.id,
      projectName: analysisBatches.projectName,
      status: analysisBatches.status,
      createdAt: analysisBatches.createdAt,
      orderId: orders.id,
      trackingNumber: orders.trackingNumber,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(analysisBatches.customerId, customerId))
    .orderBy(asc(orders.trackingNumber), asc(analysisBatches.id))
  const byOrder = new Map<number, { orderId: number; trackingNumber: string; batches: typeof rows }>()
  for (const row of rows) {
    const order = byOrder.get(row.orderId) ?? { orderId: row.orderId, trackingNumber: row.trackingNumber, batches: [] }
    order.batches.push(row)
    byOrder.set(row.orderId, order)
  }
  return [...byOrder.values()]
}

export interface TransferRequest {
  sourceId: number | null
  targetId: number | null
  orderIds: number[]
}

/**
 * Moves all of the source customer's batches of the chosen orders to the target customer
 * (transfer-user-analysis-batches), in one transaction: the batches, the orders once none of their
 * batches is anyone else's, the files catalogued for the batches (by link or by folder), the
 * batches' runs, and the one-click records' submitter. Group, compare, sample-name and OTU solutions
 * belong to the batch or the order and carry no user, so they follow without a write. Both customers
 * get a message; one audit row records it all.
 */
export async function transferBatches(actor: AuditActor, request: TransferRequest): Promise<DeskOutcome> {
  const { sourceId, targetId } = request
  if (sourceId === null || targetId === null)
    return { ok: false, messageKey: 'analysisData.transfer.errors.selectUser' }
  if (sourceId === targetId) return { ok: false, messageKey: 'analysisData.transfer.errors.sameUser' }
  if (request.orderIds.length === 0) return { ok: false, messageKey: 'analysisData.transfer.errors.selectOrder' }
  return getDb().transaction(async (tx) => {
    const batches = await tx
      .select({ id: analysisBatches.id, trackingNumber: orders.trackingNumber, orderId: orders.id })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(and(eq(analysisBatches.customerId, sourceId), inArray(analysisBatches.orderId, request.orderIds)))
      .orderBy(asc(analysisBatches.id))
      .for('update', { of: analysisBatches })
    if (batches.length === 0) return { ok: false, messageKey: 'analysisData.transfer.errors.noBatches' }
    const batchIds = batches.map((batch) => batch.id)
    const orderIds = [...new Set(batches.map((batch) => batch.orderId))]
    const trackingNumbers = [...new Set(batches.map((batch) => batch.trackingNumber))]

    await tx
      .update(analysisBatches)
      .set({ customerId: targetId, updatedAt: sql`now()` })
      .where(inArray(analysisBatches.id, batchIds))
    await tx
      .update(orders)
      .set({ customerId: targetId, updatedAt: sql`now()` })
      .where(
        and(
          inArray(orders.id, orderIds),
          sql`not exists (select 1 from analysis_batches b where b.order_id = ${orders.id} and b.customer_id <> ${targetId})`,
        ),
      )
    const folders = batches.map((batch) => catalogueFolder(`${batchStoragePrefix(batch.trackingNumber, batch.id)}/x`))
    const movedFiles = await moveBatchFiles(tx, sourceId, targetId, batchIds, folders)
    const movedRuns = await tx
      .update(toolTasks)
      .set({ userId: targetId })
      .where(and(inArray(toolTasks.analysisId, batchIds), eq(toolTasks.userId, sourceId)))
      .returning({ id: toolTasks.id })
    await tx
      .update(ocaRecords)
      .set({
        submittedById: sql`case when ${ocaRecords.submittedById} = ${sourceId} then ${targetId} else ${ocaRecords.submittedById} end`,
        params: sql`case when (${ocaRecords.params} ->> 'user_id')::int = ${sourceId}
                      then jsonb_set(${ocaRecords.params}, '{user_id}', to_jsonb(${targetId}::int))
                      else ${ocaRecords.params} end`,
      })
      .where(inArray(ocaRecords.analysisId, batchIds))

    const params = { count: batchIds.length, batches: batchIds.join(', '), orders: trackingNumbers.join(', ') }
    await sendSystemMessage(tx, { receiverId: sourceId, template: 'batchesTransferredOut', params })
    await sendSystemMessage(tx, { receiverId: targetId, template: 'batchesTransferredIn', params })
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.transfer,
      entityType: 'analysis-batches',
      entityId: batchIds.join(','),
      before: { customerId: sourceId, orders: trackingNumbers, batches: batchIds },
      after: {
        customerId: targetId,
        orders: trackingNumbers,
        batches: batchIds,
        files: movedFiles,
        runs: movedRuns.length,
      },
    })
    return { ok: true, count: batchIds.length }
  })
}

/** The source's catalogue rows of the batches (linked, or filed under a batch's folder) become the target's; returns how many. */
async function moveBatchFiles(
  tx: Transaction,
  sourceId: number,
  targetId: number,
  batchIds: string[],
  folders: string[],
): Promise<number> {
  const underBatchFolder = or(
    ...folders.flatMap((folder) => [
      eq(storedFiles.folder, folder),
      sql`starts_with(${storedFiles.folder}, ${`${folder}/`})`,
    ]),
  )
  const moved = await tx
    .update(storedFiles)
    .set({ ownerId: targetId, updatedAt: sql`now()` })
    .where(and(eq(storedFiles.ownerId, sourceId), or(inArray(storedFiles.analysisId, batchIds), underBatchFolder)))
    .returning({ id: storedFiles.id })
  return moved.length
}

/** Delivered (completed) batches the customer has not confirmed yet, oldest first (get-unConfirmed-projects). */
export async function listUnconfirmedBatches(
  query: Pick<AnalysisDataQuery, 'page' | 'pageSize' | 'sort' | 'direction' | 'customer'>,
) {
  const where = and(
    eq(analysisBatches.status, ANALYSIS_STATUS.completed),
    isNull(analysisBatches.confirmedAt),
    keywordMatch(query.customer ?? null, [users.email, customerName]),
  )
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: analysisBatches.id,
        projectName: analysisBatches.projectName,
        projectEndTime: analysisBatches.projectEndTime,
        createdAt: analysisBatches.createdAt,
        trackingNumber: orders.trackingNumber,
        customerEmail: users.email,
        customerName,
      })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .innerJoin(users, eq(users.id, analysisBatches.customerId))
      .where(where)
      .orderBy(asc(analysisBatches.createdAt), asc(analysisBatches.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(analysisBatches)
      .innerJoin(users, eq(users.id, analysisBatches.customerId))
      .where(where),
  ])
  return adminPage(query, rows, total)
}

/** Confirms delivered batches (confirm-unConfirmed-projects); ones already confirmed or not delivered are left alone. */
export async function confirmBatches(actor: AuditActor, analysisIds: string[]): Promise<DeskOutcome> {
  if (analysisIds.length === 0) return { ok: false, messageKey: 'analysisData.errors.selectBatch' }
  return getDb().transaction(async (tx) => {
    const confirmed = await tx
      .update(analysisBatches)
      .set({ confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          inArray(analysisBatches.id, analysisIds),
          eq(analysisBatches.status, ANALYSIS_STATUS.completed),
          isNull(analysisBatches.confirmedAt),
        ),
      )
      .returning({ id: analysisBatches.id, confirmedAt: analysisBatches.confirmedAt })
    for (const batch of confirmed)
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.confirm,
        entityType: 'analysis-batch',
        entityId: batch.id,
        before: { confirmedAt: null },
        after: { confirmedAt: batch.confirmedAt },
      })
    return { ok: true, count: confirmed.length }
  })
}
