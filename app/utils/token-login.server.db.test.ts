import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TYPE } from '#core/accounts'
import { loadEnvironment } from '#core/env'
import { getDb } from '#db/client'
import { roles, userRoles, users } from '#db/schema/users'
import { signCrmLoginToken } from './crm-login-token.server'
import { accountForLoginToken, checkLoginToken, consumeLoginToken } from './token-login.server'

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
      await checkLoginToken(signCrmLoginToken({ email: 'customer@example.com', exp: inMinutes(60) }, SECRET)),
    ).toEqual({ ok: false, problem: 'lifetime' })
    expect(
      await checkLoginToken(signCrmLoginToken({ email: 'customer@example.com', exp: inMinutes(-1) }, SECRET)),
    ).toEqual({ ok: false, problem: 'expired' })
  })
})

describe('a link for an e-mail with no account', () => {
  it('creates the customer account, named by the claims, exactly once under concurrent first uses', async () => {
    const email = 'New.Customer@example.com'
    const tokens = Array.from({ length: 12 }, () =>
      signCrmLoginToken({ email, exp: inMinutes(5), firstName: ' 明 ', lastName: '李' }, SECRET),
    )
    const checked = await Promise.all(tokens.map(checkLoginToken))
    for (const token of checked) expect(token).toMatchObject({ ok: true, userId: null })
    const accounts = await Promise.all(
      checked.map((token) => {
        if (!token.ok) throw new Error(token.problem)
        return accountForLoginToken(token)
      }),
    )
    expect(new Set(accounts).size).toBe(1)
    const created = await getDb()
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, accountType: users.accountType })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    expect(created).toEqual([{ id: accounts[0], firstName: '明', lastName: '李', accountType: ACCOUNT_TYPE.external }])
    const granted = await getDb()
      .select({ role: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, accounts[0]))
    expect(granted).toEqual([{ role: 'customer' }])
    // The next link for the same e-mail, in any case, names that account.
    expect(
      await checkLoginToken(signCrmLoginToken({ email: 'new.customer@EXAMPLE.com', exp: inMinutes(5) }, SECRET)),
    ).toMatchObject({ ok: true, userId: accounts[0] })
  })

  it('creates an account without names when the link has none, and refuses a disabled account', async () => {
    const token = await checkLoginToken(signCrmLoginToken({ email: 'plain@example.com', exp: inMinutes(5) }, SECRET))
    if (!token.ok) throw new Error(token.problem)
    const id = await accountForLoginToken(token)
    const [account] = await getDb()
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id))
    expect(account).toEqual({ firstName: '', lastName: '' })
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, id))
    expect(await checkLoginToken(signCrmLoginToken({ email: 'plain@example.com', exp: inMinutes(5) }, SECRET))).toEqual(
      { ok: false, problem: 'disabled-account' },
    )
  })
})
