import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb, getSql } from '#db/client'
import { ANALYSIS_BATCH_STATUS_CHANNEL, ANALYSIS_RUN_STATUS_CHANNEL } from '#core/projects'
import { analysisBatches } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { storedFiles } from '#db/schema/files'
import { toolTasks } from '#db/schema/tools'
import { FILE_KIND } from '#core/files'
import { batchStoragePrefix, catalogueFolder } from '#core/storage-paths'
import { PERMISSIONS } from '#core/permissions'
import type { StoredToolResult } from '#core/tool-results'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import { insertAnalysisProject, type ProjectFixture } from '../../../tests/fixtures/analysis-projects'
import { findViewableProject, readOnlyReason } from './project-access.server'
import {
  parseCommentForm,
  parseLabelsForm,
  PROJECT_EDIT_MESSAGES,
  ProjectNotEditable,
  updateProjectNotes,
} from './project-edits.server'
import { projectEventStream } from './project-events.server'
import { rerunFailedItem } from './project-rerun.server'
import { loadProjectPage } from './project-view.server'
import { guideHref } from '~/panels/overview/index.server'
import { loadProjectBody, loadTaskSummary } from './project-page.server'
import { findToolTaskFile, loadToolTaskView, viewableTaskStatus } from '../tools/tool-task-view.server'

let customer: { id: number; permissions: string[] }
let otherCustomer: { id: number; permissions: string[] }
let analysisStaff: { id: number; permissions: string[] }
let project: ProjectFixture

beforeAll(async () => {
  customer = { id: await userIdByEmail('customer@example.com'), permissions: [] }
  const [other] = await getDb()
    .insert(users)
    .values({ email: 'another-customer@example.com' })
    .returning({ id: users.id })
  otherCustomer = { id: other.id, permissions: [] }
  const [staffer] = await getDb()
    .insert(users)
    .values({ email: 'analysis-staff@biocloud.example.com', accountType: 1 })
    .returning({ id: users.id })
  analysisStaff = { id: staffer.id, permissions: [PERMISSIONS.analysisProjectsData] }
  project = await insertAnalysisProject({ customerId: customer.id })
})

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('who may open a project', () => {
  it('opens for its customer and for analysis-data staff, and for nobody else', async () => {
    expect((await findViewableProject(project.analysisId, customer))?.id).toBe(project.analysisId)
    expect((await findViewableProject(project.analysisId, analysisStaff))?.customerId).toBe(customer.id)
    expect(await findViewableProject(project.analysisId, otherCustomer)).toBeNull()
  })

  it('answers a malformed or missing id like another account’s', async () => {
    for (const id of ['', 'X123', "A1' or 1=1", `A${'9'.repeat(80)}`, 'A0000000000'])
      expect(await findViewableProject(id, analysisStaff)).toBeNull()
  })

  it('opens the project’s runs on /task/:id for analysis-data staff, not for another customer', async () => {
    expect(await viewableTaskStatus(project.runs.success, analysisStaff)).toBe(800)
    expect(await viewableTaskStatus(project.runs.success, customer)).toBe(800)
    expect(await viewableTaskStatus(project.runs.success, otherCustomer)).toBeNull()
    expect((await loadToolTaskView(project.runs.success, analysisStaff, 'en'))?.result?.tables[0].id).toBe('alpha')
    expect(await loadToolTaskView(project.runs.success, otherCustomer, 'en')).toBeNull()
  })
})

describe('read-only projects', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000)
  it('are demos, cleared, expired, or expiring within 7 days', () => {
    expect(readOnlyReason({ isDemo: true, expiresAt: null, dataClearedAt: null }, now)).toBe('demo')
    expect(readOnlyReason({ isDemo: false, expiresAt: days(-1), dataClearedAt: null }, now)).toBe('expired')
    expect(readOnlyReason({ isDemo: false, expiresAt: days(6), dataClearedAt: null }, now)).toBe('expiring')
    expect(readOnlyReason({ isDemo: false, expiresAt: days(8), dataClearedAt: null }, now)).toBeNull()
    expect(readOnlyReason({ isDemo: false, expiresAt: null, dataClearedAt: null }, now)).toBeNull()
    // Activated again after its clean-up: a later expiry does not bring the files back.
    expect(readOnlyReason({ isDemo: false, expiresAt: days(30), dataClearedAt: days(-1) }, now)).toBe('cleared')
  })

  it('refuse label and comment changes on the server', async () => {
    const demo = await insertAnalysisProject({ customerId: customer.id, demo: true, withGroups: false })
    const expired = await insertAnalysisProject({
      customerId: customer.id,
      expiresAt: new Date(Date.now() - 1000),
      withGroups: false,
    })
    await expect(updateProjectNotes(demo.analysisId, customer, { labels: ['x'] })).rejects.toEqual(
      new ProjectNotEditable('demo'),
    )
    await expect(updateProjectNotes(expired.analysisId, customer, { comments: 'x' })).rejects.toEqual(
      new ProjectNotEditable('expired'),
    )
    await expect(updateProjectNotes(project.analysisId, otherCustomer, { comments: 'x' })).rejects.toEqual(
      new ProjectNotEditable('notFound'),
    )
  })
})

describe('labels and comment', () => {
  const labelError = (labels: string[]) => {
    const parsed = parseLabelsForm(form(labels.map((label) => ['label', label])))
    return parsed.success ? null : parsed.error.issues[0].message
  }

  it('gives the spec’s message for each invalid label input and ignores empty inputs', () => {
    expect(labelError(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(PROJECT_EDIT_MESSAGES.labelMax)
    expect(labelError(['a,b'])).toBe(PROJECT_EDIT_MESSAGES.labelNoComma)
    expect(labelError(['abcdefghijk'])).toBe(PROJECT_EDIT_MESSAGES.labelLengthMax)
    expect(labelError(['abcdefghij', '土壤', '', '  '])).toBeNull()
    const parsed = parseLabelsForm(
      form([
        ['label', ' soil '],
        ['label', ''],
      ]),
    )
    expect(parsed.success && parsed.data.label).toEqual(['soil'])
  })

  it('accepts a comment up to 500 characters', () => {
    expect(parseCommentForm(form([['comment', 'x'.repeat(500)]])).success).toBe(true)
    const tooLong = parseCommentForm(form([['comment', 'x'.repeat(501)]]))
    expect(tooLong.success ? null : tooLong.error.issues[0].message).toBe(PROJECT_EDIT_MESSAGES.commentMax)
  })

  it('saves labels and the comment for the owner', async () => {
    await updateProjectNotes(project.analysisId, customer, { labels: ['soil', 'V4'] })
    await updateProjectNotes(project.analysisId, customer, { comments: 'first batch' })
    const [row] = await getDb()
      .select({ labels: analysisBatches.labels, comments: analysisBatches.comments })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, project.analysisId))
    expect(row).toEqual({ labels: ['soil', 'V4'], comments: 'first batch' })
  })
})

describe('the page’s content', () => {
  it('counts one successful, one failed and one in-process run, placed under group and item', async () => {
    const summary = await loadTaskSummary(project.analysisId, 'zh')
    expect([summary.success.total, summary.failed.total, summary.inProcess.total]).toEqual([1, 1, 1])
    expect(summary.failed.groups[0].items[0].runs).toEqual([{ id: project.runs.failed, name: 'Chao1', status: 400 }])
    expect(summary.success.groups[0].id).toBe(project.groups.tools)
  })

  it('opens the first group by default and a tools item with its task, runs and the successful run’s table', async () => {
    const viewable = (await findViewableProject(project.analysisId, customer))!
    const first = await loadProjectBody(viewable, {}, 'en', 'wiki.example.com')
    expect(first.openGroupId).toBe(project.groups.overview)
    expect(first.pane?.kind).toBe('overview')
    if (first.pane?.kind === 'overview') {
      expect(first.pane.baseInfoTabs[0].pairs.map((pair) => pair.attribute)).toEqual([
        'Region',
        'Sample total',
        'Sequencing platform',
      ])
      expect(first.pane.sampleTable?.rows).toHaveLength(3)
    }
    const tools = await loadProjectBody(
      viewable,
      { group: project.groups.tools, item: project.itemId },
      'en',
      'wiki.example.com',
    )
    expect(tools.pane?.kind).toBe('tools')
    if (tools.pane?.kind !== 'tools') return
    expect(tools.pane.runs.map((run) => run.outcome)).toEqual(['success', 'failed', 'inProcess'])
    expect(tools.pane.run?.id).toBe(project.runs.success)
    expect(tools.pane.run?.result?.tables[0].table.rows).toEqual([
      ['S1', 1.5],
      ['S2', 2.25],
    ])
    const failed = await loadProjectBody(
      viewable,
      { group: project.groups.tools, item: project.itemId, run: project.runs.failed },
      'en',
      'wiki.example.com',
    )
    expect(failed.pane?.kind === 'tools' && failed.pane.run?.result).toBeNull()
  })

  it("gives a failed run's pane its recorded reason in the reader's language, not a generic data error", async () => {
    const viewable = (await findViewableProject(project.analysisId, customer))!
    const before = await getDb()
      .select({ errorDetail: toolTasks.errorDetail })
      .from(toolTasks)
      .where(eq(toolTasks.id, project.runs.failed))
    await getDb()
      .update(toolTasks)
      .set({ errorDetail: { code: 'run.needsGroups', params: {} } })
      .where(eq(toolTasks.id, project.runs.failed))
    const failureIn = async (language: 'en' | 'zh') => {
      const body = await loadProjectBody(
        viewable,
        { group: project.groups.tools, item: project.itemId, run: project.runs.failed },
        language,
        'wiki.example.com',
      )
      return body.pane?.kind === 'tools' ? body.pane.run?.failure : undefined
    }
    expect(await failureIn('en')).toBe(
      'Not run: this analysis compares groups of samples, and the dataset has no groups. Create the project with a metadata column that groups the samples to run it.',
    )
    expect(await failureIn('zh')).toBe(
      '未运行：本分析比较样本分组，而数据集没有分组。请用含分组列的样本信息创建项目后再运行。',
    )
    await getDb()
      .update(toolTasks)
      .set({ errorDetail: before[0].errorDetail })
      .where(eq(toolTasks.id, project.runs.failed))
  })

  it('sends wiki guides to the tutorial page and other urls as they are', () => {
    const guide = { id: 7, url: 'https://wiki.example.com/page/1', title: 'Alpha guide' }
    expect(guideHref(guide, 'Diversity', 'wiki.example.com')).toBe(
      `/tutorial/${encodeURIComponent('analysis&7&Diversity_Alpha_guide')}`,
    )
    expect(guideHref({ ...guide, url: 'https://elsewhere.org/x' }, 'Diversity', 'wiki.example.com')).toBe(
      'https://elsewhere.org/x',
    )
  })
})

describe('live counts', () => {
  it('tells an open page about a run’s final status and a batch status change, not about other batches', async () => {
    const controller = new AbortController()
    const reader = projectEventStream(project.analysisId, controller.signal).getReader()
    const decoder = new TextDecoder()
    const read = async () => decoder.decode((await reader.read()).value)
    expect(await read()).toContain('retry:')
    const sql = getSql()
    await sql.notify(ANALYSIS_RUN_STATUS_CHANNEL, `A0OTHER:${project.runs.processing}:800`)
    await sql.notify(ANALYSIS_RUN_STATUS_CHANNEL, `${project.analysisId}:${project.runs.processing}:100`)
    await sql.notify(ANALYSIS_RUN_STATUS_CHANNEL, `${project.analysisId}:${project.runs.processing}:800`)
    expect(await read()).toBe(
      `event: run\ndata: ${JSON.stringify({ type: 'run', taskId: project.runs.processing, status: 800 })}\n\n`,
    )
    await sql.notify(ANALYSIS_BATCH_STATUS_CHANNEL, `${project.analysisId}:2`)
    expect(await read()).toBe(`event: batch\ndata: ${JSON.stringify({ type: 'batch', status: 2 })}\n\n`)
    controller.abort()
    expect((await reader.read()).done).toBe(true)
  })
})

describe('re-running a failed item', () => {
  it('queues the failed run again for its customer and refuses strangers and demos', async () => {
    const own = await insertAnalysisProject({ customerId: customer.id })
    const demo = await insertAnalysisProject({ customerId: customer.id, demo: true })
    await expect(rerunFailedItem(own.analysisId, otherCustomer, own.itemId)).rejects.toEqual(
      new ProjectNotEditable('notFound'),
    )
    await expect(rerunFailedItem(own.analysisId, customer, demo.itemId)).rejects.toEqual(
      new ProjectNotEditable('notFound'),
    )
    await expect(rerunFailedItem(demo.analysisId, customer, demo.itemId)).rejects.toEqual(
      new ProjectNotEditable('demo'),
    )
    expect(await rerunFailedItem(own.analysisId, customer, own.itemId)).toBe(1)
    const summary = await loadTaskSummary(own.analysisId, 'zh')
    expect([summary.success.total, summary.failed.total, summary.inProcess.total]).toEqual([1, 0, 2])
  })
})

describe('a project run’s files on /task/:id', () => {
  it('are served from the batch folder to its customer and analysis staff, and to nobody else', async () => {
    const [run] = await getDb()
      .select({ taskNumber: toolTasks.taskNumber, result: toolTasks.result })
      .from(toolTasks)
      .where(eq(toolTasks.id, project.runs.success))
    const storageKey = `${batchStoragePrefix(project.trackingNumber, project.analysisId)}/runs/${run.taskNumber}/alpha.tsv`
    // The run's result names its output files, as run-tool records them; one names a key outside the batch folder.
    const outputFile = (name: string, key: string) => ({
      name,
      storageKey: key,
      contentType: 'text/tab-separated-values',
      sizeBytes: 1,
      role: 'table' as const,
    })
    await getDb()
      .update(toolTasks)
      .set({
        result: {
          ...(run.result as StoredToolResult),
          files: [outputFile('alpha.tsv', storageKey), outputFile('escape.tsv', 'users/1/tool-tasks/T1/output/x.tsv')],
        },
      })
      .where(eq(toolTasks.id, project.runs.success))
    await getDb()
      .insert(storedFiles)
      .values({
        ownerId: customer.id,
        kind: FILE_KIND.project,
        folder: catalogueFolder(storageKey),
        name: 'alpha.tsv',
        storageKey,
        toolTaskId: project.runs.success,
        analysisId: project.analysisId,
      })
    expect((await findToolTaskFile(project.runs.success, 'output/alpha.tsv', customer))?.storageKey).toBe(storageKey)
    expect((await findToolTaskFile(project.runs.success, 'output/alpha.tsv', analysisStaff))?.storageKey).toBe(
      storageKey,
    )
    expect(await findToolTaskFile(project.runs.success, 'output/alpha.tsv', otherCustomer)).toBeNull()
    expect(await findToolTaskFile(project.runs.success, 'output/missing.tsv', customer)).toBeNull()
    expect(await findToolTaskFile(project.runs.success, 'output/escape.tsv', customer)).toBeNull()
    expect(await findToolTaskFile(project.runs.failed, 'output/alpha.tsv', customer)).toBeNull()
  })
})

describe('loadProjectPage', () => {
  const viewer = () => ({
    ...customer,
    email: 'customer@example.com',
    firstName: 'Wei',
    lastName: 'Li',
    accountType: 0,
    isInternal: false,
    balance: 0,
  })

  it('gives a project that is not completed only its status, and a stranger nothing', async () => {
    const processing = await insertAnalysisProject({ customerId: customer.id, status: 1, withGroups: false })
    expect(await loadProjectPage(processing.analysisId, viewer(), {}, 'zh', 'http://localhost')).toEqual({
      found: true,
      completed: false,
      status: 1,
    })
    expect(
      await loadProjectPage(project.analysisId, { ...viewer(), id: otherCustomer.id }, {}, 'zh', 'http://localhost'),
    ).toEqual({ found: false })
  })

  it('marks a demo read-only', async () => {
    const demo = await insertAnalysisProject({ customerId: customer.id, demo: true })
    const page = await loadProjectPage(demo.analysisId, viewer(), {}, 'en', 'http://localhost')
    expect(page.found && page.completed && page.header).toMatchObject({
      isDemo: true,
      readOnly: 'demo',
      trackingNumberShown: demo.trackingNumber.slice(0, -4),
      otherAccount: null,
    })
  })
})
