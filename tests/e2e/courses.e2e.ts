import postgres from 'postgres'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hashPassword } from '#core/password.server'
import { baseUrl, launchBrowser, logIn, newPage } from './browser'
import { get, sessionCookieFor } from './http'

/*
 * Courses and points as a new customer meets them: check in, buy a course with points, watch and
 * seek (the video answers 206), be refused another for want of points; and the same purchase
 * without JavaScript. Each customer is made here with the balance the test needs.
 */

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
let browser: Browser
const PASSWORD = 'Courses#2026'
let freeCourse: number
let paidCourse: number
let dearCourse: number

async function customerWithPoints(email: string, points: number): Promise<void> {
  const hash = await hashPassword(PASSWORD)
  const [user] = await sql<
    { id: number }[]
  >`insert into users (email, first_name) values (${email}, 'Learner') returning id`
  await sql`insert into passwords (user_id, hash) values (${user.id}, ${hash})`
  if (points > 0)
    await sql`insert into points_ledger (user_id, delta, reason) values (${user.id}, ${points}, 'adjustment')`
}

beforeAll(async () => {
  browser = await launchBrowser()
  const seeded = await sql<{ id: number; amount: number }[]>`
    select id, amount from courses where status = 1 and (title like '%Getting started' or title like '%Reading diversity results') order by amount`
  ;[freeCourse, paidCourse] = seeded.map((course) => course.id)
  // A dearer course, to be refused for want of points.
  const [dear] = await sql<{ id: number }[]>`
    insert into courses (title, description, cover, url, category_id, amount, status)
    select 'Advanced statistics', 'A long course', cover, url, category_id, 50, 1 from courses where id = ${paidCourse}
    returning id`
  dearCourse = dear.id
  await sql`insert into course_videos (course_id, title, url, url_type, sort)
            select ${dearCourse}, title, url, url_type, sort from course_videos where course_id = ${paidCourse}`
  await customerWithPoints('course-buyer@example.com', 19)
  await customerWithPoints('course-buyer-nojs@example.com', 50)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await sql.end()
})

async function englishPage(javaScriptEnabled: boolean): Promise<Page> {
  const { context, page } = await newPage(browser, { javaScriptEnabled })
  const url = new URL(baseUrl())
  await context.addCookies([
    { name: 'lng', value: Buffer.from(JSON.stringify('en')).toString('base64'), domain: url.hostname, path: '/' },
  ])
  return page
}

describe('courses and points', () => {
  it('a customer checks in, buys a course, plays and seeks its video (206), resumes there, and is refused a dearer one', async () => {
    const page = await englishPage(true)
    await logIn(page, 'course-buyer@example.com', PASSWORD)

    await page.click('[data-testid="user-menu"] summary')
    await page.click('button:has-text("Daily check-in +1 point")')
    await expect.poll(() => page.textContent('body')).toContain('Checked in: 1 point added!')
    await page.click('[data-testid="user-menu"] summary')
    expect(await page.textContent('[data-testid="check-in-streak"]')).toContain('1 day in a row')
    expect(await page.textContent('[data-testid="points-balance"]')).toBe('20 points')

    await page.goto('/course')
    expect(await page.locator('[data-testid="course-card"]').count()).toBeGreaterThanOrEqual(3)
    await page.click(`a[href="/course/${paidCourse}"] >> nth=0`)
    await page.waitForSelector('[data-testid="course-locked"]')
    // The player asks for byte ranges (206 Partial Content) as soon as the bought course shows it.
    const partial = page.waitForResponse((r) => r.url().includes('/resources/course-video/') && r.status() === 206)
    await page.click('button:has-text("Buy for 20 points")')
    await expect.poll(() => page.textContent('body')).toContain('Unlocked for 20 points. Your balance is now 0 points.')
    expect(await page.textContent('[data-testid="points-balance"]')).toBe('0 points')

    const response = await partial
    expect(response.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/)
    expect(response.headers()['accept-ranges']).toBe('bytes')
    // Seek to the 3rd second; the pause reports the position.
    const player = page.locator('[data-testid="course-player"]')
    const seeked = await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true
      if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve))
      video.currentTime = 3
      await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }))
      video.dispatchEvent(new Event('pause'))
      // What a player asks when it seeks into a part of a long video it has not loaded.
      const tail = await fetch(video.currentSrc.split('#')[0], { headers: { Range: 'bytes=4000-' } })
      return { at: video.currentTime, status: tail.status, range: tail.headers.get('content-range') }
    })
    expect(seeked).toMatchObject({ at: 3, status: 206, range: expect.stringMatching(/^bytes 4000-\d+\/\d+$/) })

    // The pause reported the position: the course page says it resumes there.
    await expect
      .poll(async () => {
        const [row] = await sql`select p.seconds from course_video_progress p join users u on u.id = p.user_id
                                where u.email = 'course-buyer@example.com'`
        return row?.seconds
      })
      .toBe(3)
    await page.reload()
    expect(await page.textContent('[data-page="course"]')).toContain('Resumes at 0:03')

    await page.goto(`/course/${dearCourse}`)
    await page.click('button:has-text("Buy for 50 points")')
    await expect
      .poll(() => page.textContent('body'))
      .toContain('Not enough points: this costs 50 points and your balance is 0 points.')

    await page.goto('/userCenter/points')
    const rows = await page.locator('[data-testid="points-row"]').allTextContents()
    expect(rows[0]).toContain('Course bought')
    expect(rows[0]).toContain('-20')
    expect(rows.some((row) => row.includes('Daily check-in') && row.includes('+1'))).toBe(true)
  })

  it('buys without JavaScript, and serves the video only to a buyer or for a free course', async () => {
    const page = (await newPage(browser, { javaScriptEnabled: false })).page
    await logIn(page, 'course-buyer-nojs@example.com', PASSWORD)
    await page.goto(`/course/${dearCourse}`)
    await Promise.all([page.waitForURL(`**/course/${dearCourse}`), page.click('button:has-text("使用 50 积分购买")')])
    expect(await page.textContent('body')).toContain('已使用 50 积分解锁，当前余额 0 积分。')
    expect(await page.locator('[data-testid="course-player"]').count()).toBe(1)

    const [video] = await sql<
      { id: number }[]
    >`select id from course_videos where course_id = ${paidCourse} order by sort limit 1`
    const [freeVideo] = await sql<
      { id: number }[]
    >`select id from course_videos where course_id = ${freeCourse} limit 1`
    const cookie = await sessionCookieFor('course-buyer-nojs@example.com', PASSWORD)
    // Not bought: as if there were no such video. Free: served, with ranges.
    expect((await get(`/resources/course-video/${video.id}`, cookie)).status).toBe(404)
    const ranged = await fetch(`${baseUrl()}/resources/course-video/${freeVideo.id}`, {
      headers: { Cookie: cookie, Range: 'bytes=0-99' },
    })
    expect(ranged.status).toBe(206)
    expect((await ranged.arrayBuffer()).byteLength).toBe(100)
    const outside = await fetch(`${baseUrl()}/resources/course-video/${freeVideo.id}`, {
      headers: { Cookie: cookie, Range: 'bytes=99999999-' },
    })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/)
  })
})
