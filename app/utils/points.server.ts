import { and, count, desc, eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { courseUnlocks, courses, workflowUnlocks } from '#db/schema/courses'
import { checkIns, pointsLedger, users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { POINTS_REASON } from '#core/accounts'
import { COURSE_STATUS } from '#core/courses'
import { PLATFORM_TIME_ZONE } from '#core/language'

/** Every check-in earns this; every 7th consecutive day earns STREAK_BONUS_POINTS more. */
export const CHECK_IN_POINTS = 1
export const STREAK_BONUS_DAYS = 7
export const STREAK_BONUS_POINTS = 5

/** The platform's calendar day (Asia/Shanghai) of a moment. */
const dayOf = (at: Date | null) =>
  at
    ? sql`(${at.toISOString()}::timestamptz at time zone ${PLATFORM_TIME_ZONE})::date`
    : sql`(now() at time zone ${PLATFORM_TIME_ZONE})::date`

const today = dayOf(null)

export type CheckInResult =
  { status: 'credited'; points: number; streak: number; bonus: number } | { status: 'already-checked-in' }

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true
  }
  return false
}

/**
 * Credits the daily check-in once per calendar day (Asia/Shanghai) and counts the streak: the day
 * after a checked-in day continues it, any gap starts again at 1. Every 7th consecutive day adds
 * STREAK_BONUS_POINTS as its own ledger row, so the history shows why. The ledger rows and the
 * check-in row commit together; the check-in's primary key (user, day) makes a concurrent second
 * attempt fail and roll its ledger rows back, so the balance can never be credited twice.
 * `at` is the moment of the check-in (now unless a test says otherwise).
 */
export async function checkIn(userId: number, at: Date | null = null): Promise<CheckInResult> {
  const day = dayOf(at)
  try {
    return await getDb().transaction(async (tx) => {
      const [previous] = await tx
        .select({ streak: checkIns.streak })
        .from(checkIns)
        .where(and(eq(checkIns.userId, userId), eq(checkIns.day, sql`${day} - 1`)))
      const streak = (previous?.streak ?? 0) + 1
      const bonus = streak % STREAK_BONUS_DAYS === 0 ? STREAK_BONUS_POINTS : 0
      const createdAt = at ?? undefined
      const [entry] = await tx
        .insert(pointsLedger)
        .values({ userId, delta: CHECK_IN_POINTS, reason: POINTS_REASON.checkIn, createdAt })
        .returning({ id: pointsLedger.id })
      await tx.insert(checkIns).values({ userId, day: sql`${day}`, ledgerId: entry.id, streak })
      if (bonus > 0)
        await tx.insert(pointsLedger).values({
          userId,
          delta: bonus,
          reason: POINTS_REASON.checkInStreak,
          reference: `streak:${streak}`,
          createdAt,
        })
      return { status: 'credited' as const, points: CHECK_IN_POINTS + bonus, streak, bonus }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'already-checked-in' }
    throw error
  }
}

export async function hasCheckedInToday(userId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ day: checkIns.day })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.day, sql`${today}`)))
  return Boolean(row)
}

/** The running streak: today's, else yesterday's (still alive until tonight's midnight), else 0. */
export async function checkInStreak(userId: number, at: Date | null = null): Promise<number> {
  const day = dayOf(at)
  const [row] = await getDb()
    .select({ streak: checkIns.streak })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), sql`${checkIns.day} between ${day} - 1 and ${day}`))
    .orderBy(desc(checkIns.day))
    .limit(1)
  return row?.streak ?? 0
}

export async function pointsBalance(userId: number): Promise<number> {
  const [row] = await getDb()
    .select({ balance: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
  return row.balance
}

// ---------------------------------------------------------------------------------------------
// Spending: one mechanism for everything that carries a points price
// ---------------------------------------------------------------------------------------------

export type PurchaseItem = { kind: 'course'; id: number } | { kind: 'workflow'; id: number }

export type PurchaseResult =
  | { status: 'unlocked'; price: number; balance: number }
  | { status: 'already-owned' }
  | { status: 'insufficient'; price: number; balance: number }
  | { status: 'not-found' }

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]

/** What each kind of item costs, whether a user already holds it, and how to record the unlock. */
const PURCHASABLE = {
  course: {
    reason: POINTS_REASON.courseUnlock,
    async price(tx: Tx, id: number) {
      const [row] = await tx
        .select({ price: courses.amount })
        .from(courses)
        .where(and(eq(courses.id, id), eq(courses.status, COURSE_STATUS.published)))
      return row?.price ?? null
    },
    async owned(tx: Tx, userId: number, id: number) {
      const [row] = await tx
        .select({ id: courseUnlocks.courseId })
        .from(courseUnlocks)
        .where(and(eq(courseUnlocks.userId, userId), eq(courseUnlocks.courseId, id)))
      return Boolean(row)
    },
    async unlock(tx: Tx, userId: number, id: number, pointsPaid: number, ledgerId: number | null) {
      await tx.insert(courseUnlocks).values({ userId, courseId: id, pointsPaid, ledgerId })
    },
  },
  workflow: {
    reason: POINTS_REASON.workflowUnlock,
    async price(tx: Tx, id: number) {
      const [row] = await tx
        .select({ price: workflows.integralAmount })
        .from(workflows)
        .where(and(eq(workflows.id, id), eq(workflows.isActive, true), eq(workflows.isPublish, true)))
      return row?.price ?? null
    },
    async owned(tx: Tx, userId: number, id: number) {
      const [row] = await tx
        .select({ id: workflowUnlocks.workflowId })
        .from(workflowUnlocks)
        .where(and(eq(workflowUnlocks.userId, userId), eq(workflowUnlocks.workflowId, id)))
      return Boolean(row)
    },
    async unlock(tx: Tx, userId: number, id: number, pointsPaid: number, ledgerId: number | null) {
      await tx.insert(workflowUnlocks).values({ userId, workflowId: id, pointsPaid, ledgerId })
    },
  },
} as const

/**
 * Unlocks a course or a workflow for a user with points, once. The user's row is locked first
 * (`for update`), so purchases by one user run one after another: each sees the balance the one
 * before left, and the balance can never go below zero however many requests race. The ledger
 * debit and the unlock row commit together or not at all; the unlock's primary key is the last
 * guard against a second purchase.
 */
export async function purchaseWithPoints(userId: number, item: PurchaseItem): Promise<PurchaseResult> {
  const kind = PURCHASABLE[item.kind]
  return getDb().transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (!user) return { status: 'not-found' }
    const price = await kind.price(tx, item.id)
    if (price === null) return { status: 'not-found' }
    if (await kind.owned(tx, userId, item.id)) return { status: 'already-owned' }
    const [{ balance }] = await tx
      .select({ balance: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
    if (balance < price) return { status: 'insufficient', price, balance }
    let ledgerId: number | null = null
    if (price > 0) {
      const [entry] = await tx
        .insert(pointsLedger)
        .values({ userId, delta: -price, reason: kind.reason, reference: `${item.kind}:${item.id}` })
        .returning({ id: pointsLedger.id })
      ledgerId = entry.id
    }
    await kind.unlock(tx, userId, item.id, price, ledgerId)
    return { status: 'unlocked', price, balance: balance - price }
  })
}

/**
 * The points a user still has to pay before starting a workflow: 0 for a free one or one they have
 * unlocked (and for an id that names no workflow: the caller's own checks refuse that).
 */
export async function workflowPriceDue(userId: number, workflowId: number): Promise<number> {
  const [row] = await getDb()
    .select({
      price: workflows.integralAmount,
      owned: sql<boolean>`exists (select 1 from ${workflowUnlocks} u where u.user_id = ${userId} and u.workflow_id = ${workflows.id})`,
    })
    .from(workflows)
    .where(eq(workflows.id, workflowId))
  return row && !row.owned ? row.price : 0
}

// ---------------------------------------------------------------------------------------------
// The history page
// ---------------------------------------------------------------------------------------------

export const POINTS_HISTORY_PAGE_SIZE = 20

/** One page of a user's ledger, newest first, with the title of what was bought where there is one. */
export async function pointsHistory(userId: number, page: number) {
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        delta: pointsLedger.delta,
        reason: pointsLedger.reason,
        reference: pointsLedger.reference,
        createdAt: pointsLedger.createdAt,
        courseTitle: courses.title,
        workflowTitle: workflows.title,
        workflowTitleEn: workflows.titleEn,
      })
      .from(pointsLedger)
      .leftJoin(courses, sql`${pointsLedger.reference} = 'course:' || ${courses.id}`)
      .leftJoin(workflows, sql`${pointsLedger.reference} = 'workflow:' || ${workflows.id}`)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(POINTS_HISTORY_PAGE_SIZE)
      .offset((page - 1) * POINTS_HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  ])
  return { rows, total }
}
