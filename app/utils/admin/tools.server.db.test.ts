import { parseWithZod } from '@conform-to/zod'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { SEED_KIND } from '#db/seed/seeded-content'
import { seededContent } from '#db/schema/seeding'
import { tools, toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { PERMISSIONS } from '#core/permissions'
import { TOOL_PUBLISH_STATUS, TOOL_TYPE } from '#core/tools'
import { findVisibleTool, listCatalogueTools } from '~/utils/tools/catalogue.server'
import { toolEditorSchema, type ToolEditorValues } from './tool-editor'
import {
  deleteTool,
  listAdminTools,
  loadToolForEditing,
  REGISTERED_EXECUTOR_NAMES,
  saveTool,
  setToolsPublished,
  TOOL_ENTITY,
} from './tools.server'

let actor: { id: number; email: string }
const staffViewer = { id: -3, isInternal: true, permissions: [PERMISSIONS.settings] }
const customer = { id: -1, isInternal: false, permissions: [] }
const internalUser = { id: -2, isInternal: true, permissions: [] }

beforeAll(async () => {
  const [admin] = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@biocloud.example.com'))
  actor = admin
})

/** The form as a browser posts it. */
function posted(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema: toolEditorSchema(REGISTERED_EXECUTOR_NAMES) })
}

/** The messages by field name, or null when the form is valid. */
function errorsOf(fields: Record<string, string>) {
  const submission = posted(fields)
  return submission.status === 'error' ? (submission.error ?? {}) : null
}

const BASE_FIELDS = {
  title: '测试柱状图',
  description: '一个测试工具',
  toolType: '0',
  scriptClassName: 'BarChart',
  script: 'BarChart',
  tableDelimiter: '1',
  publishStatus: '0',
  'dataFiles[0].label': '数据表',
  'dataFiles[0].key': 'table',
  'dataFiles[0].required': 'on',
  'dataFiles[0].fileTypes': 'txt, .TSV',
  'dataFiles[0].fileSizeMb': '0',
  'dataFiles[0].rules[0].kind': 'minColumns',
  'dataFiles[0].rules[0].rows': '[1:]',
  'dataFiles[0].rules[0].minColumns': '4',
}

function valid(fields: Record<string, string>): ToolEditorValues {
  const submission = posted(fields)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

describe('the tool form rules (spec 01 §5)', () => {
  it('names the empty name, description, script, label, key and size, and an empty key-mapping form key', () => {
    const errors = errorsOf({
      toolType: '0',
      scriptClassName: 'BarChart',
      tableDelimiter: '1',
      publishStatus: '0',
      'dataFiles[0].rules[0].kind': 'formKeyMapping',
      'dataFiles[0].rules[0].column': '[2:5]',
    })
    expect(errors).toMatchObject({
      title: ['adminTools.errors.titleRequired'],
      description: ['adminTools.errors.descriptionRequired'],
      script: ['adminTools.errors.scriptRequired'],
      'dataFiles[0].label': ['adminTools.errors.labelRequired'],
      'dataFiles[0].key': ['adminTools.errors.keyRequired'],
      'dataFiles[0].fileSizeMb': ['adminTools.errors.sizeRequired'],
      'dataFiles[0].rules[0].formKey': ['adminTools.errors.formKeyRequired'],
    })
  })

  it('validates slices with the checker’s own parser', () => {
    const errors = errorsOf({ ...BASE_FIELDS, 'dataFiles[0].rules[0].rows': '[0:3]' })
    expect(errors?.['dataFiles[0].rules[0].rows']).toEqual(['adminTools.errors.slice'])
    expect(posted({ ...BASE_FIELDS, 'dataFiles[0].rules[0].rows': '2:5' }).status).toBe('error')
    expect(posted({ ...BASE_FIELDS, 'dataFiles[0].rules[0].rows': '[-1]' }).status).toBe('success')
  })

  it('takes only a registered executor, and needs a URL for a hyperlink tool', () => {
    expect(errorsOf({ ...BASE_FIELDS, scriptClassName: 'NoSuchChart' })?.scriptClassName).toEqual([
      'adminTools.errors.executorUnknown',
    ])
    expect(errorsOf({ ...BASE_FIELDS, toolType: String(TOOL_TYPE.hyperlink) })?.url).toEqual([
      'adminTools.errors.urlRequired',
    ])
  })
})

describe('saving a tool', () => {
  it('creates it with its data file and rule, records the change, and refuses a name in use', async () => {
    const outcome = await saveTool(actor, valid(BASE_FIELDS), { mode: 'create' })
    expect(outcome.ok).toBe(true)
    const id = (outcome as { id: number }).id
    const [row] = await getDb().select().from(tools).where(eq(tools.id, id))
    expect(row.dataFileSettings).toEqual([
      {
        label: '数据表',
        key: 'table',
        required: true,
        exampleFile: null,
        fileTypes: ['txt', 'tsv'],
        fileSizeMb: 0,
        rules: [{ kind: 'minColumns', rows: '[1:]', minColumns: 4 }],
      },
    ])
    expect(row.scriptClassName).toBe('BarChart')
    const [change] = await changesOf(getDb(), TOOL_ENTITY, id)
    expect(change).toMatchObject({ action: 'create', actorEmail: actor.email, before: null })
    expect(change.after).toMatchObject({ title: '测试柱状图' })

    expect(await saveTool(actor, valid(BASE_FIELDS), { mode: 'create' })).toEqual({
      ok: false,
      fieldErrors: { title: ['adminTools.errors.nameExists'] },
    })
    // Editing it under its own name is fine; a copy needs a new one.
    expect(await saveTool(actor, valid({ ...BASE_FIELDS, sort: '7' }), { mode: 'edit', id })).toEqual({
      ok: true,
      id,
      released: [],
    })
    const [update] = await changesOf(getDb(), TOOL_ENTITY, id)
    expect(update).toMatchObject({ action: 'update', before: { sort: 0 }, after: { sort: 7 } })
    const copy = await saveTool(actor, valid({ ...BASE_FIELDS, title: '测试柱状图 (copy)' }), {
      mode: 'copy',
      copiedFrom: id,
    })
    expect(copy.ok).toBe(true)
    const [copied] = await changesOf(getDb(), TOOL_ENTITY, (copy as { id: number }).id)
    expect(copied).toMatchObject({ action: 'copy', before: { copiedFrom: id } })
  })

  it('keeps a seeded tool’s code-owned executor and type whatever is posted', async () => {
    const [ledger] = await getDb()
      .select({ rowId: seededContent.rowId })
      .from(seededContent)
      .where(and(eq(seededContent.kind, SEED_KIND.tool), eq(seededContent.seedKey, 'PieChart')))
    const found = await loadToolForEditing(ledger.rowId!)
    expect(found?.seeded).toBe(true)
    const outcome = await saveTool(
      actor,
      valid({
        ...BASE_FIELDS,
        title: found!.tool.title,
        description: 'Edited by staff',
        scriptClassName: 'BarChart',
        toolType: '1',
        script: 'PieChart',
      }),
      { mode: 'edit', id: ledger.rowId! },
    )
    expect(outcome.ok).toBe(true)
    const [row] = await getDb().select().from(tools).where(eq(tools.id, ledger.rowId!))
    expect(row).toMatchObject({
      description: 'Edited by staff',
      scriptClassName: 'PieChart',
      toolType: found!.tool.toolType,
      script: '',
    })
  })
})

async function probeTool(title: string, publishStatus: number) {
  const [row] = await getDb()
    .insert(tools)
    .values({ title, description: 'probe', script: 'x', publishStatus })
    .returning({ id: tools.id })
  return row.id
}

describe('publishing from the list', () => {
  it('refuses an empty selection and publishing a selection holding a published tool', async () => {
    const draft = await probeTool('发布-草稿', TOOL_PUBLISH_STATUS.unpublished)
    const live = await probeTool('发布-已发布', TOOL_PUBLISH_STATUS.published)
    expect(await setToolsPublished(actor, [], true)).toEqual({
      ok: false,
      messageKey: 'adminTools.errors.nothingSelected',
    })
    expect(await setToolsPublished(actor, [draft, live], true)).toEqual({
      ok: false,
      messageKey: 'adminTools.errors.alreadyPublished',
    })
    expect(await changesOf(getDb(), TOOL_ENTITY, draft)).toEqual([])

    expect(await setToolsPublished(actor, [draft, live], false)).toEqual({ ok: true, count: 2 })
    expect(await setToolsPublished(actor, [draft], true)).toEqual({ ok: true, count: 1 })
    const changes = await changesOf(getDb(), TOOL_ENTITY, draft)
    expect(changes.map((change) => [change.action, change.before, change.after])).toEqual([
      ['publish', { publishStatus: 0 }, { publishStatus: 1 }],
      ['unpublish', { publishStatus: 0 }, { publishStatus: 0 }],
    ])
  })
})

describe('deleting a tool', () => {
  it('hides a tool that has tasks from every list and page, and deletes one that has none', async () => {
    const used = await probeTool('删除-有任务', TOOL_PUBLISH_STATUS.published)
    const unused = await probeTool('删除-无任务', TOOL_PUBLISH_STATUS.published)
    await getDb().insert(toolTasks).values({ taskNumber: 'T-probe-delete', toolId: used })

    expect(await deleteTool(actor, used)).toEqual({ ok: true, hidden: true })
    const [hidden] = await getDb().select().from(tools).where(eq(tools.id, used))
    expect(hidden.publishStatus).toBe(TOOL_PUBLISH_STATUS.unpublished)
    expect(hidden.deletedAt).not.toBeNull()
    expect(await getDb().select().from(toolTasks).where(eq(toolTasks.toolId, used))).toHaveLength(1)
    const [hiding] = await changesOf(getDb(), TOOL_ENTITY, used)
    expect(hiding).toMatchObject({ action: 'delete', before: { deletedAt: null }, after: { publishStatus: 0 } })

    const adminList = await listAdminTools({
      page: 1,
      pageSize: 200,
      sort: null,
      direction: 'asc',
      keyword: '删除-',
      category: undefined,
      type: undefined,
      status: undefined,
    })
    expect(adminList.rows.map((row) => row.title)).toEqual(['删除-无任务'])
    const staffCatalogue = await listCatalogueTools(staffViewer, { keyword: '删除-', page: 1 })
    expect(staffCatalogue.tools.map((tool) => tool.title)).toEqual(['删除-无任务'])
    expect(await findVisibleTool(used, staffViewer)).toBeNull()

    expect(await deleteTool(actor, unused)).toEqual({ ok: true, hidden: false })
    expect(await getDb().select().from(tools).where(eq(tools.id, unused))).toEqual([])
    const [deletion] = await changesOf(getDb(), TOOL_ENTITY, unused)
    expect(deletion).toMatchObject({ action: 'delete', after: null, before: { title: '删除-无任务' } })
  })

  it('shows an internal-test tool to staff and internal accounts only', async () => {
    const id = await probeTool('内部测试-探针', TOOL_PUBLISH_STATUS.internalTest)
    expect(await findVisibleTool(id, customer)).toBeNull()
    expect(await findVisibleTool(id, null)).toBeNull()
    expect((await findVisibleTool(id, internalUser))?.id).toBe(id)
    expect((await findVisibleTool(id, staffViewer))?.id).toBe(id)
  })
})
