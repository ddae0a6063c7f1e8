import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, newPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe.each([false, true])('the language switch (JavaScript %s)', (javaScriptEnabled) => {
  it('defaults to Chinese, switches to English, and remembers it on the next visit', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await page.goto('/tools/all')
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN')
    await expect(page.locator('h1').textContent()).resolves.toBe('云工具')
    await Promise.all([page.waitForURL('**/tools/all'), page.click('button[name="language"][value="en"]')])
    await page.waitForFunction(() => document.documentElement.lang === 'en-US')
    await expect(page.locator('h1').textContent()).resolves.toBe('Cloud tools')
    const nextVisit = await context.newPage()
    const response = await nextVisit.goto(`${baseUrl()}/`)
    expect(response?.headers()['content-language']).toBe('en-US')
    await expect(nextVisit.locator('html').getAttribute('lang')).resolves.toBe('en-US')
    await expect(nextVisit.getByRole('link', { name: 'Cloud tools' }).first().count()).resolves.toBe(1)
    await context.close()
  })
})

describe('API responses', () => {
  it('serve the merged messages of both languages and follow the chosen language', async () => {
    const response = await fetch(`${baseUrl()}/api/resource/getall`)
    expect(response.headers.get('content-language')).toBe('zh-CN')
    const body = (await response.json()) as { succeeded: boolean; data: { zh: string; en: string } }
    expect(body.succeeded).toBe(true)
    expect(JSON.parse(body.data.zh).nav.tools).toBe('云工具')
    expect(JSON.parse(body.data.en).nav.tools).toBe('Cloud tools')
  })
})
