import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccounts } from './example-demo'
import { baseUrl } from './browser'
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
  it('removes a permission from a role: the member loses the menu on the next page; the audit log and CSV show it', async () => {
    const member = await sessionCookieFor(MEMBER.email, MEMBER.password)
    const admin = await sessionCookieFor(ADMIN.email, ADMIN.password)
    expect(await (await get('/', member)).text()).toContain('href="/message-data"')

    const body = new URLSearchParams([
      ['intent', 'update'],
      ['id', String(roleId)],
      ['name', ROLE_NAME],
      ['description', 'Data only'],
      ['permissions', 'menu:projects-data'],
    ])
    const saved = await fetch(`${baseUrl()}/security/roles?edit=${roleId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl(), Cookie: admin },
      body,
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/security/roles')

    const next = await (await get('/', member)).text()
    expect(next).not.toContain('href="/message-data"')
    expect(next).toContain('href="/projects-data"')

    const filter = `actor=${encodeURIComponent(ADMIN.email)}&entityType=role`
    const audit = await (await get(`/security/audit-log?${filter}`, admin)).text()
    expect(audit).toContain(`role #${roleId}`)
    expect(audit).toContain('Data only')
    const csv = await (await get(`/security/audit-log/export?${filter}`, admin)).text()
    const line = csv.split('\r\n').find((row) => row.includes(`,role,${roleId},`))
    expect(line).toContain('menu:message-data')
    expect(line).toContain('Data only')
  })

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
