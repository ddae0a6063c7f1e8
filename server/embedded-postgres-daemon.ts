import { startEmbeddedPostgres } from './embedded-postgres'

/**
 * Runs the embedded PostgreSQL server for `server/main.ts` in a process of its own process group,
 * so a terminal's Ctrl-C reaches only the platform, which then stops the web server and the worker
 * while the database still answers, and only then asks this process (over IPC) to stop Postgres.
 * If the platform dies without asking, the IPC channel closes and Postgres is stopped all the same.
 */
const send = (message: unknown) => process.send?.(message)

const database = await startEmbeddedPostgres({
  dataDir: process.env.EMBEDDED_POSTGRES_DATA_DIR ?? '.data/postgres',
  persistent: true,
}).catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await database.stop()
  send({ type: 'stopped' })
  process.exit(0)
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') void stop()
})
process.on('disconnect', () => void stop())
send({ type: 'ready', serverUrl: database.serverUrl, urlPrefix: database.urlFor('') })
