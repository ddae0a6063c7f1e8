import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { createAnalysisBatch } from '../db/analysis-batches'
import { getDb } from '../db/client'
import { submitOca } from '../db/oca-records'
import { ocaRecordItems, ocaRecords, sampleGroupSolutions } from '../db/schema/project-tooling'
import { analysisBatches, analysisTasks, projectAnalysisItems } from '../db/schema/projects'
import { toolRuns, toolTasks } from '../db/schema/tools'
import { workflows } from '../db/schema/workflows'
import { sampleTableOf } from '../db/seed/example-projects'
import { MICROBIAL_DIVERSITY_TITLE_EN } from '../db/seed/workflows'
import { jobKeyOf } from '../core/tasks'
import { OCA_RECORD_STATUS } from '../core/project-tooling'
import { ANALYSIS_STATUS } from '../core/projects'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { startWorkerProcess, type WorkerProcess } from '../tests/setup/worker-process'
import { userIdByEmail } from './run-tool.fixtures'
import { eventually } from '../tests/support/eventually'

/**
 * A real worker process killed with SIGKILL in the middle of a one-click analysis on Global
 * Patterns, then another started: the record must finish (status 2) with every run there once and
 * succeeded once, as for the batch (pipeline-recovery.db.test.ts). The batch's own pipeline is not
 * run: the project stands completed, as it does when customers submit.
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

it('finishes a one-click analysis whose worker was killed mid-run, with no run lost or run twice', async () => {
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
    projectName: 'OCA recovery',
    groupColumn: 'SampleType',
    sampleInfo: { data: sampleTableOf(new TextDecoder().decode(metadata)) },
    files: {
      table: { fileName: 'otu_table.tsv', bytes: read('otu_table.tsv') },
      taxonomy: { fileName: 'taxonomy.tsv', bytes: read('taxonomy.tsv') },
      metadata: { fileName: 'metadata.tsv', bytes: metadata },
    },
  })
  await getDb().execute(sql`select graphile_worker.remove_job(${jobKeyOf('run_analysis_batch', { analysisId })})`)
  await getDb()
    .update(analysisBatches)
    .set({ status: ANALYSIS_STATUS.completed })
    .where(eq(analysisBatches.id, analysisId))
  const [solution] = await getDb()
    .select({
      id: sampleGroupSolutions.id,
      name: sampleGroupSolutions.solutionName,
      groups: sampleGroupSolutions.groups,
    })
    .from(sampleGroupSolutions)
    .where(eq(sampleGroupSolutions.analysisId, analysisId))
  const items = await getDb()
    .select({ projectItemId: projectAnalysisItems.id, groupId: projectAnalysisItems.groupId })
    .from(projectAnalysisItems)
    .where(
      and(
        inArray(projectAnalysisItems.analysisName, ['物种组成堆叠柱状图', 'Alpha 多样性指数', 'PCoA 分析']),
        sql`${projectAnalysisItems.groupId} in (select id from project_analysis_groups where analysis_id = ${analysisId})`,
      ),
    )
  const outcome = await submitOca({
    analysisId,
    userId: customerId,
    name: 'Recovery',
    comments: '',
    labels: [],
    formToken: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    groupSolution: solution,
    compareSolution: null,
    filterSolution: null,
    items,
    treeParams: {},
    sampleMap: {},
  })
  if (outcome.kind !== 'created') throw new Error(`not submitted: ${outcome.kind}`)

  const runsOf = () =>
    getDb()
      .select({ id: toolTasks.id, status: toolTasks.status })
      .from(toolTasks)
      .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
      .where(eq(analysisTasks.ocaRecordId, outcome.ocaRecordId))
      .orderBy(asc(toolTasks.id))
  const doomed = await startWorker()
  await eventually('one run finished and another being analysed', runsOf, {
    until: (runs) =>
      runs.some((run) => run.status === TOOL_RUN_STATUS.success) &&
      runs.some((run) => run.status === TOOL_RUN_STATUS.processing),
    timeout: 120_000,
  })
  doomed.child.kill('SIGKILL')
  await doomed.exited
  const interrupted = (await runsOf()).find((run) => run.status === TOOL_RUN_STATUS.processing)!
  expect(interrupted).toBeDefined()

  await startWorker()
  const record = await eventually(
    'the record to finish',
    async () =>
      (
        await getDb()
          .select({ status: ocaRecords.status })
          .from(ocaRecords)
          .where(eq(ocaRecords.id, outcome.ocaRecordId))
      )[0],
    { until: (row) => row.status >= OCA_RECORD_STATUS.success, timeout: 180_000 },
  )
  expect(record.status).toBe(OCA_RECORD_STATUS.success)
  // Composition 5 ranks, alpha, PCoA on Bray-Curtis (no tree, so no UniFrac): 7 runs, each succeeded once.
  const runs = await runsOf()
  expect(runs.map((run) => run.status)).toEqual(new Array(7).fill(TOOL_RUN_STATUS.success))
  for (const run of runs) {
    const successes = await getDb()
      .select({ id: toolRuns.id })
      .from(toolRuns)
      .where(and(eq(toolRuns.toolTaskId, run.id), eq(toolRuns.status, TOOL_RUN_STATUS.success)))
    expect(successes).toHaveLength(1)
  }
  const attempts = await getDb()
    .select({ jobKey: toolRuns.jobKey, status: toolRuns.status })
    .from(toolRuns)
    .where(eq(toolRuns.toolTaskId, interrupted.id))
    .orderBy(toolRuns.id)
  expect(attempts).toEqual([
    { jobKey: `tool-task:${interrupted.id}:1`, status: TOOL_RUN_STATUS.error },
    { jobKey: `tool-task:${interrupted.id}:2`, status: TOOL_RUN_STATUS.success },
  ])
  const recordItems = await getDb()
    .select({ status: ocaRecordItems.status })
    .from(ocaRecordItems)
    .where(eq(ocaRecordItems.ocaRecordId, outcome.ocaRecordId))
  expect(recordItems.map((item) => item.status)).toEqual(new Array(7).fill(TOOL_RUN_STATUS.success))
  const [batch] = await getDb()
    .select({ status: analysisBatches.status })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  expect(batch.status).toBe(ANALYSIS_STATUS.completed)
}, 330_000)
