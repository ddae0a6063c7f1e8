import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectBrowserError, launchBrowser, logIn, newPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const STAFF = { email: 'staff@biocloud.example.com', password: 'Staff#2026cloud' }

async function submitNewPassword(page: import('playwright-core').Page, current: string, next: string) {
  await page.goto('/userCenter/password')
  await page.fill('input[name="currentPassword"]', current)
  await page.fill('input[name="newPassword"]', next)
  await page.fill('input[name="confirmPassword"]', next)
  await page.click('form#change-password button[type="submit"]')
  await page.waitForLoadState('load')
}

async function newPasswordErrors(page: import('playwright-core').Page): Promise<string[]> {
  return page.locator('[id$="newPassword-error"] li').allTextContents()
}

describe('changing the password (no JavaScript)', () => {
  it('lists every broken rule, in Chinese and then in English', async () => {
    // Each refused password answers 400.
    expectBrowserError(/status of 400 .*\/userCenter\/password/)
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, STAFF.email, STAFF.password)
    await submitNewPassword(page, STAFF.password, 'abc def')
    expect(await newPasswordErrors(page)).toEqual([
      '密码长度必须为8-20位',
      '密码必须包含至少一个大写字母',
      '密码必须包含至少一个数字',
      '密码必须包含至少一个特殊字符',
      '密码不能包含空格',
    ])
    await page.click('button[name="language"][value="en"]')
    await submitNewPassword(page, STAFF.password, 'ABCDEFGHIJKLMNOPQRSTUV1!')
    expect(await newPasswordErrors(page)).toEqual([
      'The password must be 8-20 characters long',
      'The password must contain at least one lowercase letter',
    ])
    await context.close()
  })

  it('changes a valid password, which then logs in', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, STAFF.email, STAFF.password)
    await submitNewPassword(page, STAFF.password, 'Newer#Pass2026')
    await expect(page.getByTestId('flash').textContent()).resolves.toContain('密码已修改')
    await submitNewPassword(page, 'Newer#Pass2026', STAFF.password)
    await context.close()
  })
})
