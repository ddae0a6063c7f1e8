import { and, count, countDistinct, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { analysisBatches, orders } from '#db/schema/projects'
import { workflows } from '#db/schema/workflows'
import { displayTrackingNumber, isDemoId } from '#core/projects'
import { PLATFORM_TIME_ZONE } from '#core/language'
import { numberFromList, optional, pageParam, textParam } from '../request-input.server'

/** Pager sizes of My analysis (spec 02 §9): 5, 10, 20, 50, 100; default 5. */
export const MY_ANALYSIS_PAGE_SIZES = [5, 10, 20, 50, 100] as const
export type MyAnalysisPageSize = (typeof MY_ANALYSIS_PAGE_SIZES)[number]

/** The list shows the first 40 characters of a comment and an ellipsis (spec 02 §9); the full text is the tooltip. */
export const COMMENT_PREVIEW_LENGTH = 40

/** A batch id as the URL may name one (the `analysis_batches` id check, bounded). */
export const batchIdParam = z.string().regex(/^A[0-9A-Za-z_-]{1,63}$/)

/** A calendar day of the date range, `YYYY-MM-DD`, that exists. */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  })

/** The filters' GET form and the pager, as the query string carries them. */
export const myAnalysisQuerySchema = z.object({
  trackingNumber: optional(textParam(50)),
  batch: optional(textParam(50)),
  comment: optional(textParam(100)),
  from: optional(dayParam),
  to: optional(dayParam),
  page: optional(pageParam),
  size: optional(numberFromList(MY_ANALYSIS_PAGE_SIZES)),
  confirmDelete: optional(batchIdParam),
})

/**
 * The date range as the search form checks it. Each day alone is checked by the query schema (a
 * malformed day is a bad request); a range that ends before it starts is a well-formed question with
 * no answer, so it is the form's error, shown beside the fields (an i18n key), and nothing is listed.
 */
export const dateRangeSchema = z
  .object({ from: z.string().optional(), to: z.string().optional() })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    message: 'projectCentre.myAnalysis.filters.reversedRange',
    path: ['to'],
  })

export interface MyAnalysisFilters {
  /** Part of the order's tracking number. */
  trackingNumber?: string
  /** Part of the batch id. */
  batch?: string
  /** Part of the comment. */
  comment?: string
  /** First and last day (platform time zone) of the batch creation date, both included. */
  from?: string
  to?: string
}

/** `%text%` for ILIKE, with the pattern characters the user typed matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** The user's batches that pass the filters: the rows both the order page and the batch tables read. */
function matchingBatches(userId: number, filters: MyAnalysisFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(analysisBatches.customerId, userId)]
  if (filters.trackingNumber) conditions.push(ilike(orders.trackingNumber, containsPattern(filters.trackingNumber)))
  if (filters.batch) conditions.push(ilike(analysisBatches.id, containsPattern(filters.batch)))
  if (filters.comment) conditions.push(ilike(analysisBatches.comments, containsPattern(filters.comment)))
  // Days are the platform's calendar days, as the list shows the times.
  if (filters.from)
    conditions.push(
      sql`${analysisBatches.createdAt} >= (${filters.from}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`,
    )
  if (filters.to)
    conditions.push(
      sql`${analysisBatches.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE}`,
    )
  return and(...conditions)!
}

/** A comment as the list shows it: at most 40 characters, then an ellipsis. */
export function commentPreview(comment: string): string {
  const characters = Array.from(comment)
  return characters.length > COMMENT_PREVIEW_LENGTH
    ? `${characters.slice(0, COMMENT_PREVIEW_LENGTH).join('')}…`
    : comment
}

export interface MyAnalysisBatch {
  id: string
  analysisName: string
  comments: string
  commentPreview: string
  status: number
  isDemo: boolean
  createdAt: Date
  updatedAt: Date
}

export interface MyAnalysisOrder {
  orderId: number
  trackingNumber: string
  isDemo: boolean
  createdAt: Date
  /** The workflow of the order's newest listed batch: its icon and name head the order. */
  workflow: { id: number; title: string; titleEn: string; icon: string | null; categoryId: number }
  batchCount: number
  batches: MyAnalysisBatch[]
}

/**
 * One page of the user's orders (those with a batch passing the filters, newest batch first), each
 * with its passing batches. Three queries whatever the page size: the count, the page of orders, and
 * the batches of those orders.
 */
export async function listMyAnalysisOrders(
  userId: number,
  filters: MyAnalysisFilters,
  page: number,
  pageSize: MyAnalysisPageSize,
): Promise<{ orders: MyAnalysisOrder[]; total: number }> {
  const db = getDb()
  const where = matchingBatches(userId, filters)
  const newestBatchAt = max(analysisBatches.createdAt)
  const [[{ total }], orderPage] = await Promise.all([
    db
      .select({ total: countDistinct(analysisBatches.orderId) })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(where),
    db
      .select({
        orderId: orders.id,
        trackingNumber: orders.trackingNumber,
        createdAt: orders.createdAt,
        batchCount: count(),
      })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(where)
      .groupBy(orders.id)
      .orderBy(desc(newestBatchAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ])
  if (orderPage.length === 0) return { orders: [], total }
  const batchRows = await db
    .select({
      orderId: analysisBatches.orderId,
      id: analysisBatches.id,
      analysisName: analysisBatches.analysisName,
      comments: analysisBatches.comments,
      status: analysisBatches.status,
      createdAt: analysisBatches.createdAt,
      updatedAt: analysisBatches.updatedAt,
      workflow: {
        id: workflows.id,
        title: workflows.title,
        titleEn: workflows.titleEn,
        icon: workflows.icon,
        categoryId: workflows.categoryId,
      },
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .innerJoin(workflows, eq(workflows.id, analysisBatches.workflowId))
    .where(
      and(
        where,
        inArray(
          analysisBatches.orderId,
          orderPage.map((order) => order.orderId),
        ),
      ),
    )
    .orderBy(desc(analysisBatches.createdAt), desc(analysisBatches.id))
  const batchesByOrder = new Map<number, typeof batchRows>()
  for (const row of batchRows) {
    const list = batchesByOrder.get(row.orderId)
    if (list) list.push(row)
    else batchesByOrder.set(row.orderId, [row])
  }
  return {
    total,
    orders: orderPage.map((order) => {
      const rows = batchesByOrder.get(order.orderId) ?? []
      return {
        orderId: order.orderId,
        trackingNumber: displayTrackingNumber(order.trackingNumber),
        isDemo: isDemoId(order.trackingNumber),
        createdAt: order.createdAt,
        workflow: rows[0].workflow,
        batchCount: order.batchCount,
        batches: rows.map((row) => ({
          id: row.id,
          analysisName: row.analysisName,
          comments: row.comments,
          commentPreview: commentPreview(row.comments),
          status: row.status,
          isDemo: isDemoId(row.id),
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        })),
      }
    }),
  }
}
