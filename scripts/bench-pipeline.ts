/**
 * `npm run bench:pipeline`: the microbial diversity workflow's Global Patterns example (26 samples,
 * 19,216 OTUs, separate taxonomy file) created through the seed on a throwaway embedded Postgres and
 * run by ONE worker (graphile-worker runner with executor threads, the production path; concurrency
 * as a worker process picks it, one per core). Prints each run's time and the batch's wall time from
 * the start of createAnalysisBatch to its final status; exits non-zero when a run fails or the batch
 * takes more than 60 s.
 */
import os from 'node:os'
import { asc, eq, sql } from 'drizzle-orm'
import { analyseGlobalPatternsExample, runBench } from './bench-platform'

const LIMIT_SECONDS = 60
const TIMEOUT_MS = 300_000

runBench('bench-pipeline', async (platform) => {
  const { getDb } = await import('../db/client')
  const { analysisTasks, projectAnalysisItems } = await import('../db/schema/projects')
  const { toolTasks } = await import('../db/schema/tools')
  const { ANALYSIS_STATUS } = await import('../core/projects')

  await platform.startWorker()
  const { analysisId, status, createdMs, wallMs } = await analyseGlobalPatternsExample(TIMEOUT_MS)
  const wallSeconds = wallMs / 1000

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
  console.log(`batch created (files stored, rows written, job queued): ${(createdMs / 1000).toFixed(3)} s`)
  console.log(
    `batch ${analysisId}: status ${status}, ${runs.length} runs, wall time ${wallSeconds.toFixed(1)} s with one worker of concurrency ${os.availableParallelism()} (limit ${LIMIT_SECONDS} s)`,
  )
  const failed = runs.filter((run) => run.status !== 800)
  return status === ANALYSIS_STATUS.completed && failed.length === 0 && wallSeconds <= LIMIT_SECONDS
})
