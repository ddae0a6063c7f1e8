import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PLATFORM_START_TIMEOUT_MS, startPlatform, type RunningPlatform } from '../setup/platform-server'
import { processes, roles } from '../setup/process-tree'
import { eventually, PATIENCE_MS } from '../support/eventually'

/**
 * The processes `npm start` runs, seen from outside as an operator sees them (Linux /proc): the
 * primary, its web processes and supervised worker, the embedded Postgres helper and server. Which
 * process loaded the chart renderer's native canvas library tells where chart code runs.
 */

const isAlive = (pid: number) => processes().some((process) => process.pid === pid)
const loadsCanvas = (pid: number) => fs.readFileSync(`/proc/${pid}/maps`, 'utf8').includes('@napi-rs/canvas')

async function health(platform: RunningPlatform): Promise<number> {
  try {
    return (await fetch(`${platform.baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).status
  } catch {
    return 0
  }
}

function embeddedPlatform(): Promise<RunningPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-roles-'))
  // The embedded server runs as the `postgres` user, which must reach the folder.
  fs.chmodSync(dataDir, 0o755)
  return startPlatform({ dataDir, env: { WEB_CONCURRENCY: '2', WORKER_CONCURRENCY: '1' } })
}

const started: RunningPlatform[] = []
afterAll(async () => {
  await Promise.all(started.map((platform) => platform.stop()))
})

// Each test starts its own platform.
describe('npm start (role all)', { timeout: PLATFORM_START_TIMEOUT_MS + 4 * PATIENCE_MS }, () => {
  it('runs two web processes without chart code, a supervised worker with it, and leaves no process behind', async () => {
    const platform = await embeddedPlatform()
    started.push(platform)
    const first = roles(platform)
    expect(first.web).toHaveLength(2)
    expect(first.worker).toHaveLength(1)
    expect(first.databaseHelper).toHaveLength(1)
    expect(first.postmaster).toHaveLength(1)

    // The worker's executor threads load the canvas; no web process (nor the primary) ever does.
    await eventually('the worker to load the chart renderer', () => loadsCanvas(first.worker[0].pid))
    for (const process of [{ pid: platform.pid }, ...first.web]) expect(loadsCanvas(process.pid)).toBe(false)

    // A worker or web process that dies is replaced.
    process.kill(first.worker[0].pid, 'SIGKILL')
    await eventually('a new worker', () => roles(platform).worker.find((worker) => worker.pid !== first.worker[0].pid))
    process.kill(first.web[0].pid, 'SIGKILL')
    await eventually(
      'a second web process again',
      () => roles(platform).web.filter((web) => web.pid !== first.web[0].pid).length === 2,
    )

    // Postgres killed: health says so, and the helper brings it back.
    process.kill(first.postmaster[0].pid, 'SIGKILL')
    await eventually('/healthz to answer 503', async () => (await health(platform)) === 503, { timeout: PATIENCE_MS })
    await eventually('/healthz to answer 200 again', async () => (await health(platform)) === 200, {
      timeout: 60_000,
    })

    const everyone = [...first.all, ...roles(platform).all].map((process) => process.pid)
    await platform.stop()
    expect(await platform.exited).toBe(0)
    await eventually('every process of the platform to be gone', () => everyone.every((pid) => !isAlive(pid)), {
      timeout: PATIENCE_MS,
    })
  })

  it('stops with a non-zero code, and stops Postgres, when the Postgres helper is killed', async () => {
    const platform = await embeddedPlatform()
    started.push(platform)
    const { databaseHelper, all } = roles(platform)
    process.kill(databaseHelper[0].pid, 'SIGKILL')
    expect(await platform.exited).toBe(1)
    await eventually('every process of the platform to be gone', () => all.every((process) => !isAlive(process.pid)), {
      timeout: PATIENCE_MS,
    })
  })
})
