import postgres from 'postgres'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'

/*
 * The FASTQ quality report as a customer uses it: load the demo read pair, submit, and read the
 * summary and the per-base quality chart of each file once the worker has run it.
 */

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await sql.end()
})

describe('the FASTQ quality report', () => {
  it('reports the demo pair side by side with a quality box plot per file, without JavaScript', async () => {
    const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'FastqQc'`
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${tool.id}?demo=1`)
      await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
      // Without JavaScript the page refreshes itself (meta refresh) until the run is final.
      await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 60_000 })
      expect(await page.getAttribute('[data-task-status]', 'data-task-status')).toBe('800')
      const body = await page.textContent('body')
      // Both files' names head the summary's columns.
      expect(body).toContain('sam1F.fastq.gz')
      expect(body).toContain('sam1R.fastq.gz')
      for (const chart of ['per-base-quality-r1', 'per-base-quality-r2']) {
        const png = await page.getAttribute(`figure[data-chart="${chart}"] img`, 'src')
        const response = await page.request.get(png!)
        expect(response.headers()['content-type']).toBe('image/png')
      }
    } finally {
      await context.close()
    }
  })
})
