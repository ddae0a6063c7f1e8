import { parseWithZod } from '@conform-to/zod'
import { asc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { languageResources } from '#db/schema/i18n'
import { users } from '#db/schema/users'
import {
  projectGuides,
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  workflows,
} from '#db/schema/workflows'
import { insertAnalysisProject } from '../../../tests/fixtures/analysis-projects'
import { copyFormSchema, NEW_WORKFLOW_DEFAULTS, workflowFormSchema } from './workflow-forms'
import {
  copyWorkflow,
  createWorkflow,
  deleteWorkflow,
  listWorkflows,
  proposedWorkflowId,
  publishWorkflows,
  searchExampleProjects,
  setExample,
  updateWorkflow,
} from './workflows.server'

/*
 * The workflow administration's domain (spec 02 §2.6, §5): the list filtered and paged in SQL, the
 * form's limits and messages, add/edit/publish/copy/delete with their audit rows, the refused delete
 * of a workflow with projects, and the example selector.
 */

let actor: { id: number; email: string }
let customerId = 0

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

const validForm = (overrides: Record<string, string> = {}) => {
  const submission = parseWithZod(
    form({ categoryId: '1', title: '测试流程', sort: '999', integralAmount: '0', isNew: 'on', ...overrides }),
    { schema: workflowFormSchema },
  )
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

const listQuery = { page: 1, pageSize: 10 as const, sort: null, direction: 'asc' as const, keyword: null }

beforeAll(async () => {
  const [admin] = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@biocloud.example.com'))
  actor = admin
  const [customer] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.com'))
  customerId = customer.id
})

describe('the workflow form', () => {
  it('refuses points outside 0-10000 and sort outside 1-10000 with the messages, and requires a title', () => {
    const refused = parseWithZod(form({ categoryId: '1', title: '', integralAmount: '10001', sort: '0' }), {
      schema: workflowFormSchema,
    })
    expect(refused.status).toBe('error')
    expect(refused.reply().error).toMatchObject({
      title: ['adminWorkflows.errors.titleRequired'],
      integralAmount: ['adminWorkflows.errors.points'],
      sort: ['adminWorkflows.errors.sort'],
    })
    const edge = parseWithZod(form({ categoryId: '1', title: 'x', integralAmount: '10000', sort: '10000' }), {
      schema: workflowFormSchema,
    })
    expect(edge.status).toBe('success')
  })

  it('defaults sort to 999 and unticked flags to false; a new form starts new, inactive, not to release, category 1', () => {
    const value = validForm({ sort: '' })
    expect(value.sort).toBe(999)
    expect(value.isActive).toBe(false)
    expect(NEW_WORKFLOW_DEFAULTS).toMatchObject({ categoryId: 1, isNew: true, isActive: false, isToRelease: false })
  })

  it('requires a whole new id on the copy form', () => {
    const refused = parseWithZod(form({ oldId: '1', newId: 'x', title: 'a' }), { schema: copyFormSchema })
    expect(refused.reply().error).toMatchObject({ newId: ['adminWorkflows.errors.newId'] })
  })
})

describe('adding, editing, publishing', () => {
  it('adds a workflow with its labels and records it; edits it with before and after', async () => {
    const added = await createWorkflow(actor, validForm({ title: '新流程甲', labels: '16S, 扩增子,,16S' }))
    expect(added.ok).toBe(true)
    const id = (added as { id: number }).id
    const [row] = await getDb().select().from(workflows).where(eq(workflows.id, id))
    expect(row).toMatchObject({ title: '新流程甲', labels: ['16S', '扩增子'], isNew: true, isActive: false, sort: 999 })
    expect(await changesOf(getDb(), 'workflow', id)).toMatchObject([
      { action: 'create', before: null, actorEmail: actor.email, after: { title: '新流程甲' } },
    ])

    expect((await updateWorkflow(actor, id, validForm({ title: '新流程乙', integralAmount: '50' }))).ok).toBe(true)
    const [change] = await changesOf(getDb(), 'workflow', id)
    expect(change).toMatchObject({
      action: 'update',
      before: { title: '新流程甲', integralAmount: 0 },
      after: { title: '新流程乙', integralAmount: 50 },
    })
  })

  it('refuses a category that does not exist', async () => {
    expect(await createWorkflow(actor, validForm({ categoryId: '99999' }))).toEqual({
      ok: false,
      reason: 'badCategory',
    })
  })

  it('publishes and unpublishes the selection only, and refuses an empty one', async () => {
    const a = (await createWorkflow(actor, validForm({ title: '发布甲' }))) as { id: number }
    const b = (await createWorkflow(actor, validForm({ title: '发布乙' }))) as { id: number }
    expect(await publishWorkflows(actor, [], true)).toEqual({ ok: false, reason: 'noSelection' })
    expect((await publishWorkflows(actor, [a.id], true)).ok).toBe(true)
    const rows = await getDb()
      .select({ id: workflows.id, isPublish: workflows.isPublish })
      .from(workflows)
      .where(inArray(workflows.id, [a.id, b.id]))
      .orderBy(asc(workflows.id))
    expect(rows.map((row) => row.isPublish)).toEqual([true, false])
    expect((await changesOf(getDb(), 'workflow', a.id))[0]).toMatchObject({
      action: 'publish',
      before: { isPublish: false },
      after: { isPublish: true },
    })
    expect((await publishWorkflows(actor, [a.id], false)).ok).toBe(true)
    expect((await changesOf(getDb(), 'workflow', a.id))[0]).toMatchObject({ action: 'unpublish' })
  })

  it('filters by keyword and category and pages in SQL', async () => {
    await createWorkflow(actor, validForm({ title: '独特关键词流程' }))
    const page = await listWorkflows({ ...listQuery, keyword: '独特关键词' })
    expect(page.total).toBe(1)
    expect(page.rows[0]).toMatchObject({ title: '独特关键词流程', categoryName: expect.any(String) })
    const none = await listWorkflows({ ...listQuery, keyword: '独特关键词', categoryId: 3 })
    expect(none.total).toBe(0)
    const sorted = await listWorkflows({ ...listQuery, sort: 'id', direction: 'desc', pageSize: 10 })
    expect(sorted.rows.map((row) => row.id)).toEqual([...sorted.rows.map((row) => row.id)].sort((x, y) => y - x))
  })
})

describe('deleting', () => {
  it('deletes a workflow without projects, its rich texts too, and records the before', async () => {
    const { id } = (await createWorkflow(actor, validForm({ title: '待删除' }))) as { id: number }
    const [text] = await getDb()
      .insert(languageResources)
      .values({ resourceKey: `workflow.introduction.${id}`, kind: 1, zh: '介绍', en: 'Intro' })
      .returning({ id: languageResources.id })
    await getDb().update(workflows).set({ introductionContentId: text.id }).where(eq(workflows.id, id))
    expect(await deleteWorkflow(actor, id)).toEqual({ ok: true })
    expect(await getDb().select().from(workflows).where(eq(workflows.id, id))).toEqual([])
    expect(await getDb().select().from(languageResources).where(eq(languageResources.id, text.id))).toEqual([])
    expect((await changesOf(getDb(), 'workflow', id))[0]).toMatchObject({
      action: 'delete',
      before: { title: '待删除' },
      after: null,
    })
  })

  it('refuses to delete a workflow that has projects, and writes nothing', async () => {
    const { id } = (await createWorkflow(actor, validForm({ title: '有项目' }))) as { id: number }
    await insertAnalysisProject({ customerId, workflowId: id })
    expect(await deleteWorkflow(actor, id)).toEqual({ ok: false, reason: 'hasProjects' })
    expect(await getDb().select({ id: workflows.id }).from(workflows).where(eq(workflows.id, id))).toHaveLength(1)
    expect((await changesOf(getDb(), 'workflow', id)).map((change) => change.action)).toEqual(['create'])
  })
})

describe('copying', () => {
  it('copies the template with remapped dependencies, guides, introduction and report texts under the chosen id', async () => {
    const { id: sourceId } = (await createWorkflow(actor, validForm({ title: '源流程' }))) as { id: number }
    const db = getDb()
    const [group] = await db
      .insert(workflowAnalysisGroups)
      .values({ workflowId: sourceId, groupName: '分析', groupType: 2, sort: 1 })
      .returning()
    const [first] = await db
      .insert(workflowAnalysisItems)
      .values({ groupId: group.id, analysisName: '甲', sort: 1 })
      .returning()
    const [second] = await db
      .insert(workflowAnalysisItems)
      .values({ groupId: group.id, analysisName: '乙', sort: 2, dependencyItemIds: [first.id] })
      .returning()
    await db.insert(projectGuides).values({ workflowId: sourceId, title: '指南', titleEn: 'Guide', url: '/course' })
    const [intro, itemText] = await db
      .insert(languageResources)
      .values([
        { resourceKey: `workflow.introduction.${sourceId}`, kind: 1, zh: '源介绍', en: 'Source intro' },
        { resourceKey: `report-template.${sourceId}.item.${second.id}`, kind: 1, zh: '项介绍', en: 'Item intro' },
      ])
      .returning({ id: languageResources.id })
    await db.update(workflows).set({ introductionContentId: intro.id }).where(eq(workflows.id, sourceId))
    await db.insert(reportTemplates).values({
      workflowId: sourceId,
      defaultTableRows: 20,
      groupSettings: [
        {
          groupId: group.id,
          reportIntroductionId: null,
          defaultReportTableRows: 5,
          items: [{ itemId: second.id, reportIntroductionId: itemText.id, defaultReportTableRows: -1 }],
        },
      ],
    })

    const newId = (await proposedWorkflowId()) + 5
    const copied = await copyWorkflow(actor, { oldId: sourceId, newId, title: '副本', description: '副本描述' })
    expect(copied).toEqual({ ok: true, id: newId })
    const [copy] = await db.select().from(workflows).where(eq(workflows.id, newId))
    expect(copy).toMatchObject({ title: '副本', description: '副本描述', isPublish: false })
    expect(copy.introductionContentId).not.toBe(intro.id)
    const [copiedIntro] = await db
      .select()
      .from(languageResources)
      .where(eq(languageResources.id, copy.introductionContentId!))
    expect(copiedIntro).toMatchObject({
      zh: '源介绍',
      en: 'Source intro',
      resourceKey: `workflow.introduction.${newId}`,
    })

    const [copiedGroup] = await db
      .select()
      .from(workflowAnalysisGroups)
      .where(eq(workflowAnalysisGroups.workflowId, newId))
    const copiedItems = await db
      .select()
      .from(workflowAnalysisItems)
      .where(eq(workflowAnalysisItems.groupId, copiedGroup.id))
      .orderBy(asc(workflowAnalysisItems.sort))
    expect(copiedItems.map((item) => item.analysisName)).toEqual(['甲', '乙'])
    expect(copiedItems[1].dependencyItemIds).toEqual([copiedItems[0].id])
    expect(await db.select().from(projectGuides).where(eq(projectGuides.workflowId, newId))).toMatchObject([
      { title: '指南', titleEn: 'Guide' },
    ])
    const [template] = await db.select().from(reportTemplates).where(eq(reportTemplates.workflowId, newId))
    expect(template.defaultTableRows).toBe(20)
    const setting = template.groupSettings[0]
    expect(setting).toMatchObject({ groupId: copiedGroup.id, defaultReportTableRows: 5 })
    expect(setting.items[0]).toMatchObject({ itemId: copiedItems[1].id, defaultReportTableRows: -1 })
    expect(setting.items[0].reportIntroductionId).not.toBe(itemText.id)
    expect((await changesOf(db, 'workflow', newId))[0]).toMatchObject({
      action: 'copy',
      after: { copiedFrom: sourceId },
    })

    // The identity sequence moved past the chosen id: the next addition does not collide.
    const next = (await createWorkflow(actor, validForm({ title: '之后' }))) as { id: number }
    expect(next.id).toBeGreaterThan(newId)
    // A taken id is refused and nothing is written.
    expect(await copyWorkflow(actor, { oldId: sourceId, newId, title: '再来', description: '' })).toEqual({
      ok: false,
      reason: 'idTaken',
    })
  })
})

describe('the example selector', () => {
  it('finds projects by tracking number or project name with their batches, and sets the example', async () => {
    const project = await insertAnalysisProject({ customerId })
    const byNumber = await searchExampleProjects({ keyword: project.trackingNumber, page: 1, pageSize: 10 })
    expect(byNumber.total).toBe(1)
    expect(byNumber.rows[0].batches).toEqual([
      expect.objectContaining({ id: project.analysisId, status: expect.any(Number) }),
    ])
    const [batch] = byNumber.rows[0].batches
    const byName = await searchExampleProjects({ keyword: batch.projectName, page: 1, pageSize: 10 })
    expect(byName.rows.map((row) => row.orderId)).toContain(byNumber.rows[0].orderId)

    const { id } = (await createWorkflow(actor, validForm({ title: '示例' }))) as { id: number }
    expect((await setExample(actor, id, project.analysisId)).ok).toBe(true)
    const [row] = await getDb().select({ exampleId: workflows.exampleId }).from(workflows).where(eq(workflows.id, id))
    expect(row.exampleId).toBe(project.analysisId)
    expect((await changesOf(getDb(), 'workflow', id))[0]).toMatchObject({
      before: { exampleId: null },
      after: { exampleId: project.analysisId },
    })
  })
})
