/**
 * `npm run bench:workers [-- --table path.tsv] [-- --tasks 5]`: does a queue of heavy analyses
 * slow the web server down? Starts the platform as `npm start` does (role `all`, default settings)
 * on a throwaway embedded Postgres, submits `--tasks` clustered heatmaps of `--table` (default: a
 * generated 12,000 × 12 matrix) and asks /healthz every 100 ms until they are all finished. Prints
 * the health check's latency (p50, p95, max), each task's time, and the throughput.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import getPort from 'get-port'
import { heavyHeatmapTable } from '../tests/setup/heavy-table'

const { values: options } = parseArgs({
  options: { table: { type: 'string' }, tasks: { type: 'string', default: '5' } },
})
const TASKS = Number(options.tasks)
const TIMEOUT_MS = 15 * 60_000

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-bench-workers-'))
  process.env.FILE_STORAGE_DIR = path.join(root, 'files')
  const { startTestPostgres } = await import('../tests/setup/postgres')
  const { ensureDatabase } = await import('../db/ensure-database')
  const server = await startTestPostgres()
  await ensureDatabase(server.serverUrl, 'bench_workers')
  process.env.DATABASE_URL = server.urlFor('bench_workers')

  const port = await getPort()
  const platform = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bench',
      CRM_TOKEN_SECRET: 'bench',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stopPlatform = () =>
    new Promise<void>((resolve) =>
      platform.exitCode !== null ? resolve() : (platform.once('exit', () => resolve()), platform.kill('SIGINT')),
    )
  // A request that fails counts with the time it took to fail: a stalled server answers late or drops the connection.
  const health = async () => {
    const started = performance.now()
    try {
      const response = await fetch(`http://localhost:${port}/healthz`)
      await response.arrayBuffer()
      return { ok: response.ok, ms: performance.now() - started }
    } catch {
      return { ok: false, ms: performance.now() - started }
    }
  }
  try {
    for (let deadline = Date.now() + 120_000; ;) {
      if ((await health()).ok) break
      if (Date.now() > deadline) throw new Error('the platform did not start')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const { eq, inArray, sql } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('../db/client')
    const { toolTasks, tools } = await import('../db/schema/tools')
    const { users } = await import('../db/schema/users')
    const { createToolTask } = await import('../app/utils/tools/tool-tasks.server')
    const [tool] = await getDb()
      .select({ id: tools.id })
      .from(tools)
      .where(eq(tools.scriptClassName, 'ClusteredHeatmap'))
    const [customer] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.com'))
    const table = options.table ? new Uint8Array(fs.readFileSync(options.table)) : heavyHeatmapTable(12_000, 12)

    const idle: number[] = []
    for (let i = 0; i < 20; i++) idle.push((await health()).ms)

    const submittedAt = Date.now()
    const ids: number[] = []
    for (let i = 0; i < TASKS; i++)
      ids.push(
        (
          await createToolTask({
            userId: customer.id,
            toolId: tool.id,
            params: {},
            files: { table: { fileName: 'matrix.tsv', bytes: table } },
            language: 'en',
          })
        ).id,
      )
    const busy: number[] = []
    let failures = 0
    let finished: { id: number; status: number; seconds: number }[] = []
    const readFinished = () =>
      getDb()
        .select({
          id: toolTasks.id,
          status: toolTasks.status,
          seconds: sql<number>`extract(epoch from ${toolTasks.endedAt} - ${toolTasks.createdAt})::float8`,
        })
        .from(toolTasks)
        .where(inArray(toolTasks.id, ids))
        .then((rows) => rows.filter((row) => row.status >= 400))
    let lastCheck = 0
    while (finished.length < TASKS) {
      if (Date.now() - submittedAt > TIMEOUT_MS) throw new Error('the tasks did not finish in time')
      const sample = await health()
      busy.push(sample.ms)
      if (!sample.ok) failures++
      if (Date.now() - lastCheck > 1000) {
        lastCheck = Date.now()
        finished = await readFinished()
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const wallSeconds = Math.max(...finished.map((task) => task.seconds))
    await closeDatabaseConnections()

    const summary = (label: string, samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b)
      console.log(
        `${label.padEnd(30)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(7)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(8)} ms`,
      )
    }
    console.log(
      `\n${TASKS} clustered heatmaps of ${options.table ? path.basename(options.table) : 'a 12,000 × 12 table'} (${(table.byteLength / 1024).toFixed(0)} KB)`,
    )
    summary('/healthz, idle', idle)
    summary('/healthz, while tasks run', busy)
    console.log(`/healthz failed ${failures} of ${busy.length} times while tasks ran`)
    console.log(`tasks: ${finished.map((task) => `${task.status} in ${task.seconds.toFixed(1)} s`).join(', ')}`)
    console.log(
      `all ${TASKS} finished ${wallSeconds.toFixed(1)} s after submission: ${((TASKS / wallSeconds) * 60).toFixed(1)} tasks/min`,
    )
  } finally {
    await stopPlatform()
    await server.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
