import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { PLATFORM_TIME_ZONE, type Language } from '#core/language'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { FILE_KIND } from '#core/files'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { nameInLanguage } from '#db/in-language'
import { toolCategories, toolTasks, tools } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { containsPattern, pageOffset, type AdminListQuery } from '../admin/admin-list.server'
import type { AdminPage } from '../admin/admin-list'
import { idParam, numberFromList, optional, textParam } from '../request-input.server'

/*
 * The tool-data desk (spec 01 §7 get-all-tool-project-records): every customer's stand-alone tool
 * tasks, filtered in SQL. A project's runs are the analysis desk's (they belong to a batch), as on the
 * customer's own records page. The page and both exports read one filter, so "export all matching"
 * is exactly what the page lists.
 */

const ALL_STATUSES = Object.values(TOOL_RUN_STATUS)

/** A calendar day, `YYYY-MM-DD`, read as a day in the platform's time zone. */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(day)))

/** The desk's filters as the URL carries them (the page's GET form and the export links). */
export const toolTaskDeskFilterShape = {
  customer: optional(textParam(100)),
  tool: optional(idParam),
  category: optional(idParam),
  status: optional(numberFromList(ALL_STATUSES)),
  from: optional(dayParam),
  to: optional(dayParam),
}

export interface ToolTaskDeskFilters {
  /** Part of the customer's e-mail or name (first, last, or both in either order). */
  customer?: string
  tool?: number
  /** A category or its parent category. */
  category?: number
  status?: number
  /** Created on or after this day (Asia/Shanghai). */
  from?: string
  /** Created on or before this day (Asia/Shanghai). */
  to?: string
}

/** Only the filters, from a parsed query that carries more (page, sort...). */
export function deskFilters(query: ToolTaskDeskFilters): ToolTaskDeskFilters {
  const { customer, tool, category, status, from, to } = query
  return { customer, tool, category, status, from, to }
}

/** The SQL condition of the filters over tool_tasks joined with users and tools. */
export function toolTaskDeskWhere(filters: ToolTaskDeskFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(toolTasks.analysisId)]
  if (filters.customer) {
    const pattern = containsPattern(filters.customer)
    conditions.push(
      or(
        sql`${users.email} ilike ${pattern}`,
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        sql`(${users.lastName} || ${users.firstName}) ilike ${pattern}`,
      ),
    )
  }
  if (filters.tool !== undefined) conditions.push(eq(toolTasks.toolId, filters.tool))
  if (filters.category !== undefined) {
    conditions.push(
      or(
        eq(tools.categoryId, filters.category),
        sql`${tools.categoryId} in (select id from ${toolCategories} where parent_id = ${filters.category})`,
      ),
    )
  }
  if (filters.status !== undefined) conditions.push(eq(toolTasks.status, filters.status))
  if (filters.from)
    conditions.push(
      gte(toolTasks.createdAt, sql`(${filters.from}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`),
    )
  if (filters.to)
    conditions.push(
      lt(toolTasks.createdAt, sql`(${filters.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE}`),
    )
  return and(...conditions)
}

/** The columns a desk row shows, in the reader's language. */
function toolTaskDeskColumns(language: Language) {
  return {
    id: toolTasks.id,
    taskNumber: toolTasks.taskNumber,
    status: toolTasks.status,
    customerId: toolTasks.userId,
    customerEmail: users.email,
    customerName: sql<string>`btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
    toolTitle: nameInLanguage(language, tools.title, tools.titleEn),
    categoryName: sql<string | null>`${nameInLanguage(language, toolCategories.name, toolCategories.nameEn)}`,
    params: toolTasks.params,
    errorCode: toolTasks.errorCode,
    errorLog: toolTasks.errorLog,
    createdAt: toolTasks.createdAt,
    startedAt: toolTasks.startedAt,
    endedAt: toolTasks.endedAt,
  }
}

/** The desk's rows matching `where`, newest first. */
function toolTaskDeskSelect(language: Language, where: SQL | undefined) {
  return getDb()
    .select(toolTaskDeskColumns(language))
    .from(toolTasks)
    .leftJoin(users, eq(users.id, toolTasks.userId))
    .innerJoin(tools, eq(tools.id, toolTasks.toolId))
    .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
    .where(where)
    .orderBy(desc(toolTasks.createdAt), desc(toolTasks.id))
}

export type ToolTaskDeskRow = Awaited<ReturnType<typeof toolTaskDeskSelect>>[number]

/** One page of the desk, newest first, and the number of matching tasks. */
export async function listToolTaskDesk(
  query: Pick<AdminListQuery, 'page' | 'pageSize'> & ToolTaskDeskFilters,
  language: Language,
): Promise<Pick<AdminPage<ToolTaskDeskRow>, 'rows' | 'total'>> {
  const where = toolTaskDeskWhere(query)
  const [rows, [{ total }]] = await Promise.all([
    toolTaskDeskSelect(language, where).limit(query.pageSize).offset(pageOffset(query)),
    getDb()
      .select({ total: count() })
      .from(toolTasks)
      .leftJoin(users, eq(users.id, toolTasks.userId))
      .innerJoin(tools, eq(tools.id, toolTasks.toolId))
      .where(where),
  ])
  return { rows, total }
}

/** The tools and categories the filter form offers: every tool that has stand-alone tasks, every category. */
export async function toolTaskDeskFilterOptions(language: Language) {
  const db = getDb()
  const [toolOptions, categoryOptions] = await Promise.all([
    db
      .select({ id: tools.id, title: nameInLanguage(language, tools.title, tools.titleEn) })
      .from(tools)
      .where(sql`exists (select 1 from ${toolTasks} where ${toolTasks.toolId} = ${tools.id})`)
      .orderBy(asc(tools.sort), asc(tools.id)),
    db
      .select({ id: toolCategories.id, name: nameInLanguage(language, toolCategories.name, toolCategories.nameEn) })
      .from(toolCategories)
      .orderBy(asc(toolCategories.sort), asc(toolCategories.id)),
  ])
  return { tools: toolOptions, categories: categoryOptions }
}

/** At most this many tasks are exported by selection: a few pages' worth; "export all" has no such bound. */
export const MAX_SELECTED_EXPORT = 1000

/** The condition of an export of selected tasks (stand-alone tool tasks only, like the desk). */
export function selectedToolTasksWhere(ids: readonly number[]): SQL | undefined {
  return and(isNull(toolTasks.analysisId), inArray(toolTasks.id, [...ids]))
}

/** The output files of a page of tasks, by task id, with the path the task-file download route takes. */
export async function resultFilesOf(
  taskIds: readonly number[],
): Promise<Map<number, { name: string; path: string }[]>> {
  const byTask = new Map<number, { name: string; path: string }[]>()
  if (taskIds.length === 0) return byTask
  const rows = await getDb()
    .select({ taskId: storedFiles.toolTaskId, name: storedFiles.name, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.toolTaskId, [...taskIds]),
        eq(storedFiles.kind, FILE_KIND.toolOutput),
        eq(storedFiles.isFolder, false),
      ),
    )
    .orderBy(asc(storedFiles.name))
  for (const row of rows) {
    if (row.taskId === null || !row.storageKey) continue
    // Keys are `users/<uid>/tool-tasks/<task number>/output/...` (core/storage-paths): the rest is the path in the task folder.
    const path = row.storageKey.split('/').slice(4).join('/')
    byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), { name: row.name, path }])
  }
  return byTask
}
