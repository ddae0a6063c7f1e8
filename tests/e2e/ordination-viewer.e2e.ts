import postgres from 'postgres'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { CUSTOMER } from './http'

/*
 * The ordination viewer as a customer uses it: run the demo (vegan's dune meadows), then on the result choose
 * another Y axis and colour column and see the chart redrawn without a run; without JavaScript the picture of
 * the default view. In Chinese and English, at 390 px. SCREENSHOT_DIR, when set, keeps a picture of each page.
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

async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** Runs the tool's demo without JavaScript and returns its task page's path once the run has finished. */
async function runDemo(page: Page): Promise<string> {
  const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'OrdinationViewer'`
  await page.goto(`/tool/${tool.id}?demo=1`)
  await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
  await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 30_000 })
  expect(await page.getAttribute('[data-task-status]', 'data-task-status')).toBe('800')
  return new URL(page.url()).pathname
}

const canvasName = (page: Page) => page.getAttribute('[data-chart="ordination-viewer"] canvas', 'aria-label')
const canvasPixels = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLCanvasElement>('[data-chart="ordination-viewer"] canvas')!.toDataURL())

describe('the ordination viewer', () => {
  let taskPath = ''

  it('without JavaScript: the picture of axis 1 against 2, and no viewer controls (Chinese, 390 px)', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      taskPath = await runDemo(page)
      const figure = page.locator('[data-chart="ordination-viewer"]')
      expect(await figure.getAttribute('data-chart-drawn')).toBe('png')
      expect(await figure.locator('img').getAttribute('alt')).toBe('PCoA 交互排序图（Bray-Curtis）')
      expect(await page.locator('[data-testid="ordination-viewer"]').count()).toBe(0)
      const body = (await page.textContent('body')) ?? ''
      expect(body).toContain(
        '可用于着色与形状的元数据列——数值列（渐变色）：A1, Moisture, Manure；分类列：Management, Use。',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await keepScreenshot(page, 'ordination-viewer-nojs-zh-390')
    } finally {
      await context.close()
    }
  })

  it('with JavaScript: another Y axis and colour column redraw the chart, its axis title and legend (Chinese, 390 px)', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(taskPath)
      await page.waitForSelector('[data-chart="ordination-viewer"][data-chart-drawn="canvas"] canvas')
      await whenHydrated(page, '#chart-0-viewer-y')
      expect(await canvasName(page)).toBe(
        'PCoA 交互排序图（Bray-Curtis）. X：PCoA1（占正特征值和 37.36%）；Y：PCoA2（占正特征值和 22.26%）；着色：Management；形状：Use',
      )
      expect(await page.textContent('label[for="chart-0-viewer-colour"]')).toContain('着色列')
      const before = await canvasPixels(page)
      await page.selectOption('#chart-0-viewer-y', { label: 'PCoA3（占正特征值和 10.05%）' })
      await page.selectOption('#chart-0-viewer-colour', 'A1')
      expect(await page.locator('#chart-0-viewer-colour option:checked').textContent()).toBe('A1（渐变色）')
      expect(await canvasName(page)).toBe(
        'PCoA 交互排序图（Bray-Curtis）. X：PCoA1（占正特征值和 37.36%）；Y：PCoA3（占正特征值和 10.05%）；着色：A1；形状：Use',
      )
      await page.waitForFunction(
        (old) =>
          document.querySelector<HTMLCanvasElement>('[data-chart="ordination-viewer"] canvas')!.toDataURL() !== old,
        before,
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await keepScreenshot(page, 'ordination-viewer-js-zh-390')
    } finally {
      await context.close()
    }
  })

  it('with JavaScript in English: the controls are labelled and the shape can be turned off', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto('/tools/all')
      await page.click('button[name="language"][value="en"]')
      // With JavaScript the switch stays on the page: the cookie is set once the button shows the choice.
      await page.waitForSelector('button[name="language"][value="en"][aria-pressed="true"]')
      await page.goto(taskPath)
      await page.waitForSelector('[data-chart="ordination-viewer"][data-chart-drawn="canvas"] canvas')
      await whenHydrated(page, '#chart-0-viewer-shape')
      const labels = await page.locator('[data-testid="ordination-viewer"] label > span').allTextContents()
      expect(labels).toEqual(['X axis', 'Y axis', 'Colour by', 'Shape by'])
      // Only categorical columns make shapes.
      const shapes = await page.locator('#chart-0-viewer-shape option').allTextContents()
      expect(shapes).toEqual(['None', 'Management', 'Use'])
      await page.selectOption('#chart-0-viewer-x', { index: 3 })
      await page.selectOption('#chart-0-viewer-shape', '')
      expect(await canvasName(page)).toMatch(
        /^Interactive PCoA \(Bray-Curtis\)\. X: PCoA4 \(8\.321% of positive eigenvalues\); Y: PCoA2 \(22\.26% of positive eigenvalues\); colour: Management; shape: None$/,
      )
      await keepScreenshot(page, 'ordination-viewer-js-en')
    } finally {
      await context.close()
    }
  })
})
