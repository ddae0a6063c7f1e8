import path from 'node:path'
import { applyMigrations } from '../db/migrate'
import { seedDatabase } from '../db/seed'
import { closeDatabaseConnections, databaseUrl, getDb } from '../db/client'
import { env, loadEnvironment } from '../core/env'
import { ensureDatabase } from '../db/ensure-database'
import type { EmbeddedDatabase } from './embedded-postgres'
import { startDetachedEmbeddedPostgres } from './embedded-postgres-helper'
import { ensureLocalSecrets } from './local-secrets'
import { logger } from '../core/logger'

export interface PreparedDatabase {
  url: string
  /** The embedded server this process started, to stop last; null with DATABASE_URL. */
  embedded: EmbeddedDatabase | null
}

/**
 * What the primary process does once, before any web or worker process starts: Postgres (embedded
 * unless DATABASE_URL names a server, generating local secrets on that zero-setup path), the
 * migrations and the idempotent seed. Sets DATABASE_URL for the processes it forks.
 */
export async function prepareDatabase(options: {
  onEmbeddedGone: (reason: string) => void
}): Promise<PreparedDatabase> {
  let embedded: EmbeddedDatabase | null = null
  try {
    if (!env().DATABASE_URL) {
      const dataRoot = path.resolve(env().DATA_DIR)
      ensureLocalSecrets(dataRoot, ['SESSION_SECRET', 'CRM_TOKEN_SECRET'])
      const dataDir = path.join(dataRoot, 'postgres')
      logger.info({ dataDir }, 'starting embedded PostgreSQL')
      embedded = await startDetachedEmbeddedPostgres(dataDir, {
        onGone: options.onEmbeddedGone,
        onLog: (message) => logger.warn({ dataDir }, message),
      })
      await ensureDatabase(embedded.serverUrl, 'biocloud')
      // The forked web and worker processes inherit these; this process validates them again.
      process.env.DATABASE_URL = embedded.urlFor('biocloud')
      loadEnvironment()
      logger.info(
        { databaseUrl: process.env.DATABASE_URL },
        'embedded PostgreSQL is running (a separate `npm run worker` can use this DATABASE_URL)',
      )
    }
    const url = databaseUrl()
    await applyMigrations(url)
    await seedDatabase(getDb(), { exampleProjects: true })
    await closeDatabaseConnections()
    logger.info('database migrated and seeded')
    return { url, embedded }
  } catch (error) {
    await closeDatabaseConnections().catch(() => {})
    await embedded?.stop().catch(() => {})
    throw error
  }
}
