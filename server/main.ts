import path from 'node:path'
import closeWithGrace from 'close-with-grace'
import { applyMigrations } from '../db/migrate'
import { seedDatabase } from '../db/seed'
import { closeDatabaseConnections, getDb } from '../db/client'
import { startWorker } from '../jobs/worker'
import { createApp } from './app'
import { ensureDatabase, startDetachedEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres'
import { ensureLocalSecrets } from './local-secrets'
import { logger } from './logger'

/**
 * One process runs the platform: Postgres (embedded unless DATABASE_URL names a server), the
 * migrations and idempotent seed, the graphile-worker runner and the web server. Ctrl-C stops them
 * in the reverse order.
 */
let embedded: EmbeddedDatabase | null = null

async function main() {
  const development = process.argv.includes('--dev')
  process.env.NODE_ENV ??= development ? 'development' : 'production'
  const port = Number(process.env.PORT ?? 3000)

  if (!process.env.DATABASE_URL) {
    const dataRoot = path.resolve(process.env.DATA_DIR ?? '.data')
    ensureLocalSecrets(dataRoot, ['SESSION_SECRET', 'CRM_TOKEN_SECRET'])
    const dataDir = path.join(dataRoot, 'postgres')
    logger.info({ dataDir }, 'starting embedded PostgreSQL')
    embedded = await startDetachedEmbeddedPostgres(dataDir)
    await ensureDatabase(embedded.serverUrl, 'biocloud')
    process.env.DATABASE_URL = embedded.urlFor('biocloud')
  }
  const databaseUrl = process.env.DATABASE_URL

  await applyMigrations(databaseUrl)
  await seedDatabase(getDb())
  logger.info('database migrated and seeded')

  const { reloadLanguageResources, listenForLanguageResourceChanges } = await import('../app/utils/translations.server')
  await reloadLanguageResources()
  const stopListening = await listenForLanguageResourceChanges((error) => logger.error({ err: error }, 'reloading language resources failed'))

  const worker = await startWorker({ connectionString: databaseUrl })

  const vite = development
    ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom' })
    : undefined
  const app = await createApp({ vite })
  const server = app.listen(port, () => logger.info(`BioCloud is serving on http://localhost:${port}`))

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error')
    else logger.info({ signal }, 'shutting down')
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    await closed
    await vite?.close()
    await worker.stop()
    await stopListening()
    await closeDatabaseConnections()
    await embedded?.stop()
  })
}

main().catch(async (error: unknown) => {
  logger.fatal({ err: error }, 'BioCloud failed to start')
  await closeDatabaseConnections().catch(() => {})
  await embedded?.stop().catch(() => {})
  process.exit(1)
})
