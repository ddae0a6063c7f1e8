import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import getPort from 'get-port'
import { eventually } from '../support/eventually'

/** How long a start may take: it migrates, seeds and loads the catalogue, which on a loaded 2-core machine takes minutes. */
export const PLATFORM_START_TIMEOUT_MS = 180_000

export interface RunningPlatform {
  baseUrl: string
  /** The primary process (role `all`): the web processes and the worker are its children. */
  pid: number
  /** Resolves with the primary's exit code once it is gone. */
  exited: Promise<number | null>
  /** What every process of the platform has logged so far (also echoed to this process's stdout). */
  log(): string
  stop(): Promise<void>
}

/** Every platform started and not yet gone, stopped after each file even when its test ended before it could. */
const running = new Set<ChildProcess>()

/** SIGINT: the primary stops its web processes, worker and embedded Postgres before it exits. */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGINT')
  })
}

/**
 * Stops the platforms a file left running: a test that timed out while its platform was starting never got the
 * platform to stop it, and the platform would outlive the test run.
 */
export async function stopLeftoverPlatforms(): Promise<void> {
  await Promise.all([...running].map(stopped))
}

/**
 * Starts `server/main.ts` (role `all`) and waits for /healthz. With `databaseUrl` it uses that
 * database; without, it starts as `npm start` does on the embedded default: its own embedded
 * Postgres and generated secrets in `dataDir` (or `env.DATA_DIR`), no DATABASE_URL, CRM_TOKEN_SECRET
 * or SESSION_SECRET. File storage goes to `filesDir` when given (shared with tests that write
 * tasks themselves), else a private folder.
 */
export async function startPlatform(options: {
  databaseUrl?: string
  dataDir?: string
  filesDir?: string
  env?: Record<string, string>
}): Promise<RunningPlatform> {
  const port = await getPort()
  const ownFilesDir = options.filesDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-e2e-files-'))
  const filesDir = options.filesDir ?? (ownFilesDir as string)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...(options.databaseUrl
      ? { SESSION_SECRET: 'e2e-session-secret', CRM_TOKEN_SECRET: 'e2e-crm-secret', DATABASE_URL: options.databaseUrl }
      : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    PORT: String(port),
    FILE_STORAGE_DIR: filesDir,
    LOG_LEVEL: 'warn',
    // The suites sign in as the README's demo accounts; production mode alone would not seed them.
    SEED_DEMO_ACCOUNTS: 'true',
    ...options.env,
  }
  if (!options.databaseUrl) for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'CRM_TOKEN_SECRET']) delete env[name]
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  running.add(child)
  // Its private files go with it, however it stops (a leftover stopped after its file too).
  child.once('exit', () => {
    running.delete(child)
    if (ownFilesDir) fs.rmSync(ownFilesDir, { recursive: true, force: true })
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8')
    process.stdout.write(chunk)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const baseUrl = `http://localhost:${port}`
  try {
    await eventually(
      'the platform to answer /healthz',
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the platform exited with code ${child.exitCode} before it answered`)
        try {
          return (await fetch(`${baseUrl}/healthz`)).ok
        } catch {
          return false // not listening yet
        }
      },
      { timeout: PLATFORM_START_TIMEOUT_MS, interval: 250 },
    )
  } catch (error) {
    await stopped(child)
    throw error
  }
  return {
    baseUrl,
    pid: child.pid as number,
    exited,
    log: () => log,
    stop: () => stopped(child),
  }
}
