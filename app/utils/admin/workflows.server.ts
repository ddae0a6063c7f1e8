import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { getDb, type Transaction } from '#db/client'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { languageResources } from '#db/schema/i18n'
import { analysisBatches, orders } from '#db/schema/projects'
import {
  analysisCategories,
  projectGuides,
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  workflows,
  type ReportGroupSetting,
} from '#db/schema/workflows'
import { RESOURCE_KIND } from '#core/language-resources'
import { containsPattern, keywordMatch, pageOffset, type AdminListQuery, adminPage } from './admin-list.server'
import type { AdminPage } from './admin-list'
import { labelList, type CopyForm, type WorkflowForm } from './workflow-forms'

/*
 * The analysis workflow catalogue as staff manage it (spec 02 §2.6): the list, add, edit, copy,
 * delete, publish/unpublish and the example project. Every change is one transaction with its audit
 * row (entity type `workflow`).
 */

export const WORKFLOW_ENTITY = 'workflow'

/** The list's sortable columns (URL `sort` values). */
export const WORKFLOW_SORTS = ['id', 'categoryId', 'title', 'integralAmount', 'sort', 'createdAt', 'updatedAt'] as const

const SORT_COLUMNS = {
  id: workflows.id,
  categoryId: workflows.categoryId,
  title: workflows.title,
  integralAmount: workflows.integralAmount,
  sort: workflows.sort,
  createdAt: workflows.createdAt,
  updatedAt: workflows.updatedAt,
} as const

/** Postgres's foreign-key, RESTRICT and unique violations: what a refused delete or a taken id raises. */
const FOREIGN_KEY_VIOLATION = '23503'
const RESTRICT_VIOLATION = '23001'
const UNIQUE_VIOLATION = '23505'

function pgCode(error: unknown): string | undefined {
  const seen = new Set<unknown>()
  let current = error as { code?: unknown; cause?: unknown } | undefined
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if (typeof current.code === 'string') return current.code
    current = current.cause as typeof current
  }
  return undefined
}

const listColumns = {
  id: workflows.id,
  categoryId: workflows.categoryId,
  categoryName: analysisCategories.name,
  categoryNameEn: analysisCategories.nameEn,
  title: workflows.title,
  titleEn: workflows.titleEn,
  description: workflows.description,
  descriptionEn: workflows.descriptionEn,
  icon: workflows.icon,
  integralAmount: workflows.integralAmount,
  labels: workflows.labels,
  sort: workflows.sort,
  isNew: workflows.isNew,
  disableDemo: workflows.disableDemo,
  isActive: workflows.isActive,
  isToRelease: workflows.isToRelease,
  isPublish: workflows.isPublish,
  createdAt: workflows.createdAt,
  updatedAt: workflows.updatedAt,
}

/** One page of the workflow list: keyword over titles, descriptions and labels; optional category. */
export async function listWorkflows(query: AdminListQuery & { categoryId?: number }) {
  const where = and(
    query.keyword
      ? or(
          keywordMatch(query.keyword, [
            workflows.title,
            workflows.titleEn,
            workflows.description,
            workflows.descriptionEn,
            sql`array_to_string(${workflows.labels}, ',')`,
          ]),
          sql`${workflows.id}::text = ${query.keyword}`,
        )
      : undefined,
    query.categoryId !== undefined ? eq(workflows.categoryId, query.categoryId) : undefined,
  )
  const column = SORT_COLUMNS[(query.sort ?? 'sort') as keyof typeof SORT_COLUMNS] ?? workflows.sort
  const order = query.direction === 'desc' ? desc(column) : asc(column)
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(workflows)
      .leftJoin(analysisCategories, eq(analysisCategories.id, workflows.categoryId))
      .where(where)
      .orderBy(order, asc(workflows.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(workflows).where(where),
  ])
  return adminPage(query, rows, total) satisfies AdminPage<(typeof rows)[number]>
}
export type WorkflowListRow = Awaited<ReturnType<typeof listWorkflows>>['rows'][number]

export async function listCategories() {
  return getDb()
    .select({ id: analysisCategories.id, name: analysisCategories.name, nameEn: analysisCategories.nameEn })
    .from(analysisCategories)
    .orderBy(asc(analysisCategories.sort), asc(analysisCategories.id))
}

/** The editable fields of a workflow, as the edit form shows them. */
export async function findWorkflow(id: number) {
  const [row] = await getDb()
    .select({
      id: workflows.id,
      categoryId: workflows.categoryId,
      title: workflows.title,
      titleEn: workflows.titleEn,
      description: workflows.description,
      descriptionEn: workflows.descriptionEn,
      icon: workflows.icon,
      labels: workflows.labels,
      integralAmount: workflows.integralAmount,
      sort: workflows.sort,
      isNew: workflows.isNew,
      disableDemo: workflows.disableDemo,
      isActive: workflows.isActive,
      isToRelease: workflows.isToRelease,
      isPublish: workflows.isPublish,
      exampleId: workflows.exampleId,
      introductionContentId: workflows.introductionContentId,
    })
    .from(workflows)
    .where(eq(workflows.id, id))
  return row ?? null
}
export type WorkflowRecord = NonNullable<Awaited<ReturnType<typeof findWorkflow>>>

async function workflowRow(tx: Transaction, id: number) {
  const [row] = await tx.select().from(workflows).where(eq(workflows.id, id))
  return row
}

function columnsOf(form: WorkflowForm) {
  return {
    categoryId: form.categoryId,
    title: form.title,
    titleEn: form.titleEn,
    description: form.description,
    descriptionEn: form.descriptionEn,
    icon: form.icon || null,
    labels: labelList(form.labels),
    integralAmount: form.integralAmount,
    sort: form.sort,
    isNew: form.isNew,
    disableDemo: form.disableDemo,
    isActive: form.isActive,
    isToRelease: form.isToRelease,
  }
}

export type ChangeOutcome<T = object> = ({ ok: true } & T) | { ok: false; reason: FailureReason }
/** Why a change was refused; each has a message `adminWorkflows.reasons.<reason>`. */
export type FailureReason = 'notFound' | 'hasProjects' | 'idTaken' | 'noSelection' | 'badCategory' | 'database'

/** Adds a workflow (spec 02 §5 defaults come from the form's initial values). */
export async function createWorkflow(actor: AuditActor, form: WorkflowForm): Promise<ChangeOutcome<{ id: number }>> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx.insert(workflows).values(columnsOf(form)).returning()
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.create,
        entityType: WORKFLOW_ENTITY,
        entityId: row.id,
        before: null,
        after: row,
      })
      return { ok: true as const, id: row.id }
    })
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'badCategory' }
    throw error
  }
}

export async function updateWorkflow(actor: AuditActor, id: number, form: WorkflowForm): Promise<ChangeOutcome> {
  try {
    return await getDb().transaction(async (tx) => {
      const before = await workflowRow(tx, id)
      if (!before) return { ok: false as const, reason: 'notFound' as const }
      const [after] = await tx
        .update(workflows)
        .set({ ...columnsOf(form), updatedAt: sql`now()` })
        .where(eq(workflows.id, id))
        .returning()
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: WORKFLOW_ENTITY,
        entityId: id,
        before,
        after,
      })
      return { ok: true as const }
    })
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'badCategory' }
    throw error
  }
}

/** Sets isPublish on the selected workflows (spec 02 §4); nothing selected is refused. */
export async function publishWorkflows(actor: AuditActor, ids: number[], isPublish: boolean): Promise<ChangeOutcome> {
  if (ids.length === 0) return { ok: false, reason: 'noSelection' }
  return getDb().transaction(async (tx) => {
    const before = await tx
      .select({ id: workflows.id, isPublish: workflows.isPublish })
      .from(workflows)
      .where(inArray(workflows.id, ids))
      .for('update')
    if (before.length !== new Set(ids).size) return { ok: false as const, reason: 'notFound' as const }
    await tx
      .update(workflows)
      .set({ isPublish, updatedAt: sql`now()` })
      .where(inArray(workflows.id, ids))
    for (const row of before)
      await recordChange(tx, {
        actor,
        action: isPublish ? AUDIT_ACTION.publish : AUDIT_ACTION.unpublish,
        entityType: WORKFLOW_ENTITY,
        entityId: row.id,
        before: { isPublish: row.isPublish },
        after: { isPublish },
      })
    return { ok: true as const }
  })
}

/** The projects (batches) of a workflow; one that has any cannot be deleted. */
export async function projectCount(workflowId: number): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(analysisBatches)
    .where(eq(analysisBatches.workflowId, workflowId))
  return n
}

/**
 * Deletes a workflow with its template, guides and report template (cascades) and the rich texts
 * it owned. A workflow with projects is refused (the batches' foreign key restricts it): customers'
 * results are never deleted; unpublish or deactivate it instead.
 */
export async function deleteWorkflow(actor: AuditActor, id: number): Promise<ChangeOutcome> {
  try {
    return await getDb().transaction(async (tx) => {
      const before = await workflowRow(tx, id)
      if (!before) return { ok: false as const, reason: 'notFound' as const }
      const [template] = await tx.select().from(reportTemplates).where(eq(reportTemplates.workflowId, id))
      const textIds = ownedTextIds(before.introductionContentId, template)
      await tx.delete(workflows).where(eq(workflows.id, id))
      if (textIds.length) await tx.delete(languageResources).where(inArray(languageResources.id, textIds))
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.delete,
        entityType: WORKFLOW_ENTITY,
        entityId: id,
        before,
        after: null,
      })
      return { ok: true as const }
    })
  } catch (error) {
    const code = pgCode(error)
    if (code === RESTRICT_VIOLATION || code === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'hasProjects' }
    throw error
  }
}

function ownedTextIds(
  introductionContentId: number | null,
  template: typeof reportTemplates.$inferSelect | undefined,
): number[] {
  const ids = [introductionContentId]
  if (template) {
    ids.push(
      template.experimentProcessContentId,
      template.analysisProcessContentId,
      template.projectIntroductionContentId,
      template.noticeContentId,
    )
    for (const group of template.groupSettings)
      ids.push(group.reportIntroductionId, ...group.items.map((item) => item.reportIntroductionId))
  }
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
}

/** The id the copy form proposes: one past the highest in use. */
export async function proposedWorkflowId(): Promise<number> {
  const [{ next }] = await getDb()
    .select({ next: sql<number>`coalesce(max(${workflows.id}), 0) + 1`.mapWith(Number) })
    .from(workflows)
  return next
}

// ---------------------------------------------------------------------------------------------
// Rich texts a workflow owns (introduction, report texts)
// ---------------------------------------------------------------------------------------------

/** The resource key of a workflow's introduction (as the seed names it). */
export function introductionKey(workflowId: number): string {
  return `workflow.introduction.${workflowId}`
}

/** The resource key of one of a workflow's report texts (as the seed names them). */
export function reportTextKey(workflowId: number, name: string): string {
  return `report-template.${workflowId}.${name}`
}

/**
 * Writes a rich text under its key and returns its id. A key left by a deleted workflow whose id
 * was given again is taken over.
 */
export async function upsertRichText(
  tx: Transaction,
  resourceKey: string,
  workflowId: number,
  content: { zh: string; en: string },
): Promise<number> {
  const [row] = await tx
    .insert(languageResources)
    .values({ resourceKey, kind: RESOURCE_KIND.richText, hostId: String(workflowId), ...content })
    .onConflictDoUpdate({
      target: [languageResources.resourceKey, languageResources.kind],
      set: { zh: content.zh, en: content.en, hostId: String(workflowId), updatedAt: sql`now()` },
    })
    .returning({ id: languageResources.id })
  return row.id
}

async function textsById(tx: Transaction, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null)
  if (!wanted.length) return new Map<number, { zh: string; en: string }>()
  const rows = await tx
    .select({ id: languageResources.id, zh: languageResources.zh, en: languageResources.en })
    .from(languageResources)
    .where(inArray(languageResources.id, wanted))
  return new Map(rows.map(({ id, ...content }) => [id, content]))
}

// ---------------------------------------------------------------------------------------------
// Copy
// ---------------------------------------------------------------------------------------------

/**
 * Copies a workflow under the id staff chose (spec 02 §3 copy form): its card (new title and
 * description, unpublished, English title/description left empty so they fall back to the new
 * Chinese ones), its template groups and items (item dependencies remapped to the copies), guides,
 * introduction and report template with new rich-text rows, in one transaction. The id column is an
 * identity column: the chosen id is inserted with OVERRIDING SYSTEM VALUE and the sequence is moved
 * past the highest id, so later additions never collide with it.
 */
export async function copyWorkflow(actor: AuditActor, form: CopyForm): Promise<ChangeOutcome<{ id: number }>> {
  try {
    return await getDb().transaction(async (tx) => {
      const source = await workflowRow(tx, form.oldId)
      if (!source) return { ok: false as const, reason: 'notFound' as const }
      if (await workflowRow(tx, form.newId)) return { ok: false as const, reason: 'idTaken' as const }
      const newId = form.newId
      await tx.execute(sql`
        insert into workflows (id, category_id, title, title_en, description, description_en, icon, is_new, labels,
          integral_amount, sort, is_active, is_to_release, is_publish, disable_demo, example_id, quick_tool_id)
        overriding system value
        select ${newId}, category_id, ${form.title}, '', ${form.description}, '', icon, is_new, labels,
          integral_amount, sort, is_active, is_to_release, false, disable_demo, example_id, quick_tool_id
        from workflows where id = ${form.oldId}`)
      await tx.execute(sql`select setval(pg_get_serial_sequence('workflows', 'id'), (select max(id) from workflows))`)

      // Template: groups, then items, then the items' dependency ids pointed at the copies.
      const groups = await tx
        .select()
        .from(workflowAnalysisGroups)
        .where(eq(workflowAnalysisGroups.workflowId, form.oldId))
        .orderBy(asc(workflowAnalysisGroups.id))
      const groupIds = new Map<number, number>()
      for (const { id, workflowId: _w, createdAt: _c, updatedAt: _u, ...group } of groups) {
        const [copy] = await tx
          .insert(workflowAnalysisGroups)
          .values({ ...group, workflowId: newId })
          .returning({ id: workflowAnalysisGroups.id })
        groupIds.set(id, copy.id)
      }
      const items = groups.length
        ? await tx
            .select()
            .from(workflowAnalysisItems)
            .where(inArray(workflowAnalysisItems.groupId, [...groupIds.keys()]))
            .orderBy(asc(workflowAnalysisItems.id))
        : []
      const itemIds = new Map<number, number>()
      for (const { id, groupId, createdAt: _c, updatedAt: _u, ...item } of items) {
        const [copy] = await tx
          .insert(workflowAnalysisItems)
          .values({ ...item, groupId: groupIds.get(groupId)! })
          .returning({ id: workflowAnalysisItems.id })
        itemIds.set(id, copy.id)
      }
      const remap = (ids: number[]) => ids.flatMap((id) => (itemIds.has(id) ? [itemIds.get(id)!] : []))
      for (const item of items) {
        if (!item.dependencyItemIds.length && !item.affectItemIds.length) continue
        await tx
          .update(workflowAnalysisItems)
          .set({ dependencyItemIds: remap(item.dependencyItemIds), affectItemIds: remap(item.affectItemIds) })
          .where(eq(workflowAnalysisItems.id, itemIds.get(item.id)!))
      }

      const guides = await tx.select().from(projectGuides).where(eq(projectGuides.workflowId, form.oldId))
      if (guides.length)
        await tx.insert(projectGuides).values(
          guides.map(({ id: _id, workflowId: _w, createdAt: _c, updatedAt: _u, ...guide }) => ({
            ...guide,
            workflowId: newId,
          })),
        )

      // Rich texts: each copied into a row of the new workflow's own.
      const [template] = await tx.select().from(reportTemplates).where(eq(reportTemplates.workflowId, form.oldId))
      const texts = await textsById(tx, ownedTextIds(source.introductionContentId, template))
      const copyText = async (id: number | null, key: string) => {
        const content = id === null ? undefined : texts.get(id)
        return content ? upsertRichText(tx, key, newId, content) : null
      }
      const introductionContentId = await copyText(source.introductionContentId, introductionKey(newId))
      if (introductionContentId !== null)
        await tx.update(workflows).set({ introductionContentId }).where(eq(workflows.id, newId))
      if (template) {
        const groupSettings: ReportGroupSetting[] = []
        for (const group of template.groupSettings) {
          const groupId = groupIds.get(group.groupId)
          if (groupId === undefined) continue
          const items = []
          for (const item of group.items) {
            const itemId = itemIds.get(item.itemId)
            if (itemId === undefined) continue
            items.push({
              ...item,
              itemId,
              reportIntroductionId: await copyText(item.reportIntroductionId, reportTextKey(newId, `item.${itemId}`)),
            })
          }
          groupSettings.push({
            ...group,
            groupId,
            reportIntroductionId: await copyText(group.reportIntroductionId, reportTextKey(newId, `group.${groupId}`)),
            items,
          })
        }
        await tx.insert(reportTemplates).values({
          workflowId: newId,
          defaultTableRows: template.defaultTableRows,
          experimentProcessContentId: await copyText(
            template.experimentProcessContentId,
            reportTextKey(newId, 'experiment'),
          ),
          analysisProcessContentId: await copyText(template.analysisProcessContentId, reportTextKey(newId, 'analysis')),
          projectIntroductionContentId: await copyText(
            template.projectIntroductionContentId,
            reportTextKey(newId, 'introduction'),
          ),
          noticeContentId: await copyText(template.noticeContentId, reportTextKey(newId, 'notice')),
          groupSettings,
        })
      }
      const after = await workflowRow(tx, newId)
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.copy,
        entityType: WORKFLOW_ENTITY,
        entityId: newId,
        before: null,
        after: { ...after, copiedFrom: form.oldId, groups: groupIds.size, items: itemIds.size, guides: guides.length },
      })
      return { ok: true as const, id: newId }
    })
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) return { ok: false, reason: 'idTaken' }
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Example project (the batch "Get samples" copies)
// ---------------------------------------------------------------------------------------------

export interface ExampleProject {
  orderId: number
  trackingNumber: string
  projectName: string
  customerName: string
  createdAt: Date
  updatedAt: Date
  batches: { id: string; analysisName: string; projectName: string; status: number }[]
}

/**
 * Orders (the spec's example projects) whose tracking number or a batch's project name contains the
 * keyword, newest first, one page in SQL with their batches aggregated in the same query.
 */
export async function searchExampleProjects(query: {
  keyword: string | null
  page: number
  pageSize: number
}): Promise<{ rows: ExampleProject[]; total: number }> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null
  const match = pattern
    ? sql`(o.tracking_number ilike ${pattern} or exists (select 1 from analysis_batches m where m.order_id = o.id and m.project_name ilike ${pattern}))`
    : sql`true`
  const db = getDb()
  const rows = await db.execute<{
    order_id: number
    tracking_number: string
    created_at: string
    updated_at: string
    first_name: string | null
    last_name: string | null
    email: string | null
    batches: ExampleProject['batches']
  }>(sql`
    select o.id as order_id, o.tracking_number, o.created_at, o.updated_at,
      u.first_name, u.last_name, u.email,
      (select coalesce(json_agg(json_build_object('id', b.id, 'analysisName', b.analysis_name,
          'projectName', b.project_name, 'status', b.status) order by b.created_at, b.id), '[]'::json)
        from analysis_batches b where b.order_id = o.id) as batches
    from orders o left join users u on u.id = o.customer_id
    where ${match} and exists (select 1 from analysis_batches e where e.order_id = o.id)
    order by o.created_at desc, o.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`)
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      sql`${pattern ? sql`(${orders.trackingNumber} ilike ${pattern} or exists (select 1 from analysis_batches m where m.order_id = ${orders.id} and m.project_name ilike ${pattern}))` : sql`true`} and exists (select 1 from analysis_batches e where e.order_id = ${orders.id})`,
    )
  return {
    total,
    rows: [...rows].map((row) => ({
      orderId: row.order_id,
      trackingNumber: row.tracking_number,
      projectName: row.batches[0]?.projectName ?? '',
      customerName: [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? ''),
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      batches: row.batches,
    })),
  }
}

/** The example batch of a workflow with its order's tracking number, for the page's current choice. */
export async function currentExample(exampleId: string | null) {
  if (!exampleId) return null
  const [row] = await getDb()
    .select({
      id: analysisBatches.id,
      projectName: analysisBatches.projectName,
      status: analysisBatches.status,
      trackingNumber: orders.trackingNumber,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(analysisBatches.id, exampleId))
  return row ?? null
}

/** Chooses the batch "Get samples" copies; null clears it (demos are then unavailable). */
export async function setExample(
  actor: AuditActor,
  workflowId: number,
  exampleId: string | null,
): Promise<ChangeOutcome> {
  try {
    return await getDb().transaction(async (tx) => {
      const before = await workflowRow(tx, workflowId)
      if (!before) return { ok: false as const, reason: 'notFound' as const }
      await tx
        .update(workflows)
        .set({ exampleId, updatedAt: sql`now()` })
        .where(eq(workflows.id, workflowId))
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: WORKFLOW_ENTITY,
        entityId: workflowId,
        before: { exampleId: before.exampleId },
        after: { exampleId },
      })
      return { ok: true as const }
    })
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'notFound' }
    throw error
  }
}
