import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccounts } from './example-demo'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { ADMIN, get, sessionCookieFor } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * Roles through the page, without JavaScript (plain form posts): a permission taken from a role is
 * gone from its member's menu on their next page, without signing out, and the audit page and its
 * CSV export show the change.
 */

const suffix = Math.random().toString(36).slice(2, 8)
const MEMBER = { email: `role-member-${suffix}@biocloud.example.com`, password: 'Member#2026role' }
const ROLE_NAME = `message-desk-${suffix}`

let sql: postgres.Sql
let roleId: number

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  createAccounts([MEMBER], 'Member')
  await sql.begin(async (tx) => {
    await tx`update users set account_type = 1 where lower(email) = ${MEMBER.email}`
    const [role] = await tx<{ id: number }[]>`
      insert into roles (name, description) values (${ROLE_NAME}, 'Messages and data') returning id`
    roleId = role.id
    await tx`insert into role_permissions (role_id, permission_id)
      select ${role.id}, id from permissions where code in ('menu:message-data', 'menu:projects-data')`
    await tx`insert into user_roles (user_id, role_id) select id, ${role.id} from users where lower(email) = ${MEMBER.email}`
  })
})

afterAll(async () => {
  await sql?.end({ timeout: 5 })
})

describe('security roles', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each([false, true])(
    'removes a permission from a role in the page (JavaScript %s): the member loses the menu on the next page; the audit log and CSV show it',
    async (javaScriptEnabled) => {
      const description = `Data only (JS ${javaScriptEnabled})`
      await sql`insert into role_permissions (role_id, permission_id)
        select ${roleId}, id from permissions where code = 'menu:message-data' on conflict do nothing`
      const member = await newPage(browser, { javaScriptEnabled })
      const admin = await newPage(browser, { javaScriptEnabled })
      try {
        await logIn(member.page, MEMBER.email, MEMBER.password)
        await member.page.goto('/')
        expect(await member.page.locator('a[href="/message-data"]').count()).toBeGreaterThan(0)

        await logIn(admin.page, ADMIN.email, ADMIN.password)
        await admin.page.goto(`/security/roles?edit=${roleId}`)
        const form = admin.page.getByTestId('role-edit')
        await whenHydrated(admin.page, '[data-testid="role-edit"]', javaScriptEnabled)
        await form.locator('textarea[name="description"], input[name="description"]').fill(description)
        await form.locator('input[name="permissions"][value="menu:message-data"]').uncheck()
        await Promise.all([
          admin.page.waitForURL((url) => url.pathname === '/security/roles' && !url.search.includes('edit')),
          form.locator('button[name="intent"][value="update"]').click(),
        ])

        // Without signing out: the member's next page has the menu no more.
        await member.page.goto('/')
        expect(await member.page.locator('a[href="/message-data"]').count()).toBe(0)
        expect(await member.page.locator('a[href="/projects-data"]').count()).toBeGreaterThan(0)

        const filter = `actor=${encodeURIComponent(ADMIN.email)}&entityType=role`
        await admin.page.goto(`/security/audit-log?${filter}`)
        const audit = (await admin.page.locator('main').textContent()) ?? ''
        expect(audit).toContain(`role #${roleId}`)
        expect(audit).toContain(description)
        const cookie = await sessionCookieFor(ADMIN.email, ADMIN.password)
        const csv = await (await get(`/security/audit-log/export?${filter}`, cookie)).text()
        const line = csv.split('\r\n').find((row) => row.includes(`,role,${roleId},`) && row.includes(description))
        expect(line).toContain('menu:message-data')
      } finally {
        await member.context.close()
        await admin.context.close()
      }
    },
  )

  it('refuses to delete a role its member holds, listing the member', async () => {
    const admin = await sessionCookieFor(ADMIN.email, ADMIN.password)
    const refused = await fetch(`${baseUrl()}/security/roles?confirm=${roleId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl(), Cookie: admin },
      body: new URLSearchParams({ intent: 'delete', id: String(roleId) }),
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(MEMBER.email)
  })
})
