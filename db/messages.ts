import { sql } from 'drizzle-orm'
import type { Transaction } from './client'
import { messages } from './schema/engagement'
import { MESSAGE_IMPORTANCE, MESSAGE_STATUS, type SystemMessageTemplate } from '../core/engagement'

/** Fired once per delivered message with its id; every web process tells the receivers it serves. */
export const MESSAGE_DELIVERED_CHANNEL = 'message_delivered'

type Importance = (typeof MESSAGE_IMPORTANCE)[keyof typeof MESSAGE_IMPORTANCE]

export interface SystemMessage {
  receiverId: number
  template: SystemMessageTemplate
  /** Values the template's text interpolates (ids, names, dates as ISO strings); no language. */
  params?: Record<string, string | number>
  importance?: Importance
  /** What caused it (e.g. `feedback-reply:12:3`): a second send with the same id is skipped. */
  trackingId?: string
}

/**
 * Delivers a system message to one receiver on the caller's transaction, so the message exists
 * exactly when the change that caused it commits. Returns the message id, or null when a message
 * with the same tracking id was already sent to this receiver.
 */
export async function sendSystemMessage(tx: Transaction, message: SystemMessage): Promise<number | null> {
  if (message.trackingId) {
    const [existing] = await tx.execute<{ id: number }>(
      sql`select m.id from messages m join message_receipts r on r.message_id = m.id
          where m.tracking_id = ${message.trackingId} and r.receiver_id = ${message.receiverId} limit 1`,
    )
    if (existing) return null
  }
  const [row] = await tx
    .insert(messages)
    .values({
      title: '',
      content: '',
      template: message.template,
      params: message.params ?? {},
      importance: message.importance ?? MESSAGE_IMPORTANCE.low,
      status: MESSAGE_STATUS.delivered,
      sendDate: sql`now()`,
      trackingId: message.trackingId ?? null,
    })
    .returning({ id: messages.id })
  await tx.execute(
    sql`insert into message_receipts (message_id, receiver_id) values (${row.id}, ${message.receiverId})`,
  )
  await tx.execute(sql`select pg_notify(${MESSAGE_DELIVERED_CHANNEL}, ${String(row.id)})`)
  return row.id
}
