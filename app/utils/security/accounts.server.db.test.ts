import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { passwords, roles, sessions, users } from '#db/schema/users'
import { SIGN_IN_LOCKOUT } from '#core/accounts'
import { brokenPasswordRules } from '#core/password-policy'
import { checkSignIn } from '../auth.server'
import { platformConfig } from '../platform-config.server'
import {
  createAccount,
  listAccounts,
  resetAccountPassword,
  securityOverview,
  setAccountActive,
  temporaryPassword,
  unlockAccount,
  updateAccount,
  type AccountListQuery,
} from './accounts.server'

const staffDomain = platformConfig().staffEmailDomain
let admin: { id: number; email: string }
let administratorRole: number
let staffRole: number

const query = (overrides: Partial<AccountListQuery> = {}): AccountListQuery => ({
  page: 1,
  pageSize: 10,
  sort: null,
  direction: 'asc',
  keyword: null,
  role: undefined,
  state: undefined,
  ...overrides,
})

beforeAll(async () => {
  const db = getDb()
  ;[admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@biocloud.example.com'))
  const all = await db.select({ id: roles.id, name: roles.name }).from(roles)
  administratorRole = all.find((role) => role.name === 'administrator')!.id
  staffRole = all.find((role) => role.name === 'staff')!.id
})

async function newStaff(local: string, roleIds = [staffRole]) {
  const created = await createAccount(admin, {
    kind: 'internal',
    email: `${local}@${staffDomain}`,
    firstName: 'Test',
    lastName: local,
    roleIds,
  })
  if (!created.ok) throw new Error(created.messageKey)
  return created
}

describe('accounts', () => {
  it('creates accounts of the kind the internal address check allows, with a temporary password', async () => {
    expect(
      await createAccount(admin, {
        kind: 'internal',
        email: 'x@example.org',
        firstName: 'A',
        lastName: 'B',
        roleIds: [],
      }),
    ).toMatchObject({ ok: false, messageKey: 'securityAccounts.errors.internalNeedsStaffDomain' })
    expect(
      await createAccount(admin, {
        kind: 'external',
        email: `x@${staffDomain}`,
        firstName: 'A',
        lastName: 'B',
        roleIds: [],
      }),
    ).toMatchObject({ ok: false, messageKey: 'securityAccounts.errors.externalStaffDomain' })

    const created = await newStaff('created-one')
    expect(brokenPasswordRules(created.temporaryPassword)).toEqual([])
    expect(await checkSignIn(`created-one@${staffDomain}`, created.temporaryPassword)).toEqual({
      ok: true,
      userId: created.id,
      mustChangePassword: true,
    })
    expect(
      await createAccount(admin, {
        kind: 'internal',
        email: `CREATED-ONE@${staffDomain}`,
        firstName: 'A',
        lastName: 'B',
        roleIds: [],
      }),
    ).toMatchObject({ ok: false, messageKey: 'securityAccounts.errors.emailTaken' })

    const page = await listAccounts('internal', query({ keyword: 'created-one' }))
    expect(page.rows).toMatchObject([{ id: created.id, roles: ['staff'], isActive: true, isLocked: false }])
    expect(page.total).toBe(1)
    expect((await listAccounts('external', query({ keyword: 'created-one' }))).total).toBe(0)
    expect((await listAccounts('internal', query({ role: administratorRole }))).rows.map((r) => r.email)).toContain(
      admin.email,
    )
    const [audit] = await changesOf(getDb(), 'account', created.id)
    expect(JSON.stringify(audit)).not.toMatch(/argon|password/i)
  })

  it('never generates a temporary password that breaks the policy', () => {
    for (let i = 0; i < 200; i++) expect(brokenPasswordRules(temporaryPassword())).toEqual([])
  })

  it('keeps security administered: no self-disable, no losing your own last menu:security', async () => {
    expect(await setAccountActive(admin, admin.id, false)).toEqual({
      ok: false,
      messageKey: 'securityAccounts.rails.ownAccount',
    })
    const fresh = await newStaff('fresh-admin', [administratorRole])
    const freshActor = { id: fresh.id, email: `fresh-admin@${staffDomain}` }
    expect(await updateAccount(freshActor, fresh.id, { firstName: 'F', lastName: 'A', roleIds: [staffRole] })).toEqual({
      ok: false,
      messageKey: 'securityAccounts.rails.ownSecurityAccess',
    })
    expect((await listAccounts('internal', query({ keyword: 'fresh-admin' }))).rows[0]!.roles).toEqual([
      'administrator',
    ])
    // Another administrator may take it away.
    expect(await updateAccount(admin, fresh.id, { firstName: 'F', lastName: 'A', roleIds: [staffRole] })).toEqual({
      ok: true,
    })
  })

  it('disabling ends every session of the account at once; enabling lets it sign in again', async () => {
    const staff = await newStaff('leaver')
    await getDb()
      .insert(sessions)
      .values({ id: 'leaver-session', userId: staff.id, expiresAt: sql`now() + interval '1 day'` })
    expect(await setAccountActive(admin, staff.id, false)).toEqual({ ok: true })
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([])
    expect(await checkSignIn(`leaver@${staffDomain}`, staff.temporaryPassword)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect((await listAccounts('internal', query({ keyword: 'leaver', state: 'disabled' }))).total).toBe(1)
    expect(await setAccountActive(admin, staff.id, true)).toEqual({ ok: true })
    expect((await checkSignIn(`leaver@${staffDomain}`, staff.temporaryPassword)).ok).toBe(true)
    expect((await changesOf(getDb(), 'account', staff.id)).map((change) => change.action)).toEqual([
      'enable',
      'disable',
      'create',
    ])
  })

  it('a password reset forces a change and ends the open sessions', async () => {
    const created = await createAccount(admin, {
      kind: 'external',
      email: 'reset-me@example.org',
      firstName: 'R',
      lastName: 'M',
      roleIds: [],
    })
    if (!created.ok) throw new Error(created.messageKey)
    await getDb().update(passwords).set({ mustChange: false }).where(eq(passwords.userId, created.id))
    await getDb()
      .insert(sessions)
      .values({ id: 'reset-session', userId: created.id, expiresAt: sql`now() + interval '1 day'` })
    const reset = await resetAccountPassword(admin, created.id)
    if (!reset.ok) throw new Error(reset.messageKey)
    expect(await checkSignIn('reset-me@example.org', created.temporaryPassword)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await checkSignIn('reset-me@example.org', reset.temporaryPassword)).toMatchObject({
      ok: true,
      mustChangePassword: true,
    })
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, created.id))).toEqual([])
  })

  it('locks an account after too many wrong passwords until an administrator unlocks it', async () => {
    const staff = await newStaff('guessed')
    const email = `guessed@${staffDomain}`
    for (let i = 0; i < SIGN_IN_LOCKOUT.failures; i++) {
      expect(await checkSignIn(email, 'Wrong#2026pass')).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await checkSignIn(email, staff.temporaryPassword)).toEqual({ ok: false, reason: 'locked' })
    expect((await listAccounts('internal', query({ keyword: 'guessed', state: 'locked' }))).total).toBe(1)
    expect((await securityOverview()).locked).toBeGreaterThanOrEqual(1)
    expect(await unlockAccount(admin, staff.id)).toEqual({ ok: true })
    expect((await checkSignIn(email, staff.temporaryPassword)).ok).toBe(true)
  })
})
