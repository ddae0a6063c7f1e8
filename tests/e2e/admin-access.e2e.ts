import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccounts } from './example-demo'
import { CUSTOMER, get, post, sessionCookieFor, STAFF } from './http'
import { databaseUrl } from './platform-tasks'
import { SPEC_ROUTES } from './spec-routes'

/*
 * The settings back office refuses everyone without `menu:settings` on the server: every page of
 * every route file under app/routes/setting+ (found on disk, so a new page is covered the day it is
 * added), opened and posted to by a customer and by an internal account whose role lacks the
 * permission, answers /401 and changes nothing.
 */

const SETTINGS_ROUTES = path.resolve('app/routes/setting+')
/** Internal, with a role that opens the security pages only. */
const SECURITY_ONLY = { email: 'security-only-staff@biocloud.example.com', password: 'Security#2026only' }

/** The URL of a flat-routes file (`tool+/edit.$id.tsx` → `/setting/tool/edit/1`), its parameters filled with 1. */
function urlOf(relativeFile: string, base = '/setting'): string | null {
  const segments = relativeFile
    .replace(/\.tsx?$/, '')
    .split('/')
    .flatMap((part) => part.replace(/\+$/, '').split('.'))
  if (segments.at(-1) === '_layout') return null
  const url = segments
    .filter((segment) => segment !== '_index')
    .map((segment) => (segment.startsWith('$') ? '1' : segment.replace(/_$/, '')))
  return `${base}${url.length ? `/${url.join('/')}` : ''}`
}

function routeFiles(folder: string, prefix = ''): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return routeFiles(path.join(folder, entry.name), relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

interface SettingsPage {
  url: string
  /** The URL a form of the page posts to: an index route is addressed with `?index`. */
  actionUrl: string | null
}

/** The page of a route file: its URL, and where its forms post when it has an action. */
function pageOf(folder: string, file: string, base?: string): SettingsPage[] {
  const url = urlOf(file, base)
  if (!url) return []
  const source = fs.readFileSync(path.join(folder, file), 'utf8')
  const hasAction = /export (async function|const|function) action\b/.test(source)
  const actionUrl = hasAction ? (file.endsWith('_index.tsx') ? `${url}?index` : url) : null
  return [{ url, actionUrl }]
}

const PAGES: SettingsPage[] = routeFiles(SETTINGS_ROUTES).flatMap((file) => pageOf(SETTINGS_ROUTES, file))

/*
 * Issue 21's pages, found by file name so a page added later is covered: everything under
 * security+ and resource+, and the data desks (`projects-data.tsx`, `tools-data_.export.tsx`...).
 * Each one's permission is the spec's (spec-routes.ts), by the longest URL prefix.
 */
const ROUTES = path.resolve('app/routes')
const DATA_DESK_FILE = /^(projects|tools|analysis)-data(_?\.[^/]*)?\.tsx?$/
const ISSUE_21_PAGES: (SettingsPage & { permission: string })[] = [
  ...routeFiles(path.join(ROUTES, 'security+')).flatMap((file) =>
    pageOf(path.join(ROUTES, 'security+'), file, '/security'),
  ),
  ...routeFiles(path.join(ROUTES, 'resource+')).flatMap((file) =>
    pageOf(path.join(ROUTES, 'resource+'), file, '/resource'),
  ),
  ...routeFiles(ROUTES)
    .filter((file) => DATA_DESK_FILE.test(file))
    .flatMap((file) => pageOf(ROUTES, file, '')),
].map((page) => ({ ...page, permission: permissionOf(page.url) }))

function permissionOf(url: string): string {
  const [, access] = SPEC_ROUTES.filter(
    ([specPath]) => specPath !== '/' && (url === specPath || url.startsWith(`${specPath}/`)),
  ).sort(([a], [b]) => b.length - a.length)[0] ?? ['', 'unknown']
  return access
}

let sql: postgres.Sql
const refused: Record<string, string> = {}

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  createAccounts([SECURITY_ONLY], 'Security')
  await sql.begin(async (tx) => {
    await tx`update users set account_type = 1 where lower(email) = ${SECURITY_ONLY.email}`
    const [role] = await tx<{ id: number }[]>`
      insert into roles (name, description) values ('security-only', 'Security pages only')
      on conflict (name) do update set description = excluded.description returning id`
    await tx`insert into role_permissions (role_id, permission_id)
      select ${role.id}, id from permissions where code = 'menu:security' on conflict do nothing`
    await tx`insert into user_roles (user_id, role_id)
      select id, ${role.id} from users where lower(email) = ${SECURITY_ONLY.email} on conflict do nothing`
  })
  refused.customer = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
  refused.securityOnlyStaff = await sessionCookieFor(SECURITY_ONLY.email, SECURITY_ONLY.password)
  refused.staffWithoutSecurity = await sessionCookieFor(STAFF.email, STAFF.password)
})

afterAll(async () => {
  await sql?.end({ timeout: 5 })
})

describe('the settings back office without menu:settings', () => {
  it('finds the pages of this issue on disk', () => {
    const urls = PAGES.map((page) => page.url)
    for (const url of ['/setting/tool', '/setting/form', '/setting/code', '/setting/multi-language-management'])
      expect(urls).toContain(url)
    expect(urls.some((url) => url.startsWith('/setting/analysis-management'))).toBe(true)
  })

  it.each(['customer', 'securityOnlyStaff'])('answers every page and every post of a %s with /401', async (who) => {
    const cookie = refused[who]
    const [before] = await sql<{ count: number }[]>`select count(*)::int as count from audit_log`
    for (const { url, actionUrl } of PAGES) {
      const opened = await get(url, cookie)
      expect.soft(opened.headers.get('location'), `GET ${url}`).toBe('/401')
      if (!actionUrl) continue
      for (const intent of ['delete', 'publish', 'save', 'create', 'update']) {
        const posted = await post(actionUrl, { intent, _intent: intent, ids: '1', id: '1', name: 'x' }, { cookie })
        expect.soft(posted.headers.get('location'), `POST ${actionUrl} (${intent})`).toBe('/401')
      }
    }
    const [after] = await sql<{ count: number }[]>`select count(*)::int as count from audit_log`
    expect(after.count).toBe(before.count)
  })
})

describe('the pages of issue 21 without their permission', () => {
  it('finds them on disk, each with its spec permission', () => {
    const urls = ISSUE_21_PAGES.map((page) => page.url)
    for (const url of [
      '/security/roles',
      '/security/permissions',
      '/security/audit-log',
      '/resource/r1',
      '/tools-data',
    ])
      expect(urls).toContain(url)
    expect(ISSUE_21_PAGES.filter((page) => !page.permission.startsWith('menu:'))).toEqual([])
  })

  it.each(['customer', 'staff lacking the permission'])(
    'answers every page and every post of a %s with /401',
    async (who) => {
      const [before] = await sql<{ count: number }[]>`select count(*)::int as count from audit_log`
      for (const { url, actionUrl, permission } of ISSUE_21_PAGES) {
        // The seeded staff account holds every permission but security; the security-only one, only that.
        const cookie =
          who === 'customer'
            ? refused.customer
            : permission === 'menu:security'
              ? refused.staffWithoutSecurity
              : refused.securityOnlyStaff
        const opened = await get(url, cookie)
        expect.soft(opened.headers.get('location'), `GET ${url} (${who})`).toBe('/401')
        if (!actionUrl) continue
        for (const intent of ['delete', 'create', 'update', 'transfer', 'activate', 'confirm', 'retry']) {
          const posted = await post(actionUrl, { intent, _intent: intent, ids: '1', id: '1', name: 'x' }, { cookie })
          expect.soft(posted.headers.get('location'), `POST ${actionUrl} (${intent}, ${who})`).toBe('/401')
        }
      }
      const [after] = await sql<{ count: number }[]>`select count(*)::int as count from audit_log`
      expect(after.count).toBe(before.count)
    },
  )
})
