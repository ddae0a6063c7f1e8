import { describe, expect, it } from 'vitest'
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
    const response = await post(
      '/login',
      { email: CUSTOMER.email, password: CUSTOMER.password },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(false)
  })
})
