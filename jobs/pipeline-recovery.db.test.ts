import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { createAnalysisBatch } from '../db/analysis-batches'
import { getDb } from '../db/client'
import { storedFiles } from '../db/schema/files'
import { analysisBatches, analysisTasks, projectAnalysisItems } from '../db/schema/projects'
import { toolRuns, toolTasks } from '../db/schema/tools'
import { workflows } from '../db/schema/workflows'
import { sampleTableOf } from '../db/seed/example-projects'
import { MICROBIAL_DIVERSITY_TITLE_EN } from '../db/seed/workflows'
import { expectedRuns } from '../db/analysis-batches.fixtures'
import { FILE_KIND } from '../core/files'
import { ANALYSIS_STATUS } from '../core/projects'
import type { StoredToolResult } from '../core/tool-results'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { startWorkerProcess, type WorkerProcess } from '../tests/setup/worker-process'
import { userIdByEmail } from './run-tool.fixtures'
import { eventually } from '../tests/support/eventually'

/**
 * A real worker process (`server/main.ts worker`) killed with SIGKILL in the middle of a batch, then
 * another started: the batch must finish with every run there once and finished once. The batch is
 * the seeded microbial diversity template on the Global Patterns data, whose runs take seconds each,
 * long enough to be caught mid-run. (A unit-level platform test rather than a browser e2e: the e2e
 * platform's own supervised worker would take this batch's jobs too, and it is not ours to kill.)
 */

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/seed/data/global-patterns')
const started: WorkerProcess[] = []

afterAll(async () => {
  await Promise.all(started.map((worker) => worker.stop()))
})

async function startWorker() {
  const worker = await startWorkerProcess({
    databaseUrl: process.env.DATABASE_URL!,
    filesDir: process.env.FILE_STORAGE_DIR!,
    env: { WORKER_CONCURRENCY: '1' },
  })
  started.push(worker)
  return worker
}

async function runStatuses(analysisId: string) {
  return getDb()
    .select({ id: toolTasks.id, status: toolTasks.status })
    .from(toolTasks)
    .where(eq(toolTasks.analysisId, analysisId))
}

// The test's bound holds its waits' bounds (a run caught mid-way, the batch finishing): bounds for a loaded machine.
it('finishes a batch whose worker was killed mid-run, with no run lost, duplicated or finished twice', async () => {
  const customerId = await userIdByEmail('customer@example.com')
  const [workflow] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
  const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(DATA_DIR, name)))
  const metadata = read('metadata.tsv')
  const { analysisId } = await createAnalysisBatch({
    workflowId: workflow.id,
    customerId,
    projectName: 'Recovery',
    groupColumn: 'SampleType',
    sampleInfo: { data: sampleTableOf(new TextDecoder().decode(metadata)) },
    files: {
      table: { fileName: 'otu_table.tsv', bytes: read('otu_table.tsv') },
      taxonomy: { fileName: 'taxonomy.tsv', bytes: read('taxonomy.tsv') },
      metadata: { fileName: 'metadata.tsv', bytes: metadata },
    },
  })

  const doomed = await startWorker()
  await eventually('one run finished and another being analysed', () => runStatuses(analysisId), {
    until: (runs) =>
      runs.some((run) => run.status === TOOL_RUN_STATUS.success) &&
      runs.some((run) => run.status === TOOL_RUN_STATUS.processing),
    timeout: 120_000,
  })
  doomed.child.kill('SIGKILL')
  await doomed.exited
  const atKill = await runStatuses(analysisId)
  const interrupted = atKill.find((run) => run.status === TOOL_RUN_STATUS.processing)!
  expect(interrupted).toBeDefined()
  expect(atKill.some((run) => run.status < TOOL_RUN_STATUS.running)).toBe(true)

  await startWorker()
  const batch = await eventually(
    'the batch to finish',
    async () =>
      (
        await getDb()
          .select({ status: analysisBatches.status })
          .from(analysisBatches)
          .where(eq(analysisBatches.id, analysisId))
      )[0],
    {
      until: (row) => row.status === ANALYSIS_STATUS.completed || row.status === ANALYSIS_STATUS.failed,
      timeout: 180_000,
    },
  )
  expect(batch.status).toBe(ANALYSIS_STATUS.completed)

  // Every item has one task and as many runs as its run settings; each run succeeded exactly once.
  const items = await getDb()
    .select({
      name: projectAnalysisItems.analysisName,
      settings: sql<number>`greatest(jsonb_array_length(${projectAnalysisItems.runSettings}), 1)::int`,
      tasks: sql<number>`count(distinct ${analysisTasks.id})::int`,
      runs: sql<number>`count(${toolTasks.id})::int`,
    })
    .from(analysisTasks)
    .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
    .innerJoin(toolTasks, eq(toolTasks.analysisTaskId, analysisTasks.id))
    .where(eq(analysisTasks.analysisId, analysisId))
    .groupBy(projectAnalysisItems.id)
  for (const item of items) expect(item.tasks).toBe(1)
  const expected = expectedRuns(['table', 'taxonomy', 'metadata'])
  expect(items.map(({ name, runs }) => ({ name, runs })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(expected)

  // The run the kill interrupted was retried under its next attempt key and finished there.
  const attempts = await getDb()
    .select({ jobKey: toolRuns.jobKey, status: toolRuns.status })
    .from(toolRuns)
    .where(eq(toolRuns.toolTaskId, interrupted.id))
    .orderBy(toolRuns.id)
  expect(attempts).toEqual([
    { jobKey: `tool-task:${interrupted.id}:1`, status: TOOL_RUN_STATUS.error },
    { jobKey: `tool-task:${interrupted.id}:2`, status: TOOL_RUN_STATUS.success },
  ])

  const runs = await getDb().select().from(toolTasks).where(eq(toolTasks.analysisId, analysisId))
  expect(runs).toHaveLength(expected.reduce((sum, item) => sum + item.runs, 0))
  for (const run of runs) {
    expect(run.status).toBe(TOOL_RUN_STATUS.success)
    const successes = await getDb()
      .select({ result: toolRuns.result })
      .from(toolRuns)
      .where(and(eq(toolRuns.toolTaskId, run.id), eq(toolRuns.status, TOOL_RUN_STATUS.success)))
    expect(successes).toHaveLength(1)
    const outputs = await getDb()
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(and(eq(storedFiles.toolTaskId, run.id), eq(storedFiles.kind, FILE_KIND.project)))
    expect(outputs.map((file) => file.name).sort()).toEqual(
      (run.result as StoredToolResult).files.map((file) => file.name).sort(),
    )
  }
}, 330_000)
