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

/**
 * Every page a test opens fails the test on an uncaught exception (`pageerror`) or a console error (a script's
 * console.error, or Chromium's "Failed to load resource" for a 4xx/5xx answer), as the Epic Stack's Playwright
 * fixture does. The errors are collected here and the test fails when it ends (tests/setup/e2e-file.ts), naming the
 * page's URL and the error. A test that provokes one says so first, with expectBrowserError(pattern); an expected
 * error that never comes fails the test too.
 */
const unexpectedBrowserErrors: string[] = []
const expectedBrowserErrors: { pattern: RegExp; seen: boolean }[] = []

function recordBrowserError(page: Page, error: string) {
  const expected = expectedBrowserErrors.find(({ pattern }) => pattern.test(error))
  if (expected) expected.seen = true
  else unexpectedBrowserErrors.push(`on ${page.url()}: ${error}`)
}

function trapPageErrors(page: Page) {
  page.on('pageerror', (error) => recordBrowserError(page, `uncaught ${error.stack ?? String(error)}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url, lineNumber } = message.location()
    recordBrowserError(page, `console error: ${message.text()}${url ? ` (${url}:${lineNumber + 1})` : ''}`)
  })
}

/** Declares that this test provokes a browser error matching `pattern` (matched against the error and its source). */
export function expectBrowserError(pattern: RegExp) {
  expectedBrowserErrors.push({ pattern, seen: false })
}

/** Fails the test on a browser error it did not expect, or an expected one that never came; then starts afresh. */
export function failOnBrowserErrors() {
  const unexpected = unexpectedBrowserErrors.splice(0)
  const missing = expectedBrowserErrors.splice(0).filter(({ seen }) => !seen)
  const problems = [
    ...unexpected.map((error) => `Unexpected browser error ${error}`),
    ...missing.map(({ pattern }) => `The test expected a browser error matching ${pattern}; none came.`),
  ]
  if (problems.length > 0)
    throw new Error(
      `${problems.join('\n\n')}\n\n(A test that provokes a browser error declares it: expectBrowserError)`,
    )
}

/**
 * Screenshots saved to a file are for a person to look at (tests/.artifacts), not assertions: a full page costs the
 * browser about a CPU second, and the two shards beside the unit tests have none to spare, so `npm test` takes them
 * only when asked, `E2E_SCREENSHOTS=1 npm test`. A screenshot kept in memory (no `path`) is compared, so always taken.
 */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

function skipSavedScreenshots(page: Page) {
  if (SAVE_SCREENSHOTS) return
  const screenshot = page.screenshot.bind(page)
  page.screenshot = async (options) => (options?.path ? Buffer.alloc(0) : screenshot(options))
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  // Playwright has no browser-wide page event: every context this browser makes (browser.newPage() included, which
  // goes through newContext) watches its pages, popups included, so no page a test opens escapes the trap.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    context.on('page', (page) => {
      trapPageErrors(page)
      skipSavedScreenshots(page)
    })
    return context
  }
  return browser
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

/**
 * Waits until React has hydrated the element matched by `selector` (it then carries React's props),
 * so that what the test types or clicks reaches the page's handlers. Without JavaScript it returns at once.
 */
export async function whenHydrated(page: Page, selector: string, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return
  await page.waitForFunction((hydratedSelector) => {
    const element = document.querySelector(hydratedSelector)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)
}
