import type { ChartSpec } from '../analysis/charts/chart-spec'
import type { AnalysisInputError } from '../analysis/errors'
import { TOOL_RUN_STATUS, type ToolFailureDetail } from '../db/schema/tools'

/**
 * Where a tool task's files live and what its stored result looks like: shared by the code that
 * submits tasks (app/utils/tools/tool-tasks.server.ts), the run job and the pages that show results.
 */

/** The graphile-worker task that runs a tool task (jobs/run-tool.ts). */
export const RUN_TOOL_TASK = 'run_tool'

/** Job keys of task runs start with this; SQL that joins jobs to tasks builds the key from it. */
export const TOOL_TASK_JOB_KEY_PREFIX = 'tool-task:'

/** The job key of a task's run; one queued job per task, whatever the retries. */
export function toolTaskJobKey(taskId: number): string {
  return `${TOOL_TASK_JOB_KEY_PREFIX}${taskId}`
}

/** Statuses a task never leaves (spec 01 §4): a retry does nothing and the run page stops refreshing. */
export const FINAL_TOOL_RUN_STATUSES: number[] = [
  TOOL_RUN_STATUS.error,
  TOOL_RUN_STATUS.noNeedToSync,
  TOOL_RUN_STATUS.completedWithError,
  TOOL_RUN_STATUS.success,
  TOOL_RUN_STATUS.reviewed,
]

export function isFinalToolRunStatus(status: number): boolean {
  return FINAL_TOOL_RUN_STATUSES.includes(status)
}

/** The Postgres channel every status change is announced on, as `<task id>:<status>`. */
export const TOOL_TASK_STATUS_CHANNEL = 'tool_task_status'

/** Where a task's files live: `users/<uid>/tool-tasks/<taskNumber>/<input|output>`. */
export function toolTaskStoragePrefix(userId: number, taskNumber: string, side: 'input' | 'output'): string {
  return `users/${userId}/tool-tasks/${taskNumber}/${side}`
}

/** The stored_files folder of a storage key: the key's directory without the `users/<uid>/` root. */
export function catalogueFolder(storageKey: string): string {
  return storageKey.split('/').slice(2, -1).join('/')
}

/** The file name part of a storage key. */
export function storageKeyFileName(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('/') + 1)
}

/**
 * A file name safe as one storage path segment: the last path component only, no control or
 * reserved characters, no leading dots (no hidden files, no `..`), at most 120 characters.
 * Letters of any script stay, so Chinese file names survive.
 */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not keep
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
  const limited = [...cleaned].slice(-120).join('')
  return limited || 'file'
}

/** Rows of a result table kept in the database for paging on the page; the full table is a TSV download. */
export const INLINE_TABLE_ROW_LIMIT = 1000

export interface StoredOutputFile {
  /** File name in the task's output folder (also its name in downloads). */
  name: string
  storageKey: string
  contentType: string
  sizeBytes: number
  role: 'chart' | 'table' | 'file'
}

export interface StoredResultTable {
  id: string
  title: string
  columns: string[]
  /** The first INLINE_TABLE_ROW_LIMIT rows. */
  rows: (string | number | null)[][]
  rowCount: number
  /** The TSV with every row, in the output folder. */
  fileName: string
}

/** What a finished task stores in `tool_tasks.result` and `tool_runs.result`. */
export interface StoredToolResult {
  charts: { spec: ChartSpec; pngFileName: string }[]
  tables: StoredResultTable[]
  notes: string[]
  files: StoredOutputFile[]
}

/** An input problem of the analysis library as stored data: its code, its parameters and where it is. */
export function inputProblemDetail(error: AnalysisInputError): ToolFailureDetail {
  const { file, line, column } = error.location
  const where = Object.fromEntries(
    Object.entries({ file, line, column }).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>
  return { code: error.code, params: { ...error.params, ...where } }
}
