import { and, eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { checkIns, pointsLedger } from '#db/schema/users'
import { POINTS_REASON } from '#core/accounts'
import { PLATFORM_TIME_ZONE } from '#core/language'

export const CHECK_IN_POINTS = 1

const today = sql`(now() at time zone ${PLATFORM_TIME_ZONE})::date`

export type CheckInResult = { status: 'credited'; points: number } | { status: 'already-checked-in' }

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true
  }
  return false
}

/**
 * Credits the daily check-in once per calendar day. The ledger row and the check-in row commit
 * together; the check-in's primary key (user, day) makes a concurrent second attempt fail and roll
 * its ledger row back, so the balance can never be credited twice.
 */
export async function checkIn(userId: number): Promise<CheckInResult> {
  try {
    await getDb().transaction(async (tx) => {
      const [entry] = await tx
        .insert(pointsLedger)
        .values({ userId, delta: CHECK_IN_POINTS, reason: POINTS_REASON.checkIn })
        .returning({ id: pointsLedger.id })
      await tx.insert(checkIns).values({ userId, day: sql`${today}`, ledgerId: entry.id })
    })
    return { status: 'credited', points: CHECK_IN_POINTS }
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

export async function pointsBalance(userId: number): Promise<number> {
  const [row] = await getDb()
    .select({ balance: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
  return row.balance
}
