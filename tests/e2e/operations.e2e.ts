import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import { baseUrl } from './browser'
import { CUSTOMER, get, post } from './http'

describe('operations and security baseline', () => {
  it('answers /healthz when the database answers and the file storage takes writes', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' })
  })

  it('sends security headers with a nonce-based Content-Security-Policy and a request id', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/)
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1]
    expect(await response.text()).toContain(`nonce="${nonce}"`)
  })

  it('refuses a state-changing request from another origin', async () => {
    const response = await post('/login', { email: CUSTOMER.email, password: CUSTOMER.password }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(false)
  })
})

describe('login rate limit', () => {
  let limited: RunningPlatform
  beforeAll(async () => {
    limited = await startPlatform({ databaseUrl: `${inject('postgresUrlPrefix')}biocloud_e2e`, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } })
  })
  afterAll(async () => {
    await limited.stop()
  })

  it('answers 429 with the translated message once the limit is reached', async () => {
    const attempt = (headers: Record<string, string> = {}) =>
      fetch(`${limited.baseUrl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: limited.baseUrl, ...headers },
        body: new URLSearchParams({ email: CUSTOMER.email, password: 'Wrong#password1' }),
      })
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(await refused.text()).toBe('请求过于频繁，请稍后再试。')
    const english = await attempt({ Cookie: `lng=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}` })
    expect(await english.text()).toBe('Too many requests. Please try again later.')
    expect(baseUrl()).not.toBe(limited.baseUrl)
  })
})
