import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'
import { createTask } from './platform-tasks'
import { PATIENCE_MS } from '../support/eventually'

/**
 * The microbiome tools that compare groups, run on their demos and read on the run page: without
 * JavaScript on a 390 px phone (charts as PNG) and with it on a desktop in English (charts drawn by
 * chart.js: UpSet bars and matrix, Venn, heatmaps).
 */

const SCREENSHOTS = process.env.SCREENSHOT_DIR

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const TOOLS = [
  {
    scriptClassName: 'SharedFeatures',
    params: {},
    // The UpSet plot's bars and dot matrix are one figure.
    charts: 1,
    table: 'shared-features-intersections',
    firstRow: [
      'Soil ∩ Feces ∩ Skin ∩ Tongue ∩ Freshwater ∩ Freshwater (creek) ∩ Ocean ∩ Sediment (estuary) ∩ Mock',
      '9',
      '675',
    ],
  },
  {
    scriptClassName: 'SharedFeatures',
    params: { group_column: 'human' },
    charts: 2,
    table: 'shared-features-intersections',
    firstRow: ['nonhuman ∩ human', '2', '1995'],
  },
  { scriptClassName: 'DifferentialAbundance', params: {}, charts: 1, table: 'differential-abundance', firstRow: [] },
  { scriptClassName: 'TaxonomyHeatmap', params: {}, charts: 1, table: 'taxonomy-heatmap-percent', firstRow: [] },
]

async function firstRowCells(page: Page, tableId: string): Promise<string[]> {
  const cells = await page.locator(`[data-table="${tableId}"] tbody tr`).first().locator('td').allTextContents()
  return cells.map((text) => text.trim())
}

async function switchToEnglish(page: Page) {
  await page.click('button[name="language"][value="en"]')
  await page.waitForSelector('html[lang="en-US"]')
}

describe.each(TOOLS)('$scriptClassName $params', ({ scriptClassName, params, charts, table, firstRow }) => {
  it('shows its charts and table on a 390 px phone without JavaScript', async () => {
    const task = createTask({ email: CUSTOMER.email, scriptClassName, language: 'zh', params })
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto(`/task/${task.id}`)
    await page.locator('[data-chart] img').first().waitFor({ timeout: 30_000 })
    await page.waitForFunction(() => document.querySelectorAll('[data-chart] img').length > 0)
    await expect(page.getByTestId('status-label').textContent()).resolves.toBe('成功')
    await expect(page.locator('[data-chart] img').count()).resolves.toBe(charts)
    const row = await firstRowCells(page, table)
    expect(row.slice(0, firstRow.length)).toEqual(firstRow)
    // Nothing wider than the phone: the page scrolls vertically only (tables scroll inside their frame).
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/${scriptClassName}-${charts}-390.png`, fullPage: true })
    await context.close()
  })

  it('draws its charts with chart.js in English on a desktop', async () => {
    const task = createTask({ email: CUSTOMER.email, scriptClassName, language: 'en', params })
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto(`/task/${task.id}`)
    await switchToEnglish(page)
    await page.locator('[data-chart] canvas').first().waitFor({ timeout: 30_000 })
    // Each chart mounts on its own once the chart code has loaded: the first one's canvas may come before the rest.
    await expect
      .poll(() => page.locator('[data-chart] canvas').count(), { timeout: PATIENCE_MS, interval: 100 })
      .toBe(charts)
    await expect(page.getByTestId('status-label').textContent()).resolves.toBe('Success')
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/${scriptClassName}-${charts}-en.png`, fullPage: true })
    await context.close()
  })
})
