import { and, eq, sql } from 'drizzle-orm'
import type { PagedTableData } from '~/components/tool-results/paged-table'
import { getDb } from '#db/client'
import { preparedQuery } from '#db/prepared'
import { storedFiles } from '#db/schema/files'
import { forms, toolTasks, tools } from '#db/schema/tools'
import { type ToolFailureDetail } from '#core/tool-runs'
import { type FormField } from '#core/tools'
import { batchStoragePrefix, storageKeyFileName } from '#core/storage-paths'
import { FILE_KIND } from '#core/files'
import { analysisBatches, orders } from '#db/schema/projects'
import { type StoredResultTable, type StoredToolResult } from '#core/tool-results'
import { inLanguage, type Language } from '#core/language'
import { can } from '#core/access-policy'
import { taskResource, taskSharedWith, type TaskViewer } from './task-access.server'
import { formatDateTime } from '#core/date-time'

/** The task's status if this user may see it (`task:view`), else null (callers answer "no such task" either way). */
export async function viewableTaskStatus(taskId: number, user: TaskViewer): Promise<number | null> {
  const [row] = await getDb()
    .select({
      status: toolTasks.status,
      userId: toolTasks.userId,
      analysisId: toolTasks.analysisId,
      sharedWith: taskSharedWith,
    })
    .from(toolTasks)
    .where(eq(toolTasks.id, taskId))
  return row && can(user, 'task:view', taskResource(row)) ? row.status : null
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
  /** Only the owner re-runs a task (with their own points). */
  mayRerun: boolean
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

// The run page is among the most visited: its query is prepared.
const toolTaskView = preparedQuery((db) =>
  db
    .select({
      id: toolTasks.id,
      taskNumber: toolTasks.taskNumber,
      status: toolTasks.status,
      userId: toolTasks.userId,
      analysisId: toolTasks.analysisId,
      sharedWith: taskSharedWith,
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
    .where(eq(toolTasks.id, sql.placeholder('taskId')))
    .prepare('tool_task_view'),
)

/** Everything the run page shows, or null when the task does not exist or this user may not see it. */
export async function loadToolTaskView(
  taskId: number,
  user: TaskViewer,
  language: Language,
): Promise<ToolTaskView | null> {
  const [row] = await toolTaskView(getDb()).execute({ taskId })
  if (!row || !can(user, 'task:view', taskResource(row))) return null
  return {
    id: row.id,
    taskNumber: row.taskNumber,
    status: row.status,
    toolId: row.toolId,
    toolTitle: inLanguage(language, row.title, row.titleEn),
    mayRerun: can(user, 'task:rerun', taskResource(row)),
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
  user: TaskViewer,
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
      sharedWith: taskSharedWith,
    })
    .from(toolTasks)
    .leftJoin(analysisBatches, eq(analysisBatches.id, toolTasks.analysisId))
    .leftJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(toolTasks.id, taskId))
  if (!task || !can(user, 'task:view', taskResource(task))) return null
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
