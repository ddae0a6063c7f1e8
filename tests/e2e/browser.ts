import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Without the background-networking flags Chromium keeps trying to reach Google's hosts.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function baseUrl(): string {
  return inject('baseUrl')
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

export async function newPage(
  browser: Browser,
  options: { javaScriptEnabled: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled,
    locale: 'zh-CN',
  })
  const page = await context.newPage()
  return { context, page }
}

export async function logIn(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await page.goto('/login')
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="password"]', password)
  if (options.remember) await page.check('input[name="remember"]')
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login'),
    page.click('button[type="submit"]:has-text("登录"), button[type="submit"]:has-text("Log in")'),
  ])
}
