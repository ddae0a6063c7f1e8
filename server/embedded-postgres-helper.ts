import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { EmbeddedDatabase } from './embedded-postgres'

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
    stop: () => {
      stopping = true
      // A helper that was killed left its server running with nobody to stop it: stop it here.
      if (daemon.exitCode !== null || daemon.signalCode !== null) return stopServerOf(dataDir)
      return new Promise<void>((resolve) => {
        daemon.once('exit', () => resolve())
        daemon.send({ type: 'stop' })
      })
    },
  }
}

/** Stops the server running on `dataDir`, if any: a fast shutdown (SIGINT to its postmaster), awaited. */
async function stopServerOf(dataDir: string): Promise<void> {
  let pid: number
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    process.kill(pid, 'SIGINT')
  } catch {
    return // No server left (no pid file, or no such process).
  }
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
