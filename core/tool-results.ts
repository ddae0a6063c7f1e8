import type { ChartSpec } from './charts/chart-spec'

/** What a finished tool task stores and the pages read back. */

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
