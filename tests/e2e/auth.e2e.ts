import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCrmLoginToken } from '../../app/utils/crm-login-token.server'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe.each([false, true])('login with JavaScript %s', (javaScriptEnabled) => {
  it('logs in, shows the user menu with the points balance, and logs out', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByTestId('points-balance').textContent()).resolves.toMatch(/\d+ 积分/)
    await page.click('[data-testid="user-menu"] summary')
    await Promise.all([page.waitForURL('**/login'), page.click('button:has-text("退出登录")')])
    expect((await get(page, '/projects/overview')).pathname).toBe('/login')
    await context.close()
  })

  it('shows one generic message for a wrong password and for an unknown account', async () => {
    // The refused login answers 400 (the page without JavaScript, Remix's data request with it).
    expectBrowserError(/status of 400 .*\/login/)
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    for (const [email, password] of [
      [CUSTOMER.email, 'Wrong#password1'],
      ['nobody@example.com', CUSTOMER.password],
    ]) {
      await page.goto('/login')
      await page.fill('input[name="email"]', email)
      await page.fill('input[name="password"]', password)
      await page.click('button:has-text("登录") >> nth=-1')
      await page.getByRole('alert').filter({ hasText: '邮箱或密码错误。' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/login')
    }
    await context.close()
  })
})

async function get(page: import('playwright-core').Page, path: string): Promise<URL> {
  await page.goto(path)
  return new URL(page.url())
}

describe('the navigation guard', () => {
  it('sends an anonymous visitor to login and, after login, back to the page with its query', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    const landed = await get(page, '/projects/myAnalysis?trackingNumber=80-123&page=2')
    expect(landed.pathname).toBe('/login')
    expect(landed.searchParams.get('redirectTo')).toBe('/projects/myAnalysis?trackingNumber=80-123&page=2')
    await page.fill('input[name="email"]', CUSTOMER.email)
    await page.fill('input[name="password"]', CUSTOMER.password)
    await Promise.all([page.waitForURL('**/projects/myAnalysis**'), page.click('button:has-text("登录") >> nth=-1')])
    const back = new URL(page.url())
    expect(`${back.pathname}${back.search}`).toBe('/projects/myAnalysis?trackingNumber=80-123&page=2')
    await context.close()
  })

  it('never follows a redirect to another site', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await page.goto('/login?redirectTo=//evil.example/steal')
    await page.fill('input[name="email"]', CUSTOMER.email)
    await page.fill('input[name="password"]', CUSTOMER.password)
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/login'),
      page.click('button:has-text("登录") >> nth=-1'),
    ])
    expect(new URL(page.url()).host).toBe(new URL(baseUrl()).host)
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('answers /401 with the spec text when a permission is missing', async () => {
    expectBrowserError(/status of 401 .*\/401/)
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    expect((await get(page, '/setting/tool')).pathname).toBe('/401')
    await expect(page.locator('h1').textContent()).resolves.toBe('您没有访问此页面的权限。')
    await expect(page.getByText('如有疑问，请联系技术支持。').count()).resolves.toBe(1)
    await context.close()
  })

  it('keeps a remembered session for 30 days and a plain one for the browser session', async () => {
    for (const remember of [true, false]) {
      const { context, page } = await newPage(browser, { javaScriptEnabled: false })
      await logIn(page, CUSTOMER.email, CUSTOMER.password, { remember })
      const session = (await context.cookies()).find((cookie) => cookie.name === '__session')
      expect(session?.httpOnly).toBe(true)
      expect(session?.sameSite).toBe('Lax')
      if (remember) expect((session?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29.9 * 24 * 3600)
      else expect(session?.expires).toBe(-1)
      await context.close()
    }
  })
})

describe('third-party token login', () => {
  const secret = 'e2e-crm-secret'
  const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60

  it('logs in with a valid token', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await page.goto(`/auth/${signCrmLoginToken({ email: CUSTOMER.email, exp: inMinutes(5) }, secret)}`)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByTestId('user-menu').count()).resolves.toBe(1)
    await context.close()
  })

  it('creates the account of a new customer on the first valid link, named by its claims, and signs in', async () => {
    const email = `crm-${Date.now()}@example.com`
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await page.goto(`/auth/${signCrmLoginToken({ email, exp: inMinutes(5), firstName: '明', lastName: '李' }, secret)}`)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('明 李')
    await context.close()
    // A second link for the same e-mail signs into the same account, in a fresh browser.
    const again = await newPage(browser, { javaScriptEnabled: false })
    await again.page.goto(`/auth/${signCrmLoginToken({ email, exp: inMinutes(5) }, secret)}`)
    await expect(again.page.getByTestId('user-menu').textContent()).resolves.toContain('明 李')
    await again.context.close()
  })

  it.each([
    ['expired', signCrmLoginToken({ email: CUSTOMER.email, exp: inMinutes(-1) }, 'e2e-crm-secret'), '登录链接已过期'],
    ['forged', signCrmLoginToken({ email: CUSTOMER.email, exp: inMinutes(5) }, 'not-the-secret'), '登录链接无效'],
    ['malformed', 'not-a-token', '登录链接无效'],
  ])('sends an %s token to the login page with a clear message', async (_kind, token, message) => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await page.goto(`/auth/${token}`)
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(message)
    await expect(page.getByTestId('user-menu').count()).resolves.toBe(0)
    await context.close()
  })
})
