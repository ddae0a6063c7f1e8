import { beforeAll, describe, expect, it } from 'vitest'
import { loadEnvironment } from '#core/env'
import { signCrmLoginToken } from './crm-login-token.server'
import { checkLoginToken, consumeLoginToken } from './token-login.server'

const SECRET = 'token-login-test-secret'
const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60

beforeAll(() => {
  process.env.CRM_TOKEN_SECRET = SECRET
  loadEnvironment()
})

describe('single-use login tokens', () => {
  it('lets exactly one of many concurrent uses of a token win', async () => {
    const checked = await checkLoginToken(
      signCrmLoginToken({ email: 'customer@example.com', exp: inMinutes(5) }, SECRET),
    )
    if (!checked.ok) throw new Error(`token refused: ${checked.problem}`)
    const wins = await Promise.all(Array.from({ length: 20 }, () => consumeLoginToken(checked.claims)))
    expect(wins.filter(Boolean)).toHaveLength(1)
    expect(await checkLoginToken(signCrmLoginToken(checked.claims, SECRET))).toEqual({ ok: false, problem: 'used' })
  })

  it('names the problem of a link it refuses', async () => {
    expect(
      await checkLoginToken(signCrmLoginToken({ email: 'nobody@example.com', exp: inMinutes(5) }, SECRET)),
    ).toEqual({ ok: false, problem: 'unknown-account' })
    expect(
      await checkLoginToken(signCrmLoginToken({ email: 'customer@example.com', exp: inMinutes(60) }, SECRET)),
    ).toEqual({ ok: false, problem: 'lifetime' })
    expect(
      await checkLoginToken(signCrmLoginToken({ email: 'customer@example.com', exp: inMinutes(-1) }, SECRET)),
    ).toEqual({ ok: false, problem: 'expired' })
  })
})
