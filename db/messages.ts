import { sql, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from './client'
import { messages } from './schema/engagement'
import { ACCOUNT_TYPE } from '../core/accounts'
import {
  MESSAGE_IMPORTANCE,
  MESSAGE_STATUS,
  type MessageAudience,
  type SystemMessageTemplate,
} from '../core/engagement'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { ANALYSIS_STATUS } from '../core/projects'
import { enqueue } from './job-queue'

/** Fired once per delivered message with its id; every web process tells the receivers it serves. */
export const MESSAGE_DELIVERED_CHANNEL = 'message_delivered'

/** Receivers a list audience may name at once (the job payload carries their ids). */
export const MAX_LISTED_RECEIVERS = 2000

/** Rows one `insert ... select` of a list audience's receipts covers. */
const RECEIPT_BATCH = 1000

type Importance = (typeof MESSAGE_IMPORTANCE)[keyof typeof MESSAGE_IMPORTANCE]
type Handle = Database | Transaction

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
    // Two senders of the same tracking id (two workers, a job retried while the first still runs)
    // take turns until the first commits; the second then sees its message and skips.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${message.trackingId}, 0))`)
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

// ---------------------------------------------------------------------------------------------
// System messages of the platform's own events
// ---------------------------------------------------------------------------------------------

/**
 * Tells a stand-alone tool task's owner that it finished or failed, on the transaction that set its
 * final status. Project runs are not announced one by one: their batch's message covers them.
 */
export async function sendToolTaskMessage(tx: Transaction, taskId: number, status: number): Promise<void> {
  if (status !== TOOL_RUN_STATUS.success && status !== TOOL_RUN_STATUS.error) return
  const [task] = await tx.execute<{
    user_id: number | null
    analysis_id: string | null
    task_number: string
    title: string
    title_en: string
  }>(
    sql`select t.user_id, t.analysis_id, t.task_number, tl.title, tl.title_en
        from tool_tasks t join tools tl on tl.id = t.tool_id where t.id = ${taskId}`,
  )
  if (!task || task.user_id === null || task.analysis_id !== null) return
  const failed = status === TOOL_RUN_STATUS.error
  await sendSystemMessage(tx, {
    receiverId: task.user_id,
    template: failed ? 'tool-task-failed' : 'tool-task-finished',
    params: { taskId, taskNumber: task.task_number, tool: task.title, toolEn: task.title_en },
    importance: failed ? MESSAGE_IMPORTANCE.high : MESSAGE_IMPORTANCE.medium,
  })
}

/** Tells a batch's customer that it completed or failed, on the transaction that set that status. */
export async function sendAnalysisBatchMessage(tx: Transaction, analysisId: string, status: number): Promise<void> {
  if (status !== ANALYSIS_STATUS.completed && status !== ANALYSIS_STATUS.failed) return
  const [batch] = await tx.execute<{ customer_id: number; project_name: string; analysis_name: string }>(
    sql`select customer_id, project_name, analysis_name from analysis_batches where id = ${analysisId}`,
  )
  if (!batch) return
  const failed = status === ANALYSIS_STATUS.failed
  await sendSystemMessage(tx, {
    receiverId: batch.customer_id,
    template: failed ? 'analysis-batch-failed' : 'analysis-batch-finished',
    params: { analysisId, project: batch.project_name || batch.analysis_name || analysisId },
    importance: failed ? MESSAGE_IMPORTANCE.high : MESSAGE_IMPORTANCE.medium,
    // No tracking id: the batch ends once per processing (under its row lock), and a rerun that ends again is news.
  })
}

/**
 * Warns the owners of projects that expire within `withinDays` of `now` (not yet expired, data not
 * cleared): one message per batch and expiry date, so the daily job may run any number of times
 * (and on two workers at once); a batch activated again with a new expiry date is warned again.
 * Returns how many messages were sent.
 */
export async function sendExpiryNotices(
  tx: Transaction,
  { now = new Date(), withinDays }: { now?: Date; withinDays: number },
): Promise<number> {
  const batches = await tx.execute<{
    id: string
    customer_id: number
    project_name: string
    expires_at: string
  }>(
    sql`select id, customer_id, coalesce(nullif(project_name, ''), nullif(analysis_name, ''), id) as project_name,
               to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at
        from analysis_batches
        where expires_at > ${now.toISOString()}::timestamptz
          and expires_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${withinDays})
          and data_cleared_at is null
        order by expires_at, id`,
  )
  let sent = 0
  for (const batch of batches) {
    const id = await sendSystemMessage(tx, {
      receiverId: batch.customer_id,
      template: 'project-expiring',
      params: { analysisId: batch.id, project: batch.project_name, expiresAt: batch.expires_at },
      importance: MESSAGE_IMPORTANCE.high,
      trackingId: `project-expiring:${batch.id}:${batch.expires_at}`,
    })
    if (id !== null) sent += 1
  }
  return sent
}

// ---------------------------------------------------------------------------------------------
// A receiver's messages
// ---------------------------------------------------------------------------------------------

export interface ReceivedMessageFilter {
  read?: boolean
  importance?: number
}

export interface ReceivedMessage {
  id: number
  title: string
  content: string
  template: string | null
  params: Record<string, string | number>
  importance: number
  sender: string | null
  isRead: boolean
  receivedAt: Date
  readAt: Date | null
}

function receivedWhere(receiverId: number, filter: ReceivedMessageFilter): SQL {
  const parts = [sql`r.receiver_id = ${receiverId}`]
  if (filter.read !== undefined) parts.push(sql`r.is_read = ${filter.read}`)
  if (filter.importance !== undefined) parts.push(sql`m.importance = ${filter.importance}`)
  return sql.join(parts, sql` and `)
}

const receivedColumns = sql`m.id, m.title, m.content, m.template, m.params, m.importance,
  nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') as sender_name, s.email as sender_email,
  r.is_read, r.received_at, r.read_at`

type ReceivedRow = {
  id: number
  title: string
  content: string
  template: string | null
  params: Record<string, string | number>
  importance: number
  sender_name: string | null
  sender_email: string | null
  is_read: boolean
  received_at: string | Date
  read_at: string | Date | null
}

function toReceived(row: ReceivedRow): ReceivedMessage {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    template: row.template,
    params: row.params,
    importance: row.importance,
    sender: row.sender_name ?? row.sender_email,
    isRead: row.is_read,
    receivedAt: new Date(row.received_at),
    readAt: row.read_at === null ? null : new Date(row.read_at),
  }
}

/** One page of a receiver's messages, newest first, filtered in SQL; and how many match. */
export async function listReceivedMessages(
  db: Handle,
  receiverId: number,
  filter: ReceivedMessageFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ReceivedMessage[]; total: number }> {
  const where = receivedWhere(receiverId, filter)
  const [rows, [{ total }]] = await Promise.all([
    db.execute<ReceivedRow>(
      sql`select ${receivedColumns} from message_receipts r join messages m on m.id = r.message_id
          left join users s on s.id = m.sender_id where ${where}
          order by r.received_at desc, m.id desc limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    ),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from message_receipts r join messages m on m.id = r.message_id where ${where}`,
    ),
  ])
  return { rows: rows.map(toReceived), total }
}

/** The receiver's unread messages (the header badge). */
export async function unreadMessageCount(db: Handle, receiverId: number): Promise<number> {
  const [{ count }] = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from message_receipts where receiver_id = ${receiverId} and not is_read`,
  )
  return count
}

/** Opens one of the receiver's messages, marking it read; null when it is not theirs (or deleted). */
export async function openReceivedMessage(
  db: Handle,
  receiverId: number,
  messageId: number,
): Promise<ReceivedMessage | null> {
  await markMessagesRead(db, receiverId, messageId)
  const [row] = await db.execute<ReceivedRow>(
    sql`select ${receivedColumns} from message_receipts r join messages m on m.id = r.message_id
        left join users s on s.id = m.sender_id where r.receiver_id = ${receiverId} and r.message_id = ${messageId}`,
  )
  return row ? toReceived(row) : null
}

/** Marks one message (or, with no id, all) of the receiver read; returns how many changed. */
export async function markMessagesRead(db: Handle, receiverId: number, messageId?: number): Promise<number> {
  const rows = await db.execute(
    sql`update message_receipts set is_read = true, read_at = now()
        where receiver_id = ${receiverId} and not is_read
        ${messageId === undefined ? sql`` : sql`and message_id = ${messageId}`} returning message_id`,
  )
  return rows.length
}

/** Deletes the receiver's receipt only: the message and everyone else's receipts stay. */
export async function deleteReceivedMessage(db: Handle, receiverId: number, messageId: number): Promise<boolean> {
  const rows = await db.execute(
    sql`delete from message_receipts where receiver_id = ${receiverId} and message_id = ${messageId} returning message_id`,
  )
  return rows.length > 0
}

/** Which of `receiverIds` received the message (a web process asks for the users it streams to). */
export async function receiversAmong(db: Handle, messageId: number, receiverIds: readonly number[]): Promise<number[]> {
  if (receiverIds.length === 0) return []
  const rows = await db.execute<{ receiver_id: number }>(
    sql`select receiver_id from message_receipts where message_id = ${messageId}
        and receiver_id = any(${`{${receiverIds.join(',')}}`}::int[])`,
  )
  return rows.map((row) => row.receiver_id)
}

// ---------------------------------------------------------------------------------------------
// Staff messages
// ---------------------------------------------------------------------------------------------

export interface StaffMessage {
  senderId: number
  title: string
  /** Sanitised HTML. */
  content: string
  importance: number
  audience: MessageAudience
  /** The receivers of a `user` or `list` audience. */
  receiverIds?: number[]
}

/**
 * Records a staff message (status 0) and queues its delivery on the caller's transaction: the web
 * request does no per-receiver work, however many receivers the audience has.
 */
export async function createStaffMessage(tx: Transaction, message: StaffMessage): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({
      title: message.title,
      content: message.content,
      senderId: message.senderId,
      importance: message.importance,
      status: MESSAGE_STATUS.init,
      params: { audience: message.audience },
    })
    .returning({ id: messages.id })
  await enqueue(tx, 'deliver_message', {
    messageId: row.id,
    ...(message.receiverIds ? { receiverIds: message.receiverIds } : {}),
  })
  return row.id
}

/**
 * The delivery job's work: status 10 while receipts are written, one `insert ... select` per batch
 * of a list or per whole audience, each `on conflict do nothing`, so a retry after a crash (or a
 * second run) adds only what is missing; then status 20 and one notification (99 when the
 * audience is empty). A delivered message is left alone. Returns the receipts it added.
 */
export async function deliverStaffMessage(db: Database, messageId: number, receiverIds?: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [message] = await tx.execute<{ status: number; audience: MessageAudience | null }>(
      sql`select status, params->>'audience' as audience from messages where id = ${messageId} for update`,
    )
    if (!message || message.status === MESSAGE_STATUS.delivered) return 0
    await tx.execute(
      sql`update messages set status = ${MESSAGE_STATUS.sent}, updated_at = now() where id = ${messageId}`,
    )
    let added = 0
    if (message.audience === 'customers' || message.audience === 'staff') {
      const who =
        message.audience === 'customers'
          ? sql`account_type = ${ACCOUNT_TYPE.external}`
          : sql`account_type > ${ACCOUNT_TYPE.external}`
      const rows = await tx.execute(
        sql`insert into message_receipts (message_id, receiver_id)
            select ${messageId}, id from users where is_active and ${who}
            on conflict do nothing returning receiver_id`,
      )
      added += rows.length
    } else {
      const ids = receiverIds ?? []
      for (let start = 0; start < ids.length; start += RECEIPT_BATCH) {
        const batch = ids.slice(start, start + RECEIPT_BATCH)
        const rows = await tx.execute(
          sql`insert into message_receipts (message_id, receiver_id)
              select ${messageId}, u.id from users u where u.id = any(${`{${batch.join(',')}}`}::int[])
              on conflict do nothing returning receiver_id`,
        )
        added += rows.length
      }
    }
    const [{ receivers }] = await tx.execute<{ receivers: number }>(
      sql`select count(*)::int as receivers from message_receipts where message_id = ${messageId}`,
    )
    const status = receivers > 0 ? MESSAGE_STATUS.delivered : MESSAGE_STATUS.failed
    await tx.execute(
      sql`update messages set status = ${status}, send_date = coalesce(send_date, now()), updated_at = now() where id = ${messageId}`,
    )
    if (receivers > 0) await tx.execute(sql`select pg_notify(${MESSAGE_DELIVERED_CHANNEL}, ${String(messageId)})`)
    return added
  })
}

export const SENT_MESSAGE_SORTABLE = ['createdAt', 'title', 'importance', 'status'] as const

export interface SentMessageRow {
  id: number
  title: string
  importance: number
  status: number
  audience: string | null
  sender: string | null
  createdAt: Date
  sendDate: Date | null
  receivers: number
  read: number
}

const SENT_ORDER: Record<(typeof SENT_MESSAGE_SORTABLE)[number], SQL> = {
  createdAt: sql`m.created_at`,
  title: sql`m.title`,
  importance: sql`m.importance`,
  status: sql`m.status`,
}

/** One page of the messages staff wrote (system messages are not listed), with receipt and read counts. */
export async function listSentMessages(
  db: Handle,
  query: { page: number; pageSize: number; sort: string | null; direction: 'asc' | 'desc'; keyword: string | null },
): Promise<{ rows: SentMessageRow[]; total: number }> {
  const where = query.keyword
    ? sql`m.template is null and m.title ilike ${`%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql`m.template is null`
  const order = SENT_ORDER[(query.sort ?? 'createdAt') as keyof typeof SENT_ORDER] ?? SENT_ORDER.createdAt
  const direction = query.sort ? (query.direction === 'desc' ? sql`desc` : sql`asc`) : sql`desc`
  const [rows, [{ total }]] = await Promise.all([
    db.execute<{
      id: number
      title: string
      importance: number
      status: number
      audience: string | null
      sender: string | null
      created_at: string
      send_date: string | null
      receivers: number
      read: number
    }>(
      sql`select m.id, m.title, m.importance, m.status, m.params->>'audience' as audience, s.email as sender,
                 m.created_at, m.send_date,
                 (select count(*)::int from message_receipts r where r.message_id = m.id) as receivers,
                 (select count(*)::int from message_receipts r where r.message_id = m.id and r.is_read) as read
          from messages m left join users s on s.id = m.sender_id where ${where}
          order by ${order} ${direction}, m.id desc
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from messages m where ${where}`),
  ])
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      importance: row.importance,
      status: row.status,
      audience: row.audience,
      sender: row.sender,
      createdAt: new Date(row.created_at),
      sendDate: row.send_date === null ? null : new Date(row.send_date),
      receivers: row.receivers,
      read: row.read,
    })),
  }
}

/** A staff message with its counts, or null (system messages are not staff's to view here). */
export async function findSentMessage(db: Handle, messageId: number) {
  const [row] = await db.execute<{
    id: number
    title: string
    content: string
    importance: number
    status: number
    receivers: number
    read: number
  }>(
    sql`select m.id, m.title, m.content, m.importance, m.status,
               (select count(*)::int from message_receipts r where r.message_id = m.id) as receivers,
               (select count(*)::int from message_receipts r where r.message_id = m.id and r.is_read) as read
        from messages m where m.id = ${messageId} and m.template is null`,
  )
  return row ?? null
}

export interface ReceiptRow {
  receiverId: number
  email: string
  isRead: boolean
  receivedAt: Date
  readAt: Date | null
}

/** One page of a message's receipts: who received it, whether and when they read it (readers first). */
export async function listReceipts(
  db: Handle,
  messageId: number,
  page: { page: number; pageSize: number; read?: boolean },
): Promise<{ rows: ReceiptRow[]; total: number }> {
  const where =
    page.read === undefined
      ? sql`r.message_id = ${messageId}`
      : sql`r.message_id = ${messageId} and r.is_read = ${page.read}`
  const [rows, [{ total }]] = await Promise.all([
    db.execute<{ receiver_id: number; email: string; is_read: boolean; received_at: string; read_at: string | null }>(
      sql`select r.receiver_id, u.email, r.is_read, r.received_at, r.read_at
          from message_receipts r join users u on u.id = r.receiver_id where ${where}
          order by r.read_at desc nulls last, u.email limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from message_receipts r where ${where}`),
  ])
  return {
    total,
    rows: rows.map((row) => ({
      receiverId: row.receiver_id,
      email: row.email,
      isRead: row.is_read,
      receivedAt: new Date(row.received_at),
      readAt: row.read_at === null ? null : new Date(row.read_at),
    })),
  }
}

/** The active users with these e-mails (case-insensitive), and the e-mails that match none. */
export async function usersByEmail(
  db: Handle,
  emails: readonly string[],
): Promise<{ ids: number[]; unknown: string[] }> {
  if (emails.length === 0) return { ids: [], unknown: [] }
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))]
  const rows = await db.execute<{ id: number; email: string }>(
    sql`select id, lower(email) as email from users
        where is_active and lower(email) in (${sql.join(
          lowered.map((email) => sql`${email}`),
          sql`, `,
        )})`,
  )
  const found = new Set(rows.map((row) => row.email))
  return { ids: rows.map((row) => row.id), unknown: lowered.filter((email) => !found.has(email)) }
}
