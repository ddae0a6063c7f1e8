import { describe, expect, it } from 'vitest'
import { signCrmLoginToken, verifyCrmLoginToken } from './crm-login-token.server'

const secret = 'shared-secret-for-tests'
const now = new Date('2026-11-21T12:00:00Z')
const inTenMinutes = Math.floor(now.getTime() / 1000) + 600

describe('CRM login tokens', () => {
  it('round-trips the e-mail of a valid token', () => {
    const token = signCrmLoginToken({ email: 'li.wei@example.com', exp: inTenMinutes }, secret)
    expect(verifyCrmLoginToken(token, secret, now)).toEqual({ ok: true, claims: { email: 'li.wei@example.com', exp: inTenMinutes } })
  })

  it('refuses an expired token', () => {
    const token = signCrmLoginToken({ email: 'li.wei@example.com', exp: inTenMinutes }, secret)
    expect(verifyCrmLoginToken(token, secret, new Date(now.getTime() + 601_000))).toEqual({ ok: false, problem: 'expired' })
  })

  it('refuses a token signed with another secret or with a changed payload', () => {
    const token = signCrmLoginToken({ email: 'li.wei@example.com', exp: inTenMinutes }, 'other-secret')
    expect(verifyCrmLoginToken(token, secret, now)).toEqual({ ok: false, problem: 'forged' })
    const genuine = signCrmLoginToken({ email: 'li.wei@example.com', exp: inTenMinutes }, secret)
    const tamperedPayload = Buffer.from(JSON.stringify({ email: 'admin@example.com', exp: inTenMinutes })).toString('base64url')
    expect(verifyCrmLoginToken(`${tamperedPayload}.${genuine.split('.')[1]}`, secret, now)).toEqual({ ok: false, problem: 'forged' })
  })

  it.each(['', 'abc', 'a.b.c', '.sig', 'payload.'])('refuses the malformed token %j', (token) => {
    expect(verifyCrmLoginToken(token, secret, now).ok).toBe(false)
  })
})
