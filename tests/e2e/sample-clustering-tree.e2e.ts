import postgres from 'postgres'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'

/*
 * The sample clustering tree and UniFrac in the ordination tools as a customer uses them: load the
 * demo, submit, read the result — without JavaScript (the task page refreshes itself), in Chinese
 * and in English, at 390 px. SCREENSHOT_DIR, when set, keeps a picture of each result page.
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

async function toolId(scriptClassName: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`select id from tools where script_class_name = ${scriptClassName}`
  return row.id
}

async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** Submits the loaded form and waits, without JavaScript, until the run has finished. */
async function runAndWait(page: Page): Promise<string> {
  await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
  await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 30_000 })
  return (await page.getAttribute('[data-task-status]', 'data-task-status')) ?? ''
}

describe('phylogenetic beta diversity without JavaScript', () => {
  it('the sample clustering tree demo runs and shows the tree, its merge heights and its Newick file', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${await toolId('SampleClusteringTree')}?demo=1`)
      expect(await page.inputValue('select[name="metric"]')).toBe('unweighted_unifrac')
      expect(await runAndWait(page)).toBe('800')
      const body = (await page.textContent('body')) ?? ''
      expect(body).toContain('样本聚类树（非加权 UniFrac）')
      expect(body).toContain('共表型相关系数')
      expect(body).toContain('sample_tree.nwk')
      // The page fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await keepScreenshot(page, 'sample-clustering-tree-390')
    } finally {
      await context.close()
    }
  })

  it('PCoA on unweighted UniFrac over the demo tree names the metric, in English', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto('/tools/all')
      await Promise.all([page.waitForURL('**/tools/all'), page.click('button[name="language"][value="en"]')])
      await page.goto(`/tool/${await toolId('BetaDiversityPCoA')}?demo=1`)
      await page.selectOption('select[name="metric"]', 'unweighted_unifrac')
      expect(await runAndWait(page)).toBe('800')
      const body = (await page.textContent('body')) ?? ''
      expect(body).toContain('PCoA coordinates (Unweighted UniFrac)')
      expect(body).toContain('Unweighted UniFrac distances between 26 samples')
      await keepScreenshot(page, 'pcoa-unweighted-unifrac-en')
    } finally {
      await context.close()
    }
  })
})
