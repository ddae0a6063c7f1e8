import iconv from 'iconv-lite'
import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_TOOLS } from '../../db/seed/tools/index'
import { launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { CUSTOMER } from './http'
import { databaseUrl } from './platform-tasks'
import { eventually } from '../support/eventually'

/*
 * A table as Excel on Chinese Windows saves it (GBK, Chinese headers), chosen on the box plot with
 * JavaScript: the column menus, which the browser fills from the file before anything is uploaded,
 * show the headers as the server will read them, and the run with them succeeds.
 */

const boxPlot = SEEDED_TOOLS.find((tool) => tool.scriptClassName === 'BoxPlot')!
const dataKey = boxPlot.dataFiles[0].key
const GROUP = '处理组'
const VALUE = '虫数'
const rows = [
  ['甲', 10],
  ['甲', 7],
  ['甲', 20],
  ['乙', 11],
  ['乙', 17],
  ['乙', 21],
  ['丙', 0],
  ['丙', 1],
  ['丙', 7],
]
const gbkTable = iconv.encode([`${GROUP}\t${VALUE}`, ...rows.map((row) => row.join('\t'))].join('\r\n') + '\r\n', 'gbk')

let browser: Browser
let sql: postgres.Sql

beforeAll(async () => {
  browser = await launchBrowser()
  sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} })
})
afterAll(async () => {
  await browser?.close()
  await sql?.end()
})

describe('a GBK table with JavaScript', () => {
  it('shows its Chinese headers in the column menus and runs with them', async () => {
    const [{ id }] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'BoxPlot'`
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${id}`)
      // Hydrated: the file input's change handler, which reads the header, is attached.
      await whenHydrated(page, 'form[enctype="multipart/form-data"]')
      await page.setInputFiles(`input[name="file:${dataKey}"]`, {
        name: 'gbk.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: gbkTable,
      })
      const groupMenu = page.locator('select[name="group_column"]')
      await groupMenu.locator('option', { hasText: GROUP }).waitFor({ state: 'attached' })
      const offered = await groupMenu
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
      // The file's header first; a column the form remembered from an earlier run stays selectable after it.
      expect(offered.slice(0, 2)).toEqual([GROUP, VALUE])
      await groupMenu.selectOption(GROUP)
      await page.locator('select[name="value_column"]').selectOption(VALUE)
      await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
      const taskId = Number(new URL(page.url()).pathname.split('/').pop())
      const [task] = await eventually(
        `task ${taskId} to finish`,
        () => sql<{ status: number }[]>`select status from tool_tasks where id = ${taskId}`,
        { until: ([task]) => task.status >= 400 },
      )
      await page.reload()
      expect(task.status, (await page.textContent('main')) ?? '').toBe(800)
    } finally {
      await context.close()
    }
  })
})
