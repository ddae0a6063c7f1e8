import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import { ADMIN } from './http'

const run = promisify(execFile)

/**
 * The quick start as a newcomer runs it: the platform on the embedded default (no DATABASE_URL,
 * no secrets given, production mode as `npm start`), with its data in a folder of its own.
 */
let dataDir: string
let platform: RunningPlatform

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-quick-start-'))
  // The embedded server runs as the `postgres` system user, which must reach the folder.
  fs.chmodSync(dataDir, 0o755)
  platform = await startPlatform({ env: { DATA_DIR: dataDir, SEED_DEMO_ACCOUNTS: '' } })
})
afterAll(async () => {
  await platform?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const signToken = (env: Record<string, string>) =>
  run(
    process.execPath,
    ['--import', 'tsx', 'scripts/sign-login-token.ts', '--email', ADMIN.email, '--base-url', platform.baseUrl],
    { env: { ...process.env, CRM_TOKEN_SECRET: '', ...env } },
  )

describe('the quick start on the embedded default', () => {
  it('seeds the README demo accounts', async () => {
    const response = await fetch(`${platform.baseUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: platform.baseUrl },
      body: new URLSearchParams(ADMIN),
    })
    expect(response.status).toBe(302)
  })

  it('`npm run -s sign-login-token` signs with the secret the platform generated, so its link signs in (issue 7)', async () => {
    const { stdout } = await signToken({ DATA_DIR: dataDir })
    const link = stdout.trim()
    expect(link.startsWith(`${platform.baseUrl}/auth/`)).toBe(true)
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('__session='))).toBe(true)
  })

  it('sign-login-token fails clearly where there is no secret, and refuses a link longer than 15 minutes', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-no-secret-'))
    try {
      const failed = await signToken({ DATA_DIR: empty }).catch((error: { code: number; stderr: string }) => error)
      expect(failed).toMatchObject({ code: 1 })
      expect((failed as { stderr: string }).stderr).toContain('CRM_TOKEN_SECRET is not set')
    } finally {
      fs.rmSync(empty, { recursive: true, force: true })
    }
    const tooLong = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/sign-login-token.ts', '--email', ADMIN.email, '--minutes', '60'],
      { env: { ...process.env, DATA_DIR: dataDir } },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(tooLong).toMatchObject({ code: 2 })
  })
})
