import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { dictionaryItems } from './dictionary'
import { oneOf } from './helpers'
import { pointsLedger, users } from './users'
import { workflows } from './workflows'
import { COURSE_STATUS, COURSE_URL_TYPE } from '../../core/courses'

export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    /** Storage key of the cover image (the course form requires one). */
    cover: text().notNull(),
    sort: integer().notNull().default(0),
    status: smallint().notNull().default(COURSE_STATUS.unpublished),
    /** Points a customer pays once to unlock the course; 0 is free. */
    amount: integer().notNull().default(0),
    url: text().notNull(),
    urlType: smallint().notNull().default(COURSE_URL_TYPE.storagePath),
    /** Dictionary items: category is required by the course form, the other two are optional. */
    categoryId: integer()
      .notNull()
      .references(() => dictionaryItems.id, { onDelete: 'restrict' }),
    productTypeId: integer().references(() => dictionaryItems.id, { onDelete: 'set null' }),
    courseTypeId: integer().references(() => dictionaryItems.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_status_sort_idx').on(t.status, t.sort),
    index('courses_category_idx').on(t.categoryId),
    check('courses_status_check', oneOf(t.status, COURSE_STATUS)),
    check('courses_url_type_check', oneOf(t.urlType, COURSE_URL_TYPE)),
    check('courses_amount_check', sql`${t.amount} >= 0`),
  ],
)

export const courseVideos = pgTable(
  'course_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    url: text().notNull(),
    urlType: smallint().notNull().default(COURSE_URL_TYPE.storagePath),
    cover: text(),
    durationSeconds: integer(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_videos_course_sort_idx').on(t.courseId, t.sort),
    check('course_videos_url_type_check', oneOf(t.urlType, COURSE_URL_TYPE)),
  ],
)

/**
 * A customer paid for a course. The primary key makes a second purchase impossible. A course
 * somebody has paid for cannot be deleted (restrict): staff unpublish it instead.
 */
export const courseUnlocks = pgTable(
  'course_unlocks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** The price at the moment of purchase; the course's amount may change later. */
    pointsPaid: integer().notNull(),
    /** The spending row in the points ledger; null for a free course. */
    ledgerId: integer().references(() => pointsLedger.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_unlocks_course_idx').on(t.courseId),
    check('course_unlocks_points_paid_check', sql`${t.pointsPaid} >= 0`),
  ],
)

/** The top-video configuration of the course pages (get-config / update-config): featured videos in order. */
export const courseTopVideos = pgTable(
  'course_top_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseVideoId: integer()
      .notNull()
      .references(() => courseVideos.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_top_videos_video_unique').on(t.courseVideoId),
    index('course_top_videos_sort_idx').on(t.sort),
  ],
)

/**
 * A customer paid a workflow's points (spec 02 `integralAmount`) and may start it from then on. Mirrors
 * course_unlocks: the primary key makes a second purchase impossible.
 */
export const workflowUnlocks = pgTable(
  'workflow_unlocks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: integer()
      .notNull()
      .references(() => workflows.id, { onDelete: 'restrict' }),
    pointsPaid: integer().notNull(),
    ledgerId: integer().references(() => pointsLedger.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workflowId] }),
    index('workflow_unlocks_workflow_idx').on(t.workflowId),
    check('workflow_unlocks_points_paid_check', sql`${t.pointsPaid} >= 0`),
  ],
)

/** Where a user stopped in a course video, so the player resumes there. */
export const courseVideoProgress = pgTable(
  'course_video_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => courseVideos.id, { onDelete: 'cascade' }),
    seconds: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    check('course_video_progress_seconds_check', sql`${t.seconds} >= 0`),
  ],
)
