import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { checkIns, pointsLedger, users } from '#db/schema/users'
import { checkIn, hasCheckedInToday, pointsBalance } from './points.server'

async function newCustomer(email: string): Promise<number> {
  const [row] = await getDb().insert(users).values({ email }).returning({ id: users.id })
  return row.id
}

describe('daily check-in', () => {
  it('credits one point once per day however many requests race for it', async () => {
    const userId = await newCustomer('racer@example.com')
    const results = await Promise.all(Array.from({ length: 20 }, () => checkIn(userId)))
    expect(results.filter((r) => r.status === 'credited')).toHaveLength(1)
    expect(results.filter((r) => r.status === 'already-checked-in')).toHaveLength(19)
    expect(await pointsBalance(userId)).toBe(1)
    expect(await getDb().select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).toHaveLength(1)
    expect(await hasCheckedInToday(userId)).toBe(true)
  })

  it('counts the calendar day in Asia/Shanghai', async () => {
    const userId = await newCustomer('timezone@example.com')
    await checkIn(userId)
    const [row] = await getDb()
      .select({
        day: checkIns.day,
        shanghaiToday: sql<string>`to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
      })
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
    expect(row.day).toBe(row.shanghaiToday)
  })

  it('keeps the balance equal to the sum of the ledger', async () => {
    const userId = await newCustomer('ledger@example.com')
    await getDb()
      .insert(pointsLedger)
      .values([
        { userId, delta: 30, reason: 'adjustment' },
        { userId, delta: -12, reason: 'course_unlock', reference: 'course:1' },
      ])
    await checkIn(userId)
    expect(await pointsBalance(userId)).toBe(19)
  })
})
