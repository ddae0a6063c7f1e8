import cluster from 'node:cluster'
import { assertServingSecrets, loadEnvironment } from '../core/env'
import { readProcessConfig } from './process-config'

/**
 * `node --import tsx server/main.ts [all|web|worker] [--dev]` (or BIOCLOUD_ROLE):
 * - `all` (default): Postgres (embedded unless DATABASE_URL), migrations and seed, then the web
 *   processes and one supervised worker process: the whole platform in one command.
 * - `web`: the same without the worker: HTTP only, one process per core (WEB_CONCURRENCY).
 * - `worker`: runs queued analyses only, against DATABASE_URL; any number of them, on any machine
 *   that shares the database and the file storage.
 * The web processes are Node cluster children of the primary and take the `web` branch below.
 * Each role's modules are imported only by the processes that run it, after NODE_ENV is set.
 */
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production'
const config = (() => {
  try {
    const environment = loadEnvironment()
    const processConfig = readProcessConfig(process.argv.slice(2), environment)
    if (processConfig.role !== 'worker') assertServingSecrets(environment)
    return processConfig
  } catch (error) {
    // eslint-disable-next-line no-console -- the logger's level and destination come from the environment that failed
    console.error(`BioCloud cannot start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
})()

try {
  if (cluster.isWorker) await (await import('./web')).runWebProcess(config)
  else if (config.role === 'worker') await (await import('./worker')).runWorkerProcess(config)
  else await (await import('./supervisor')).runPrimary(config)
} catch (error) {
  const { logger } = await import('../core/logger')
  logger.fatal({ err: error }, `BioCloud failed to start (${cluster.isWorker ? 'web' : config.role} process)`)
  const { closeDatabaseConnections } = await import('../db/client')
  await closeDatabaseConnections().catch(() => {})
  process.exit(1)
}
