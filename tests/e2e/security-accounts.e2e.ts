import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/password.server'
import { expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { databaseUrl } from './platform-tasks'

/*
 * Account administration as an administrator does it, with JavaScript and without (issue 21,
 * "Verified"): create a staff account with a role and see exactly that role's menus once it has
 * replaced its temporary password; disable it and see its open session end; reset a customer's
 * password and see the change forced at sign-in; be refused removing your own last menu:security.
 * Every account and role here is the test's own, so the demo accounts stay as they were.
 */

let browser: Browser
let sql: postgres.Sql
const STAFF_DOMAIN = 'biocloud.example.com'
const NEW_PASSWORD = 'Chosen#2026pw'

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
})

const unique = (label: string) => `e2e-${label}-${randomBytes(4).toString('hex')}`

/** An account of the test's own, with a known password and the named roles. */
async function insertAccount(email: string, password: string, accountType: number, roleNames: string[]) {
  const [user] = await sql<{ id: number }[]>`
    insert into users (email, first_name, last_name, account_type) values (${email}, 'E2E', 'Tester', ${accountType})
    returning id`
  await sql`insert into passwords (user_id, hash) values (${user!.id}, ${await hashPassword(password)})`
  if (roleNames.length > 0)
    await sql`insert into user_roles (user_id, role_id) select ${user!.id}, id from roles where name in ${sql(roleNames)}`
  return user!.id
}

async function freshAdministrator(): Promise<{ id: number; email: string; password: string }> {
  const email = `${unique('admin')}@${STAFF_DOMAIN}`
  const password = 'Admin#2026e2e'
  return { id: await insertAccount(email, password, 1, ['administrator']), email, password }
}

async function temporaryPasswordOn(page: Page): Promise<string> {
  return (await page.locator('[data-testid="temporary-password"]').textContent())!.trim()
}

/** Signs in with a temporary password: the only page open is the password change, until it is done. */
async function replaceTemporaryPassword(page: Page, email: string, temporary: string) {
  await logIn(page, email, temporary)
  expect(new URL(page.url()).pathname).toBe('/userCenter/password')
  await page.locator('[data-testid="must-change-password"]').waitFor()
  await page.goto('/tools')
  expect(new URL(page.url()).pathname).toBe('/userCenter/password')
  await page.fill('input[name="currentPassword"]', temporary)
  await page.fill('input[name="newPassword"]', NEW_PASSWORD)
  await page.fill('input[name="confirmPassword"]', NEW_PASSWORD)
  await page.click('form:has(input[name="newPassword"]) button[type="submit"]')
  await page.getByText('密码已修改').waitFor()
  await page.goto('/tools')
  expect(new URL(page.url()).pathname).not.toBe('/userCenter/password')
}

describe('security accounts', () => {
  it.each([true, false])(
    "creates a staff account with a role, which sees exactly that role's menus until disabled (JavaScript %s)",
    async (javaScriptEnabled) => {
      const roleName = unique('messages-role')
      await sql`insert into roles (name) values (${roleName})`
      await sql`insert into role_permissions (role_id, permission_id)
        select r.id, p.id from roles r, permissions p where r.name = ${roleName} and p.code = 'menu:message-data'`
      const admin = await freshAdministrator()
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, admin.email, admin.password)

      await page.goto('/security')
      await page.click('a[href="/security/accounts"]')
      await page.click('a[href="/security/accounts/new?kind=internal"]')
      await whenHydrated(page, 'form#new-account', javaScriptEnabled)
      const email = `${unique('staff')}@${STAFF_DOMAIN}`
      await page.fill('input[name="email"]', email)
      await page.fill('input[name="firstName"]', 'Mei')
      await page.fill('input[name="lastName"]', 'Zhang')
      await page.getByLabel(roleName).check()
      await page.click('form#new-account button[type="submit"]')
      const temporary = await temporaryPasswordOn(page)

      const staff = await newPage(browser, { javaScriptEnabled })
      await replaceTemporaryPassword(staff.page, email, temporary)
      await staff.page.goto('/')
      const menuCount = (href: string) => staff.page.locator(`header a[href="${href}"]`).count()
      expect(await menuCount('/message-data')).toBeGreaterThan(0)
      for (const href of ['/security', '/projects-data', '/setting/tool']) expect(await menuCount(href)).toBe(0)

      await page.goto(`/security/accounts?q=${encodeURIComponent(email)}`)
      await expect(page.locator('td', { hasText: roleName }).count()).resolves.toBe(1)
      await page.click(`a:has-text("${email}")`)
      await page.click('button[value="disable"]')
      await page.getByText('账号已停用').waitFor()
      await expect(page.locator('[data-testid="account-state"]').textContent()).resolves.toContain('已停用')

      await staff.page.goto('/message-data')
      expect(new URL(staff.page.url()).pathname).toBe('/login')
      await staff.context.close()
      await context.close()
    },
  )

  it.each([true, false])(
    "resets a customer's password, and the customer must change it at sign-in (JavaScript %s)",
    async (javaScriptEnabled) => {
      const customerEmail = `${unique('customer')}@example.org`
      await insertAccount(customerEmail, 'Customer#2026e2e', 0, ['customer'])
      const admin = await freshAdministrator()
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, admin.email, admin.password)
      await page.goto(`/security/external-accounts?q=${encodeURIComponent(customerEmail)}`)
      await page.click(`a:has-text("${customerEmail}")`)
      await page.click('button[value="reset"]')
      const temporary = await temporaryPasswordOn(page)

      const customer = await newPage(browser, { javaScriptEnabled })
      await replaceTemporaryPassword(customer.page, customerEmail, temporary)
      await customer.context.close()
      await context.close()
    },
  )

  it.each([true, false])(
    'refuses an administrator removing their own last menu:security (JavaScript %s)',
    async (javaScriptEnabled) => {
      expectBrowserError(/status of 400/)
      const admin = await freshAdministrator()
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, admin.email, admin.password)
      await page.goto(`/security/accounts/${admin.id}`)
      await whenHydrated(page, `form#account-${admin.id}`, javaScriptEnabled)
      await page.getByLabel('administrator', { exact: true }).uncheck()
      await page.click(`form#account-${admin.id} button[type="submit"]`)
      await page.getByText('不能移除自己的安全管理权限').waitFor()
      const [held] = await sql<{ count: number }[]>`
        select count(*)::int as count from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = ${admin.id} and r.name = 'administrator'`
      expect(held!.count).toBe(1)
      await context.close()
    },
  )
})
