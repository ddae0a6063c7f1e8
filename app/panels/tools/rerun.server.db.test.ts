import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAnalysisBatch } from '#db/analysis-batches'
import { TEST_DATASET } from '#db/analysis-batches.fixtures'
import { getDb } from '#db/client'
import { submitOca } from '#db/oca-records'
import { ocaRecordItems, ocaRecords, sampleGroupSolutions } from '#db/schema/project-tooling'
import { analysisBatches, analysisTasks, projectAnalysisItems } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { MICROBIAL_DIVERSITY_TITLE_EN } from '#db/seed/workflows'
import { ANALYSIS_STATUS } from '#core/projects'
import { jobKeyOf } from '#core/tasks'
import { userIdByEmail } from '../../../jobs/run-tool.fixtures'
import type { SessionUser } from '~/utils/auth.server'
import { i18next } from '~/utils/translations.server'
import { handleRerunAction, type RerunActionData } from './rerun-actions.server'
import { loadRerunForm } from './rerun.server'

/*
 * "Run again with a group solution" from the tools pane's post, on the seeded microbial diversity
 * template and the pipeline's six-sample test dataset (Soil S1-S3, Feces S4-S6). The earlier run
 * is a one-click analysis on "Mixed" (A: S1 S2 S4, B: S3 S5), so S6 is outside it.
 */
let customer: SessionUser
let stranger: SessionUser
const project = { id: '', demoId: '' }
const ids: Record<string, number> = {}

function sessionUser(id: number, email: string): SessionUser {
  return { id, email, firstName: '', lastName: '', accountType: 0, isInternal: false, permissions: [], balance: 0 }
}

async function createProject(batchId?: string) {
  const [workflow] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
  const { analysisId } = await createAnalysisBatch({
    workflowId: workflow.id,
    customerId: customer.id,
    ...(batchId ? { batchId } : {}),
    projectName: 'Rerun test',
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    additionalModules: ['otu'],
    files: TEST_DATASET.files,
  })
  await getDb()
    .update(analysisBatches)
    .set({ status: ANALYSIS_STATUS.completed })
    .where(eq(analysisBatches.id, analysisId))
  return analysisId
}

async function itemOf(analysisId: string, name: string) {
  const [row] = await getDb()
    .select({ id: projectAnalysisItems.id, groupId: projectAnalysisItems.groupId })
    .from(projectAnalysisItems)
    .where(
      and(
        eq(projectAnalysisItems.analysisName, name),
        sql`${projectAnalysisItems.groupId} in (select id from project_analysis_groups where analysis_id = ${analysisId})`,
      ),
    )
  return row
}

async function addSolution(analysisId: string, name: string, groups: { name: string; samples: string[] }[]) {
  const [row] = await getDb()
    .insert(sampleGroupSolutions)
    .values({ analysisId, solutionName: name, groups })
    .returning({
      id: sampleGroupSolutions.id,
      name: sampleGroupSolutions.solutionName,
      groups: sampleGroupSolutions.groups,
    })
  return row
}

/** An earlier one-click run of one item on a solution: the task the rerun form starts from. */
async function earlierTask(
  analysisId: string,
  item: { id: number; groupId: number },
  solution: Awaited<ReturnType<typeof addSolution>>,
) {
  const outcome = await submitOca({
    analysisId,
    userId: customer.id,
    name: `Earlier ${item.id}`,
    comments: '',
    labels: [],
    formToken: crypto.randomUUID(),
    groupSolution: solution,
    compareSolution: null,
    filterSolution: null,
    items: [{ projectItemId: item.id, groupId: item.groupId }],
    treeParams: {},
    sampleMap: {},
  })
  if (outcome.kind !== 'created') throw new Error('the earlier run was not created')
  const [task] = await getDb()
    .select({ id: analysisTasks.id })
    .from(analysisTasks)
    .where(eq(analysisTasks.ocaRecordId, outcome.ocaRecordId))
  return task.id
}

beforeAll(async () => {
  customer = sessionUser(await userIdByEmail('customer@example.com'), 'customer@example.com')
  // A fresh account each run (the database outlives a run): it owns nothing.
  const strangerEmail = `rerun-stranger-${Date.now()}@example.com`
  const [other] = await getDb()
    .insert(users)
    .values({ email: strangerEmail, firstName: 'Stranger' })
    .returning({ id: users.id })
  stranger = sessionUser(other.id, strangerEmail)
  project.id = await createProject()
  project.demoId = await createProject(`A${Date.now()}DEMO`)
  const mixed = await addSolution(project.id, 'Mixed', [
    { name: 'A', samples: ['S1', 'S2', 'S4'] },
    { name: 'B', samples: ['S3', 'S5'] },
  ])
  const habitat = await addSolution(project.id, 'Habitat', [
    { name: 'Soil', samples: ['S1', 'S2', 'S3'] },
    { name: 'Feces', samples: ['S4', 'S5', 'S6'] },
  ])
  const tiny = await addSolution(project.id, 'Tiny', [
    { name: 'X', samples: ['S1'] },
    { name: 'Y', samples: ['S2'] },
  ])
  const alpha = await itemOf(project.id, 'Alpha 多样性指数')
  const pcoa = await itemOf(project.id, 'PCoA 分析')
  Object.assign(ids, {
    mixed: mixed.id,
    habitat: habitat.id,
    tiny: tiny.id,
    alpha: alpha.id,
    alphaGroup: alpha.groupId,
    pcoa: pcoa.id,
    pcoaGroup: pcoa.groupId,
    alphaTask: await earlierTask(project.id, alpha, mixed),
    pcoaTask: await earlierTask(project.id, pcoa, mixed),
  })
  const demoMixed = await addSolution(project.demoId, 'Mixed', mixed.groups)
  const demoAlpha = await itemOf(project.demoId, 'Alpha 多样性指数')
  Object.assign(ids, {
    demoMixed: demoMixed.id,
    demoAlpha: demoAlpha.id,
    demoAlphaGroup: demoAlpha.groupId,
    demoAlphaTask: await earlierTask(project.demoId, demoAlpha, demoMixed),
  })
})

async function rerun(
  analysisId: string,
  fields: { groupId: number; itemId: number; taskId: number; groupSolutionId?: number },
  user = customer,
) {
  const form = new FormData()
  form.set('intent', 'rerun.submit')
  form.set('groupId', String(fields.groupId))
  form.set('itemId', String(fields.itemId))
  form.set('taskId', String(fields.taskId))
  form.set('formToken', crypto.randomUUID())
  form.set('name', `RERUN${String(Date.now()).slice(-10)}${String(fields.itemId).padStart(5, '0')}`)
  form.set('groupSolutionId', fields.groupSolutionId === undefined ? '' : String(fields.groupSolutionId))
  const backTo = `/analysis-project/${analysisId}?group=${fields.groupId}&item=${fields.itemId}&task=${fields.taskId}`
  const request = new Request(`http://localhost${backTo}`, { method: 'POST', body: new FormData() })
  return (await handleRerunAction({ request, analysisId, user, form, intent: 'rerun.submit', backTo })) as Response
}

async function reminders(response: Response) {
  const data = (await response.json()) as RerunActionData
  expect(data.tooling).toBe('rerun')
  const t = await i18next.getFixedT('zh')
  return { data, lines: data.reminders.map((reminder) => t(reminder.key, reminder.values)) }
}

async function recordCount(analysisId: string) {
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(ocaRecords)
    .where(eq(ocaRecords.analysisId, analysisId))
  return row.count
}

describe('running an item again with a group solution', () => {
  it('offers the project’s solutions and says which solution the earlier run used', async () => {
    const form = await loadRerunForm(project.id, ids.alpha, ids.alphaTask)
    expect(form?.earlierSolutionName).toBe('Mixed')
    expect(form?.earlierSampleCount).toBe(5)
    expect(form?.solutions.map((solution) => [solution.name, solution.groupCount, solution.sampleCount])).toEqual([
      ['default', 2, 6],
      ['Mixed', 2, 5],
      ['Habitat', 2, 6],
      ['Tiny', 2, 2],
    ])
    // Another item's task is not this item's earlier run.
    expect(await loadRerunForm(project.id, ids.alpha, ids.pcoaTask)).toBeNull()
  })

  it('asks for a group solution (请选择分组) and writes nothing', async () => {
    const before = await recordCount(project.id)
    const response = await rerun(project.id, { groupId: ids.alphaGroup, itemId: ids.alpha, taskId: ids.alphaTask })
    expect(response.status).toBe(400)
    expect((await reminders(response)).lines).toEqual(['请选择分组'])
    expect(await recordCount(project.id)).toBe(before)
  })

  it('lists the samples the earlier run did not have, keeping the selection', async () => {
    const response = await rerun(project.id, {
      groupId: ids.alphaGroup,
      itemId: ids.alpha,
      taskId: ids.alphaTask,
      groupSolutionId: ids.habitat,
    })
    expect(response.status).toBe(400)
    const { data, lines } = await reminders(response)
    expect(lines).toEqual(['所选分组方案中有 1 个样品不在重新分析前的样品（分组方案 Mixed）中：S6'])
    expect(data.values.groupSolutionId).toBe(String(ids.habitat))
  })

  it('checks the item’s conditions against the chosen solution', async () => {
    // PCoA needs more than 3 samples; Tiny has 2 (both in Mixed, so containment holds).
    const response = await rerun(project.id, {
      groupId: ids.pcoaGroup,
      itemId: ids.pcoa,
      taskId: ids.pcoaTask,
      groupSolutionId: ids.tiny,
    })
    expect(response.status).toBe(400)
    expect((await reminders(response)).lines).toEqual(['PCoA 分析：要求样品总数大于 3 个，当前分组方案有 2 个样品。'])
  })

  it('writes one record of the one item with its runs on the solution, queues run_oca and opens the new task', async () => {
    const before = await recordCount(project.id)
    const response = await rerun(project.id, {
      groupId: ids.alphaGroup,
      itemId: ids.alpha,
      taskId: ids.alphaTask,
      groupSolutionId: ids.tiny,
    })
    expect(response.status).toBe(302)
    expect(await recordCount(project.id)).toBe(before + 1)
    const [record] = await getDb()
      .select()
      .from(ocaRecords)
      .where(eq(ocaRecords.analysisId, project.id))
      .orderBy(sql`${ocaRecords.id} desc`)
      .limit(1)
    expect(record.ocaName).toMatch(/^RERUN\d{15}$/)
    expect(record.labels).toEqual([])
    expect(record.params.analysis_selected_ids).toEqual([ids.alpha])
    const tasks = await getDb()
      .select({ id: analysisTasks.id, itemId: analysisTasks.projectItemId })
      .from(analysisTasks)
      .where(eq(analysisTasks.ocaRecordId, record.id))
    expect(tasks).toEqual([{ id: tasks[0].id, itemId: ids.alpha }])
    const runs = await getDb()
      .select({ params: toolTasks.params })
      .from(toolTasks)
      .where(eq(toolTasks.analysisTaskId, tasks[0].id))
    expect(runs.length).toBeGreaterThan(0)
    expect(runs.every((run) => (run.params as Record<string, unknown>).groupSolution === 'Tiny')).toBe(true)
    const items = await getDb().select().from(ocaRecordItems).where(eq(ocaRecordItems.ocaRecordId, record.id))
    expect(items).toHaveLength(runs.length)
    expect(record.quickItemsTotal).toBe(runs.length)
    const jobs = await getDb().execute(
      sql`select 1 from graphile_worker.jobs where task_identifier = 'run_oca' and key = ${jobKeyOf('run_oca', { ocaRecordId: record.id })}`,
    )
    expect(jobs).toHaveLength(1)
    expect(response.headers.get('Location')).toBe(
      `/analysis-project/${project.id}?group=${ids.alphaGroup}&item=${ids.alpha}&task=${tasks[0].id}`,
    )
  })

  it('refuses a demo project with 示例项目不允许提交一键分析!', async () => {
    const before = await recordCount(project.demoId)
    const response = await rerun(project.demoId, {
      groupId: ids.demoAlphaGroup,
      itemId: ids.demoAlpha,
      taskId: ids.demoAlphaTask,
      groupSolutionId: ids.demoMixed,
    })
    expect(response.status).toBe(403)
    expect((await reminders(response)).lines).toEqual(['示例项目不允许提交一键分析!'])
    expect(await recordCount(project.demoId)).toBe(before)
  })

  it('answers 404 for another account’s project', async () => {
    const before = await recordCount(project.id)
    const response = await rerun(
      project.id,
      { groupId: ids.alphaGroup, itemId: ids.alpha, taskId: ids.alphaTask, groupSolutionId: ids.tiny },
      stranger,
    )
    expect(response.status).toBe(404)
    expect(await recordCount(project.id)).toBe(before)
  })
})
