import postgres from 'postgres'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'

/*
 * Issue 24's share and chain, without JavaScript (what works without it works with it): the owner
 * of a finished task makes a read-only link that a visitor opens, opens a result table as the input
 * of another tool and runs it, and revokes the link, which then answers 404.
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

describe('a finished task’s result', () => {
  it('is shared read-only by a revocable link, and its table opens as the input of another tool', async () => {
    // The revoked link's page answers 404, which the browser reports.
    expectBrowserError(/status of 404/)
    const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'AlphaDiversity'`
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    const visitor = await newPage(browser, { javaScriptEnabled: false })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${tool.id}?demo=1`)
      await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click('button[name="_intent"][value="run"]')])
      const taskPath = new URL(page.url()).pathname
      await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 120_000 })
      expect(await page.getAttribute('[data-task-status]', 'data-task-status')).toBe('800')

      await Promise.all([page.waitForURL(/\/share$/), page.getByTestId('share-and-chain').getByRole('link').click()])
      await page.getByRole('button', { name: '创建分享链接' }).click()
      await page.getByTestId('flash').filter({ hasText: '已创建只读分享链接。' }).waitFor()
      const shareUrl = await page.getByTestId('share-url').inputValue()
      expect(shareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{32}$/)

      // A visitor who is not logged in sees the result, and can download its tables, not the inputs.
      await visitor.page.goto(shareUrl)
      await visitor.page.getByTestId('shared-result').waitFor()
      const tableLink = visitor.page.locator('a[href*="/shared/"][href$=".tsv"]').first()
      const tableHref = await tableLink.getAttribute('href')
      const download = await visitor.page.request.get(tableHref!)
      expect(download.status()).toBe(200)
      expect((await download.text()).split('\n')[0]).toContain('\t')
      const inputs = await visitor.page.request.get(`${new URL(shareUrl).pathname}/files/input/table/x.tsv`)
      expect(inputs.status()).toBe(404)

      // The owner opens the first result table in a tool that takes a table.
      const [chain] = await page.getByTestId('chain-target').all()
      const firstTarget = await chain.locator('option').nth(1).getAttribute('value')
      await chain.selectOption(firstTarget!)
      await Promise.all([
        page.waitForURL(/\/tool\/\d+\?fromTask=/),
        page.getByTestId('chain').getByRole('button', { name: '在该工具中打开' }).first().click(),
      ])
      await page.getByTestId('tool-notice').filter({ hasText: '作为输入文件' }).waitFor()
      const slotKey = firstTarget!.split(':')[1]
      const chosen = await page.getByTestId(`stored-file-${slotKey}`).inputValue()
      expect(Number(chosen)).toBeGreaterThan(0)

      // Revoked, the link shows nothing more.
      await page.goto(`${taskPath}/share`)
      await page.getByRole('button', { name: '撤销链接' }).click()
      await page.getByTestId('flash').filter({ hasText: '分享链接已撤销。' }).waitFor()
      const gone = await visitor.page.goto(shareUrl)
      expect(gone?.status()).toBe(404)
      expect((await visitor.page.request.get(tableHref!)).status()).toBe(404)

      // The demo run is remembered as this customer's last settings: forget them, for the files after this one.
      await page.goto(`/tool/${tool.id}`)
      await page.getByTestId('remembered-settings').getByRole('button').click()
      await page.getByTestId('flash').filter({ hasText: '已恢复默认参数。' }).waitFor()
    } finally {
      await visitor.context.close()
      await context.close()
    }
    // The demo run takes its time on a busy machine.
  }, 180_000)
})
