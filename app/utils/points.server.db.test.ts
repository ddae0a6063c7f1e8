import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { courseUnlocks, courses } from '#db/schema/courses'
import { dictionaryItems } from '#db/schema/dictionary'
import { checkIns, pointsLedger, users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import {
  checkIn,
  checkInStreak,
  hasCheckedInToday,
  pointsBalance,
  pointsHistory,
  purchaseWithPoints,
  workflowPriceDue,
} from './points.server'

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

describe('check-in streaks (Asia/Shanghai calendar days)', () => {
  // 15:59 UTC is 23:59 in Shanghai, 16:01 UTC is 00:01 the next Shanghai day.
  const utc = (iso: string) => new Date(iso)

  it('two minutes apart across the Shanghai midnight are two days and a streak of 2', async () => {
    const userId = await newCustomer('midnight@example.com')
    expect(await checkIn(userId, utc('2026-03-01T15:59:00Z'))).toMatchObject({ status: 'credited', streak: 1 })
    expect(await checkIn(userId, utc('2026-03-01T16:01:00Z'))).toMatchObject({ status: 'credited', streak: 2 })
    const days = await getDb()
      .select({ day: checkIns.day, streak: checkIns.streak })
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
      .orderBy(checkIns.day)
    expect(days).toEqual([
      { day: '2026-03-01', streak: 1 },
      { day: '2026-03-02', streak: 2 },
    ])
    expect(await checkInStreak(userId, utc('2026-03-02T15:59:00Z'))).toBe(2)
    // The next Shanghai day the streak is still alive (yesterday counts); the day after it is gone.
    expect(await checkInStreak(userId, utc('2026-03-02T16:01:00Z'))).toBe(2)
    expect(await checkInStreak(userId, utc('2026-03-03T16:01:00Z'))).toBe(0)
  })

  it('the same Shanghai day across the UTC midnight is one day', async () => {
    const userId = await newCustomer('utc-midnight@example.com')
    // 23:59 UTC and 00:01 UTC the next day are 07:59 and 08:01 on one Shanghai day.
    expect((await checkIn(userId, utc('2026-03-01T23:59:00Z'))).status).toBe('credited')
    expect((await checkIn(userId, utc('2026-03-02T00:01:00Z'))).status).toBe('already-checked-in')
    expect(await pointsBalance(userId)).toBe(1)
  })

  it('adds 5 points on every 7th consecutive day and starts again after a gap', async () => {
    const userId = await newCustomer('streaker@example.com')
    const results = []
    // Days 1-7 at 23:59 Shanghai, then 14 at 00:01 Shanghai (day 8 missed).
    for (let day = 1; day <= 7; day++) {
      results.push(await checkIn(userId, utc(`2026-04-${String(day).padStart(2, '0')}T15:59:00Z`)))
    }
    results.push(await checkIn(userId, utc('2026-04-08T16:01:00Z')))
    expect(results.map((r) => (r.status === 'credited' ? [r.streak, r.points] : r.status))).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 6],
      [1, 1],
    ])
    expect(await pointsBalance(userId)).toBe(7 + 5 + 1)
    const bonus = await getDb()
      .select({ delta: pointsLedger.delta, reason: pointsLedger.reason })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'check_in_streak')))
    expect(bonus).toEqual([{ delta: 5, reason: 'check_in_streak' }])
  })
})

async function publishedCourse(amount: number, title = `课程 ${amount}`): Promise<number> {
  const [category] = await getDb()
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.category, 'CourseCategory'))
    .limit(1)
  const [row] = await getDb()
    .insert(courses)
    .values({ title, description: '', cover: 'c.png', url: '-', categoryId: category.id, amount, status: 1 })
    .returning({ id: courses.id })
  return row.id
}

describe('buying with points', () => {
  it('100 concurrent purchases with points for exactly one succeed once; the balance ends at 0', async () => {
    const userId = await newCustomer('rush@example.com')
    const courseId = await publishedCourse(30)
    await getDb().insert(pointsLedger).values({ userId, delta: 30, reason: 'adjustment' })
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: 100 }, () => purchaseWithPoints(userId, { kind: 'course', id: courseId })),
    )
    const elapsed = performance.now() - started
    // The figure the issue asks for (about 1-2.5 s on the 2-core machine): each attempt waits for the user's row lock.
    process.stdout.write(`100 concurrent purchase attempts took ${elapsed.toFixed(0)} ms\n`)
    expect(elapsed).toBeLessThan(30_000)
    expect(results.filter((r) => r.status === 'unlocked')).toHaveLength(1)
    expect(results.filter((r) => r.status === 'already-owned')).toHaveLength(99)
    expect(await pointsBalance(userId)).toBe(0)
    const debits = await getDb()
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'course_unlock')))
    expect(debits).toMatchObject([{ delta: -30, reference: `course:${courseId}` }])
    const unlocks = await getDb().select().from(courseUnlocks).where(eq(courseUnlocks.userId, userId))
    expect(unlocks).toMatchObject([{ courseId, pointsPaid: 30, ledgerId: debits[0].id }])
  })

  it('100 concurrent purchases of different courses never spend more than the balance', async () => {
    const userId = await newCustomer('spender@example.com')
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => publishedCourse(10, `课 ${i}`)))
    await getDb().insert(pointsLedger).values({ userId, delta: 35, reason: 'adjustment' })
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => purchaseWithPoints(userId, { kind: 'course', id: ids[i % 10] })),
    )
    expect(results.filter((r) => r.status === 'unlocked')).toHaveLength(3)
    expect(await pointsBalance(userId)).toBe(5)
  })

  it('refuses without enough points and says the balance and the price', async () => {
    const userId = await newCustomer('poor@example.com')
    const courseId = await publishedCourse(50)
    await getDb().insert(pointsLedger).values({ userId, delta: 12, reason: 'adjustment' })
    expect(await purchaseWithPoints(userId, { kind: 'course', id: courseId })).toEqual({
      status: 'insufficient',
      price: 50,
      balance: 12,
    })
    expect(await pointsBalance(userId)).toBe(12)
    expect(await getDb().select().from(courseUnlocks).where(eq(courseUnlocks.userId, userId))).toHaveLength(0)
  })

  it('unlocks a paid workflow once with the same mechanism, and only then may it be started', async () => {
    const userId = await newCustomer('workflow-buyer@example.com')
    const [workflow] = await getDb()
      .insert(workflows)
      .values({ title: '付费流程', integralAmount: 20, isActive: true, isPublish: true })
      .returning({ id: workflows.id })
    await getDb().insert(pointsLedger).values({ userId, delta: 25, reason: 'adjustment' })
    expect(await workflowPriceDue(userId, workflow.id)).toBe(20)
    expect(await purchaseWithPoints(userId, { kind: 'workflow', id: workflow.id })).toEqual({
      status: 'unlocked',
      price: 20,
      balance: 5,
    })
    expect(await purchaseWithPoints(userId, { kind: 'workflow', id: workflow.id })).toEqual({ status: 'already-owned' })
    expect(await workflowPriceDue(userId, workflow.id)).toBe(0)
    expect(await pointsBalance(userId)).toBe(5)
    const history = await pointsHistory(userId, 1)
    expect(history.total).toBe(2)
    expect(history.rows[0]).toMatchObject({ delta: -20, reason: 'workflow_unlock', workflowTitle: '付费流程' })
  })

  it('does not sell an unpublished course', async () => {
    const userId = await newCustomer('early@example.com')
    const courseId = await publishedCourse(0)
    await getDb().update(courses).set({ status: 0 }).where(eq(courses.id, courseId))
    expect(await purchaseWithPoints(userId, { kind: 'course', id: courseId })).toEqual({ status: 'not-found' })
  })
})
