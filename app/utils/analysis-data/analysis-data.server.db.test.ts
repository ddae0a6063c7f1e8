import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { analysisBatches, orders } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { FILE_KIND } from '#core/files'
import { ANALYSIS_STATUS } from '#core/projects'
import { nextExpiry, type ExpiryState } from '#core/project-expiry'
import { insertAnalysisProject } from '../../../tests/fixtures/analysis-projects'
import {
  activateExpiredBatch,
  confirmBatches,
  listAnalysisBatches,
  listUnconfirmedBatches,
  transferBatches,
  type AnalysisDataQuery,
} from './analysis-data.server'

const DAY = 86_400_000
const actor = { id: 0, email: 'analysis-desk@biocloud.example.com', clientAddress: '203.0.113.7' }

async function newCustomer(email: string) {
  const [row] = await getDb()
    .insert(users)
    .values({ email, firstName: 'Desk', lastName: email })
    .returning({ id: users.id })
  return row.id
}

const query = (filters: Partial<AnalysisDataQuery>): AnalysisDataQuery => ({
  page: 1,
  pageSize: 200,
  sort: null,
  direction: 'asc',
  keyword: null,
  ...filters,
})

beforeAll(async () => {
  const [staff] = await getDb().insert(users).values({ email: actor.email, accountType: 1 }).returning({ id: users.id })
  actor.id = staff.id
})

describe('the batch list', () => {
  it('filters by customer, tracking number, batch, status, created day (Asia/Shanghai) and expiry state', async () => {
    const customer = await newCustomer('filter-customer@example.com')
    const now = new Date()
    const expired = await insertAnalysisProject({
      customerId: customer,
      expiresAt: new Date(now.getTime() - DAY),
      withGroups: false,
    })
    const expiring = await insertAnalysisProject({
      customerId: customer,
      expiresAt: new Date(now.getTime() + 3 * DAY),
      withGroups: false,
    })
    const active = await insertAnalysisProject({
      customerId: customer,
      status: ANALYSIS_STATUS.failed,
      // 2026-03-01 00:30 in Shanghai is still 2026-02-28 in UTC.
      createdAt: new Date('2026-02-28T16:30:00Z'),
      withGroups: false,
    })
    const cleared = await insertAnalysisProject({
      customerId: customer,
      expiresAt: new Date(now.getTime() - 9 * DAY),
      withGroups: false,
    })
    await getDb().update(analysisBatches).set({ dataClearedAt: now }).where(eq(analysisBatches.id, cleared.analysisId))

    const ids = async (filters: Partial<AnalysisDataQuery>) =>
      (await listAnalysisBatches(query({ customer: 'filter-customer', ...filters }), now)).rows
        .map((row) => row.id)
        .sort()
    expect(await ids({})).toEqual([expired, expiring, active, cleared].map((project) => project.analysisId).sort())
    const byState: [ExpiryState, string][] = [
      ['expired', expired.analysisId],
      ['expiring', expiring.analysisId],
      ['active', active.analysisId],
      ['cleared', cleared.analysisId],
    ]
    for (const [state, id] of byState) expect(await ids({ expiry: state })).toEqual([id])
    expect(await ids({ tracking: expired.trackingNumber.slice(3) })).toEqual([expired.analysisId])
    expect(await ids({ batch: expiring.analysisId.toLowerCase() })).toEqual([expiring.analysisId])
    expect(await ids({ status: ANALYSIS_STATUS.failed })).toEqual([active.analysisId])
    expect(await ids({ workflow: cleared.workflowId })).toEqual([cleared.analysisId])
    expect(await ids({ from: '2026-03-01', to: '2026-03-01' })).toEqual([active.analysisId])
    expect(await ids({ to: '2026-02-28' })).toEqual([])
    const page = await listAnalysisBatches(query({ customer: 'filter-customer', pageSize: 2 as 10 }), now)
    expect(page.total).toBe(4)
    expect(page.rows).toHaveLength(2)
  })
})

describe('activating an expired batch', () => {
  it('gives an expired batch a new expiry, audited; refuses cleared and unexpired ones', async () => {
    const customer = await newCustomer('activate-customer@example.com')
    const now = new Date()
    const expired = await insertAnalysisProject({
      customerId: customer,
      expiresAt: new Date(now.getTime() - DAY),
      withGroups: false,
    })
    expect(await activateExpiredBatch(actor, expired.analysisId, now)).toEqual({ ok: true, count: 1 })
    const [row] = await getDb()
      .select({ expiresAt: analysisBatches.expiresAt })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, expired.analysisId))
    expect(row.expiresAt).toEqual(nextExpiry(now))
    const [change] = await changesOf(getDb(), 'analysis-batch', expired.analysisId)
    expect(change).toMatchObject({ action: 'activate', actorId: actor.id, clientAddress: '203.0.113.7' })

    expect(await activateExpiredBatch(actor, expired.analysisId, now)).toEqual({
      ok: false,
      messageKey: 'analysisData.errors.notExpired',
    })
    const cleared = await insertAnalysisProject({
      customerId: customer,
      expiresAt: new Date(now.getTime() - 9 * DAY),
      withGroups: false,
    })
    await getDb().update(analysisBatches).set({ dataClearedAt: now }).where(eq(analysisBatches.id, cleared.analysisId))
    expect(await activateExpiredBatch(actor, cleared.analysisId, now)).toEqual({
      ok: false,
      messageKey: 'analysisData.errors.cleared',
    })
  })
})

describe('transferring batches', () => {
  it('refuses without a user and to the same user', async () => {
    const source = await newCustomer('refused-source@example.com')
    expect(await transferBatches(actor, { sourceId: source, targetId: null, orderIds: [1] })).toEqual({
      ok: false,
      messageKey: 'analysisData.transfer.errors.selectUser',
    })
    expect(await transferBatches(actor, { sourceId: source, targetId: source, orderIds: [1] })).toEqual({
      ok: false,
      messageKey: 'analysisData.transfer.errors.sameUser',
    })
  })

  it("moves all of the source's batches of the chosen order with their files and runs, messages both, audits it", async () => {
    const source = await newCustomer('transfer-source@example.com')
    const target = await newCustomer('transfer-target@example.com')
    const first = await insertAnalysisProject({ customerId: source })
    const second = await insertAnalysisProject({ customerId: source, trackingNumber: first.trackingNumber })
    const otherOrder = await insertAnalysisProject({ customerId: source, withGroups: false })
    const moving = [first.analysisId, second.analysisId]
    await getDb()
      .insert(storedFiles)
      .values([
        {
          ownerId: source,
          kind: FILE_KIND.project,
          folder: `${first.trackingNumber}/${first.analysisId}/dataset`,
          name: 'otu.tsv',
          storageKey: `projects/${first.trackingNumber}/${first.analysisId}/dataset/otu.tsv`,
          analysisId: first.analysisId,
        },
        {
          ownerId: source,
          kind: FILE_KIND.project,
          folder: `${second.trackingNumber}/${second.analysisId}`,
          name: 'report.pdf',
          storageKey: `projects/${second.trackingNumber}/${second.analysisId}/report.pdf`,
        },
        {
          ownerId: source,
          kind: FILE_KIND.project,
          folder: `${otherOrder.trackingNumber}/${otherOrder.analysisId}`,
          name: 'stays.tsv',
          storageKey: `projects/${otherOrder.trackingNumber}/${otherOrder.analysisId}/stays.tsv`,
          analysisId: otherOrder.analysisId,
        },
      ])

    expect(await transferBatches(actor, { sourceId: source, targetId: target, orderIds: [first.orderId] })).toEqual({
      ok: true,
      count: 2,
    })

    const owners = await getDb()
      .select({ id: analysisBatches.id, customerId: analysisBatches.customerId })
      .from(analysisBatches)
      .where(inArray(analysisBatches.id, [...moving, otherOrder.analysisId]))
    expect(Object.fromEntries(owners.map((row) => [row.id, row.customerId]))).toEqual({
      [first.analysisId]: target,
      [second.analysisId]: target,
      [otherOrder.analysisId]: source,
    })
    const [order] = await getDb()
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, first.orderId))
    expect(order.customerId).toBe(target)
    const files = await getDb()
      .select({ name: storedFiles.name, ownerId: storedFiles.ownerId })
      .from(storedFiles)
      .where(inArray(storedFiles.ownerId, [source, target]))
    expect(Object.fromEntries(files.map((file) => [file.name, file.ownerId]))).toEqual({
      'otu.tsv': target,
      'report.pdf': target,
      'stays.tsv': source,
    })
    const runs = await getDb()
      .select({ userId: toolTasks.userId })
      .from(toolTasks)
      .where(inArray(toolTasks.analysisId, moving))
    expect(runs.length).toBe(6)
    expect(runs.every((run) => run.userId === target)).toBe(true)

    const messages = await getDb().execute<{ receiver_id: number; template: string; params: { count: number } }>(
      sql`select r.receiver_id, m.template, m.params from messages m join message_receipts r on r.message_id = m.id
          where r.receiver_id in (${source}, ${target}) order by m.template`,
    )
    expect(messages.map((row) => [row.receiver_id, row.template, row.params.count])).toEqual([
      [target, 'batchesTransferredIn', 2],
      [source, 'batchesTransferredOut', 2],
    ])
    const [change] = await changesOf(getDb(), 'analysis-batches', moving.sort().join(','))
    expect(change).toMatchObject({ action: 'transfer', actorId: actor.id })
    expect(change.before).toMatchObject({ customerId: source })
    expect(change.after).toMatchObject({ customerId: target, files: 2, runs: 6 })

    // The source has nothing left in that order: a second transfer finds no batches.
    expect(await transferBatches(actor, { sourceId: source, targetId: target, orderIds: [first.orderId] })).toEqual({
      ok: false,
      messageKey: 'analysisData.transfer.errors.noBatches',
    })
  })
})

describe('unconfirmed projects', () => {
  it('lists delivered unconfirmed batches and confirms the selected ones, audited', async () => {
    const customer = await newCustomer('confirm-customer@example.com')
    const delivered = await insertAnalysisProject({ customerId: customer, withGroups: false })
    const running = await insertAnalysisProject({
      customerId: customer,
      status: ANALYSIS_STATUS.processing,
      withGroups: false,
    })
    const listed = async () =>
      (await listUnconfirmedBatches(query({ customer: 'confirm-customer@' }))).rows.map((row) => row.id)
    expect(await listed()).toEqual([delivered.analysisId])
    expect(await confirmBatches(actor, [delivered.analysisId, running.analysisId])).toEqual({ ok: true, count: 1 })
    expect(await listed()).toEqual([])
    const [row] = await getDb()
      .select({ confirmedAt: analysisBatches.confirmedAt })
      .from(analysisBatches)
      .where(and(eq(analysisBatches.id, delivered.analysisId)))
    expect(row.confirmedAt).not.toBeNull()
    const [change] = await changesOf(getDb(), 'analysis-batch', delivered.analysisId)
    expect(change).toMatchObject({ action: 'confirm' })
  })
})
