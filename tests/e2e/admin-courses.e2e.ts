import path from 'node:path'
import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { createAccounts } from './example-demo'
import { get, sessionCookieFor } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * The course desk (/setting/course-management) as a staff member holding only menu:settings-course
 * uses it, without JavaScript: the settings group lets them in and shows only the course desk; they
 * create a course with a cover, upload a small MP4 (its duration read from the file), and publish
 * the course. Every change leaves its audit row.
 */

const COURSE_ONLY = { email: 'course-only-staff@biocloud.example.com', password: 'Course#2026only' }
const FIXTURES = path.resolve('tests/fixtures/courses')
const TITLE = `E2E course ${Date.now()}`

let browser: Browser
let sql: postgres.Sql

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  createAccounts([COURSE_ONLY], 'Course')
  await sql.begin(async (tx) => {
    await tx`update users set account_type = 1 where lower(email) = ${COURSE_ONLY.email}`
    const [role] = await tx<{ id: number }[]>`
      insert into roles (name, description) values ('course-only', 'Course management only')
      on conflict (name) do update set description = excluded.description returning id`
    await tx`insert into role_permissions (role_id, permission_id)
      select ${role.id}, id from permissions where code = 'menu:settings-course' on conflict do nothing`
    await tx`insert into user_roles (user_id, role_id)
      select id, ${role.id} from users where lower(email) = ${COURSE_ONLY.email} on conflict do nothing`
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 5 })
})

describe('the course desk', () => {
  it('lets a holder of menu:settings-course alone in, and no further than the course desk', async () => {
    const cookie = await sessionCookieFor(COURSE_ONLY.email, COURSE_ONLY.password)
    expect((await get('/setting', cookie)).headers.get('location')).toBe('/setting/course-management')
    expect((await get('/setting/tool', cookie)).headers.get('location')).toBe('/401')
    const page = await get('/setting/course-management', cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('href="/setting/course-management/create"')
    // The side menu lists the course desk only.
    expect(html).not.toContain('href="/setting/tool"')
  })

  it('creates a course with a cover, uploads a video and publishes it (JavaScript off)', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, COURSE_ONLY.email, COURSE_ONLY.password)
    await page.goto('/setting/course-management/create')

    // The spec's rules first: an empty form comes back (400) with its messages.
    expectBrowserError(/status of 400/)
    await page.getByRole('button', { name: '创建课程' }).click()
    await page.getByText('标题不能为空').waitFor()
    await page.getByText('请上传图片').waitFor()

    await page.fill('input[name="title"]', TITLE)
    await page.fill('textarea[name="description"]', 'Made by the course desk test.')
    await page.fill('input[name="amount"]', '12')
    await page.fill('input[name="sort"]', '3')
    await page.selectOption('select[name="categoryId"]', { label: '平台使用' })
    await page.fill('input[name="url"]', 'https://example.com/course')
    await page.setInputFiles('input[name="cover"]', path.join(FIXTURES, 'cover.png'))
    await page.getByRole('button', { name: '创建课程' }).click()
    await page.waitForURL(/\/setting\/course-management\/\d+\/videos$/)
    const courseId = Number(/\/(\d+)\/videos$/.exec(page.url())![1])

    await page.fill('#video-add input[name="title"]', 'Two seconds')
    await page.fill('#video-add input[name="sort"]', '1')
    await page.setInputFiles('input[name="video"]', path.join(FIXTURES, 'clip.mp4'))
    await page.getByRole('button', { name: '添加视频' }).click()
    await page.getByTestId('flash').filter({ hasText: '视频“Two seconds”已添加。' }).waitFor()
    expect(await page.getByTestId('video-duration').innerText()).toBe('0:02')

    await page.goto(`/setting/course-management?q=${encodeURIComponent(TITLE)}`)
    await page.check(`input[name="ids"][value="${courseId}"]`)
    await page.getByRole('button', { name: '发布', exact: true }).click()
    await page.getByTestId('flash').filter({ hasText: '已发布 1 门课程。' }).waitFor()
    expect(await page.getByTestId('course-status').innerText()).toBe('已发布')
    const cover = await page.request.get(`/setting/course-management/${courseId}/cover`)
    expect(cover.headers()['content-type']).toBe('image/png')

    const [course] = await sql<{ status: number; amount: number; videos: number; duration: number }[]>`
      select c.status, c.amount, count(v.id)::int as videos, max(v.duration_seconds) as duration
      from courses c left join course_videos v on v.course_id = c.id where c.id = ${courseId} group by c.id`
    expect(course).toEqual({ status: 1, amount: 12, videos: 1, duration: 2 })
    const audit = await sql<{ entity_type: string; action: string }[]>`
      select entity_type, action from audit_log
      where actor_email = ${COURSE_ONLY.email} and (entity_id = ${String(courseId)} or entity_type = 'course-video')
      order by id`
    expect(audit).toEqual([
      { entity_type: 'course', action: 'create' },
      { entity_type: 'course-video', action: 'create' },
      { entity_type: 'course', action: 'publish' },
    ])
    await context.close()
  })
})
