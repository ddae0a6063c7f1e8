import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { displayTrackingNumber } from '../../core/projects'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { baseUrl, expectBrowserError, logIn, newPage } from './browser'
import { exampleDemoSuite, getDemo } from './example-demo'
import { ADMIN, get, post, sessionCookieFor } from './http'
import { eventually } from '../support/eventually'

/*
 * The report PDF (spec 02 §2.5, §4) of a new customer's Global Patterns demo. Without JavaScript the
 * Download PDF report button posts, the request's page refreshes itself until the file is ready and
 * then offers the download; with JavaScript the button shows the progress message and the browser
 * downloads the file. Either way the file is a PDF whose text has the order number.
 */

/** Screenshots to look at (not compared): the request's page while building and when ready, 1280 and 390 px. */
const suite = exampleDemoSuite('report-pdf')
const { sql, account } = suite

const SHOTS_DIR = process.env.REPORT_PDF_SHOTS_DIR ?? null
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-report-pdf-e2e-'))

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true })
})

async function orderNumber(demoId: string): Promise<string> {
  const [order] = await sql<{ trackingNumber: string }[]>`
    select o.tracking_number as "trackingNumber" from analysis_batches b join orders o on o.id = b.order_id where b.id = ${demoId}`
  return displayTrackingNumber(order.trackingNumber)
}

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 700 })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
  }
}

/** Saves a download and returns its text as pdftotext reads it. */
async function downloadedText(download: import('playwright-core').Download): Promise<string> {
  const file = path.join(folder, download.suggestedFilename())
  await download.saveAs(file)
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
}

/** The first request, as the report page's button sends it (the report page is another branch's). */
async function requestPdf(page: Page, demoId: string): Promise<string> {
  const response = await page.request.post(`/analysis-report/${demoId}/pdf`, {
    form: {},
    headers: { Origin: baseUrl() },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  return response.headers()['location']
}

describe('the report PDF', () => {
  it('without JavaScript: the button posts, the page refreshes until the file is ready, and downloads it', async () => {
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: false })
    await logIn(page, account(false).email, account(false).password)
    const demoId = await getDemo(page, suite.workflowId)
    const first = await requestPdf(page, demoId)
    expect(first).toMatch(new RegExp(`^/analysis-report/${demoId}/pdf/\\d+$`))

    // The request's page: it refreshes itself (meta refresh) while the worker builds the file.
    await page.goto(first)
    const main = page.locator('main[data-pdf-status]')
    await page.locator('main[data-pdf-status="ready"]').waitFor({ timeout: 60_000 })
    // The button on the page asks for a new build: a POST, then the new request's page.
    await Promise.all([
      page.waitForURL((url) => url.pathname !== first && /\/pdf\/\d+$/.test(url.pathname)),
      page.getByRole('button', { name: '下载PDF报告' }).click(),
    ])
    const status = await main.getAttribute('data-pdf-status')
    if (status === 'building') {
      expect(await page.getByRole('status').textContent()).toContain('正在生成PDF报告')
      expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(1)
      await shoot(page, 'building-zh')
    }
    await page.locator('main[data-pdf-status="ready"]').waitFor({ timeout: 60_000 })
    await shoot(page, 'ready-zh')
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: '下载文件' }).click(),
    ])
    const order = await orderNumber(demoId)
    expect(download.suggestedFilename()).toBe(`${order}_${demoId}_report.pdf`)
    const text = await downloadedText(download)
    expect(text).toContain(order)
    expect(text).toMatch(/BI\s*分析结果/)

    // Someone else's request is a 404, as is a malformed id.
    expectBrowserError(/status of 404/)
    const other = await suite.browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
    const stranger = await other.newPage()
    await logIn(stranger, account(true).email, account(true).password)
    expect((await stranger.goto(first))?.status()).toBe(404)
    expect((await stranger.goto(`/resources/analysis-report-pdf/${first.split('/').pop()}`))?.status()).toBe(404)
    expect((await stranger.goto(`/analysis-report/${demoId}/pdf/abc`))?.status()).toBe(404)
    await other.close()
    await context.close()
  }, 240_000)

  it('with JavaScript: the button shows the progress message and the browser downloads the PDF', async () => {
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: true })
    await logIn(page, account(true).email, account(true).password)
    const demoId = await getDemo(page, suite.workflowId)
    await page.goto(await requestPdf(page, demoId))
    await page.locator('main[data-pdf-status="ready"]').waitFor({ timeout: 60_000 })
    const button = page.getByTestId('pdf-download')

    const downloading = page.waitForEvent('download', { timeout: 60_000 })
    await button.getByRole('button', { name: '下载PDF报告' }).click()
    await button.getByText('正在生成PDF报告').waitFor()
    const download = await downloading
    await button.getByText('PDF报告已下载').waitFor()
    await shoot(page, 'downloaded-js-zh')
    expect(page.url()).toMatch(/\/pdf\/\d+$/)
    const text = await downloadedText(download)
    expect(text).toContain(await orderNumber(demoId))
    await context.close()
  }, 240_000)
})

describe('simultaneous PDF requests', () => {
  it('ten at once from one account make one request and one build, and every id given keeps answering', async () => {
    const cookie = await sessionCookieFor(ADMIN.email, ADMIN.password)
    const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
    const ask = async () => {
      const response = await post(`/analysis-report/${analysisId}/pdf`, { respond: 'json' }, { cookie })
      expect(response.status).toBe(200)
      return ((await response.json()) as { pdfId: number }).pdfId
    }
    const answersOk = async (pdfId: number) => {
      expect((await get(`/analysis-report/${analysisId}/pdf/${pdfId}`, cookie)).status).toBe(200)
      expect((await get(`/resources/analysis-report-pdf/${pdfId}`, cookie)).status).toBe(200)
    }
    const waitUntilReady = async (pdfId: number) => {
      const [row] = await eventually(
        `PDF ${pdfId} to be built`,
        () => sql<{ status: number }[]>`select status from report_pdfs where id = ${pdfId}`,
        { until: ([row]) => row.status === 2 || row.status === 3, timeout: 60_000 },
      )
      expect(row.status).toBe(2)
    }

    const ids = await Promise.all(Array.from({ length: 10 }, ask))
    expect(new Set(ids).size).toBe(1)
    const [first] = ids
    const builds = await sql`
      select 1 from report_pdfs r join users u on u.id = r.requested_by
      where u.email = ${ADMIN.email} and r.analysis_id = ${analysisId}`
    expect(builds).toHaveLength(1)
    await waitUntilReady(first)
    await answersOk(first)

    // A later request builds a newer PDF, which replaces the first: the first id still answers.
    const second = await ask()
    expect(second).not.toBe(first)
    await waitUntilReady(second)
    await answersOk(second)
    await answersOk(first)
  }, 180_000)
})
