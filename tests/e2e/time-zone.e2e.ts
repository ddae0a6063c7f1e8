import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, logIn } from './browser'
import { CUSTOMER } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * One moment reads the same on every page, whatever the reader's browser's time zone: a browser in UTC, with
 * JavaScript and without, sees a task's creation time and a saved parameter set's time, both stored as
 * 2026-03-04 20:31 UTC, as 04:31 the next morning, the platform's time (Asia/Shanghai, UTC+8), which the footer names.
 */
const MOMENT = '2026-03-04T20:31:00Z'
/** 20:31 UTC is 04:31 on the 5th in Shanghai; zh-CN's short date and medium time. */
const SHOWN = '2026/3/5 04:31:00'

let browser: Browser
let sql: postgres.Sql
let taskId: number
let toolId: number

beforeAll(async () => {
  browser = await launchBrowser()
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  const [task] = await sql<{ id: number; toolId: number }[]>`
    insert into tool_tasks (task_number, tool_id, user_id, status, error_code, created_at, started_at, ended_at)
    select ${`T-zone-${Date.now()}`}, (select min(id) from tools where publish_status = 1), id, 400, '1001', ${MOMENT}, ${MOMENT}, ${MOMENT}
    from users where email = ${CUSTOMER.email}
    returning id, tool_id as "toolId"`
  taskId = task.id
  toolId = task.toolId
  await sql`
    insert into saved_tool_parameters (user_id, tool_id, record_name, created_at, updated_at)
    select id, ${toolId}, '时区检查', ${MOMENT}, ${MOMENT} from users where email = ${CUSTOMER.email}`
})

afterAll(async () => {
  await sql`delete from saved_tool_parameters where record_name = '时区检查'`
  await sql`delete from tool_tasks where id = ${taskId}`
  await browser.close()
  await sql.end()
})

describe.each([false, true])('times with JavaScript %s in a UTC browser', (javaScriptEnabled) => {
  it('show one moment alike on the task page and in the saved parameters, in the platform time the footer names', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled,
      locale: 'zh-CN',
      timezoneId: 'UTC',
    })
    const page = await context.newPage()
    await logIn(page, CUSTOMER.email, CUSTOMER.password)

    await page.goto(`/task/${taskId}`)
    const created = page.locator('dt', { hasText: /^提交时间$/ }).locator('xpath=following-sibling::dd')
    // With JavaScript, hydration has had its turn once the page is idle; its text must be the server's.
    if (javaScriptEnabled) await page.waitForLoadState('networkidle')
    expect(await created.textContent()).toBe(SHOWN)
    expect(await page.getByTestId('time-zone-note').textContent()).toBe('本站时间均为北京时间（UTC+8）')

    await page.goto(`/tool/${toolId}`)
    if (javaScriptEnabled) await page.waitForLoadState('networkidle')
    const saved = page.getByTestId('saved-set').filter({ hasText: '时区检查' })
    expect(await saved.locator('p').nth(1).textContent()).toBe(SHOWN)
    await context.close()
  })
})
