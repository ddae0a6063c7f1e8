import { startEmbeddedPostgres, type SupervisedEmbeddedDatabase } from './embedded-postgres'

/**
 * Runs the embedded PostgreSQL server for `server/main.ts` in a process of its own process group,
 * so a terminal's Ctrl-C reaches only the platform, which then stops the web server and the worker
 * while the database still answers, and only then asks this process (over IPC) to stop Postgres.
 * If the platform dies without asking, the IPC channel closes and Postgres is stopped all the same.
 *
 * If the server crashes, this helper starts it again (the platform's /healthz answers 503 and its
 * connections fail meanwhile, then reconnect). When it cannot, it exits non-zero and the platform
 * stops with a non-zero code, for whatever supervises it to restart.
 */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000]

const send = (message: unknown) => process.send?.(message)
const log = (message: string) => send({ type: 'log', message })

const database: SupervisedEmbeddedDatabase = await startEmbeddedPostgres({
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

function restartWhenCrashed() {
  database.onceCrashed(async ({ code, signal }) => {
    log(`embedded PostgreSQL stopped unexpectedly (${signal ?? `code ${code}`}); restarting it`)
    for (const delay of RESTART_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay))
      if (stopping) return
      try {
        await database.restart()
        log('embedded PostgreSQL restarted')
        restartWhenCrashed()
        return
      } catch {
        // A crashed server's backends may still hold its shared memory for a moment: try again.
      }
    }
    log(`embedded PostgreSQL could not be restarted after ${RESTART_DELAYS_MS.length} tries`)
    process.exit(1)
  })
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') void stop()
})
process.on('disconnect', () => void stop())
restartWhenCrashed()
send({ type: 'ready', serverUrl: database.serverUrl, urlPrefix: database.urlFor('') })
