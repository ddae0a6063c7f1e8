import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb, type Transaction } from '#db/client'
import { SEED_KIND } from '#db/seed/seeded-content'
import { seededContent } from '#db/schema/seeding'
import { forms, toolCategories, tools, toolTasks } from '#db/schema/tools'
import { workflowAnalysisItems } from '#db/schema/workflows'
import { TOOL_PUBLISH_STATUS, TOOL_TYPE } from '#core/tools'
import { TOOLS } from '../../../tools/index'
import { toolCoverUrl } from '~/utils/tools/tool-cover.server'
import { containsPattern, keywordMatch, pageOffset, parseAdminListQuery, adminPage } from './admin-list.server'
import {
  dataFileDraftOf,
  dataFileSettingsOf,
  demoParamsOf,
  listOf,
  type ToolDraft,
  type ToolEditorValues,
} from './tool-editor'
import { resolveToolAssets, type ToolAssets, type UploadedAssets } from './tool-assets'

/** The audit log's name for a tool. */
export const TOOL_ENTITY = 'tool'

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const TOOL_LIST_SORTABLE = ['id', 'title', 'toolType', 'publishStatus', 'sort', 'updatedAt'] as const

const codeFilter = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((value) => value <= max)
    .optional()
    .or(z.literal('').transform(() => undefined))

export async function parseToolListQuery(request: Request) {
  return parseAdminListQuery(request, TOOL_LIST_SORTABLE, {
    category: codeFilter(2_147_483_647),
    type: codeFilter(5),
    status: codeFilter(3),
  })
}

export type ToolListQuery = Awaited<ReturnType<typeof parseToolListQuery>>

const parentCategories = aliasedTable(toolCategories, 'parent_category')

const SORT_COLUMNS = {
  id: tools.id,
  title: tools.title,
  toolType: tools.toolType,
  publishStatus: tools.publishStatus,
  sort: tools.sort,
  updatedAt: tools.updatedAt,
} as const

/** The tools staff manage (never the deleted ones), filtered, sorted and paged in SQL. */
export async function listAdminTools(query: ToolListQuery) {
  const conditions: (SQL | undefined)[] = [isNull(tools.deletedAt)]
  conditions.push(
    keywordMatch(query.keyword, [
      tools.title,
      tools.titleEn,
      tools.description,
      tools.descriptionEn,
      tools.scriptClassName,
    ]),
  )
  if (query.category !== undefined)
    conditions.push(or(eq(tools.categoryId, query.category), eq(toolCategories.parentId, query.category)))
  if (query.type !== undefined) conditions.push(eq(tools.toolType, query.type))
  if (query.status !== undefined) conditions.push(eq(tools.publishStatus, query.status))
  const where = and(...conditions)
  const sortColumn = SORT_COLUMNS[(query.sort ?? 'sort') as keyof typeof SORT_COLUMNS]
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: tools.id,
        title: tools.title,
        titleEn: tools.titleEn,
        toolType: tools.toolType,
        publishStatus: tools.publishStatus,
        sort: tools.sort,
        scriptClassName: tools.scriptClassName,
        updatedAt: tools.updatedAt,
        categoryName: toolCategories.name,
        categoryNameEn: toolCategories.nameEn,
        parentName: parentCategories.name,
        parentNameEn: parentCategories.nameEn,
      })
      .from(tools)
      .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
      .leftJoin(parentCategories, eq(parentCategories.id, toolCategories.parentId))
      .where(where)
      .orderBy(query.direction === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(tools.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tools)
      .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
      .where(where),
  ])
  return adminPage(query, rows, total)
}

export interface ToolCategoryOption {
  id: number
  name: string
  nameEn: string
  parentName: string | null
  parentNameEn: string | null
}

/** Categories with their parent, for the filter and the editor's select. */
export async function toolCategoryOptions(): Promise<ToolCategoryOption[]> {
  const rows: ToolCategoryOption[] = await getDb()
    .select({
      id: toolCategories.id,
      name: toolCategories.name,
      nameEn: toolCategories.nameEn,
      parentName: parentCategories.name,
      parentNameEn: parentCategories.nameEn,
    })
    .from(toolCategories)
    .leftJoin(parentCategories, eq(parentCategories.id, toolCategories.parentId))
    .orderBy(asc(sql`coalesce(${parentCategories.sort}, ${toolCategories.sort})`), asc(toolCategories.sort))
  return rows
}

// ---------------------------------------------------------------------------------------------
// Publishing and deleting
// ---------------------------------------------------------------------------------------------

export type BulkPublishOutcome = { ok: true; count: number } | { ok: false; messageKey: string }

/**
 * Publishes or unpublishes the selected tools in one transaction, one audit row per tool. Refused
 * when nothing is selected, or when publishing a selection that holds an already-published tool
 * (spec 01 §4).
 */
export async function setToolsPublished(
  actor: AuditActor,
  ids: readonly number[],
  publish: boolean,
): Promise<BulkPublishOutcome> {
  if (ids.length === 0) return { ok: false, messageKey: 'adminTools.errors.nothingSelected' }
  return getDb().transaction(async (tx) => {
    const selected = await tx
      .select({ id: tools.id, publishStatus: tools.publishStatus })
      .from(tools)
      .where(and(inArray(tools.id, [...ids]), isNull(tools.deletedAt)))
      .for('update')
    if (selected.length === 0) return { ok: false as const, messageKey: 'adminTools.errors.nothingSelected' }
    if (publish && selected.some((tool) => tool.publishStatus === TOOL_PUBLISH_STATUS.published))
      return { ok: false as const, messageKey: 'adminTools.errors.alreadyPublished' }
    const publishStatus = publish ? TOOL_PUBLISH_STATUS.published : TOOL_PUBLISH_STATUS.unpublished
    await tx
      .update(tools)
      .set({ publishStatus, updatedAt: sql`now()` })
      .where(
        inArray(
          tools.id,
          selected.map((tool) => tool.id),
        ),
      )
    for (const tool of selected) {
      await recordChange(tx, {
        actor,
        action: publish ? AUDIT_ACTION.publish : AUDIT_ACTION.unpublish,
        entityType: TOOL_ENTITY,
        entityId: tool.id,
        before: { publishStatus: tool.publishStatus },
        after: { publishStatus },
      })
    }
    return { ok: true as const, count: selected.length }
  })
}

export type DeleteToolOutcome = { ok: true; hidden: boolean } | { ok: false; messageKey: string }

/**
 * Deletes a tool. One that has tasks is unpublished and hidden instead (`deleted_at`), so its
 * customers' results stay readable; one an analysis template item uses is refused.
 */
export async function deleteTool(actor: AuditActor, id: number): Promise<DeleteToolOutcome> {
  try {
    return await deleteToolRow(actor, id)
  } catch (error) {
    // An analysis project's copy of a template item also restricts the delete.
    if (postgresCode(error) === '23503') return { ok: false, messageKey: 'adminTools.errors.usedByTemplate' }
    throw error
  }
}

async function deleteToolRow(actor: AuditActor, id: number): Promise<DeleteToolOutcome> {
  return getDb().transaction(async (tx) => {
    const [tool] = await tx
      .select()
      .from(tools)
      .where(and(eq(tools.id, id), isNull(tools.deletedAt)))
      .for('update')
    if (!tool) return { ok: false as const, messageKey: 'adminTools.errors.notFound' }
    const [{ used }] = await tx
      .select({
        used: sql<boolean>`exists (select 1 from ${workflowAnalysisItems} where ${workflowAnalysisItems.toolId} = ${id})`,
      })
      .from(sql`(select 1) as one`)
    const [{ hasTasks }] = await tx
      .select({ hasTasks: sql<boolean>`exists (select 1 from ${toolTasks} where ${toolTasks.toolId} = ${id})` })
      .from(sql`(select 1) as one`)
    if (hasTasks || used) {
      if (!hasTasks) return { ok: false as const, messageKey: 'adminTools.errors.usedByTemplate' }
      const [after] = await tx
        .update(tools)
        .set({ publishStatus: TOOL_PUBLISH_STATUS.unpublished, deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(tools.id, id))
        .returning()
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.delete,
        entityType: TOOL_ENTITY,
        entityId: id,
        before: tool,
        after,
      })
      return { ok: true as const, hidden: true }
    }
    await tx.delete(tools).where(eq(tools.id, id))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.delete,
      entityType: TOOL_ENTITY,
      entityId: id,
      before: tool,
      after: null,
    })
    return { ok: true as const, hidden: false }
  })
}

// ---------------------------------------------------------------------------------------------
// The editor
// ---------------------------------------------------------------------------------------------

/**
 * The registered executors: the tool folders' script class names (tools/index.ts). Their titles are
 * those of the seeded tools that run them (a folder's definition reads its files, which only the seed does).
 */
export const REGISTERED_EXECUTOR_NAMES: readonly string[] = TOOLS.map((tool) => tool.scriptClassName)

/** What the editor's selects offer. */
export async function toolEditorOptions() {
  const db = getDb()
  const [categories, formRows, seededTitles] = await Promise.all([
    toolCategoryOptions(),
    db.select({ id: forms.id, name: forms.name }).from(forms).orderBy(asc(forms.name)),
    db
      .select({ scriptClassName: seededContent.seedKey, title: tools.title, titleEn: tools.titleEn })
      .from(seededContent)
      .innerJoin(tools, eq(tools.id, seededContent.rowId))
      .where(eq(seededContent.kind, SEED_KIND.tool)),
  ])
  const titles = new Map(seededTitles.map((row) => [row.scriptClassName, row]))
  const executors = REGISTERED_EXECUTOR_NAMES.map((scriptClassName) => ({
    scriptClassName,
    title: titles.get(scriptClassName)?.title ?? '',
    titleEn: titles.get(scriptClassName)?.titleEn ?? '',
  }))
  return { categories, forms: formRows, executors }
}

async function isSeededTool(tx: Transaction | ReturnType<typeof getDb>, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ rowId: seededContent.rowId })
    .from(seededContent)
    .where(and(eq(seededContent.kind, SEED_KIND.tool), eq(seededContent.rowId, id)))
  return row !== undefined
}

/** A tool as the editor shows it, and whether the code owns its executor and type (a seeded tool). */
export async function loadToolForEditing(id: number) {
  const db = getDb()
  const [found] = await db
    .select({ tool: tools, categoryCode: toolCategories.code })
    .from(tools)
    .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
    .where(and(eq(tools.id, id), isNull(tools.deletedAt)))
  if (!found) return null
  const { tool, categoryCode } = found
  return {
    tool,
    seeded: await isSeededTool(db, id),
    cover: { url: toolCoverUrl({ ...tool, categoryCode }), uploaded: tool.cover !== null },
  }
}

type StoredTool = typeof tools.$inferSelect

export function draftOfTool(tool: StoredTool): ToolDraft {
  const text = (value: number | string | null) => (value === null ? '' : String(value))
  return {
    title: tool.title,
    titleEn: tool.titleEn,
    description: tool.description,
    descriptionEn: tool.descriptionEn,
    manual: tool.manual,
    manualEn: tool.manualEn,
    categoryId: text(tool.categoryId),
    tags: tool.tags.join(', '),
    toolType: String(tool.toolType),
    executionType: tool.executionType ?? '',
    scriptClassName: tool.scriptClassName ?? '',
    // A seeded tool runs its folder's executor and has no script text; its class name stands for it.
    script: tool.script || tool.scriptClassName || '',
    formId: text(tool.formId),
    tableDelimiter: String(tool.tableDelimiter),
    convertEncoding: tool.convertEncoding ? 'on' : '',
    editable: tool.editable ? 'on' : '',
    useCount: String(tool.useCount),
    sort: String(tool.sort),
    publishStatus: String(tool.publishStatus),
    url: tool.url ?? '',
    removeCover: '',
    demoParams: tool.demo && Object.keys(tool.demo.params).length ? JSON.stringify(tool.demo.params, null, 2) : '',
    dataFiles: tool.dataFileSettings.map((setting) => dataFileDraftOf(setting, tool.demo?.files[setting.key])),
  }
}

export function newToolDraft(): ToolDraft {
  return {
    title: '',
    titleEn: '',
    description: '',
    descriptionEn: '',
    manual: '',
    manualEn: '',
    categoryId: '',
    tags: '',
    toolType: String(TOOL_TYPE.cloudChart),
    executionType: 'builtin',
    scriptClassName: '',
    script: '',
    formId: '',
    tableDelimiter: '1',
    convertEncoding: '',
    editable: '',
    useCount: '0',
    sort: '0',
    publishStatus: String(TOOL_PUBLISH_STATUS.unpublished),
    url: '',
    removeCover: '',
    demoParams: '',
    dataFiles: [],
  }
}

/** A title for a copy that no tool has: `<title> (copy)`, then `(copy 2)`, … */
export async function uniqueCopyTitle(title: string): Promise<string> {
  const taken = new Set(
    (
      await getDb()
        .select({ title: tools.title })
        .from(tools)
        .where(ilike(tools.title, `${containsPattern(title).slice(0, -1)}%`))
    ).map((row) => row.title),
  )
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${title} (copy)` : `${title} (copy ${n})`
    if (!taken.has(candidate)) return candidate
  }
}

export type SaveToolOutcome =
  { ok: true; id: number; released: string[] } | { ok: false; fieldErrors: Record<string, string[]> }

const refusal = (field: string, message: string): SaveToolOutcome => ({
  ok: false,
  fieldErrors: { [field]: [`adminTools.errors.${message}`] },
})
const NAME_TAKEN = refusal('title', 'nameExists')

function columnsOf(values: ToolEditorValues) {
  return {
    title: values.title.trim(),
    titleEn: values.titleEn?.trim() ?? '',
    description: values.description,
    descriptionEn: values.descriptionEn ?? '',
    manual: values.manual ?? '',
    manualEn: values.manualEn ?? '',
    categoryId: values.categoryId ?? null,
    tags: [...new Set(listOf(values.tags))],
    toolType: values.toolType,
    executionType: values.executionType?.trim() || null,
    executor: values.scriptClassName ? 'run_tool' : null,
    scriptClassName: values.scriptClassName ?? null,
    script: values.script,
    formId: values.formId ?? null,
    tableDelimiter: values.tableDelimiter,
    convertEncoding: values.convertEncoding ?? false,
    editable: values.editable ?? false,
    useCount: values.useCount ?? 0,
    sort: values.sort ?? 0,
    publishStatus: values.publishStatus,
    url: values.url || null,
  }
}

/** The demo's parameters must be fields of the tool's form, or the demo would fill nothing. */
async function demoParamsFitForm(tx: Transaction, values: ToolEditorValues): Promise<boolean> {
  const names = Object.keys(demoParamsOf(values.demoParams) ?? {})
  if (names.length === 0) return true
  if (!values.formId) return false
  const [form] = await tx.select({ fields: forms.fields }).from(forms).where(eq(forms.id, values.formId))
  const keys = new Set((form?.fields ?? []).map((field) => field.key))
  return names.every((name) => keys.has(name))
}

const assetsOf = (row: typeof tools.$inferSelect): ToolAssets => ({
  cover: row.cover,
  demo: row.demo,
  dataFileSettings: row.dataFileSettings,
})

function postgresCode(error: unknown): string | undefined {
  const failure = error as { code?: string; cause?: { code?: string } } | null
  return failure?.code ?? failure?.cause?.code
}

/**
 * Creates (or copies, `copiedFrom`) or updates a tool in one transaction with its audit row. A
 * seeded tool keeps its code-owned executor, execution type and tool type (db/README.md). The
 * files uploaded with the save are already stored; the outcome names the files the tool let go.
 */
export async function saveTool(
  actor: AuditActor,
  values: ToolEditorValues,
  target: { mode: 'create' } | { mode: 'copy'; copiedFrom: number } | { mode: 'edit'; id: number },
  uploads: UploadedAssets = { examples: new Map(), demos: new Map() },
): Promise<SaveToolOutcome> {
  const columns = columnsOf(values)
  const settings = dataFileSettingsOf(values)
  try {
    return await getDb().transaction(async (tx) => {
      const [sameName] = await tx
        .select({ id: tools.id })
        .from(tools)
        .where(and(eq(tools.title, columns.title), target.mode === 'edit' ? ne(tools.id, target.id) : undefined))
      if (sameName) return NAME_TAKEN
      if (!(await demoParamsFitForm(tx, values))) return refusal('demoParams', 'demoParamsUnknownField')
      if (target.mode === 'edit') {
        const [before] = await tx
          .select()
          .from(tools)
          .where(and(eq(tools.id, target.id), isNull(tools.deletedAt)))
          .for('update')
        if (!before) return refusal('', 'notFound')
        const owned = (await isSeededTool(tx, target.id))
          ? {
              scriptClassName: before.scriptClassName,
              toolType: before.toolType,
              executionType: before.executionType,
              executor: before.executor,
              // The seed's executor has no script text: keep it empty unless staff wrote one.
              script: columns.script === before.scriptClassName ? before.script : columns.script,
            }
          : {}
        const { assets, released } = resolveToolAssets(values, settings, assetsOf(before), uploads)
        const [after] = await tx
          .update(tools)
          .set({ ...columns, ...assets, ...owned, updatedAt: sql`now()` })
          .where(eq(tools.id, target.id))
          .returning()
        await recordChange(tx, {
          actor,
          action: AUDIT_ACTION.update,
          entityType: TOOL_ENTITY,
          entityId: target.id,
          before,
          after,
        })
        return { ok: true as const, id: target.id, released }
      }
      // A copy may keep the files of its source (they stay shared until one of them lets go).
      const [source] =
        target.mode === 'copy' ? await tx.select().from(tools).where(eq(tools.id, target.copiedFrom)) : []
      const { assets } = resolveToolAssets(values, settings, source ? assetsOf(source) : null, uploads)
      const [after] = await tx
        .insert(tools)
        .values({ ...columns, ...assets })
        .returning()
      await recordChange(tx, {
        actor,
        action: target.mode === 'copy' ? AUDIT_ACTION.copy : AUDIT_ACTION.create,
        entityType: TOOL_ENTITY,
        entityId: after.id,
        before: target.mode === 'copy' ? { copiedFrom: target.copiedFrom } : null,
        after,
      })
      return { ok: true as const, id: after.id, released: [] }
    })
  } catch (error) {
    // Two staff saving the same new name at once: the unique index decides, with the same message.
    if (postgresCode(error) === '23505') return NAME_TAKEN
    throw error
  }
}
