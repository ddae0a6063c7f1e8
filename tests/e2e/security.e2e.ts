import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signCrmLoginToken } from '../../app/utils/crm-login-token.server'
import { SEEDED_TOOLS } from '../../db/seed/tools/index'
import { toolDemoFolder } from '../../tools/index'
import { baseUrl } from './browser'
import { CUSTOMER, get, post, sessionCookieFor, STAFF } from './http'

/**
 * Issue 7 §3 on the running platform, as an attacker tries it: open redirects, token replay and
 * account switching, malformed input that used to answer 500. Limits that need a low rate or a
 * trusted proxy run on a platform of their own (security-limits.e2e.ts).
 */

const CRM_SECRET = 'e2e-crm-secret'
const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60
const tokenFor = (email: string, minutes = 5) => signCrmLoginToken({ email, exp: inMinutes(minutes) }, CRM_SECRET)
const ENGLISH_COOKIE = `lng=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}`
const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('__session=') && !cookie.startsWith('__session=;'))
    ?.split(';')[0]

let sql: postgres.Sql
beforeAll(() => {
  sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 2, onnotice: () => {} })
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

describe('open redirects (issue 7: redirectTo normalised to //evil.example)', () => {
  // As they appear in a URL; each route also gets the value once decoded, as a form would carry it.
  const PAYLOADS = ['/.//evil.example', '/..//evil.example', '/%252e//evil.example', '/x/../%5Cevil.example/path']
  const site = () => new URL(baseUrl()).origin
  const landsOnSite = (response: Response) => {
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).origin).toBe(site())
  }

  it.each(PAYLOADS)('/auth/:token keeps %s on the site', async (payload) => {
    landsOnSite(await get(`/auth/${tokenFor(CUSTOMER.email)}?redirectTo=${payload}`))
  })

  it.each(PAYLOADS)('/resources/language and /resources/check-in keep %s on the site', async (payload) => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    for (const redirectTo of [payload, decodeURIComponent(payload)]) {
      landsOnSite(await post('/resources/language', { language: 'zh', redirectTo }))
      landsOnSite(await post('/resources/check-in', { redirectTo }, { cookie }))
    }
  })

  it.each(PAYLOADS)('/projects/toolRunRecords keeps %s on the site after a delete', async (payload) => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    for (const redirectTo of [payload, decodeURIComponent(payload)]) {
      const [task] = await sql<{ id: number }[]>`
        insert into tool_tasks (task_number, tool_id, user_id, status)
        select ${`T-redirect-${Math.random().toString(36).slice(2)}`}, (select min(id) from tools), id, 800 from users where email = ${CUSTOMER.email}
        returning id`
      landsOnSite(
        await post('/projects/toolRunRecords', { intent: 'delete', taskId: String(task.id), redirectTo }, { cookie }),
      )
    }
  })
})

describe('third-party login tokens (issue 7: replay, any expiry, silent account switch)', () => {
  it('works once: a second use of the same link lands on the login page with a message', async () => {
    const token = tokenFor(CUSTOMER.email)
    const first = await get(`/auth/${token}`)
    expect(first.status).toBe(302)
    expect(sessionCookieOf(first)).toBeDefined()
    const replay = await get(`/auth/${token}`)
    expect(replay.headers.get('location')).toBe('/login?error=tokenUsed')
    expect(sessionCookieOf(replay)).toBeUndefined()
    const page = await (await get('/login?error=tokenUsed')).text()
    expect(page).toContain('此登录链接已使用过')
  })

  it('lets exactly one of ten concurrent uses of a link sign in', async () => {
    const token = tokenFor(CUSTOMER.email)
    const responses = await Promise.all(Array.from({ length: 10 }, () => get(`/auth/${token}`)))
    expect(responses.filter((response) => sessionCookieOf(response) !== undefined)).toHaveLength(1)
    expect(responses.filter((response) => response.headers.get('location') === '/login?error=tokenUsed')).toHaveLength(
      9,
    )
  })

  it('refuses a link valid for more than 15 minutes (a year ahead used to work)', async () => {
    for (const minutes of [17, 365 * 24 * 60]) {
      const response = await get(`/auth/${tokenFor(CUSTOMER.email, minutes)}`)
      expect(response.headers.get('location')).toBe('/login?error=tokenInvalid')
      expect(sessionCookieOf(response)).toBeUndefined()
    }
    expect(sessionCookieOf(await get(`/auth/${tokenFor(CUSTOMER.email, 15)}`))).toBeDefined()
  })

  it('asks before replacing a session of another account, and switches only on the POST', async () => {
    const customerCookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const token = tokenFor(STAFF.email)
    const asked = await get(`/auth/${token}?redirectTo=/tools/all`, customerCookie)
    expect(asked.status).toBe(200)
    expect(sessionCookieOf(asked)).toBeUndefined()
    const page = await asked.text()
    expect(page).toContain(`您当前以 ${CUSTOMER.email} 登录。要以 ${STAFF.email} 继续吗？`)
    expect(page).toMatch(/<form method="post"[^>]*>/)
    expect(page).toContain('href="/tools/all"')
    // Asking used nothing: the customer is still signed in, and the link still works.
    expect((await get('/projects/overview', customerCookie)).status).toBe(200)

    const switched = await fetch(`${baseUrl()}/auth/${token}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl(), Cookie: customerCookie },
      body: new URLSearchParams({ redirectTo: '/tools/all' }),
    })
    expect(switched.headers.get('location')).toBe('/tools/all')
    const staffCookie = sessionCookieOf(switched)!
    // Staff may open the settings, which the customer may not.
    expect((await get('/setting/tool', staffCookie)).status).toBe(200)
    // The customer's session ended with the switch.
    expect((await get('/projects/overview', customerCookie)).headers.get('location')).toMatch(/^\/login/)
  })

  it('just continues when the link is for the account already signed in', async () => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const response = await get(`/auth/${tokenFor(CUSTOMER.email)}?redirectTo=/projects/overview`, cookie)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/projects/overview')
    expect(sessionCookieOf(response)).toBeUndefined()
  })
})

describe('malformed input answers 400 or 404 with a message, never 500 (issue 7)', () => {
  const MESSAGES = {
    zh: { 400: '请求参数无效，请检查链接或输入后重试。', 404: '您访问的页面不存在。' },
    en: {
      400: 'The request is not valid. Please check the link or your input and try again.',
      404: 'The page you are looking for does not exist.',
    },
  } as const
  const CASES: [string, 400 | 404][] = [
    ['/tools/all?q=%00', 400],
    ['/tools/all?page=1e300', 400],
    ['/tools/all?page=922337203685477580', 400],
    ['/tool/99999999999', 404],
    ['/tool/1?saved=%00', 400],
    ['/projects/toolRunRecords?page=1e300', 400],
    ['/projects/toolRunRecords?page=922337203685477580', 400],
    ['/projects/toolfiles?page=1e300', 400],
    ['/task/1?page=1e300', 400],
    ['/task/99999999999', 404],
    ['/resources/tool-task-files/1/output/x.png%00.txt', 404],
    ['/resources/tool-task-files/99999999999/output/x.png', 404],
    ['/resources/tool-task-events/99999999999', 404],
    ['/resources/tool-cover/99999999999', 404],
  ]

  it.each(['zh', 'en'] as const)('in %s', async (language) => {
    const cookie = `${await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)}; ${language === 'en' ? ENGLISH_COOKIE : ''}`
    for (const [path, status] of CASES) {
      const response = await get(path, cookie)
      expect({ path, status: response.status }).toEqual({ path, status })
      expect({ path, message: (await response.text()).includes(MESSAGES[language][status]) }).toEqual({
        path,
        message: true,
      })
    }
  })

  const chartTool = SEEDED_TOOLS.find((tool) => tool.scriptClassName === 'BoxPlot')!
  const toolId = async () =>
    (await sql<{ id: number }[]>`select id from tools where script_class_name = ${chartTool.scriptClassName}`)[0].id

  it.each([
    ['urlencoded', 'application/x-www-form-urlencoded', 'intent=run'],
    ['JSON', 'application/json', '{"intent":"run"}'],
  ])('answers a %s body sent to the multipart tool form with 400 and a message', async (_kind, contentType, body) => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const response = await fetch(`${baseUrl()}/tool/${await toolId()}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': contentType, Origin: baseUrl(), Cookie: cookie },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('无法读取提交的表单，请从页面上的表单提交。')
  })

  it('accepts an upload whose file name has = and ; in it', async () => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const form = new FormData()
    // As the browser sends the demo's parameters: a checked box is `on`, an unchecked one absent.
    for (const [key, value] of Object.entries(chartTool.demo.params)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== false && item !== null) form.append(key, item === true ? 'on' : String(item))
    }
    for (const [key, fileName] of Object.entries(chartTool.demo.files)) {
      const bytes = fs.readFileSync(path.join(toolDemoFolder(chartTool.scriptClassName), fileName))
      form.append(`file:${key}`, new File([bytes], `run=2;final ${fileName}`))
    }
    const response = await fetch(`${baseUrl()}/tool/${await toolId()}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: baseUrl(), Cookie: cookie },
      body: form,
    })
    expect(response.status).toBe(302)
    const taskId = Number(/^\/task\/(\d+)$/.exec(response.headers.get('location') ?? '')?.[1])
    const names = await sql<{ name: string }[]>`select name from stored_files where tool_task_id = ${taskId}`
    expect(names.map((row) => row.name).some((name) => name.startsWith('run_2_final '))).toBe(true)
  })
})

describe('same-origin check (issue 7: the scheme was ignored)', () => {
  it('refuses a post whose Origin names this host under https', async () => {
    const https = new URL(baseUrl())
    https.protocol = 'https:'
    const response = await post(
      '/login',
      { email: CUSTOMER.email, password: CUSTOMER.password },
      { origin: https.origin },
    )
    expect(response.status).toBe(403)
  })

  it('refuses a post that claims this site through X-Forwarded-Host when no proxy is trusted', async () => {
    const response = await fetch(`${baseUrl()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://evil.example',
        'X-Forwarded-Host': 'evil.example',
      },
      body: new URLSearchParams({ email: CUSTOMER.email, password: CUSTOMER.password }),
    })
    expect(response.status).toBe(403)
  })
})
