import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { readSheet } from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { STAFF } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * The tool-data desk as staff use it, with JavaScript and without (issue 21, "Verified"): find a
 * fresh customer's failed task by the customer filter, open it (staff may open any task), tick it and
 * export the selection as XLSX, and read the downloaded workbook back.
 */

let browser: Browser
let sql: postgres.Sql

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
})

/** A customer of this test alone, with one failed tool task whose error a spreadsheet would run. */
async function customerWithTask(tag: string) {
  const email = `tools-data-${tag}-${Date.now()}@example.com`
  const [customer] = await sql<{ id: number }[]>`
    insert into users (email, first_name, last_name) values (${email}, 'Desk', ${tag}) returning id`
  const [tool] = await sql<{ id: number }[]>`select id from tools where deleted_at is null order by id limit 1`
  const taskNumber = `TE2E${tag}${Date.now()}`
  const [task] = await sql<{ id: number }[]>`
    insert into tool_tasks (task_number, tool_id, user_id, status, params, error_code, error_log)
    values (${taskNumber}, ${tool.id}, ${customer.id}, 400, ${sql.json({ top: 7 })}, '1004', '=1+2')
    returning id`
  return { email, taskNumber, taskId: task.id }
}

describe('the tool-data desk', () => {
  it.each([true, false])(
    "filters to a customer's task, opens it and exports the selection as XLSX (JavaScript %s)",
    async (javaScriptEnabled) => {
      const { email, taskNumber, taskId } = await customerWithTask(javaScriptEnabled ? 'js' : 'html')
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, STAFF.email, STAFF.password)

      await page.goto('/tools-data')
      await whenHydrated(page, 'form[role="search"]', javaScriptEnabled)
      await page.fill('input[name="customer"]', email)
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('customer') === email),
        page.click('form[role="search"] button[type="submit"]'),
      ])
      const rows = page.locator('[data-testid="admin-table"] tbody tr')
      await expect.poll(() => rows.count()).toBe(1)
      await expect.poll(() => rows.first().locator('[data-testid="task-link"]').textContent()).toBe(taskNumber)
      await rows.first().locator('summary').click()
      expect(await rows.first().locator('[data-testid="task-error"]').textContent()).toBe('1004: =1+2')

      // Staff open a customer's task like its owner.
      await Promise.all([
        page.waitForURL(`**/task/${taskId}`),
        rows.first().locator('[data-testid="task-link"]').click(),
      ])
      expect(await page.locator('main').textContent()).toContain(taskNumber)
      await page.goBack()
      await whenHydrated(page, 'form[role="search"]', javaScriptEnabled)

      await page.check(`input[name="ids"][value="${taskId}"]`)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('#tools-data-selection button[value="xlsx"]'),
      ])
      expect(download.suggestedFilename()).toMatch(/^tool-records-\d{8}-\d{4}\.xlsx$/)
      const sheet = await readSheet(await download.createReadStream())
      expect(sheet).toHaveLength(2)
      expect(sheet[0][0]).toBe('任务编号')
      expect(sheet[1].slice(0, 2)).toEqual([taskNumber, email])
      expect(sheet[1][11]).toBe("'=1+2")
      await context.close()
    },
  )
})
