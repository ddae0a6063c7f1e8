import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import getPort from 'get-port'
import postgres from 'postgres'
import { ensureDatabase } from '../../db/ensure-database'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/embedded-postgres'

export const TEMPLATE_DATABASE = 'biocloud_template'

/** A throwaway embedded Postgres server in a fresh temporary folder, removed on stop. */
export async function startTestPostgres(): Promise<EmbeddedDatabase> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-test-pg-'))
  // The server runs as the `postgres` system user, which must be able to reach the folder.
  fs.chmodSync(root, 0o755)
  const server = await startEmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    port: await getPort(),
    persistent: false,
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * Migrates and seeds the template every test database is copied from; the seed's files (tool
 * demos) go to `filesDir`, which each test file copies as its own file storage.
 */
export async function prepareTemplate(server: EmbeddedDatabase, filesDir: string): Promise<void> {
  await ensureDatabase(server.serverUrl, TEMPLATE_DATABASE)
  const url = server.urlFor(TEMPLATE_DATABASE)
  process.env.DATABASE_URL = url
  process.env.FILE_STORAGE_DIR = filesDir
  const { loadEnvironment } = await import('../../core/env')
  loadEnvironment()
  const { applyMigrations } = await import('../../db/migrate')
  const { seedDatabase } = await import('../../db/seed')
  const { getDb, closeDatabaseConnections } = await import('../../db/client')
  await applyMigrations(url)
  // The queue's own schema, so code that enqueues jobs in a transaction works in every test database.
  const { runMigrations } = await import('graphile-worker')
  await runMigrations({ connectionString: url })
  await seedDatabase(getDb())
  await closeDatabaseConnections()
  delete process.env.DATABASE_URL
  delete process.env.FILE_STORAGE_DIR
}

export function temporaryFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export async function createDatabaseFromTemplate(serverUrl: string, name: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`create database "${name}" template "${TEMPLATE_DATABASE}"`)
  } finally {
    await sql.end({ timeout: 5 })
  }
}
