import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkSignIn } from '../../app/utils/auth.server'
import { loadEnvironment, parseEnvironment } from '../../core/env'
import { getDb } from '../client'
import { applyMigrations } from '../migrate'
import { users } from '../schema/users'
import { seedDatabase } from '../seed'
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts'
import { demoAccountsWanted, isEmbeddedDefaultDatabase } from './demo-accounts-policy'

const run = promisify(execFile)

async function permissionsOf(userId: number): Promise<string[]> {
  const rows = (await getDb().execute(sql`
    select distinct p.code from user_roles ur
    join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
    where ur.user_id = ${userId}`)) as unknown as { code: string }[]
  return rows.map((row) => row.code)
}

describe('demoAccountsWanted', () => {
  it.each([
    [{ NODE_ENV: 'production' }, false, false],
    [{ NODE_ENV: 'production' }, true, true],
    [{ NODE_ENV: 'development' }, false, true],
    [{ NODE_ENV: 'test' }, false, true],
    [{ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }, false, true],
    [{ NODE_ENV: 'development', SEED_DEMO_ACCOUNTS: 'false' }, true, false],
    [{ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: '' }, false, false],
  ])('%j on the embedded default %s: %s', (env, embedded, wanted) => {
    expect(demoAccountsWanted(parseEnvironment(env), embedded)).toBe(wanted)
  })

  it('refuses a flag that is neither true nor false', () => {
    expect(() => parseEnvironment({ SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(
      /SEED_DEMO_ACCOUNTS must be "true" or "false"/,
    )
  })
})

describe('isEmbeddedDefaultDatabase', () => {
  it('recognises the server whose data folder is $DATA_DIR/postgres, and only that one', async () => {
    const [{ dataDirectory }] = (await getDb().execute(
      sql`select current_setting('data_directory') as "dataDirectory"`,
    )) as unknown as { dataDirectory: string }[]
    const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-data-'))
    try {
      expect(await isEmbeddedDefaultDatabase(getDb(), dataRoot)).toBe(false)
      fs.symlinkSync(dataDirectory, path.join(dataRoot, 'postgres'))
      expect(await isEmbeddedDefaultDatabase(getDb(), dataRoot)).toBe(true)
    } finally {
      fs.rmSync(dataRoot, { recursive: true, force: true })
    }
  })
})

/** A database as a production deployment starts it: migrated, empty, seeded in production mode. */
describe('a production database (DATABASE_URL, NODE_ENV=production)', () => {
  const name = `production_${randomBytes(4).toString('hex')}`
  const url = `${inject('postgresUrlPrefix')}${name}`
  const testUrl = process.env.DATABASE_URL
  const environment = {
    NODE_ENV: process.env.NODE_ENV,
    SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS,
    SESSION_SECRET: process.env.SESSION_SECRET,
    CRM_TOKEN_SECRET: process.env.CRM_TOKEN_SECRET,
  }

  beforeAll(async () => {
    const admin = postgres(inject('postgresServerUrl'), { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    await admin.end()
    await applyMigrations(url)
    process.env.DATABASE_URL = url
    process.env.NODE_ENV = 'production'
    process.env.SESSION_SECRET = 'production-test-session-secret'
    process.env.CRM_TOKEN_SECRET = 'production-test-crm-secret'
    delete process.env.SEED_DEMO_ACCOUNTS
    loadEnvironment()
  })
  afterAll(() => {
    for (const [name, value] of Object.entries({ ...environment, DATABASE_URL: testUrl })) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    loadEnvironment()
  })

  const demoEmails: string[] = DEMO_ACCOUNTS.map((account) => account.email)
  const existingDemoAccounts = async () =>
    (await getDb().select({ email: users.email, isActive: users.isActive }).from(users)).filter((user) =>
      demoEmails.includes(user.email),
    )

  it('gets no demo account, and the README passwords sign in nowhere', async () => {
    await seedDatabase(getDb())
    expect(await existingDemoAccounts()).toEqual([])
    for (const account of DEMO_ACCOUNTS) expect((await checkSignIn(account.email, account.password)).ok).toBe(false)
  })

  it('disables demo accounts an earlier version seeded, while they keep the README password', async () => {
    await seedDemoAccounts(getDb())
    const staff = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!
    const [staffUser] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, staff.email))
    // Someone changed this one's password: it is theirs now, and stays.
    const { setPassword } = await import('../../app/utils/password-change.server')
    await setPassword(staffUser.id, 'Changed#2026pw')
    await seedDatabase(getDb())
    expect(Object.fromEntries((await existingDemoAccounts()).map((user) => [user.email, user.isActive]))).toEqual({
      'admin@biocloud.example.com': false,
      'staff@biocloud.example.com': true,
      'customer@example.com': false,
    })
  })

  const createAdmin = (args: string[], input: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/create-admin.ts', ...args],
        { env: { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: '' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      )
      child.stdin?.end(input)
    })

  it('bootstraps an administrator with `npm run create-admin`, password from standard input, once', async () => {
    const weak = await createAdmin(['--email', 'ops@example.org'], 'short\n')
    expect(weak.code).toBe(1)
    expect(weak.stderr).toContain('The password must be 8-20 characters long')

    const created = await createAdmin(['--email', 'ops@example.org'], 'Ops#2026admin\n')
    expect(created).toMatchObject({ code: 0, stdout: 'created administrator ops@example.org\n' })
    const signIn = await checkSignIn('ops@example.org', 'Ops#2026admin')
    expect(signIn.ok).toBe(true)
    expect(await permissionsOf(signIn.ok ? signIn.userId : 0)).toContain('menu:security')

    const again = await createAdmin(['--email', 'OPS@example.org'], '')
    expect(again).toMatchObject({ code: 0, stdout: 'OPS@example.org is already an administrator; nothing changed\n' })
  })

  it('promotes an existing account without touching its password', async () => {
    const [customer] = await getDb().insert(users).values({ email: 'lead@example.org' }).returning({ id: users.id })
    const promoted = await createAdmin(['--email', 'lead@example.org'], '')
    expect(promoted).toMatchObject({
      code: 0,
      stdout: 'lead@example.org is now an administrator (its password is unchanged)\n',
    })
    expect(await permissionsOf(customer.id)).toContain('menu:security')
  })

  it('says what it needs without DATABASE_URL', async () => {
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', '--email', 'ops@example.org'],
      { env: { ...process.env, DATABASE_URL: '' } },
    ).catch((error: { stderr: string }) => error)
    expect(stderr).toContain('DATABASE_URL is not set')
  })
})
