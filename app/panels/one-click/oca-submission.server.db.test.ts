import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { advanceAnalysisBatch, createAnalysisBatch } from '#db/analysis-batches'
import { TEST_DATASET } from '#db/analysis-batches.fixtures'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import {
  compareSolutions,
  ocaRecordItems,
  ocaRecords,
  otuAsvSolutions,
  sampleGroupSolutions,
  sampleNameMaps,
} from '#db/schema/project-tooling'
import { analysisBatches, analysisTasks, projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { workflows } from '#db/schema/workflows'
import { MICROBIAL_DIVERSITY_TITLE_EN } from '#db/seed/workflows'
import { ANALYSIS_STATUS } from '#core/projects'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { inProcessAnalyst } from '../../../jobs/analyse-in-process'
import { prepareOcaRecord } from '../../../jobs/run-oca'
import { runToolTask } from '../../../jobs/run-tool'
import { userIdByEmail } from '../../../jobs/run-tool.fixtures'
import { TOOL_EXECUTORS } from '../../../tools/registry'
import type { SessionUser } from '~/utils/auth.server'
import { i18next } from '~/utils/translations.server'
import { handleOcaAction, type OcaActionData } from './oca-actions.server'
import { loadOcaRecords } from './oca-pane.server'

/*
 * One-click analysis from the create form's post to the finished record, on the seeded microbial
 * diversity template and the pipeline's six-sample test dataset (Soil S1-S3, Feces S4-S6; OTUs o1-o5).
 * Expected tables are worked out by hand from that dataset, below, next to each assertion.
 */
const analyst = inProcessAnalyst(TOOL_EXECUTORS)
let customer: SessionUser
let analysisId: string
let demoId: string
let ocaGroupId: number
let demoOcaGroupId: number
const ids: Record<string, number> = {}

function sessionUser(id: number): SessionUser {
  return {
    id,
    email: 'customer@example.com',
    firstName: '',
    lastName: '',
    accountType: 0,
    isInternal: false,
    permissions: [],
    balance: 0,
  }
}

async function createProject(batchId?: string) {
  const [workflow] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
  const { analysisId: id } = await createAnalysisBatch({
    workflowId: workflow.id,
    customerId: customer.id,
    ...(batchId ? { batchId } : {}),
    projectName: 'OCA test',
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    additionalModules: ['otu', 'compare_solution'],
    compareGroups: [['Soil', 'Feces']],
    files: TEST_DATASET.files,
  })
  // The batch's own pipeline is not what is tested: it finished.
  await getDb().update(analysisBatches).set({ status: ANALYSIS_STATUS.completed }).where(eq(analysisBatches.id, id))
  const [group] = await getDb()
    .select({ id: projectAnalysisGroups.id })
    .from(projectAnalysisGroups)
    .where(
      and(
        eq(projectAnalysisGroups.analysisId, id),
        eq(projectAnalysisGroups.groupType, ANALYSIS_GROUP_TYPE.oneClickAnalysis),
      ),
    )
  return { id, ocaGroupId: group.id }
}

async function itemId(name: string) {
  const [row] = await getDb()
    .select({ id: projectAnalysisItems.id })
    .from(projectAnalysisItems)
    .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
    .where(and(eq(projectAnalysisGroups.analysisId, analysisId), eq(projectAnalysisItems.analysisName, name)))
  return row.id
}

beforeAll(async () => {
  customer = sessionUser(await userIdByEmail('customer@example.com'))
  ;({ id: analysisId, ocaGroupId } = await createProject())
  ;({ id: demoId, ocaGroupId: demoOcaGroupId } = await createProject(`A${Date.now()}DEMO`))
  // "Mixed" leaves S6 out and mixes the habitats; "Tiny" has one sample per group.
  const [mixed] = await getDb()
    .insert(sampleGroupSolutions)
    .values({
      analysisId,
      solutionName: 'Mixed',
      groups: [
        { name: 'A', samples: ['S1', 'S2', 'S4'] },
        { name: 'B', samples: ['S3', 'S5'] },
      ],
    })
    .returning({ id: sampleGroupSolutions.id })
  const [tiny] = await getDb()
    .insert(sampleGroupSolutions)
    .values({
      analysisId,
      solutionName: 'Tiny',
      groups: [
        { name: 'X', samples: ['S1'] },
        { name: 'Y', samples: ['S2'] },
      ],
    })
    .returning({ id: sampleGroupSolutions.id })
  const [aVsB] = await getDb()
    .insert(compareSolutions)
    .values({ groupSolutionId: mixed.id, solutionName: 'AvsB', groups: [['A', 'B']] })
    .returning({ id: compareSolutions.id })
  await getDb().insert(sampleNameMaps).values({ analysisId, originalName: 'S1', newName: 'SoilOne' })
  const [batch] = await getDb()
    .select({ orderId: analysisBatches.orderId })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  const [filter] = await getDb()
    .insert(otuAsvSolutions)
    .values({
      orderId: batch.orderId,
      analysisId,
      solutionName: 'Sum 20',
      otuAsvType: 10,
      solution: {
        checked1: false,
        checked1_rules: [],
        checked2: false,
        checked2_keep: true,
        checked2_at_least: 3,
        checked2_at_least_value: 5,
        checked3: true,
        checked3_keep: true,
        checked3_otu_sum: 20,
        flattening_type: 0,
        flattening_value: 10,
      },
    })
    .returning({ id: otuAsvSolutions.id })
  Object.assign(ids, { mixed: mixed.id, tiny: tiny.id, aVsB: aVsB.id, filter: filter.id })
  for (const name of ['物种组成堆叠柱状图', 'PCoA 分析', 'Kruskal-Wallis 组间差异检验', 'LEfSe 差异物种'])
    ids[name] = await itemId(name)
})

function post(fields: [string, string][]) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return form
}

async function submit(id: string, groupId: number, fields: [string, string][]) {
  const form = post([['intent', 'oca.submit'], ['groupId', String(groupId)], ...fields])
  const request = new Request(`http://localhost/analysis-project/${id}?group=${groupId}`, {
    method: 'POST',
    body: new FormData(),
  })
  return (await handleOcaAction({
    request,
    analysisId: id,
    user: customer,
    form,
    intent: 'oca.submit',
    backTo: `/analysis-project/${id}?group=${groupId}`,
  })) as Response
}

const TOKEN = '0f8fad5b-d9cb-469f-a165-70867728950e'

function mixedForm(name: string, token = TOKEN): [string, string][] {
  return [
    ['formToken', token],
    ['name', name],
    ['comment', 'habitats mixed'],
    ['tag', 'mixed'],
    ['tag', ''],
    ['groupSolutionId', String(ids.mixed)],
    ['compareSolutionId', String(ids.aVsB)],
    ['filterSolutionId', String(ids.filter)],
    ['item', String(ids['物种组成堆叠柱状图'])],
    ['item', String(ids['PCoA 分析'])],
    ['item', String(ids['Kruskal-Wallis 组间差异检验'])],
  ]
}

async function recordsOf(id: string) {
  return getDb().select().from(ocaRecords).where(eq(ocaRecords.analysisId, id)).orderBy(asc(ocaRecords.id))
}

describe('submitting a one-click analysis', () => {
  it('refuses a demo project with 示例项目不允许提交一键分析! and keeps what was typed', async () => {
    const response = await submit(demoId, demoOcaGroupId, mixedForm('On the demo'))
    expect(response.status).toBe(403)
    const data = (await response.json()) as OcaActionData
    expect(data.reminders).toEqual([{ key: 'oca.errors.demoRefused' }])
    expect(data.values.name).toBe('On the demo')
    expect((await i18next.getFixedT('zh'))('oca.errors.demoRefused')).toBe('示例项目不允许提交一键分析!')
    expect(await recordsOf(demoId)).toEqual([])
  })

  it('lists every failed health check, numbered in order, and writes nothing', async () => {
    const response = await submit(analysisId, ocaGroupId, [
      ['formToken', TOKEN],
      ['name', 'bad/name'],
      ['tag', 'a,b'],
      ['tag', 'abcdefghijk'],
      ['groupSolutionId', String(ids.tiny)],
      ['item', String(ids['PCoA 分析'])],
      ['item', String(ids['LEfSe 差异物种'])],
    ])
    expect(response.status).toBe(400)
    const data = (await response.json()) as OcaActionData
    expect(data.fieldErrors).toEqual({
      name: ['oca.errors.nameCharacters'],
      tags: ['oca.errors.tagComma', 'oca.errors.tagLength'],
    })
    // Tiny: 2 samples, 1 per group, 2 groups. PCoA needs > 3 samples; LEfSe ≥ 3 per group and ≥ 2 groups (met).
    const t = await i18next.getFixedT('en')
    expect(data.reminders.map((reminder) => t(reminder.key, reminder.values))).toEqual([
      'Choose a compare solution.',
      'PCoA 分析: needs more than 3 samples in all; the group solution has 2.',
      'LEfSe 差异物种: needs at least 3 samples in every group; the smallest group has 1.',
    ])
    expect(await recordsOf(analysisId)).toEqual([])
  })

  it('writes the record, its tasks, runs and items in one go, once for a double submit, and the job runs it to success', async () => {
    const [first, second] = await Promise.all([
      submit(analysisId, ocaGroupId, mixedForm('Mixed habitats')),
      submit(analysisId, ocaGroupId, mixedForm('Mixed habitats')),
    ])
    expect([first.status, second.status]).toEqual([302, 302])
    const records = await recordsOf(analysisId)
    expect(records).toHaveLength(1)
    const [record] = records
    expect(first.headers.get('Location')).toBe(
      `/analysis-project/${analysisId}?group=${ocaGroupId}&ocaTab=records&ocaRecord=${record.id}`,
    )
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'))
    expect(record).toMatchObject({
      ocaName: 'Mixed habitats',
      status: 0,
      labels: ['mixed'],
      comments: 'habitats mixed',
      batchId: `OCA${record.id}`,
    })
    expect(record.params).toMatchObject({
      batch_id: `OCA${record.id}`,
      oca_name: 'Mixed habitats',
      orginal_batch_id: analysisId,
      sample_map: { S1: 'SoilOne' },
      otu_solution: { checked3: true, checked3_otu_sum: 20 },
    })

    const runs = await getDb()
      .select({
        item: projectAnalysisItems.analysisName,
        runName: toolTasks.runName,
        status: toolTasks.status,
        params: toolTasks.params,
        dataFiles: toolTasks.dataFiles,
      })
      .from(toolTasks)
      .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
      .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
      .where(eq(analysisTasks.ocaRecordId, record.id))
      .orderBy(asc(toolTasks.id))
    // Five composition ranks, the required alpha indices, PCoA's Bray-Curtis run (no tree, no UniFrac), Kruskal-Wallis.
    expect(runs.map((run) => [run.item, run.runName])).toEqual([
      ...['门', '纲', '目', '科', '属'].map((rank) => ['物种组成堆叠柱状图', rank]),
      ['Alpha 多样性指数', 'Alpha 多样性指数'],
      ['PCoA 分析', 'Bray-Curtis'],
      ['Kruskal-Wallis 组间差异检验', '属'],
    ])
    expect(new Set(runs.map((run) => run.params.groupSolution))).toEqual(new Set(['Mixed']))
    expect(runs[0].params).toMatchObject({ rank: 'Phylum', group_column: 'Mixed', display: 'samples' })
    expect(runs[6].params).toMatchObject({ metric: 'braycurtis', permutations: 999 })
    const folder = runs[0].dataFiles.table.replace(/\/[^/]+$/, '')
    expect(folder).toMatch(new RegExp(`/${analysisId}/oca/OCA${record.id}/dataset$`))
    const items = await getDb().select().from(ocaRecordItems).where(eq(ocaRecordItems.ocaRecordId, record.id))
    expect(items).toHaveLength(8)
    expect(record.quickItemsTotal).toBe(8)
    const [job] = await getDb().execute<{ count: number }>(
      sql`select count(*)::int as count from graphile_worker._private_jobs where key = ${`oca:${record.id}`}`,
    )
    expect(job.count).toBe(1)

    // The job: Mixed keeps S1-S5 (S6 out), S1 shows as SoilOne. Totals over S1-S5: o1 32, o2 57, o3 16,
    // o4 13, o5 29, so the filter (total ≥ 20) keeps o1, o2 and o5.
    await getDb().execute(sql`select graphile_worker.remove_job(${`oca:${record.id}`})`)
    await prepareOcaRecord(record.id, analyst)
    const table = new TextDecoder()
      .decode(await fileStorage().get(runs[0].dataFiles.table))
      .trim()
      .split('\n')
    expect(table.map((line) => line.split('\t').slice(0, 6).join(' '))).toEqual([
      '#OTU ID SoilOne S2 S3 S4 S5',
      'o1 10 12 9 0 1',
      'o2 5 4 6 20 22',
      'o5 9 8 11 1 0',
    ])
    expect(table[0].split('\t').at(-1)).toBe('taxonomy')
    const metadata = new TextDecoder().decode(await fileStorage().get(runs[0].dataFiles.metadata))
    expect(metadata).toBe('#SampleID\tMixed\nSoilOne\tA\nS2\tA\nS3\tB\nS4\tA\nS5\tB\n')

    // A retried preparation (the worker died after it) changes nothing: the record has left status 0.
    await prepareOcaRecord(record.id, analyst)
    expect((await recordsOf(analysisId))[0].status).toBe(1)

    await workThrough(analysisId)
    const [done] = await recordsOf(analysisId)
    expect(done.status).toBe(2)
    const itemStatuses = await getDb()
      .select({ status: ocaRecordItems.status })
      .from(ocaRecordItems)
      .where(eq(ocaRecordItems.ocaRecordId, record.id))
    expect(itemStatuses.map((item) => item.status)).toEqual(new Array(8).fill(800))
    const [batch] = await getDb()
      .select({ status: analysisBatches.status })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
    expect(batch.status).toBe(ANALYSIS_STATUS.completed)
  })

  it('shows a finished record with failed runs as "2 of 8 failed", failed items first, not as a success', async () => {
    const [record] = (await recordsOf(analysisId)).filter((row) => row.ocaName === 'Mixed habitats')
    // Two of its eight runs end in error, as a worker leaves a run whose analysis failed: PCoA and Kruskal-Wallis.
    const failed = await getDb()
      .update(toolTasks)
      .set({ status: 400 })
      .where(
        sql`${toolTasks.analysisTaskId} in (select id from analysis_tasks where oca_record_id = ${record.id}) and ${toolTasks.runName} in ('Bray-Curtis', '属') and ${toolTasks.id} in (select tool_task_id from oca_record_items where oca_record_id = ${record.id} and analysis_item_name <> '物种组成堆叠柱状图')`,
      )
      .returning({ id: toolTasks.id })
    expect(failed).toHaveLength(2)
    const { list, record: shown } = await loadOcaRecords(analysisId, record.id, 'zh')
    expect(shown?.outcome).toBe('someFailed')
    expect(list.find((row) => row.id === record.id)).toMatchObject({
      outcome: 'someFailed',
      failedRuns: 2,
      totalRuns: 8,
    })
    expect(shown?.items.map((item) => [item.itemName, item.status]).slice(0, 3)).toEqual([
      ['PCoA 分析', 400],
      ['Kruskal-Wallis 组间差异检验', 400],
      ['物种组成堆叠柱状图', 800],
    ])
    const t = await i18next.getFixedT('zh')
    expect(t('oca.records.someFailed', { failed: shown?.failedRuns, total: shown?.totalRuns })).toBe('8 项中 2 项失败')
    expect((await i18next.getFixedT('en'))('oca.records.someFailed', { failed: 2, total: 8 })).toBe('2 of 8 failed')

    // Every run failed: the record reads failed.
    await getDb()
      .update(toolTasks)
      .set({ status: 400 })
      .where(sql`${toolTasks.analysisTaskId} in (select id from analysis_tasks where oca_record_id = ${record.id})`)
    expect((await loadOcaRecords(analysisId, record.id, 'zh')).record?.outcome).toBe('failed')
    await getDb()
      .update(toolTasks)
      .set({ status: 800 })
      .where(sql`${toolTasks.analysisTaskId} in (select id from analysis_tasks where oca_record_id = ${record.id})`)
    expect((await loadOcaRecords(analysisId, record.id, 'zh')).record?.outcome).toBe('success')
  })

  it('fails a record whose dataset cannot be prepared, with the reason on every run, and prepares it again on a rerun', async () => {
    const [ghosts] = await getDb()
      .insert(sampleGroupSolutions)
      .values({
        analysisId,
        solutionName: 'Ghosts',
        groups: [
          { name: 'G1', samples: ['Nobody1', 'Nobody2', 'Nobody3', 'Nobody4'] },
          { name: 'G2', samples: ['Nobody5'] },
        ],
      })
      .returning({ id: sampleGroupSolutions.id })
    const response = await submit(analysisId, ocaGroupId, [
      ['formToken', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
      ['name', 'Ghost samples'],
      ['groupSolutionId', String(ghosts.id)],
      ['compareSolutionId', ''],
    ])
    // Not asked for a compare solution? It is: this solution has none, so the form is refused first.
    expect(response.status).toBe(400)
    const [compare] = await getDb()
      .insert(compareSolutions)
      .values({ groupSolutionId: ghosts.id, solutionName: 'G1vsG2', groups: [['G1', 'G2']] })
      .returning({ id: compareSolutions.id })
    const accepted = await submit(analysisId, ocaGroupId, [
      ['formToken', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
      ['name', 'Ghost samples'],
      ['groupSolutionId', String(ghosts.id)],
      ['compareSolutionId', String(compare.id)],
    ])
    expect(accepted.status).toBe(302)
    const [record] = (await recordsOf(analysisId)).filter((row) => row.ocaName === 'Ghost samples')
    await getDb().execute(sql`select graphile_worker.remove_job(${`oca:${record.id}`})`)
    await prepareOcaRecord(record.id, analyst)
    expect((await recordsOf(analysisId)).find((row) => row.id === record.id)?.status).toBe(3)
    const runs = await getDb()
      .select({ status: toolTasks.status, errorLog: toolTasks.errorLog })
      .from(toolTasks)
      .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
      .where(eq(analysisTasks.ocaRecordId, record.id))
    // Only the required alpha indices were chosen.
    expect(runs).toEqual([
      { status: 400, errorLog: 'None of the samples of the group solution "Ghosts" are in the feature table.' },
    ])
    const items = await getDb()
      .select({ status: ocaRecordItems.status })
      .from(ocaRecordItems)
      .where(eq(ocaRecordItems.ocaRecordId, record.id))
    expect(items).toEqual([{ status: 400 }])

    const rerun = await handleOcaAction({
      request: new Request(`http://localhost/analysis-project/${analysisId}`, { method: 'POST' }),
      analysisId,
      user: customer,
      form: post([
        ['intent', 'oca.rerunFailed'],
        ['ocaRecordId', String(record.id)],
      ]),
      intent: 'oca.rerunFailed',
      backTo: `/analysis-project/${analysisId}?group=${ocaGroupId}&ocaTab=records`,
    })
    expect(rerun.status).toBe(302)
    expect((await recordsOf(analysisId)).find((row) => row.id === record.id)?.status).toBe(0)
    const [job] = await getDb().execute<{ count: number }>(
      sql`select count(*)::int as count from graphile_worker._private_jobs where key = ${`oca:${record.id}`}`,
    )
    expect(job.count).toBe(1)
  })

  it('refuses a second record of the same name from another form', async () => {
    const response = await submit(
      analysisId,
      ocaGroupId,
      mixedForm('Mixed habitats', '1b4e28ba-2fa1-11d2-883f-0016d3cca427'),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as OcaActionData).fieldErrors).toEqual({ name: ['oca.errors.nameTaken'] })
  })
})

/** Does what a worker would: runs the queued run_tool jobs of the batch, then the advance, until none is left. */
async function workThrough(id: string) {
  for (let round = 0; round < 20; round++) {
    const jobs = await getDb().execute<{ key: string; taskId: number }>(
      sql`select j.key, (j.payload->>'toolTaskId')::int as "taskId"
          from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'run_tool' and (j.payload->>'toolTaskId')::int in (select id from tool_tasks where analysis_id = ${id})
          order by j.id`,
    )
    if (jobs.length === 0) return
    for (const job of jobs) {
      await getDb().execute(sql`select graphile_worker.remove_job(${job.key})`)
      await runToolTask(job.taskId, { attemptKey: `${job.key}:1`, analyst })
    }
    await advanceAnalysisBatch(id)
  }
  throw new Error('the one-click analysis never stopped queueing runs')
}
