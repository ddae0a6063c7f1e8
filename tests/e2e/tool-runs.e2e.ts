import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toolDemoFolder } from '../../tools/index'
import { baseUrl, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { createAccounts } from './example-demo'
import { CUSTOMER, get, sessionCookieFor, STAFF } from './http'
import { createTask, databaseUrl } from './platform-tasks'
import { eventually } from '../support/eventually'

/**
 * The tool task lifecycle as a user sees it: a queued task's run page advances by itself to its
 * result (server-sent events with JavaScript, a 3 s refresh without), failures explain themselves,
 * and the records page lists, reruns and deletes.
 */

const OTHER_CUSTOMER = { email: 'second-customer@example.com', password: 'Second#2026cust' }

// R's InsectSprays, spray C: 0 0 1 1 1 1 2 2 3 3 4 7. By hand: Tukey's hinges are the medians of
// the lower and upper six values (1 and 3), the median is (1 + 2) / 2 = 1.5, the upper fence is
// 3 + 1.5 × 2 = 6, so the whisker stops at 4 and 7 is an outlier — as R's boxplot.stats gives.
const SPRAY_C_ROW = ['C', '12', '0', '1', '1.5', '3', '4', '7']

// The worker renders a chart or fails a run on a machine the other test runs keep busy: a generous bound.
const RUN_PATIENCE_MS = 90_000

let sql: postgres.Sql
let browser: Browser

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  createAccounts([OTHER_CUSTOMER], 'Second')
})

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 5 })
})

/**
 * Keeps the worker from starting any run while `body` runs: the job's first write is a tool_runs
 * row, which waits for this SHARE lock, so the task stays queued (status 1) until it is released.
 */
async function withRunsHeld(body: () => Promise<void>): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`lock table tool_runs in share mode`
    await body()
  })
}

async function stageStates(page: Page): Promise<Record<string, string | null>> {
  const stages = await page.locator('[data-stage]').all()
  return Object.fromEntries(
    await Promise.all(
      stages.map(async (stage) => [await stage.getAttribute('data-stage'), await stage.getAttribute('data-state')]),
    ),
  )
}

async function tableRow(page: Page, tableId: string, firstCell: string): Promise<string[]> {
  const row = page.locator(`[data-table="${tableId}"] tbody tr`, {
    has: page.locator(`td:first-child:text-is("${firstCell}")`),
  })
  return (await row.locator('td').allTextContents()).map((text) => text.trim())
}

describe.each([
  { javaScriptEnabled: false, chart: 'img' },
  { javaScriptEnabled: true, chart: 'canvas' },
])('the run page with JavaScript $javaScriptEnabled', ({ javaScriptEnabled, chart }) => {
  it(
    `advances by itself from submitted to the result with a chart (${chart}) and a table`,
    async () => {
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      let taskNumber = ''
      await withRunsHeld(async () => {
        const task = createTask({ email: CUSTOMER.email, scriptClassName: 'BoxPlot', language: 'zh' })
        taskNumber = task.taskNumber
        await page.goto(`/task/${task.id}`)
        await expect(page.locator('h1').textContent()).resolves.toBe(`工具任务 ${task.taskNumber}`)
        await expect(page.getByTestId('status-label').textContent()).resolves.toBe('排队中')
        expect(await stageStates(page)).toEqual({ submitted: 'current', analysing: 'pending', success: 'pending' })
        await expect(page.locator('[data-chart]').count()).resolves.toBe(0)
        // Without JavaScript the page asks the browser to reload it; with it, the event stream does the work.
        if (!javaScriptEnabled)
          await expect(page.locator('meta[http-equiv="refresh"]').getAttribute('content')).resolves.toBe('3')
        await page.evaluate(() => Object.assign(window, { __sameDocument: true })).catch(() => {})
      })

      // Nothing but the page itself moves it on from here.
      await page.locator(`[data-chart] ${chart}`).waitFor({ timeout: RUN_PATIENCE_MS })
      expect(await stageStates(page)).toEqual({ submitted: 'done', analysing: 'done', success: 'done' })
      await expect(page.getByTestId('status-label').textContent()).resolves.toBe('成功')
      if (javaScriptEnabled) {
        // Updated in place from the event stream, not by reloading.
        await expect(page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true)
      } else {
        const png = page.locator('[data-chart] img')
        await expect(png.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(1600)
      }
      await expect(page.locator('[data-chart] a', { hasText: '下载 PNG' }).count()).resolves.toBe(1)
      expect(await tableRow(page, 'box-statistics', 'C')).toEqual(SPRAY_C_ROW)
      await expect(page.locator('[data-table="box-statistics"] tbody tr').count()).resolves.toBe(6)
      await expect(page.locator('h1').textContent()).resolves.toBe(`工具任务 ${taskNumber}`)
      await context.close()
    },
    2 * RUN_PATIENCE_MS,
  )
})

/**
 * Switches the page's language with the header's language buttons, which bring the reader back to
 * the same page (reloaded without JavaScript, revalidated with it), and waits until it shows the language.
 */
async function switchLanguage(page: Page, language: 'zh' | 'en') {
  await page.click(`button[name="language"][value="${language}"]`)
  await page.waitForSelector(`html[lang="${language === 'zh' ? 'zh-CN' : 'en-US'}"]`)
  await page.getByTestId('failure-message').waitFor()
}

describe('a failed run', () => {
  it.each([false, true])(
    'shows the 1002 title, its suggestion and the message naming row and column, in the reader’s language (JavaScript %s)',
    async (javaScriptEnabled) => {
      const { id } = createTask({
        email: CUSTOMER.email,
        scriptClassName: 'BoxPlot',
        language: 'zh',
        files: { table: { fileName: 'counts.tsv', text: 'spray\tcount\nA\t10\nB\tmany\n' } },
      })
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/task/${id}`)
      const failure = page.locator('[data-error-code="1002"]')
      await failure.waitFor({ timeout: RUN_PATIENCE_MS })
      await expect(failure.locator('h2').textContent()).resolves.toBe('1002 · 数据校验错误')
      await expect(failure.textContent()).resolves.toContain('请检查文件格式、文件编码（UTF-8）和分隔符。')
      await expect(page.getByTestId('failure-message').textContent()).resolves.toBe(
        'counts.tsv 第 3 行第 2 列：列“count”的值“many”不是数值。',
      )
      expect(await stageStates(page)).toEqual({ submitted: 'done', analysing: 'done', failed: 'failed' })
      await expect(page.locator('[data-stage="failed"] a').getAttribute('href')).resolves.toMatch(/^\/tool\/\d+$/)
      // The message is stored without a language: switching the page's language switches it.
      await switchLanguage(page, 'en')
      await expect.poll(() => failure.locator('h2').textContent()).toBe('1002 · Data validation error')
      await expect
        .poll(() => page.getByTestId('failure-message').textContent())
        .toBe('counts.tsv, line 3, column 2: column "count" holds "many", which is not a number.')
      await context.close()
    },
    2 * RUN_PATIENCE_MS,
  )

  it.each([false, true])(
    'says in Chinese that an uploaded OTU table names a sample twice (JavaScript %s)',
    async (javaScriptEnabled) => {
      const [{ id: toolId }] = await sql<
        { id: number }[]
      >`select id from tools where script_class_name = 'AlphaDiversity'`
      // The Global Patterns demo table with its second sample renamed after the first.
      const demo = fs.readFileSync(path.join(toolDemoFolder('AlphaDiversity'), 'otu_table.tsv'), 'utf8')
      const duplicated = demo.replace(/^OTU ID\tCL3\tCC1\t/, 'OTU ID\tCL3\tCL3\t')
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${toolId}?demo=1`)
      await whenHydrated(page, 'form[enctype="multipart/form-data"]', javaScriptEnabled)
      await page.setInputFiles('input[name="file:table"]', {
        name: 'my-otu.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(duplicated),
      })
      await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click('button:has-text("提交运行")')])
      const failure = page.locator('[data-error-code="1002"]')
      await failure.waitFor({ timeout: 30_000 })
      await expect(page.getByTestId('failure-message').textContent()).resolves.toBe(
        'my-otu.tsv 第 1 行第 3 列：样本名“CL3”重复（第 2 列已有）：每个样本名只能出现一次。',
      )
      await switchLanguage(page, 'en')
      await expect
        .poll(() => page.getByTestId('failure-message').textContent())
        .toBe(
          'my-otu.tsv, line 1, column 3: the sample id "CL3" appears twice (also column 2): each sample id may appear once.',
        )
      await context.close()
    },
  )
})

describe('who may open a task', () => {
  it('answers the owner and staff with the tool-data permission, and "no such task" to another customer', async () => {
    const { id } = createTask({ email: CUSTOMER.email, scriptClassName: 'BoxPlot', language: 'en' })
    const owner = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const staff = await sessionCookieFor(STAFF.email, STAFF.password)
    const other = await sessionCookieFor(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password)
    expect((await get(`/task/${id}`, owner)).status).toBe(200)
    expect((await get(`/task/${id}`, staff)).status).toBe(200)
    const refused = await get(`/task/${id}`, other)
    expect(refused.status).toBe(404)
    expect(await refused.text()).toContain('任务不存在。')
    // The same answer as for a task that does not exist, and the same for its files and events.
    expect((await get('/task/987654', other)).status).toBe(404)
    expect((await get(`/resources/tool-task-events/${id}`, other)).status).toBe(404)
    expect((await get(`/resources/tool-task-files/${id}/input/table/insect-sprays.tsv`, other)).status).toBe(404)
    expect((await get(`/resources/tool-task-files/${id}/input/table/insect-sprays.tsv`, owner)).status).toBe(200)
    const anonymous = await get(`/task/${id}`)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
  })

  it('streams the status as server-sent events and ends at a final status', async () => {
    const { id } = createTask({ email: CUSTOMER.email, scriptClassName: 'BoxPlot', language: 'en' })
    const { status } = await finalTask(id)
    expect(status).toBe(800)
    const response = await get(
      `/resources/tool-task-events/${id}`,
      await sessionCookieFor(CUSTOMER.email, CUSTOMER.password),
    )
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    // The stream closes by itself after the final status, so reading it to the end returns.
    expect(await response.text()).toBe('retry: 3000\n\nevent: status\ndata: {"status":800,"final":true}\n\n')
  })
})

const finalTask = (taskId: number) =>
  eventually(
    `task ${taskId} to finish`,
    async () =>
      (await sql<{ status: number }[]>`select status from tool_tasks where id = ${taskId} and status >= 400`)[0],
  )

describe('my tool records', () => {
  it.each([false, true])(
    'lists runs, reruns one as a new task and deletes one after confirming (JavaScript %s)',
    async (javaScriptEnabled) => {
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password)
      await context.addCookies([
        {
          name: 'lng',
          value: encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64')),
          url: baseUrl(),
        },
      ])
      const first = createTask({ email: OTHER_CUSTOMER.email, scriptClassName: 'BoxPlot', language: 'en' })
      const second = createTask({
        email: OTHER_CUSTOMER.email,
        scriptClassName: 'BoxPlot',
        language: 'en',
        params: { coef: 3 },
      })
      await finalTask(first.id)
      await finalTask(second.id)

      await page.goto('/projects/toolRunRecords')
      const row = (taskNumber: string) => page.locator(`tr[data-task-number="${taskNumber}"]`)
      await expect(row(first.taskNumber).locator('td').allTextContents()).resolves.toEqual(
        expect.arrayContaining(['Box plot', first.taskNumber, 'Success']),
      )
      await expect(row(second.taskNumber).count()).resolves.toBe(1)
      // On a phone the page does not scroll sideways: the table scrolls inside its own box, its actions reachable.
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await row(second.taskNumber).getByRole('button', { name: 'Rerun' }).scrollIntoViewIfNeeded()
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/tool-records-390-js-${javaScriptEnabled}.png` })

      // Rerun: the same parameters and files as a new task, and its run page.
      await Promise.all([
        page.waitForURL(/\/task\/\d+$/),
        row(second.taskNumber).getByRole('button', { name: 'Rerun' }).click(),
      ])
      const rerunId = Number(new URL(page.url()).pathname.split('/').pop())
      expect(rerunId).toBeGreaterThan(second.id)
      const [rerun] = await sql<
        { params: Record<string, unknown>; tool_id: number }[]
      >`select params, tool_id from tool_tasks where id = ${rerunId}`
      const [original] = await sql<
        { params: Record<string, unknown>; tool_id: number }[]
      >`select params, tool_id from tool_tasks where id = ${second.id}`
      expect(rerun).toEqual(original)
      expect(rerun.params.coef).toBe(3)

      // Delete asks first; cancelling keeps the task, confirming removes it with its files.
      await page.goto('/projects/toolRunRecords')
      await row(first.taskNumber).getByRole('link', { name: 'Delete' }).click()
      await page
        .getByText(`Task ${first.taskNumber} (Box plot) and its input and result files will be deleted.`)
        .waitFor()
      await page.getByRole('link', { name: 'Cancel' }).click()
      await page.waitForURL((url) => !url.search.includes('confirmDelete'))
      await expect(row(first.taskNumber).count()).resolves.toBe(1)
      await row(first.taskNumber).getByRole('link', { name: 'Delete' }).click()
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Delete', exact: true }).click(),
      ])
      await page.getByText('The task was deleted.').waitFor()
      await expect(row(first.taskNumber).count()).resolves.toBe(0)
      await expect(row(second.taskNumber).count()).resolves.toBe(1)
      expect(await sql`select 1 from tool_tasks where id = ${first.id}`).toHaveLength(0)
      expect(
        await sql`select 1 from stored_files where storage_key like ${`%/tool-tasks/${first.taskNumber}/%`}`,
      ).toHaveLength(0)

      // The files page lists the remaining tasks' inputs and results with working downloads.
      await page.goto('/projects/toolfiles')
      await expect(page.locator('tbody tr', { hasText: first.taskNumber }).count()).resolves.toBe(0)
      // Results are written once per language; the English reader's table is the `.en.tsv` one.
      const resultRow = page
        .locator('tbody tr', { hasText: second.taskNumber })
        .filter({ hasText: 'box-statistics.en.tsv' })
      await expect(resultRow.locator('td').nth(2).textContent()).resolves.toBe('Result')
      const href = await resultRow.getByRole('link', { name: 'Download' }).getAttribute('href')
      const download = await page.request.get(href!)
      expect((await download.text()).split('\n')[0]).toBe(
        'spray\tn\tLower whisker\tQ1\tMedian\tQ3\tUpper whisker\tOutliers',
      )
      await context.close()
    },
  )
})
