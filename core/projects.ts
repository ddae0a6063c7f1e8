/** Analysis project status (spec 02 §4). Only completed (2) projects show results and the report. */
export const ANALYSIS_STATUS = { toBeProcessed: 0, processing: 1, completed: 2, failed: 3 } as const

/** At most 5 labels per project or one-click record (spec 01 §5); length and commas are checked by the form schema. */
export const LABELS_MAX = 5

/** Project comment limit (spec 02 §5). */
export const COMMENT_MAX = 500

/** The base-info tabs: tab name (e.g. project_info) to attribute/value pairs. */
export type BaseInfo = Record<string, Record<string, string | number | null>>
