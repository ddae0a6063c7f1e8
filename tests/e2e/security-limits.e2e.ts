import fs from 'node:fs'
import http from 'node:http'
import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signCrmLoginToken } from '../../app/utils/crm-login-token.server'
import { ensureDatabase } from '../../db/ensure-database'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import { expectBrowserError, launchBrowser, whenHydrated } from './browser'
import { CUSTOMER } from './http'

/**
 * Limits that need a platform of their own: 3 sign-in attempts a minute, and a trusted proxy
 * (TRUST_PROXY_HOPS=1), so each test is a different client by its X-Forwarded-For and the counts,
 * kept in Postgres, do not leak between tests. Its database is its own too.
 */
const LIMIT = 3
const ENGLISH_COOKIE = `lng=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}`
const TOO_MANY = { zh: '请求过于频繁，请稍后再试。', en: 'Too many requests. Please try again later.' }

let platform: RunningPlatform
let browser: Browser
let clients = 0
/** A client address no other test uses (TEST-NET-3). */
const newClient = () => `203.0.113.${++clients}`

beforeAll(async () => {
  await ensureDatabase(inject('postgresServerUrl'), 'biocloud_e2e_limits')
  platform = await startPlatform({
    databaseUrl: `${inject('postgresUrlPrefix')}biocloud_e2e_limits`,
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await platform?.stop()
})

interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A request with the path exactly as written: fetch would normalise `/./login` before sending it. */
function raw(
  method: string,
  path: string,
  options: { client: string; form?: Record<string, string>; cookie?: string },
): Promise<RawResponse> {
  const url = new URL(platform.baseUrl)
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          Origin: url.origin,
          'X-Forwarded-For': options.client,
          ...(body
            ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) }
            : {}),
          ...(options.cookie ? { Cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

// An address with no account: the limit counts per client address all the same, and the demo
// customer's own lockout after repeated wrong passwords (SIGN_IN_LOCKOUT) stays out of these tests.
const wrongPassword = { email: 'nobody@example.com', password: 'Wrong#password1' }
const sessionCookie = (response: RawResponse) =>
  response.headers['set-cookie']?.find((cookie) => cookie.startsWith('__session='))?.split(';')[0]

async function signIn(client: string): Promise<string> {
  const response = await raw('POST', '/login', { client, form: CUSTOMER })
  const cookie = sessionCookie(response)
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed with ${response.status}`)
  return cookie
}

describe('sign-in limit on the route Remix resolves (issue 7: /%6cogin, /./login, /%61uth were unlimited)', () => {
  it('counts every spelling of /login and of /auth/:token against one limit', async () => {
    const client = newClient()
    for (const path of ['/%6cogin', '/%6C%6F%67%69%6E', '/./login'])
      expect((await raw('POST', path, { client, form: wrongPassword })).status).toBe(400)
    for (const path of ['/login', '/%6cogin', '/%6C%6F%67%69%6E', '/./login']) {
      const refused = await raw('POST', path, { client, form: CUSTOMER })
      expect({ path, status: refused.status }).toEqual({ path, status: 429 })
      expect(sessionCookie(refused)).toBeUndefined()
    }
    const token = signCrmLoginToken(
      { email: CUSTOMER.email, exp: Math.floor(Date.now() / 1000) + 300 },
      'e2e-crm-secret',
    )
    const viaToken = await raw('GET', `/%61uth/${token}`, { client })
    expect(viaToken.status).toBe(429)
    expect(viaToken.body).toContain(TOO_MANY.zh)
    expect(sessionCookie(viaToken)).toBeUndefined()
  })

  it('counts token logins alone too, and another client is not affected', async () => {
    const client = newClient()
    for (let i = 0; i < LIMIT; i++) expect((await raw('GET', '/auth/not-a-token', { client })).status).toBe(302)
    expect((await raw('GET', '/auth/not-a-token', { client })).status).toBe(429)
    expect((await raw('GET', '/auth/not-a-token', { client: newClient() })).status).toBe(302)
  })

  it('limits guesses at the current password per account, whichever address they come from', async () => {
    const cookie = await signIn(newClient())
    const guess = (client: string, currentPassword: string) =>
      raw('POST', '/userCenter/password', {
        client,
        cookie,
        form: { currentPassword, newPassword: 'Another#2026pw', confirmPassword: 'Another#2026pw' },
      })
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await guess(newClient(), `Guess#${i}abcd`)
      expect(wrong.status).toBe(400)
      expect(wrong.body).toContain('当前密码不正确。')
    }
    const refused = await guess(newClient(), CUSTOMER.password)
    expect(refused.status).toBe(429)
    expect(refused.body).toContain(TOO_MANY.zh)
    // The right password, refused, changed nothing.
    expect((await raw('POST', '/login', { client: newClient(), form: CUSTOMER })).status).toBe(302)
  })
})

describe('the 429 answer (issue 7: a bare 500 page with JavaScript, plain text without)', () => {
  describe.each([
    { javaScriptEnabled: false, language: 'zh' },
    { javaScriptEnabled: true, language: 'zh' },
    { javaScriptEnabled: false, language: 'en' },
    { javaScriptEnabled: true, language: 'en' },
  ] as const)('with JavaScript $javaScriptEnabled in $language', ({ javaScriptEnabled, language }) => {
    it('shows the spec message inside the login page, with status 429', async () => {
      expectBrowserError(/status of 429 .*\/login/)
      const client = newClient()
      for (let i = 0; i < LIMIT; i++) await raw('POST', '/login', { client, form: wrongPassword })
      const context = await browser.newContext({
        baseURL: platform.baseUrl,
        javaScriptEnabled,
        locale: 'zh-CN',
        extraHTTPHeaders: { 'X-Forwarded-For': client },
      })
      if (language === 'en') {
        const [name, value] = ENGLISH_COOKIE.split('=')
        await context.addCookies([{ name, value, url: platform.baseUrl }])
      }
      const page = await context.newPage()
      await page.goto('/login')
      await whenHydrated(page, 'form', javaScriptEnabled)
      await page.fill('input[name="email"]', CUSTOMER.email)
      await page.fill('input[name="password"]', CUSTOMER.password)
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === 'POST'),
        page.click('form#login button[type="submit"]'),
      ])
      expect(response.status()).toBe(429)
      await page.getByRole('alert').filter({ hasText: TOO_MANY[language] }).waitFor()
      // Still the login page, form and all, not an error page.
      await expect(page.locator('input[name="email"]').count()).resolves.toBe(1)
      expect(new URL(page.url()).pathname).toBe('/login')
      await context.close()
    })
  })
})

/** Resident memory of the platform and every process under it, in bytes. */
function residentBytes(rootPid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const parent = Number(
        fs
          .readFileSync(`/proc/${entry}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ')[1],
      )
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop()!
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
    } catch {
      continue
    }
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}

describe('request bodies are bounded while they stream (issue 7: 415 MB to 2.9 GB RSS)', () => {
  it('answers a chunked multipart body of 100 text parts of 2 MB with 413, and memory stays low', async () => {
    const cookie = await signIn(newClient())
    const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e_limits`, { max: 1, onnotice: () => {} })
    const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'BoxPlot'`
    await sql.end()
    const before = residentBytes(platform.pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(platform.pid))), 50)

    const url = new URL(platform.baseUrl)
    const boundary = 'BioCloudBoundary'
    const part = Buffer.alloc(2 * 1024 * 1024, 'A')
    const answer = await new Promise<{ status: number; body: string; partsSent: number }>((resolve, reject) => {
      let partsSent = 0
      const request = http.request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/tool/${tool.id}`,
        // No Content-Length: Node sends the body chunked, as the attacker did.
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          Origin: url.origin,
          Cookie: cookie,
          'X-Forwarded-For': newClient(),
        },
      })
      request.on('response', (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body, partsSent })
        })
      })
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server may drop the connection once it has answered and read enough.
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
      })
      const send = () => {
        while (partsSent < 100) {
          partsSent++
          const more = request.write(
            Buffer.concat([
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="p${partsSent}"\r\n\r\n`),
              part,
              Buffer.from('\r\n'),
            ]),
          )
          if (!more) return void request.once('drain', send)
        }
        request.end(`--${boundary}--\r\n`)
      }
      send()
    })
    clearInterval(sampler)

    const growthMb = (peak - before) / 1024 / 1024
    console.info(
      `RSS before ${(before / 1024 / 1024).toFixed(0)} MB, peak ${(peak / 1024 / 1024).toFixed(0)} MB (+${growthMb.toFixed(0)} MB); ${answer.partsSent} of 100 parts written when the answer came`,
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('提交的内容过大，请减小文件或文本后重试。')
    // The refusal comes while the body is still being sent: it was never read whole.
    expect(answer.partsSent).toBeLessThan(50)
    // The platform's RSS also holds its worker, whose jobs from earlier files may still run; reading
    // the body whole cost 415 MB to 2.9 GB before issue 7.
    expect(growthMb).toBeLessThan(300)
  })
})
