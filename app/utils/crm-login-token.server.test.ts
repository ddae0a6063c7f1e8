import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureLocalSecrets } from '../../server/local-secrets'
import { crmTokenSecret, signCrmLoginToken, verifyCrmLoginToken } from './crm-login-token.server'

const secret = 'shared-secret-for-tests'
const now = new Date('2026-11-21T12:00:00Z')
const inMinutes = (minutes: number) => Math.floor(now.getTime() / 1000) + minutes * 60
const jti = 'Q2xhaW1zLWlkLTAwMDE'

describe('CRM login tokens', () => {
  it('round-trips the e-mail and id of a valid token', () => {
    const token = signCrmLoginToken({ email: 'li.wei@example.com', exp: inMinutes(10), jti }, secret)
    expect(verifyCrmLoginToken(token, secret, now)).toEqual({
      ok: true,
      claims: { email: 'li.wei@example.com', exp: inMinutes(10), jti },
    })
  })

  it('gives every token its own id', () => {
    const ids = new Set(
      Array.from({ length: 50 }, () => {
        const verification = verifyCrmLoginToken(
          signCrmLoginToken({ email: 'li.wei@example.com', exp: inMinutes(10) }, secret),
          secret,
          now,
        )
        return verification.ok ? verification.claims.jti : null
      }),
    )
    expect(ids.size).toBe(50)
  })

  it('refuses an expired token', () => {
    const token = signCrmLoginToken({ email: 'li.wei@example.com', exp: inMinutes(10) }, secret)
    expect(verifyCrmLoginToken(token, secret, new Date(now.getTime() + 601_000))).toEqual({
      ok: false,
      problem: 'expired',
    })
  })

  it('refuses an expiry more than 15 minutes ahead, allowing a minute of clock skew', () => {
    const sign = (minutes: number) =>
      signCrmLoginToken({ email: 'li.wei@example.com', exp: inMinutes(minutes) }, secret)
    expect(verifyCrmLoginToken(sign(15), secret, now).ok).toBe(true)
    expect(verifyCrmLoginToken(sign(16), secret, now).ok).toBe(true)
    expect(verifyCrmLoginToken(sign(17), secret, now)).toEqual({ ok: false, problem: 'lifetime' })
    expect(verifyCrmLoginToken(sign(365 * 24 * 60), secret, now)).toEqual({ ok: false, problem: 'lifetime' })
  })

  it('refuses a token without an id (the format before single use)', () => {
    const payload = Buffer.from(JSON.stringify({ email: 'li.wei@example.com', exp: inMinutes(10) })).toString(
      'base64url',
    )
    const signature = createHmac('sha256', secret).update(payload).digest('base64url')
    expect(verifyCrmLoginToken(`${payload}.${signature}`, secret, now)).toEqual({ ok: false, problem: 'malformed' })
  })

  it('refuses a token signed with another secret or with a changed payload', () => {
    const token = signCrmLoginToken({ email: 'li.wei@example.com', exp: inMinutes(10) }, 'other-secret')
    expect(verifyCrmLoginToken(token, secret, now)).toEqual({ ok: false, problem: 'forged' })
    const genuine = signCrmLoginToken({ email: 'li.wei@example.com', exp: inMinutes(10), jti }, secret)
    const tamperedPayload = Buffer.from(
      JSON.stringify({ email: 'admin@example.com', exp: inMinutes(10), jti }),
    ).toString('base64url')
    expect(verifyCrmLoginToken(`${tamperedPayload}.${genuine.split('.')[1]}`, secret, now)).toEqual({
      ok: false,
      problem: 'forged',
    })
  })

  it.each(['', 'abc', 'a.b.c', '.sig', 'payload.'])('refuses the malformed token %j', (token) => {
    expect(verifyCrmLoginToken(token, secret, now).ok).toBe(false)
  })
})

describe('crmTokenSecret', () => {
  it('takes CRM_TOKEN_SECRET first, else the secret `npm start` generated into DATA_DIR, else fails clearly', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-secret-'))
    const before = process.env.CRM_TOKEN_SECRET
    try {
      expect(() => crmTokenSecret({ DATA_DIR: dataDir })).toThrow(/CRM_TOKEN_SECRET is not set/)
      // What server/main.ts does on the embedded default; it also puts the secret in the environment.
      delete process.env.CRM_TOKEN_SECRET
      ensureLocalSecrets(dataDir, ['CRM_TOKEN_SECRET'])
      const generated = process.env.CRM_TOKEN_SECRET
      expect(generated).toMatch(/^[0-9a-f]{64}$/)
      expect(crmTokenSecret({ DATA_DIR: dataDir })).toBe(generated)
      expect(crmTokenSecret({ DATA_DIR: dataDir, CRM_TOKEN_SECRET: 'from-env' })).toBe('from-env')
    } finally {
      if (before === undefined) delete process.env.CRM_TOKEN_SECRET
      else process.env.CRM_TOKEN_SECRET = before
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
