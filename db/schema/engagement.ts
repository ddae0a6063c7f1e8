import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { oneOf } from './helpers'
import { users } from './users'
import { workflows } from './workflows'
import { COLLECT_TYPE, FEEDBACK_STATUS, FEEDBACK_TYPE, MESSAGE_STATUS, MESSAGE_IMPORTANCE } from '../../core/engagement'

// ---------------------------------------------------------------------------------------------
// Favourites
// ---------------------------------------------------------------------------------------------

/**
 * A user's favourite. `collectionId` is polymorphic (a tool, course or workflow id), so it has
 * no foreign key: deleting a tool, course or workflow deletes its favourites in the same
 * transaction, and list queries join, so a stray row is never shown.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectType: smallint().notNull(),
    collectionId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectType, t.collectionId] }),
    index('favourites_target_idx').on(t.collectType, t.collectionId),
    check('favourites_collect_type_check', oneOf(t.collectType, COLLECT_TYPE)),
  ],
)

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Staff-written text; empty for a system message, which is rendered from `template`. */
    title: text().notNull(),
    content: text().notNull(),
    /**
     * A system message's kind (a key of `SYSTEM_MESSAGE_TEMPLATES`), null for one staff wrote. System
     * messages store no language: each receiver reads it in their own from `template` and `params`.
     */
    template: text(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** Null for system messages (e.g. the daily expiry notice) and after the sender's account is deleted. */
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    importance: smallint().notNull().default(MESSAGE_IMPORTANCE.low),
    status: smallint().notNull().default(MESSAGE_STATUS.init),
    sendDate: timestamp({ withTimezone: true }),
    /** Correlates the message with what caused it (e.g. an expiry run) so a retried job does not send twice. */
    trackingId: text(),
    /** Staff-only note; never shown to receivers. */
    internalComment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_status_send_date_idx').on(t.status, t.sendDate),
    index('messages_tracking_idx').on(t.trackingId),
    check('messages_status_check', oneOf(t.status, MESSAGE_STATUS)),
    check('messages_importance_check', oneOf(t.importance, MESSAGE_IMPORTANCE)),
  ],
)

/** One receiver of a message and whether they have read it. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRead: boolean().notNull().default(false),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.receiverId] }),
    index('message_receipts_receiver_idx').on(t.receiverId, t.isRead, t.receivedAt),
    check('message_receipts_read_check', sql`${t.isRead} or ${t.readAt} is null`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------

export const feedback = pgTable(
  'feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: smallint().notNull(),
    contactPhone: text(),
    contactEmail: text(),
    content: text().notNull(),
    /** Storage keys of the uploaded screenshots. */
    images: jsonb().$type<string[]>().notNull().default([]),
    /** The host name the feedback was sent from (the product runs under several). */
    sourceHost: text(),
    /** The site path (with its query) of the page the feedback button was pressed on. */
    sourcePath: text(),
    status: smallint().notNull().default(FEEDBACK_STATUS.submitted),
    submitterId: integer().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The latest processing remark; every change is also in feedback_history. */
    processRemarks: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_status_submitted_idx').on(t.status, t.submittedAt),
    index('feedback_submitter_idx').on(t.submitterId),
    check('feedback_type_check', oneOf(t.type, FEEDBACK_TYPE)),
    check('feedback_status_check', oneOf(t.status, FEEDBACK_STATUS)),
  ],
)

/** Processing history of a feedback item (feedback-process): each status change or remark. */
export const feedbackHistory = pgTable(
  'feedback_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer()
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    fromStatus: smallint(),
    toStatus: smallint().notNull(),
    remark: text().notNull().default(''),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_history_feedback_idx').on(t.feedbackId, t.changedAt),
    check(
      'feedback_history_from_status_check',
      sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, FEEDBACK_STATUS)}`,
    ),
    check('feedback_history_to_status_check', oneOf(t.toStatus, FEEDBACK_STATUS)),
  ],
)

// ---------------------------------------------------------------------------------------------
// Consultation requests
// ---------------------------------------------------------------------------------------------

/**
 * A Free consultation request about a workflow (spec 02 §2.2, §2.3), from anyone, signed in or
 * not. Contact details follow the feedback rules: a phone, an e-mail, or both.
 */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workflowId: integer().references((): AnyPgColumn => workflows.id, { onDelete: 'set null' }),
    /** The workflow's title when asked, kept if the workflow is later deleted. */
    workflowTitle: text().notNull(),
    name: text().notNull(),
    contactPhone: text(),
    contactEmail: text(),
    message: text().notNull().default(''),
    language: text().notNull().default('zh'),
    submitterId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Set when staff have answered it. */
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultation_requests_created_idx').on(t.createdAt),
    check('consultation_requests_contact_check', sql`${t.contactPhone} is not null or ${t.contactEmail} is not null`),
  ],
)
