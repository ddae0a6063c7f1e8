import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { courseVideoProgress, courseVideos, courses } from '#db/schema/courses'
import { pointsLedger, users } from '#db/schema/users'
import { seedDemoCourses } from '#db/seed/courses'
import { purchaseWithPoints } from '~/utils/points.server'
import {
  featuredVideos,
  listCourses,
  loadCourse,
  saveVideoProgress,
  watchableStoredVideo,
  type CourseListQuery,
} from './courses.server'

async function newCustomer(email: string): Promise<number> {
  const [row] = await getDb().insert(users).values({ email }).returning({ id: users.id })
  return row.id
}

const query = (change: Partial<CourseListQuery> = {}): CourseListQuery => ({ sort: 'recommended', page: 1, ...change })

async function demoCourses() {
  const { courses: rows } = await listCourses(null, query(), 'en')
  const free = rows.find((course) => course.amount === 0)!
  const paid = rows.find((course) => course.amount > 0)!
  return { free, paid }
}

describe('demo courses and the course list', () => {
  it('seeds one free and one paid course with real clips in storage, once, keeping staff edits', async () => {
    const { free, paid } = await demoCourses()
    expect(free).toMatchObject({ videoCount: 2, owned: false, categoryLabel: 'Getting started' })
    expect(paid).toMatchObject({ amount: 20, videoCount: 2, categoryLabel: 'Data analysis' })
    const [video] = await getDb().select().from(courseVideos).where(eq(courseVideos.courseId, free.id)).limit(1)
    const stat = await fileStorage().stat(video.url)
    expect(stat!.size).toBeGreaterThan(5_000)
    expect(stat!.size).toBeLessThan(300_000)
    // MP4: an ftyp box at byte 4.
    expect(Buffer.from((await fileStorage().get(video.url)).slice(4, 8)).toString()).toBe('ftyp')

    await getDb().update(courses).set({ title: 'Staff renamed it' }).where(eq(courses.id, paid.id))
    await seedDemoCourses(getDb())
    const after = await listCourses(null, query(), 'en')
    expect(after.total).toBe(2)
    expect(after.courses.map((course) => course.title)).toContain('Staff renamed it')
    expect((await getDb().select().from(courseVideos)).length).toBe(4)
    expect((await featuredVideos()).map((video) => video.courseId)).toEqual([free.id, paid.id])
  })

  it('filters, searches and marks what the viewer owns', async () => {
    const { free, paid } = await demoCourses()
    const userId = await newCustomer('viewer@example.com')
    await getDb().insert(pointsLedger).values({ userId, delta: 20, reason: 'adjustment' })
    expect((await purchaseWithPoints(userId, { kind: 'course', id: paid.id })).status).toBe('unlocked')
    const mine = await listCourses(userId, query({ sort: 'pointsDesc' }), 'zh')
    expect(mine.courses.map((course) => [course.id, course.owned])).toEqual([
      [paid.id, true],
      [free.id, false],
    ])
    const searched = await listCourses(null, query({ q: 'diversity' }), 'en')
    expect(searched.courses.map((course) => course.id)).toEqual([paid.id])
    const [category] = await getDb().select({ id: courses.categoryId }).from(courses).where(eq(courses.id, free.id))
    const filtered = await listCourses(null, query({ category: category.id }), 'en')
    expect(filtered.courses.map((course) => course.id)).toEqual([free.id])
    expect((await listCourses(null, query({ q: '100%_' }), 'en')).total).toBe(0)
  })
})

describe('watching', () => {
  it('serves stored videos of a free course to anyone signed in, of a paid one only to its buyer', async () => {
    const { free, paid } = await demoCourses()
    const userId = await newCustomer('watcher@example.com')
    const [freeVideo] = await getDb().select().from(courseVideos).where(eq(courseVideos.courseId, free.id))
    const [paidVideo] = await getDb().select().from(courseVideos).where(eq(courseVideos.courseId, paid.id))
    expect(await watchableStoredVideo(freeVideo.id, userId)).not.toBeNull()
    expect(await watchableStoredVideo(paidVideo.id, userId)).toBeNull()
    expect((await loadCourse(paid.id, userId, 'en'))!.mayWatch).toBe(false)
    expect(await saveVideoProgress(userId, paidVideo.id, 3)).toBe(false)

    await getDb().insert(pointsLedger).values({ userId, delta: 20, reason: 'adjustment' })
    await purchaseWithPoints(userId, { kind: 'course', id: paid.id })
    expect(await watchableStoredVideo(paidVideo.id, userId)).toMatchObject({ key: paidVideo.url })
    expect((await loadCourse(paid.id, userId, 'en'))!.mayWatch).toBe(true)
  })

  it('remembers where each user stopped in each video, the newest report winning', async () => {
    const { free } = await demoCourses()
    const [a, b] = [await newCustomer('a@example.com'), await newCustomer('b@example.com')]
    const [video] = await getDb().select().from(courseVideos).where(eq(courseVideos.courseId, free.id))
    expect(await saveVideoProgress(a, video.id, 2)).toBe(true)
    expect(await saveVideoProgress(a, video.id, 3)).toBe(true)
    expect(await saveVideoProgress(b, video.id, 1)).toBe(true)
    const course = await loadCourse(free.id, a, 'en')
    expect(course!.videos.find((v) => v.id === video.id)!.seconds).toBe(3)
    expect((await loadCourse(free.id, b, 'en'))!.videos.find((v) => v.id === video.id)!.seconds).toBe(1)
    expect(await getDb().select().from(courseVideoProgress).where(eq(courseVideoProgress.userId, a))).toHaveLength(1)
  })

  it('reads a byte range of a stored file as a stream', async () => {
    const { free } = await demoCourses()
    const [video] = await getDb().select().from(courseVideos).where(eq(courseVideos.courseId, free.id))
    const whole = await fileStorage().get(video.url)
    const part = new Uint8Array(
      await new Response(fileStorage().createReadStream(video.url, { start: 100, end: 199 })).arrayBuffer(),
    )
    expect(part).toEqual(whole.slice(100, 200))
    expect(await fileStorage().stat('courses/demo/missing.mp4')).toBeNull()
    expect(() => fileStorage().createReadStream('../etc/passwd')).toThrow(/unsafe storage key/)
  })
})
