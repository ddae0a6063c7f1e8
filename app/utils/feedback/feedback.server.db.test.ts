import { parseWithZod } from '@conform-to/zod'
import { and, eq } from 'drizzle-orm'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { feedback, feedbackHistory, messageReceipts, messages } from '#db/schema/engagement'
import { users } from '#db/schema/users'
import { FEEDBACK_STATUS } from '#core/engagement'
import en from '../../../public/locales/en/common.json'
import zh from '../../../public/locales/zh/common.json'
import {
  createFeedback,
  feedbackDetail,
  feedbackImage,
  feedbackSourcePath,
  FeedbackRefusal,
  listFeedbackQueue,
  listMyFeedback,
  processFeedback,
} from './feedback.server'
import { feedbackSchema } from './feedback-schema'

async function newUser(email: string): Promise<{ id: number; email: string }> {
  const [row] = await getDb().insert(users).values({ email }).returning({ id: users.id, email: users.email })
  return row
}

function formOf(values: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  return form
}

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

describe('the feedback form', () => {
  it("answers a bad phone and e-mail with the spec's messages (in plain English for English readers), and needs content and a contact", () => {
    const bad = parseWithZod(formOf({ type: '2', phone: '12ab', email: 'not-an-email', content: 'x' }), {
      schema: feedbackSchema,
    })
    expect(bad.status).toBe('error')
    const errors = bad.reply().error!
    expect(en.feedback.errors.phone).toBe('Please enter a valid phone number.')
    expect(en.feedback.errors.email).toBe('Please enter a valid e-mail address.')
    expect(errors.phone).toEqual(['feedback.errors.phone'])
    expect(errors.email).toEqual(['feedback.errors.email'])
    const empty = parseWithZod(formOf({ type: '9', content: '  ' }), { schema: feedbackSchema }).reply().error!
    expect(empty.type).toEqual(['feedback.errors.typeRequired'])
    expect(empty.content).toEqual(['feedback.errors.contentRequired'])
    expect(empty.phone).toEqual(['feedback.errors.contactRequired'])
    const good = parseWithZod(formOf({ type: '1', phone: '+86 138-0013-8000', content: 'Add a dark theme' }), {
      schema: feedbackSchema,
    })
    expect(good.status).toBe('success')
  })

  it('keeps only a path on this site as the source page', () => {
    expect(feedbackSourcePath('/analysis-project/A12?group=3')).toBe('/analysis-project/A12?group=3')
    expect(feedbackSourcePath('https://evil.example/x')).toBeNull()
    expect(feedbackSourcePath('//evil.example')).toBeNull()
    expect(feedbackSourcePath(undefined)).toBeNull()
  })
})

describe('processing feedback', () => {
  it('moves an item through every status, writing history, audit and one message per step', async () => {
    const customer = await newUser('fb-customer@example.com')
    const staff = await newUser('fb-staff@example.com')
    const id = await createFeedback({
      submitterId: customer.id,
      form: { type: 2, email: customer.email, content: 'The PCoA chart is empty' },
      images: [{ bytes: PNG, kind: 'png' }],
      sourceHost: 'cloud.example.com',
      sourcePath: '/tools/all',
    })
    const image = await feedbackImage(id, 1)
    expect(image?.contentType).toBe('image/png')
    expect(Buffer.from(image!.bytes).equals(Buffer.from(PNG))).toBe(true)

    // Not allowed: submitted straight to resolved; and resolving without a remark.
    await expect(processFeedback(staff, { id, toStatus: FEEDBACK_STATUS.resolved, remark: 'done' })).rejects.toThrow(
      new FeedbackRefusal('feedback.errors.transition'),
    )
    const steps = [
      { toStatus: FEEDBACK_STATUS.inProcess, remark: '' },
      { toStatus: FEEDBACK_STATUS.pending, remark: 'Which browser do you use?' },
      { toStatus: FEEDBACK_STATUS.inProcess, remark: '' },
      { toStatus: FEEDBACK_STATUS.unresolved, remark: 'We could not reproduce it yet.' },
      { toStatus: FEEDBACK_STATUS.inProcess, remark: 'Reopened: reproduced with an empty group.' },
      { toStatus: FEEDBACK_STATUS.resolved, remark: 'Fixed in the next release.' },
      { toStatus: FEEDBACK_STATUS.closed, remark: 'Thank you!' },
    ]
    await processFeedback(staff, { id, toStatus: FEEDBACK_STATUS.inProcess })
    await expect(processFeedback(staff, { id, toStatus: FEEDBACK_STATUS.resolved })).rejects.toThrow(
      new FeedbackRefusal('feedback.errors.remarkRequired'),
    )
    for (const step of steps.slice(1)) await processFeedback(staff, { id, ...step })
    await expect(processFeedback(staff, { id, toStatus: FEEDBACK_STATUS.inProcess })).rejects.toThrow(
      new FeedbackRefusal('feedback.errors.transition'),
    )

    const detail = await feedbackDetail(id)
    expect(detail?.status).toBe(FEEDBACK_STATUS.closed)
    expect(detail?.history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual(
      steps.map((step, index) => [index === 0 ? 0 : steps[index - 1].toStatus, step.toStatus, staff.email]),
    )
    expect(await getDb().select().from(feedbackHistory).where(eq(feedbackHistory.feedbackId, id))).toHaveLength(7)
    expect(await changesOf(getDb(), 'feedback', id)).toHaveLength(7)

    const received = await getDb()
      .select({ template: messages.template, params: messages.params })
      .from(messages)
      .innerJoin(messageReceipts, eq(messageReceipts.messageId, messages.id))
      .where(and(eq(messageReceipts.receiverId, customer.id), eq(messages.template, 'feedback-reply')))
    expect(received).toHaveLength(7)
    expect(received.map((m) => m.params.status).sort((a, b) => Number(a) - Number(b))).toEqual(
      steps.map((s) => s.toStatus).sort((a, b) => a - b),
    )

    // The customer's list shows the remarks as replies, without who wrote them.
    const mine = await listMyFeedback(customer.id, 1)
    expect(mine.rows[0].status).toBe(FEEDBACK_STATUS.closed)
    expect(mine.rows[0].replies.map((r) => r.remark)).toEqual(steps.filter((s) => s.remark).map((s) => s.remark))
    expect(mine.rows[0].replies[0]).not.toHaveProperty('changedBy')
  })

  it('renders the reply message in both languages with the status label', async () => {
    for (const [language, resources, expected] of [
      ['en', en, 'Your feedback #12 is now: Resolved.'],
      ['zh', zh, '您的反馈 #12 当前状态：已解决。'],
    ] as const) {
      const i18n = createInstance()
      await i18n.init({ lng: language, resources: { [language]: { common: resources } }, defaultNS: 'common' })
      expect(i18n.t('systemMessages.feedback-reply.content', { feedbackId: 12, status: 40 })).toContain(expected)
      expect(i18n.t('systemMessages.feedback-reply.title', { feedbackId: 12 })).toContain('#12')
    }
  })

  it('filters the staff queue by type, status and day, paged in SQL', async () => {
    const customer = await newUser('fb-queue@example.com')
    for (const type of [1, 2, 2, 3] as const)
      await createFeedback({
        submitterId: customer.id,
        form: { type, phone: '13800138000', content: `queue item of type ${type}` },
        images: [],
        sourceHost: null,
        sourcePath: null,
      })
    await getDb()
      .update(feedback)
      .set({ submittedAt: new Date('2026-01-10T15:30:00Z') })
      .where(eq(feedback.type, 3))
    const base = { page: 1, pageSize: 10 as const, sort: null, direction: 'asc' as const, keyword: 'queue item' }
    expect((await listFeedbackQueue({ ...base, type: 2 })).total).toBe(2)
    expect((await listFeedbackQueue({ ...base, status: FEEDBACK_STATUS.submitted })).total).toBe(4)
    // 15:30 UTC on 10 January is 23:30 that day in Asia/Shanghai.
    expect((await listFeedbackQueue({ ...base, from: '2026-01-10', to: '2026-01-10' })).total).toBe(1)
    expect((await listFeedbackQueue({ ...base, from: '2026-01-11', to: '2026-01-11' })).total).toBe(0)
    const paged = await listFeedbackQueue({ ...base, pageSize: 10, page: 1, keyword: 'queue item of type 2' })
    expect(paged.rows).toHaveLength(2)
  })
})
