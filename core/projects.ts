/** Analysis project status (spec 02 §4). Only completed (2) projects show results and the report. */
export const ANALYSIS_STATUS = { toBeProcessed: 0, processing: 1, completed: 2, failed: 3 } as const

/** At most 5 labels per project or one-click record (spec 01 §5); length and commas are checked by the form schema. */
export const LABELS_MAX = 5

/** Project comment limit (spec 02 §5). */
export const COMMENT_MAX = 500

/** The base-info tabs: tab name (e.g. project_info) to attribute/value pairs. */
export type BaseInfo = Record<string, Record<string, string | number | null>>

/** What a dataset file is to the pipeline (spec 03 §2.2): the key of `analysis_batches.datasetFiles`. */
export const DATASET_ROLE = {
  table: 'table',
  taxonomy: 'taxonomy',
  metadata: 'metadata',
  tree: 'tree',
  qc: 'qc',
} as const
export type DatasetRole = (typeof DATASET_ROLE)[keyof typeof DATASET_ROLE]
/**
 * The key of `analysis_batches.datasetFiles` naming the manifest of a dataset's raw reads (QIIME 2
 * style, `sample-id,filename,direction`), whose FASTQ files are stored beside it. It is no role of
 * an uploaded table (the new-dataset form and the tools' data files do not take it): the batch-start
 * QC step reads it (jobs/batch-qc-data.ts).
 */
export const READS_MANIFEST = 'reads'

/** Dataset role to storage key; `table` is always there once a batch has been created from a dataset. */
export type DatasetFiles = Partial<Record<DatasetRole | typeof READS_MANIFEST, string>>

/** A demo creation (Get samples): queued, copying, done, failed, or cancelled by the user. */
export const DEMO_CREATION_STATUS = { queued: 0, copying: 1, done: 2, failed: 3, cancelled: 4 } as const

/**
 * Postgres NOTIFY channel of analysis run status changes, payload `<analysisId>:<toolTaskId>:<status>`
 * (tool run statuses, 800 success and 400 failure being final). Sent beside the tool task channel
 * for runs that belong to a project, so an open project page refreshes its task counts.
 */
export const ANALYSIS_RUN_STATUS_CHANNEL = 'analysis_run_status'

/** Postgres NOTIFY channel of batch status changes (ANALYSIS_STATUS), payload `<analysisId>:<status>`. */
export const ANALYSIS_BATCH_STATUS_CHANNEL = 'analysis_batch_status'

/** Demo batches and orders are recognised by this suffix, case-insensitive (spec 02 §9). */
export const DEMO_SUFFIX = 'DEMO'

export function isDemoId(id: string): boolean {
  return id.toUpperCase().endsWith(DEMO_SUFFIX)
}

/** A tracking number as shown: a demo order's DEMO suffix is hidden (the DEMO marker is shown instead). */
export function displayTrackingNumber(trackingNumber: string): string {
  return isDemoId(trackingNumber) ? trackingNumber.slice(0, -DEMO_SUFFIX.length).replace(/-$/, '') : trackingNumber
}
