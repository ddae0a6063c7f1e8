import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { ANALYSIS_STATUS } from '#core/projects'
import { users } from '#db/schema/users'
import { insertAnalysisProject } from '../../../tests/fixtures/analysis-projects'
import { commentPreview, listMyAnalysisOrders, myAnalysisQuerySchema } from './my-analysis.server'

let reader: number
let other: number
const trackingNumbers: string[] = []

async function newUser(email: string): Promise<number> {
  return (await getDb().insert(users).values({ email }).returning({ id: users.id }))[0].id
}

// Seven orders of the reader, made on 1-7 March 2026 (platform time, UTC+8), the third with two batches;
// the fifth is a demo. Another account's order with a matching comment must never show.
beforeAll(async () => {
  reader = await newUser('my-analysis-reader@example.com')
  other = await newUser('my-analysis-other@example.com')
  for (let day = 1; day <= 7; day++) {
    const project = await insertAnalysisProject({
      customerId: reader,
      withGroups: false,
      demo: day === 5,
      comments: day === 2 ? `土壤样本 ${'很长的备注'.repeat(10)}` : `comment ${day}`,
      status: day === 4 ? ANALYSIS_STATUS.failed : ANALYSIS_STATUS.completed,
      // 10:00 Beijing time on that day.
      createdAt: new Date(Date.UTC(2026, 2, day, 2)),
    })
    trackingNumbers.push(project.trackingNumber)
  }
  await insertAnalysisProject({
    customerId: reader,
    withGroups: false,
    trackingNumber: trackingNumbers[2],
    comments: 'second batch of order three',
    createdAt: new Date(Date.UTC(2026, 2, 3, 5)),
  })
  await insertAnalysisProject({ customerId: other, withGroups: false, comments: '土壤样本 of someone else' })
})

describe('My analysis', () => {
  it("pages the reader's own orders, newest batch first, each with all its batches, and counts them", async () => {
    const first = await listMyAnalysisOrders(reader, {}, 1, 5)
    expect(first.total).toBe(7)
    expect(first.orders.map((order) => order.trackingNumber)).toEqual(
      [7, 6, 5, 4, 3].map((day) => trackingNumbers[day - 1].replace(/DEMO$/, '')),
    )
    const third = first.orders[4]
    expect(third.batchCount).toBe(2)
    expect(third.batches.map((batch) => batch.comments)).toEqual(['second batch of order three', 'comment 3'])
    const second = await listMyAnalysisOrders(reader, {}, 2, 5)
    expect(second.orders.map((order) => order.trackingNumber)).toEqual([trackingNumbers[1], trackingNumbers[0]])
    expect((await listMyAnalysisOrders(other, {}, 1, 100)).orders.map((order) => order.batchCount)).toEqual([1])
  })

  it('hides the DEMO suffix of a demo order and marks it, and its batch, as a demo', async () => {
    const { orders } = await listMyAnalysisOrders(reader, { trackingNumber: trackingNumbers[4] }, 1, 5)
    expect(orders).toHaveLength(1)
    expect(orders[0].trackingNumber).toBe(trackingNumbers[4].slice(0, -4))
    expect(orders[0].isDemo).toBe(true)
    expect(orders[0].batches[0].isDemo).toBe(true)
    expect(orders[0].batches[0].id).toMatch(/DEMO$/)
  })

  it('filters by order number, batch number, comment and creation days, in SQL', async () => {
    const byComment = await listMyAnalysisOrders(reader, { comment: '土壤' }, 1, 5)
    expect(byComment.total).toBe(1)
    expect(byComment.orders[0].trackingNumber).toBe(trackingNumbers[1])

    const [batch] = (await listMyAnalysisOrders(reader, { trackingNumber: trackingNumbers[5] }, 1, 5)).orders[0].batches
    const byBatch = await listMyAnalysisOrders(reader, { batch: batch.id.slice(2, 8).toLowerCase() }, 1, 5)
    expect(byBatch.orders.flatMap((order) => order.batches.map((row) => row.id))).toEqual([batch.id])

    // 2 to 3 March, both days whole: orders two and three; the third lists only its batches of those days.
    const byDays = await listMyAnalysisOrders(reader, { from: '2026-03-02', to: '2026-03-03' }, 1, 5)
    expect(byDays.orders.map((order) => order.trackingNumber)).toEqual([trackingNumbers[2], trackingNumbers[1]])
    const onlyTheThird = await listMyAnalysisOrders(
      reader,
      { from: '2026-03-03', to: '2026-03-03', comment: 'comment' },
      1,
      5,
    )
    expect(onlyTheThird.orders[0].batches.map((row) => row.comments)).toEqual(['comment 3'])
    expect(onlyTheThird.orders[0].batchCount).toBe(1)

    // LIKE's wildcards typed by the user match themselves.
    expect((await listMyAnalysisOrders(reader, { comment: '%' }, 1, 5)).total).toBe(0)
    expect((await listMyAnalysisOrders(other, { comment: 'comment' }, 1, 5)).total).toBe(0)
  })

  it('truncates a comment at 40 characters with an ellipsis, keeping the full text', async () => {
    const [order] = (await listMyAnalysisOrders(reader, { comment: '土壤' }, 1, 5)).orders
    const [batch] = order.batches
    expect(Array.from(batch.commentPreview)).toHaveLength(41)
    expect(batch.commentPreview.endsWith('…')).toBe(true)
    expect(batch.comments.startsWith(batch.commentPreview.slice(0, -1))).toBe(true)
    expect(commentPreview('x'.repeat(40))).toBe('x'.repeat(40))
    expect(commentPreview('')).toBe('')
  })

  it('refuses query strings it cannot use', () => {
    for (const query of [
      { size: '7' },
      { page: '0' },
      { from: '2026-02-30' },
      { to: '3/1/2026' },
      { confirmDelete: 'B123' },
      { confirmDelete: 'A1/../x' },
      { comment: 'a\u0000b' },
    ])
      expect(myAnalysisQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false)
    expect(myAnalysisQuerySchema.parse({ trackingNumber: '', size: '20', from: '2026-03-01' })).toEqual({
      size: 20,
      from: '2026-03-01',
    })
  })
})
