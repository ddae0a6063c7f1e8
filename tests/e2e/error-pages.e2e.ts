import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'

/**
 * An error page is a page of the site: the header with its main navigation, the footer, the status,
 * what it means and whom to contact, in the reader's language, with and without JavaScript.
 */
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const TEXT = {
  zh: {
    navigation: '主导航',
    footer: '页脚链接',
    support: '如有疑问，请联系技术支持。',
    404: '您访问的页面不存在。',
    400: '请求参数无效，请检查链接或输入后重试。',
  },
  en: {
    navigation: 'Main navigation',
    footer: 'Footer links',
    support: 'If you think this is wrong, please contact support.',
    404: 'The page you are looking for does not exist.',
    400: 'The request is not valid. Please check the link or your input and try again.',
  },
} as const
const ERRORS: { path: string; status: 400 | 404 }[] = [
  { path: '/tool/99999', status: 404 },
  { path: '/tools/all?page=abc', status: 400 },
  { path: '/no/such/page', status: 404 },
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each([true, false])('error pages with JavaScript %s', (javaScriptEnabled) => {
  it.each(['zh', 'en'] as const)('keep the frame in %s, signed out and signed in', async (language) => {
    // Chromium reports each 4xx document as a failed resource.
    expectBrowserError(/status of 404/)
    expectBrowserError(/status of 400/)
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    for (const signedIn of [false, true]) {
      if (signedIn) await logIn(page, CUSTOMER.email, CUSTOMER.password)
      for (const { path, status } of ERRORS) {
        const response = await page.goto(path)
        const where = { path, signedIn }
        expect({ ...where, status: response?.status() }).toEqual({ ...where, status })
        // With JavaScript, what counts is the page React has hydrated (its boundary renders again in the browser).
        if (javaScriptEnabled)
          await page.waitForFunction(() => {
            const header = document.querySelector('header')
            return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
          })
        const text = TEXT[language]
        expect({ ...where, header: await page.getByRole('navigation', { name: text.navigation }).count() }).toEqual({
          ...where,
          header: 1,
        })
        expect({ ...where, footer: await page.getByRole('navigation', { name: text.footer }).count() }).toEqual({
          ...where,
          footer: 1,
        })
        const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
        expect({ ...where, main }).toEqual({ ...where, main: expect.stringContaining(text.support) })
        expect(main).toContain(String(status))
        expect(main).toContain(text[status])
        expect(await page.locator('html').getAttribute('lang')).toBe(language === 'zh' ? 'zh-CN' : 'en-US')
        expect(await page.getByTestId('user-menu').count()).toBe(signedIn ? 1 : 0)
      }
    }
    await context.close()
  })
})
