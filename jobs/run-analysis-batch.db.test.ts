import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  advanceAnalysisBatch,
  createAnalysisBatch,
  rerunAnalysisItem,
  type NewBatchInput,
} from '../db/analysis-batches'
import { insertTestTemplate, TEST_DATASET, type TestItem } from '../db/analysis-batches.fixtures'
import { getDb, getSql } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { storedFiles } from '../db/schema/files'
import { analysisBatches, analysisTasks, projectAnalysisItems } from '../db/schema/projects'
import { toolRuns, tools, toolTasks } from '../db/schema/tools'
import { FILE_KIND } from '../core/files'
import { ANALYSIS_BATCH_STATUS_CHANNEL, ANALYSIS_RUN_STATUS_CHANNEL, DATASET_ROLE } from '../core/projects'
import type { StoredToolResult } from '../core/tool-results'
import { inProcessAnalyst } from './analyse-in-process'
import { startAnalysisBatch } from './run-analysis-batch'
import { runToolTask } from './run-tool'
import { startRecovery } from './worker-recovery'
import { insertTestTool, userIdByEmail } from './run-tool.fixtures'
import { TOOL_EXECUTORS } from '../tools/registry'
import { ToolRunError, type ToolExecutor } from '../tools/kit/types'
import { eventually } from '../tests/support/eventually'

/** The `label` parameter of each run, in the order the runs executed. */
const executed: string[] = []
let failing = true

const records: ToolExecutor = (input) => {
  executed.push(String(input.params.label))
  return {
    charts: [],
    tables: [{ id: 'seen', title: 'Seen', columns: ['label'], rows: [[String(input.params.label)]] }],
    files: [],
    notes: [],
  }
}
const fails: ToolExecutor = (input) => {
  executed.push(String(input.params.label))
  if (failing) throw new ToolRunError('1004', 'This tool always fails in tests.')
  return { charts: [], tables: [], files: [], notes: [] }
}

const analyst = inProcessAnalyst({ ...TOOL_EXECUTORS, PipelineRecords: records, PipelineFails: fails })

let customerId: number
const toolIds: Record<string, number> = {}
const batchNotifications: string[] = []
const runNotifications: string[] = []
const unlisteners: (() => Promise<void>)[] = []

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  toolIds.records = await insertTestTool('PipelineRecords')
  toolIds.fails = await insertTestTool('PipelineFails')
  for (const name of [
    'TaxonomyComposition',
    'AlphaDiversity',
    'BetaDiversityPCoA',
    'LefseLDA',
    'DifferentialAbundance',
  ]) {
    const [tool] = await getDb().select({ id: tools.id }).from(tools).where(eq(tools.scriptClassName, name))
    toolIds[name] = tool.id
  }
  for (const [channel, received] of [
    [ANALYSIS_BATCH_STATUS_CHANNEL, batchNotifications],
    [ANALYSIS_RUN_STATUS_CHANNEL, runNotifications],
  ] as const)
    unlisteners.push((await getSql().listen(channel, (payload) => received.push(payload))).unlisten)
})

afterAll(async () => {
  await Promise.all(unlisteners.map((unlisten) => unlisten()))
})

const run = (label: string) => ({ name: label, nameEn: label, params: { label } })

async function createBatch(
  items: TestItem[],
  dataset: Pick<NewBatchInput, 'groupColumn' | 'sampleInfo' | 'files'> = {
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    files: TEST_DATASET.files,
  },
) {
  const template = await insertTestTemplate(items)
  const { analysisId, trackingNumber } = await createAnalysisBatch({
    workflowId: template.workflowId,
    customerId,
    projectName: 'Pipeline test',
    ...dataset,
  })
  return { analysisId, trackingNumber, template }
}

/** The batch's queued run_tool jobs: key and tool task id. */
async function queuedRuns(analysisId: string) {
  return getDb().execute<{ key: string; taskId: number }>(
    sql`select j.key, (j.payload->>'toolTaskId')::int as "taskId"
        from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = 'run_tool' and (j.payload->>'toolTaskId')::int in (select id from tool_tasks where analysis_id = ${analysisId})
        order by j.id`,
  )
}

/** Does what a worker would: runs the queued run_tool jobs (first attempt), then the advance job, until none is left. */
async function workThrough(analysisId: string) {
  for (let round = 0; round < 20; round++) {
    const jobs = await queuedRuns(analysisId)
    if (jobs.length === 0) return
    for (const job of jobs) {
      await getDb().execute(sql`select graphile_worker.remove_job(${job.key})`)
      await runToolTask(job.taskId, { attemptKey: `${job.key}:1`, analyst })
    }
    await advanceAnalysisBatch(analysisId)
  }
  throw new Error('the batch never stopped queueing runs')
}

/** NOTIFY reaches the listener after the commit, asynchronously. */
const notified = (received: string[], expected: string, times = 1) =>
  eventually(`the notification ${expected} (${times}×)`, () => received, {
    until: (seen) => seen.filter((notification) => notification === expected).length >= times,
  })

async function batchStatus(analysisId: string) {
  const [batch] = await getDb()
    .select({ status: analysisBatches.status, projectEndTime: analysisBatches.projectEndTime })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  return batch
}

async function runsByItem(analysisId: string) {
  const rows = await getDb()
    .select({
      item: projectAnalysisItems.analysisName,
      id: toolTasks.id,
      runName: toolTasks.runName,
      status: toolTasks.status,
      errorDetail: toolTasks.errorDetail,
      params: toolTasks.params,
      dataFiles: toolTasks.dataFiles,
      result: toolTasks.result,
      attempts: sql<number>`(select count(*)::int from ${toolRuns} where ${toolRuns.toolTaskId} = ${toolTasks.id})`,
    })
    .from(toolTasks)
    .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
    .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
    .where(eq(toolTasks.analysisId, analysisId))
    .orderBy(asc(toolTasks.id))
  const byItem: Record<string, typeof rows> = {}
  for (const row of rows) (byItem[row.item] ??= []).push(row)
  return byItem
}

async function projectItemId(analysisId: string, name: string) {
  const [row] = await getDb()
    .select({ id: analysisTasks.projectItemId })
    .from(analysisTasks)
    .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
    .where(and(eq(analysisTasks.analysisId, analysisId), eq(projectAnalysisItems.analysisName, name)))
  return row.id
}

describe('the batch pipeline', () => {
  it('runs the real tools on the dataset, one run per run setting, and completes the batch', async () => {
    const { analysisId, trackingNumber } = await createBatch([
      {
        name: '物种组成',
        toolId: toolIds.TaxonomyComposition,
        runSettings: [
          { name: '门', nameEn: 'Phylum', params: { rank: 'Phylum' } },
          { name: '属', nameEn: 'Genus', params: { rank: 'Genus' } },
        ],
      },
      { name: 'Alpha 多样性', toolId: toolIds.AlphaDiversity },
    ])
    await startAnalysisBatch(analysisId, analyst)
    expect((await batchStatus(analysisId)).status).toBe(1)
    await workThrough(analysisId)

    const batch = await batchStatus(analysisId)
    expect(batch.status).toBe(2)
    expect(batch.projectEndTime).not.toBeNull()
    // A notification crosses its own connection: wait for it rather than expect it already there.
    await notified(batchNotifications, `${analysisId}:2`)
    expect(batchNotifications).toEqual(expect.arrayContaining([`${analysisId}:1`, `${analysisId}:2`]))

    const runs = await runsByItem(analysisId)
    const prefix = `projects/${trackingNumber}/${analysisId}`
    expect(runs['物种组成'].map((r) => [r.runName, r.status, r.params.rank, r.params.group_column])).toEqual([
      ['门', 800, 'Phylum', 'SampleType'],
      ['属', 800, 'Genus', 'SampleType'],
    ])
    // The separate taxonomy file was attached once for the batch; the tools read the merged table.
    expect(runs['物种组成'][0].dataFiles).toEqual({
      table: `${prefix}/dataset/otu_table_taxonomy.tsv`,
      metadata: `${prefix}/dataset/metadata.tsv`,
    })
    const merged = new TextDecoder().decode(await fileStorage().get(`${prefix}/dataset/otu_table_taxonomy.tsv`))
    expect(merged.split('\n')[0].split('\t').at(-1)).toBe('taxonomy')
    const genusTable = (runs['物种组成'][1].result as StoredToolResult).tables[0]
    expect(JSON.stringify(genusTable.rows)).toContain('Bacteroides')
    expect(runs['Alpha 多样性'].map((r) => [r.runName, r.status])).toEqual([['Alpha 多样性', 800]])
    // The project page hears each run move: queued, picked up, analysing, done.
    const alphaRun = runs['Alpha 多样性'][0].id
    await notified(runNotifications, `${analysisId}:${alphaRun}:800`)
    expect(runNotifications.filter((n) => n.startsWith(`${analysisId}:${alphaRun}:`))).toEqual(
      [1, 100, 200, 800].map((status) => `${analysisId}:${alphaRun}:${status}`),
    )

    const outputs = await getDb()
      .select({ kind: storedFiles.kind, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.analysisId, analysisId),
          inArray(
            storedFiles.toolTaskId,
            runs['Alpha 多样性'].map((r) => r.id),
          ),
        ),
      )
    expect(outputs.length).toBeGreaterThan(0)
    for (const output of outputs) {
      expect(output.kind).toBe(FILE_KIND.project)
      expect(output.storageKey).toMatch(new RegExp(`^${prefix}/runs/T\\d{12}/`))
    }
  })

  it('runs a dataset without groups: what needs no groups succeeds, PCoA without its tests says why, a group comparison is not performed with the reason', async () => {
    const sampleIds = TEST_DATASET.sampleInfo.data.slice(1).map((row) => row[0])
    const items = [
      { name: 'Alpha', toolId: toolIds.AlphaDiversity },
      { name: 'PCoA', toolId: toolIds.BetaDiversityPCoA },
      {
        name: 'LEfSe',
        toolId: toolIds.LefseLDA,
        runSettings: [{ name: 'OTU', nameEn: 'OTU', params: { level: 'feature' } }],
      },
    ]
    const { analysisId } = await createBatch(items, {
      groupColumn: null,
      sampleInfo: { data: [['sample_id'], ...sampleIds.map((id) => [id])] },
      files: {
        ...TEST_DATASET.files,
        metadata: { fileName: 'samples.tsv', bytes: new TextEncoder().encode(['sample_id', ...sampleIds].join('\n')) },
      },
    })
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    expect((await batchStatus(analysisId)).status).toBe(2)
    const runs = await runsByItem(analysisId)
    expect(runs.Alpha.map((r) => r.status)).toEqual([800])
    expect(runs.PCoA.map((r) => r.status)).toEqual([800])
    const pcoa = runs.PCoA[0].result as StoredToolResult
    expect(pcoa.charts.map((chart) => chart.spec.id)).toEqual(['pcoa'])
    expect(pcoa.warnings).toEqual([
      { code: 'groupTestsNotRun', params: { tests: 'ANOSIM, PERMANOVA, PERMDISP', reason: 'noGroups' } },
    ])
    expect(runs.LEfSe.map((r) => [r.status, r.errorDetail])).toEqual([[400, { code: 'run.needsGroups', params: {} }]])
  })

  it('runs a dataset without taxonomy: composition not performed with the reason, LEfSe and Kruskal-Wallis at the OTU/ASV level', async () => {
    const withoutTaxonomy = { table: TEST_DATASET.files.table, metadata: TEST_DATASET.files.metadata }
    const { analysisId } = await createBatch(
      [
        {
          name: 'Composition',
          toolId: toolIds.TaxonomyComposition,
          runSettings: [{ name: 'Genus', nameEn: 'Genus', params: { rank: 'Genus' } }],
        },
        {
          name: 'LEfSe',
          toolId: toolIds.LefseLDA,
          runSettings: [{ name: 'Genus', nameEn: 'Genus', params: { level: 'Genus' } }],
        },
        {
          name: 'KW',
          toolId: toolIds.DifferentialAbundance,
          runSettings: [{ name: 'Genus', nameEn: 'Genus', params: { level: 'Genus' } }],
        },
      ],
      { groupColumn: 'SampleType', sampleInfo: TEST_DATASET.sampleInfo, files: withoutTaxonomy },
    )
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    const runs = await runsByItem(analysisId)
    expect(runs.Composition.map((r) => [r.status, r.errorDetail])).toEqual([
      [400, { code: 'run.needsTaxonomy', params: {} }],
    ])
    for (const item of ['LEfSe', 'KW']) {
      expect(
        runs[item].map((r) => [r.params.level, r.errorDetail]),
        item,
      ).toEqual([['feature', null]])
      expect(runs[item][0].status, item).toBe(800)
    }
  })

  it('keeps the PCoA of a dataset with one sample per group, with the reason its tests did not run', async () => {
    const rows = TEST_DATASET.sampleInfo.data.slice(1).map((row) => [row[0], `site-${row[0]}`])
    const { analysisId } = await createBatch([{ name: 'PCoA', toolId: toolIds.BetaDiversityPCoA }], {
      groupColumn: 'site',
      sampleInfo: { data: [['sample_id', 'site'], ...rows] },
      files: {
        ...TEST_DATASET.files,
        metadata: {
          fileName: 'sites.tsv',
          bytes: new TextEncoder().encode(['sample_id\tsite', ...rows.map((row) => row.join('\t'))].join('\n')),
        },
      },
    })
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    const [pcoa] = (await runsByItem(analysisId)).PCoA
    expect(pcoa.status).toBe(800)
    expect((pcoa.result as StoredToolResult).warnings).toEqual([
      { code: 'groupTestsNotRun', params: { tests: 'ANOSIM, PERMANOVA, PERMDISP', reason: 'allSingletons' } },
    ])
  })

  it('runs a dataset whose samples are all in one group (NA is no group): a group comparison is not performed, saying so', async () => {
    const rows = TEST_DATASET.sampleInfo.data.slice(1).map((row, k) => [row[0], k === 0 ? 'NA' : 'Soil'])
    const { analysisId } = await createBatch(
      [
        { name: 'Alpha', toolId: toolIds.AlphaDiversity },
        {
          name: 'LEfSe',
          toolId: toolIds.LefseLDA,
          runSettings: [{ name: 'OTU', nameEn: 'OTU', params: { level: 'feature' } }],
        },
      ],
      {
        groupColumn: 'soil',
        sampleInfo: { data: [['sample_id', 'soil'], ...rows] },
        files: {
          ...TEST_DATASET.files,
          metadata: {
            fileName: 'soil.tsv',
            bytes: new TextEncoder().encode(['sample_id\tsoil', ...rows.map((row) => row.join('\t'))].join('\n')),
          },
        },
      },
    )
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    const runs = await runsByItem(analysisId)
    expect(runs.Alpha.map((r) => r.status)).toEqual([800])
    expect(runs.LEfSe.map((r) => [r.status, r.errorDetail])).toEqual([
      [400, { code: 'run.needsTwoGroups', params: {} }],
    ])
  })

  it('makes no run that needs a dataset file the batch lacks (a tree for UniFrac), and no task for an item left with none', async () => {
    const { analysisId } = await createBatch([
      {
        name: 'beta',
        toolId: toolIds.records,
        runSettings: [run('bray'), { ...run('unifrac'), requires: [DATASET_ROLE.tree] }],
      },
      {
        name: 'tree only',
        toolId: toolIds.records,
        runSettings: [{ ...run('tree only'), requires: [DATASET_ROLE.tree] }],
      },
    ])
    await startAnalysisBatch(analysisId, analyst)
    const runs = await runsByItem(analysisId)
    expect(Object.keys(runs)).toEqual(['beta'])
    expect(runs.beta.map((r) => r.runName)).toEqual(['bray'])
  })

  it('queues an item only after the items it depends on have finished', async () => {
    executed.length = 0
    const { analysisId: ordered } = await createBatch([
      { name: 'first', toolId: toolIds.records, runSettings: [run('first-a'), run('first-b')] },
      { name: 'second', toolId: toolIds.records, runSettings: [run('second')], dependsOn: ['first'] },
      { name: 'third', toolId: toolIds.records, runSettings: [run('third')], dependsOn: ['second', 'first'] },
    ])
    await startAnalysisBatch(ordered, analyst)
    const firstQueued = await queuedRuns(ordered)
    const runs = await runsByItem(ordered)
    expect(firstQueued.map((job) => job.taskId)).toEqual(runs.first.map((r) => r.id))
    expect(firstQueued.map((job) => job.key)).toEqual(runs.first.map((r) => `tool-task:${r.id}`))
    expect([...runs.second, ...runs.third].map((r) => r.status)).toEqual([0, 0])

    await workThrough(ordered)
    expect(executed).toEqual(['first-a', 'first-b', 'second', 'third'])
    expect((await batchStatus(ordered)).status).toBe(2)
  })

  it('fails a failing item and the items after it, not the batch; a rerun runs only that item', async () => {
    executed.length = 0
    failing = true
    const { analysisId } = await createBatch([
      { name: 'broken', toolId: toolIds.fails, runSettings: [run('broken-1'), run('broken-2')] },
      { name: 'after broken', toolId: toolIds.records, runSettings: [run('after')], dependsOn: ['broken'] },
      { name: 'independent', toolId: toolIds.records, runSettings: [run('independent')] },
    ])
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)

    expect((await batchStatus(analysisId)).status).toBe(2)
    let runs = await runsByItem(analysisId)
    expect(runs.broken.map((r) => r.status)).toEqual([400, 400])
    expect(runs['after broken'][0]).toMatchObject({
      status: 400,
      attempts: 0,
      errorDetail: { code: 'run.dependencyFailed', params: { item: 'broken' } },
    })
    expect(runs.independent[0].status).toBe(800)
    expect(executed.sort()).toEqual(['broken-1', 'broken-2', 'independent'])

    executed.length = 0
    failing = false
    expect(await rerunAnalysisItem(analysisId, await projectItemId(analysisId, 'broken'))).toBe(2)
    const rerunJobs = await queuedRuns(analysisId)
    expect(rerunJobs.map((job) => job.key)).toEqual(runs.broken.map((r) => `tool-task:${r.id}:rerun-1`))
    await workThrough(analysisId)

    runs = await runsByItem(analysisId)
    expect(executed.sort()).toEqual(['broken-1', 'broken-2'])
    expect(runs.broken.map((r) => [r.status, r.attempts])).toEqual([
      [800, 2],
      [800, 2],
    ])
    // Only the item asked for: the run that failed for its dependency keeps its failure until re-run itself.
    expect(runs['after broken'][0].status).toBe(400)
    expect(runs.independent[0].attempts).toBe(1)
    expect((await batchStatus(analysisId)).status).toBe(2)
  })

  it('fails the batch only when every item failed, and a rerun brings it back to processing and completed', async () => {
    failing = true
    const { analysisId } = await createBatch([
      { name: 'broken', toolId: toolIds.fails, runSettings: [run('a')] },
      { name: 'also broken', toolId: toolIds.fails, runSettings: [run('b')] },
    ])
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    expect((await batchStatus(analysisId)).status).toBe(3)

    failing = false
    await rerunAnalysisItem(analysisId, await projectItemId(analysisId, 'broken'))
    expect((await batchStatus(analysisId)).status).toBe(1)
    await notified(batchNotifications, `${analysisId}:1`, 2)
    expect(batchNotifications.filter((n) => n === `${analysisId}:1`)).toHaveLength(2)
    await workThrough(analysisId)
    const runs = await runsByItem(analysisId)
    expect(runs.broken[0].status).toBe(800)
    expect(runs['also broken'][0].status).toBe(400)
    expect((await batchStatus(analysisId)).status).toBe(2)
  })

  it('starts and advances a batch once however often the jobs run', async () => {
    const { analysisId } = await createBatch([
      { name: 'one', toolId: toolIds.records, runSettings: [run('one-a'), run('one-b')] },
    ])
    await startAnalysisBatch(analysisId, analyst)
    await startAnalysisBatch(analysisId, analyst)
    await advanceAnalysisBatch(analysisId)
    const tasks = await getDb().select().from(analysisTasks).where(eq(analysisTasks.analysisId, analysisId))
    expect(tasks).toHaveLength(1)
    expect(await queuedRuns(analysisId)).toHaveLength(2)

    await workThrough(analysisId)
    // Each finished run queued the advance job; one job key per batch keeps it to one job.
    const advanceJobs = await getDb().execute(
      sql`select 1 from graphile_worker.jobs where task_identifier = 'advance_analysis_batch' and key = ${`analysis-batch-advance:${analysisId}`}`,
    )
    expect(advanceJobs).toHaveLength(1)
    const endTime = (await batchStatus(analysisId)).projectEndTime
    await advanceAnalysisBatch(analysisId)
    await startAnalysisBatch(analysisId, analyst)
    expect(await batchStatus(analysisId)).toEqual({ status: 2, projectEndTime: endTime })
    await notified(batchNotifications, `${analysisId}:2`)
    expect(batchNotifications.filter((n) => n === `${analysisId}:2`)).toHaveLength(1)
    expect(Object.values(await runsByItem(analysisId)).flat()).toHaveLength(2)
  })

  it('ends a rerun whose job ran out of attempts as 1004 and lets the batch finish', async () => {
    failing = true
    const { analysisId } = await createBatch([{ name: 'broken', toolId: toolIds.fails, runSettings: [run('x')] }])
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    expect((await batchStatus(analysisId)).status).toBe(3)
    await rerunAnalysisItem(analysisId, await projectItemId(analysisId, 'broken'))
    const [job] = await queuedRuns(analysisId)
    expect(job.key).toMatch(/:rerun-1$/)
    // Every attempt of the rerun's job was interrupted: the recovery sweep must recognise its key.
    await getDb().execute(
      sql`select graphile_worker.reschedule_jobs(array[(select id from graphile_worker.jobs where key = ${job.key})]::bigint[], attempts := 3)`,
    )
    const recovery = startRecovery({ info: () => {}, warn: () => {}, error: () => {} })
    await recovery.sweep()
    await recovery.stop()
    const runs = await runsByItem(analysisId)
    expect(runs.broken[0]).toMatchObject({ status: 400, errorDetail: { code: 'run.interruptedTooOften' } })
    await advanceAnalysisBatch(analysisId)
    expect((await batchStatus(analysisId)).status).toBe(3)
  })

  it('holds a re-run item back until the item it depends on, re-run too, has finished', async () => {
    failing = true
    executed.length = 0
    const { analysisId } = await createBatch([
      { name: 'broken', toolId: toolIds.fails, runSettings: [run('broken')] },
      { name: 'after broken', toolId: toolIds.records, runSettings: [run('after')], dependsOn: ['broken'] },
    ])
    await startAnalysisBatch(analysisId, analyst)
    await workThrough(analysisId)
    failing = false
    executed.length = 0
    await rerunAnalysisItem(analysisId, await projectItemId(analysisId, 'broken'))
    await rerunAnalysisItem(analysisId, await projectItemId(analysisId, 'after broken'))
    const runs = await runsByItem(analysisId)
    expect((await queuedRuns(analysisId)).map((job) => job.taskId)).toEqual([runs.broken[0].id])
    expect(runs['after broken'][0].status).toBe(0)

    await workThrough(analysisId)
    expect(executed).toEqual(['broken', 'after'])
    expect(Object.values(await runsByItem(analysisId)).flatMap((r) => r.map((x) => x.status))).toEqual([800, 800])
  })
})
