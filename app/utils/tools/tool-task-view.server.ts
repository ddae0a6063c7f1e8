import { and, eq, exists, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PagedTableData } from '~/components/tool-results/paged-table'
import { getDb, type Database } from '#db/client'
import { preparedQuery } from '#db/prepared'
import { storedFiles } from '#db/schema/files'
import { forms, toolTaskShares, toolTasks, tools } from '#db/schema/tools'
import { type ToolFailureDetail } from '#core/tool-runs'
import { type FormField } from '#core/tools'
import { batchStoragePrefix, storageKeyFileName } from '#core/storage-paths'
import { FILE_KIND } from '#core/files'
import { analysisBatches, orders } from '#db/schema/projects'
import { type StoredResultTable, type StoredToolResult } from '#core/tool-results'
import { inLanguage, type Language } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import type { SessionUser } from '../auth.server'
import { formatDateTime } from '#core/date-time'

function seesEveryTask(user: Pick<SessionUser, 'permissions'>): boolean {
  return user.permissions.includes(PERMISSIONS.toolsProjectsData)
}

/** Tasks the user owns or that are shared with them. */
function ownedOrSharedWith(userId: number | Placeholder): SQL {
  return sql`(${toolTasks.userId} = ${userId} or ${exists(
    getDb()
      .select({ one: sql`1` })
      .from(toolTaskShares)
      .where(and(eq(toolTaskShares.toolTaskId, toolTasks.id), eq(toolTaskShares.userId, userId))),
  )})`
}

/** Staff holding the analysis-data permission see every analysis project, so every run inside one. */
function seesProjectRuns(user: Pick<SessionUser, 'permissions'>): boolean {
  return user.permissions.includes(PERMISSIONS.analysisProjectsData)
}

/** The task's own viewers, or any run of an analysis project (for staff who may view every project). */
function ownedSharedOrProjectRun(userId: number | Placeholder): SQL {
  return sql`(${ownedOrSharedWith(userId)} or ${toolTasks.analysisId} is not null)`
}

/**
 * The owner, a user the task is shared with, staff holding the tool-data permission, or (for a
 * run of an analysis project) staff holding the analysis-data permission. A project's runs belong
 * to its customer, so the batch owner is the task owner.
 */
function viewableBy(user: Pick<SessionUser, 'id' | 'permissions'>): SQL | undefined {
  if (seesEveryTask(user)) return undefined
  return seesProjectRuns(user) ? ownedSharedOrProjectRun(user.id) : ownedOrSharedWith(user.id)
}

/** The task's status if this user may see it, else null (callers answer "no such task" either way). */
export async function viewableTaskStatus(
  taskId: number,
  user: Pick<SessionUser, 'id' | 'permissions'>,
): Promise<number | null> {
  const [row] = await getDb()
    .select({ status: toolTasks.status })
    .from(toolTasks)
    .where(and(eq(toolTasks.id, taskId), viewableBy(user)))
  return row?.status ?? null
}

export interface ParameterShown {
  label: string
  value: string
}

/** Form values as the form showed them: the field's label and, for choices, the option's label. */
export function describeParameters(
  fields: FormField[],
  params: Record<string, unknown>,
  language: Language,
): ParameterShown[] {
  const label = (item: { label: string; labelEn?: string }) => inLanguage(language, item.label, item.labelEn)
  const shown: ParameterShown[] = []
  const known = new Set<string>()
  for (const field of fields) {
    known.add(field.key)
    if (!(field.key in params)) continue
    const raw = params[field.key]
    const values = Array.isArray(raw) ? raw : [raw]
    const text = values
      .map((value) => {
        const option = field.options?.find((o) => o.value === value)
        if (option) return label(option)
        if (typeof value === 'boolean') return value ? '✓' : '✗'
        return value === null || value === undefined ? '' : String(value)
      })
      .join(', ')
    shown.push({ label: label(field), value: text })
  }
  for (const [key, value] of Object.entries(params)) {
    if (!known.has(key)) shown.push({ label: key, value: typeof value === 'string' ? value : JSON.stringify(value) })
  }
  return shown
}

/** Rows of a result table shown per page on the run page. */
export const RESULT_TABLE_PAGE_SIZE = 20

/** One page of a stored table; a page number out of range shows the nearest page. */
/** A page of a stored table, its words still to be put in the reader's language (`renderResultTexts`). */
export type StoredTablePage = Omit<PagedTableData, 'title' | 'columns' | 'rows'> &
  Pick<StoredResultTable, 'title' | 'columns' | 'rows'>

export function pageOfTable(table: StoredResultTable, requestedPage: number): StoredTablePage {
  const pageCount = Math.max(1, Math.ceil(table.rows.length / RESULT_TABLE_PAGE_SIZE))
  const page = Math.min(Math.max(1, Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1), pageCount)
  const start = (page - 1) * RESULT_TABLE_PAGE_SIZE
  return {
    id: table.id,
    title: table.title,
    columns: table.columns,
    rows: table.rows.slice(start, start + RESULT_TABLE_PAGE_SIZE),
    page,
    pageCount,
    pageSize: RESULT_TABLE_PAGE_SIZE,
    inlineRowCount: table.rows.length,
    rowCount: table.rowCount,
  }
}

export interface ToolTaskView {
  id: number
  taskNumber: string
  status: number
  toolId: number
  toolTitle: string
  isOwner: boolean
  language: string
  parameters: ParameterShown[]
  inputFiles: { dataKey: string; name: string; path: string }[]
  result: StoredToolResult | null
  errorCode: string | null
  errorLog: string | null
  errorDetail: ToolFailureDetail | null
  /** Form field key → its label in the reader's language, for problems located in a field. */
  fieldLabels: Record<string, string>
  /** Formatted for the reader. */
  createdAt: string
  startedAt: string
  endedAt: string
}

type TaskViewRestriction = 'ownOrShared' | 'ownSharedOrProjectRun' | 'none'

function toolTaskViewQuery(db: Database, restriction: TaskViewRestriction) {
  const userId = sql.placeholder('userId')
  return db
    .select({
      id: toolTasks.id,
      taskNumber: toolTasks.taskNumber,
      status: toolTasks.status,
      userId: toolTasks.userId,
      toolId: toolTasks.toolId,
      title: tools.title,
      titleEn: tools.titleEn,
      fields: forms.fields,
      params: toolTasks.params,
      dataFiles: toolTasks.dataFiles,
      language: toolTasks.language,
      result: toolTasks.result,
      errorCode: toolTasks.errorCode,
      errorLog: toolTasks.errorLog,
      errorDetail: toolTasks.errorDetail,
      createdAt: toolTasks.createdAt,
      startedAt: toolTasks.startedAt,
      endedAt: toolTasks.endedAt,
    })
    .from(toolTasks)
    .innerJoin(tools, eq(tools.id, toolTasks.toolId))
    .leftJoin(forms, eq(forms.id, tools.formId))
    .where(
      and(
        eq(toolTasks.id, sql.placeholder('taskId')),
        restriction === 'ownOrShared'
          ? ownedOrSharedWith(userId)
          : restriction === 'ownSharedOrProjectRun'
            ? ownedSharedOrProjectRun(userId)
            : undefined,
      ),
    )
}

// The run page is among the most visited: its query is prepared, for viewers restricted to their own
// and shared tasks, for analysis staff who also see every project run, and for staff who see every task.
const ownOrSharedTaskView = preparedQuery((db) => toolTaskViewQuery(db, 'ownOrShared').prepare('tool_task_view_own'))
const ownSharedOrProjectRunView = preparedQuery((db) =>
  toolTaskViewQuery(db, 'ownSharedOrProjectRun').prepare('tool_task_view_own_or_project'),
)
const anyTaskView = preparedQuery((db) => toolTaskViewQuery(db, 'none').prepare('tool_task_view_any'))

/** Everything the run page shows, or null when the task does not exist or this user may not see it. */
export async function loadToolTaskView(
  taskId: number,
  user: Pick<SessionUser, 'id' | 'permissions'>,
  language: Language,
): Promise<ToolTaskView | null> {
  const [row] = seesEveryTask(user)
    ? await anyTaskView(getDb()).execute({ taskId })
    : seesProjectRuns(user)
      ? await ownSharedOrProjectRunView(getDb()).execute({ taskId, userId: user.id })
      : await ownOrSharedTaskView(getDb()).execute({ taskId, userId: user.id })
  if (!row) return null
  return {
    id: row.id,
    taskNumber: row.taskNumber,
    status: row.status,
    toolId: row.toolId,
    toolTitle: inLanguage(language, row.title, row.titleEn),
    isOwner: row.userId === user.id,
    language: row.language,
    parameters: describeParameters(row.fields ?? [], row.params, language),
    inputFiles: Object.entries(row.dataFiles).map(([dataKey, storageKey]) => ({
      dataKey,
      name: storageKeyFileName(storageKey),
      path: `input/${dataKey}/${storageKeyFileName(storageKey)}`,
    })),
    result: (row.result as StoredToolResult | null) ?? null,
    errorCode: row.errorCode,
    errorLog: row.errorLog,
    errorDetail: row.errorDetail,
    fieldLabels: Object.fromEntries(
      (row.fields ?? []).map((field) => [field.key, inLanguage(language, field.label, field.labelEn)]),
    ),
    createdAt: formatDateTime(row.createdAt, language),
    startedAt: formatDateTime(row.startedAt, language),
    endedAt: formatDateTime(row.endedAt, language),
  }
}

/**
 * A stored file of a task the user may see, by its path inside the task's folder
 * (`input/<dataKey>/<name>` or `output/<name>`). Only catalogued files are served.
 */
export async function findToolTaskFile(
  taskId: number,
  relativePath: string,
  user: Pick<SessionUser, 'id' | 'permissions'>,
): Promise<{ storageKey: string; name: string; contentType: string | null } | null> {
  const db = getDb()
  const [task] = await db
    .select({
      userId: toolTasks.userId,
      taskNumber: toolTasks.taskNumber,
      analysisId: toolTasks.analysisId,
      dataFiles: toolTasks.dataFiles,
      result: toolTasks.result,
      trackingNumber: orders.trackingNumber,
    })
    .from(toolTasks)
    .leftJoin(analysisBatches, eq(analysisBatches.id, toolTasks.analysisId))
    .leftJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(and(eq(toolTasks.id, taskId), viewableBy(user)))
  if (!task) return null
  const fileColumns = {
    storageKey: storedFiles.storageKey,
    name: storedFiles.name,
    contentType: storedFiles.contentType,
  }
  let row: { storageKey: string | null; name: string; contentType: string | null } | undefined
  if (task.analysisId && task.trackingNumber) {
    // A project run reads the batch's dataset and writes under the batch folder; its result names its
    // output files' keys (a demo's copied runs keep the example run's folder name under the new batch).
    const [side, ...rest] = relativePath.split('/')
    const batchFolder = `${batchStoragePrefix(task.trackingNumber, task.analysisId)}/`
    const outputKey = (name: string) => {
      const key = (task.result as StoredToolResult | null)?.files.find((file) => file.name === name)?.storageKey
      return key?.startsWith(batchFolder) ? key : null
    }
    const storageKey =
      side === 'output' && rest.length === 1
        ? outputKey(rest[0])
        : side === 'input' && rest.length === 2 && storageKeyFileName(task.dataFiles[rest[0]] ?? '') === rest[1]
          ? task.dataFiles[rest[0]]
          : null
    if (!storageKey) return null
    ;[row] = await db
      .select(fileColumns)
      .from(storedFiles)
      .where(and(eq(storedFiles.storageKey, storageKey), eq(storedFiles.kind, FILE_KIND.project)))
  } else {
    if (task.userId === null) return null
    ;[row] = await db
      .select(fileColumns)
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.toolTaskId, taskId),
          eq(storedFiles.storageKey, `users/${task.userId}/tool-tasks/${task.taskNumber}/${relativePath}`),
        ),
      )
  }
  if (!row?.storageKey) return null
  return { storageKey: row.storageKey, name: row.name, contentType: row.contentType }
}
