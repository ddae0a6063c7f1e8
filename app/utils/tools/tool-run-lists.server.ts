import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { FILE_KIND } from '#core/files'
import { toolTasks, tools } from '#db/schema/tools'
import { isFinalToolRunStatus, TOOL_RUN_STATUS } from '#core/tool-runs'
import { type Language } from '#core/language'

export const RECORD_PAGE_SIZES = [10, 20, 50] as const

export interface ToolRunRecordQuery {
  page: number
  pageSize: (typeof RECORD_PAGE_SIZES)[number]
  toolId: number | null
  status: number | null
}

/** The user's own tool tasks, newest first, one page of them plus the total. */
export async function listToolRunRecords(userId: number, query: ToolRunRecordQuery, language: Language) {
  const where = and(
    eq(toolTasks.userId, userId),
    sql`${toolTasks.analysisId} is null`,
    query.toolId === null ? undefined : eq(toolTasks.toolId, query.toolId),
    query.status === null ? undefined : eq(toolTasks.status, query.status),
  )
  const [rows, [{ total }]] = await Promise.all([
    getDb()
      .select({
        id: toolTasks.id,
        taskNumber: toolTasks.taskNumber,
        status: toolTasks.status,
        toolId: toolTasks.toolId,
        toolTitle:
          language === 'en' ? sql<string>`coalesce(nullif(${tools.titleEn}, ''), ${tools.title})` : tools.title,
        createdAt: toolTasks.createdAt,
        startedAt: toolTasks.startedAt,
        endedAt: toolTasks.endedAt,
      })
      .from(toolTasks)
      .innerJoin(tools, eq(tools.id, toolTasks.toolId))
      .where(where)
      .orderBy(desc(toolTasks.createdAt), desc(toolTasks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    getDb().select({ total: count() }).from(toolTasks).where(where),
  ])
  return { rows, total }
}

/** The tools this user has run, for the records page's filter. */
export async function toolsRunBy(userId: number, language: Language): Promise<{ id: number; title: string }[]> {
  return getDb()
    .selectDistinct({
      id: tools.id,
      title: language === 'en' ? sql<string>`coalesce(nullif(${tools.titleEn}, ''), ${tools.title})` : tools.title,
    })
    .from(tools)
    .innerJoin(toolTasks, eq(toolTasks.toolId, tools.id))
    .where(eq(toolTasks.userId, userId))
    .orderBy(sql`2`)
}

/** The user's tool input and output files, newest first, one page plus the total. */
export async function listToolFiles(userId: number, page: number, pageSize: number) {
  const where = and(
    eq(storedFiles.ownerId, userId),
    inArray(storedFiles.kind, [FILE_KIND.toolInput, FILE_KIND.toolOutput]),
    eq(storedFiles.isFolder, false),
  )
  const [rows, [{ total }]] = await Promise.all([
    getDb()
      .select({
        id: storedFiles.id,
        name: storedFiles.name,
        kind: storedFiles.kind,
        sizeBytes: storedFiles.sizeBytes,
        uploadedAt: storedFiles.uploadedAt,
        storageKey: storedFiles.storageKey,
        toolTaskId: storedFiles.toolTaskId,
        taskNumber: toolTasks.taskNumber,
        taskStatus: toolTasks.status,
        analysisId: toolTasks.analysisId,
      })
      .from(storedFiles)
      .leftJoin(toolTasks, eq(toolTasks.id, storedFiles.toolTaskId))
      .where(where)
      .orderBy(desc(storedFiles.uploadedAt), desc(storedFiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    getDb().select({ total: count() }).from(storedFiles).where(where),
  ])
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind === FILE_KIND.toolInput ? ('input' as const) : ('output' as const),
      sizeBytes: row.sizeBytes,
      uploadedAt: row.uploadedAt,
      taskNumber: row.taskNumber,
      toolTaskId: row.toolTaskId,
      // What deleteOwnToolFile allows: a stand-alone task's file once the task is finished (or gone).
      deletable: !row.analysisId && (row.taskStatus === null || isFinalToolRunStatus(row.taskStatus)),
      // The path inside the task folder: what the download route takes.
      downloadPath:
        row.toolTaskId !== null && row.storageKey
          ? `/resources/tool-task-files/${row.toolTaskId}/${row.storageKey.split('/').slice(4).join('/')}`
          : null,
    })),
  }
}

export const TOOL_RUN_STATUS_FILTERS = [
  TOOL_RUN_STATUS.queueing,
  TOOL_RUN_STATUS.running,
  TOOL_RUN_STATUS.processing,
  TOOL_RUN_STATUS.error,
  TOOL_RUN_STATUS.success,
] as const
