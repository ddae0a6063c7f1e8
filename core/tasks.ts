import { z } from 'zod'
import { PREVIEW_HASH_PATTERN } from './otu-filter'
import { CHART_FILE_FORMATS } from './charts/chart-files'
import { chartStyleSchema } from './charts/chart-restyle'
import { LANGUAGES } from './language'

/**
 * Every graphile-worker task the platform queues, by its identifier: the payload's Zod schema, the
 * job key rule (one queued job per key, so asking twice queues once) and how many attempts
 * graphile-worker makes. `db/job-queue.ts` `enqueue` is the one way to queue a job: it checks the
 * payload with the schema and applies the key and attempts; `jobs/index.ts` checks every payload it
 * is given with the same schema before a task sees it. Every task is safe to run twice.
 */

const rowId = z.number().int().positive()

/** Attempts of the pipeline's jobs: each is safe to run again, and a retry means the process died. */
const PIPELINE_JOB_MAX_ATTEMPTS = 5

/** Job keys of tool runs start with this; SQL that joins jobs to tool tasks builds the key from it. */
export const TOOL_TASK_JOB_KEY_PREFIX = 'tool-task:'

interface QueuedTask<Payload extends z.ZodTypeAny> {
  payload: Payload
  /**
   * The job key of a payload. `earlierRuns` is how many run records the work already has (a tool
   * task's tool_runs rows); only run_tool's key depends on it.
   */
  jobKey: (payload: z.infer<Payload>, earlierRuns: number) => string
  maxAttempts: number
  /** graphile-worker's priority: lower runs first (default 0). A reader waiting on a page goes before analyses. */
  priority?: number
}

/**
 * The priority of a project batch's steps: behind a tool run a customer submitted on its own (priority 0), so one
 * click does not wait for every step of a 20-step batch queued a moment before it. The batch still runs in order.
 */
export const BATCH_STEP_PRIORITY = 5

const queuedTask = <Payload extends z.ZodTypeAny>(task: QueuedTask<Payload>) => task

export const QUEUED_TASKS = {
  /** Runs a tool task (a stand-alone one, or a run of a project): jobs/run-tool.ts. */
  run_tool: queuedTask({
    payload: z.object({ toolTaskId: rowId }),
    // A rerun needs a new key: run_tool records each attempt under `<job key>:<attempt>`, and the
    // earlier executions' attempt keys are taken.
    jobKey: ({ toolTaskId }, earlierRuns) =>
      earlierRuns === 0
        ? `${TOOL_TASK_JOB_KEY_PREFIX}${toolTaskId}`
        : `${TOOL_TASK_JOB_KEY_PREFIX}${toolTaskId}:rerun-${earlierRuns}`,
    // A retry only follows a worker that died mid-run: the task records its own failures.
    maxAttempts: 3,
  }),
  /** Creates a new batch's tasks and runs, then queues the runs whose dependencies are met (spec 02 §4). */
  run_analysis_batch: queuedTask({
    payload: z.object({ analysisId: z.string().min(1) }),
    jobKey: ({ analysisId }) => `analysis-batch:${analysisId}`,
    maxAttempts: PIPELINE_JOB_MAX_ATTEMPTS,
  }),
  /** Queues the runs a finished run unblocked and, when every run is final, completes the batch. */
  advance_analysis_batch: queuedTask({
    payload: z.object({ analysisId: z.string().min(1) }),
    // One queued advance per batch: many runs finishing at once fold into one advance.
    jobKey: ({ analysisId }) => `analysis-batch-advance:${analysisId}`,
    maxAttempts: PIPELINE_JOB_MAX_ATTEMPTS,
  }),
  /** Prepares a one-click analysis's dataset (samples of its group solution, filtered, renamed), then queues its runs. */
  run_oca: queuedTask({
    payload: z.object({ ocaRecordId: rowId }),
    jobKey: ({ ocaRecordId }) => `oca:${ocaRecordId}`,
    maxAttempts: PIPELINE_JOB_MAX_ATTEMPTS,
  }),
  /** Copies a workflow's example project for a user (Get samples), reporting progress on its demo_creations row. */
  create_demo_project: queuedTask({
    payload: z.object({ creationId: rowId }),
    jobKey: ({ creationId }) => `demo-creation:${creationId}`,
    maxAttempts: 3,
  }),
  /** Draws a project's chart PNGs with its display names, for pages without JavaScript. */
  render_display_name_charts: queuedTask({
    payload: z.object({ analysisId: z.string().min(1).max(64) }),
    // One queued render per project: a newer save replaces a render still waiting.
    jobKey: ({ analysisId }) => `render_display_name_charts:${analysisId}`,
    maxAttempts: 3,
  }),
  /**
   * Draws one chart of a task's result as a download (PNG, SVG or PDF), restyled or not, into `storageKey` (a key
   * the web chose under the task's output folder): jobs/render-chart-file.ts.
   */
  render_chart_file: queuedTask({
    payload: z.object({
      toolTaskId: rowId,
      /** The chart's place among the result's charts. */
      chartIndex: z.number().int().min(0).max(1000),
      language: z.enum(LANGUAGES),
      format: z.enum(CHART_FILE_FORMATS),
      style: chartStyleSchema,
      storageKey: z.string().min(1).max(1000),
    }),
    // One job per file: many readers asking for the same drawing queue it once.
    jobKey: ({ storageKey }) => `render_chart_file:${storageKey}`,
    // Few: a chart that cannot be drawn will not be drawn on a retry; the route answers 503 meanwhile.
    maxAttempts: 2,
    // A reader's browser waits for it (an image, a download): it goes before queued analyses.
    priority: -10,
  }),
  /** The OTU filter panel's table cache, and the preview of one parameter set (core/otu-filter.ts). */
  otu_filter_preview: queuedTask({
    payload: z.object({
      analysisId: z.string().min(1),
      /** Absent: only the table cache (viewer pages and sample totals) is wanted. */
      preview: z.string().regex(PREVIEW_HASH_PATTERN).optional(),
    }),
    // One job per batch and purpose, so asking twice while it waits queues nothing more.
    jobKey: ({ analysisId, preview }) => `otu_filter_preview:${analysisId}:${preview ?? 'table'}`,
    // Few: a job that fails on a table will fail again; the page keeps saying "computing".
    maxAttempts: 2,
  }),
  /** Builds one report_pdfs row's PDF with @react-pdf/renderer (spec 02 §2.5). */
  build_report_pdf: queuedTask({
    payload: z.object({ pdfId: rowId }),
    jobKey: ({ pdfId }) => `report-pdf:${pdfId}`,
    // The task records its own failures on the row, so a retry only follows a worker that died
    // mid-build; the rebuild overwrites the same file.
    maxAttempts: 3,
  }),
  /** Writes a staff message's receipts for its audience and marks it delivered (db/messages.ts). */
  deliver_message: queuedTask({
    payload: z.object({
      messageId: rowId,
      /** The receivers of a one-user or list audience; absent for all customers or all staff. */
      receiverIds: z.array(rowId).max(2000).optional(),
    }),
    jobKey: ({ messageId }) => `deliver-message:${messageId}`,
    // Safe to run again: receipts are inserted `on conflict do nothing`.
    maxAttempts: 5,
  }),
  /** Re-stats every stored file of a user and corrects the catalogued sizes (spec 02 §7 triggeruserstoragecalc): db/storage-use.ts. */
  recalculate_storage_use: queuedTask({
    payload: z.object({ userId: rowId }),
    // Asking again while one waits queues nothing more.
    jobKey: ({ userId }) => `recalculate-storage-use:${userId}`,
    // Safe to run again: it only sets sizes to what storage reports.
    maxAttempts: 3,
  }),
}

/** Tasks the crontab queues (never `enqueue`): each line carries a fixed id, so a restart never schedules a second copy. */
export const SCHEDULED_TASKS = {
  /** The hourly cleanup (jobs/purge-expired-records.ts). Crontab's own `_cron` field is not read. */
  purge_expired_records: { payload: z.object({}), schedule: '17 * * * *' },
  /** The about-to-expire messages (jobs/send-expiry-notices.ts), daily at 01:05 UTC (09:05 in Shanghai). */
  send_expiry_notices: { payload: z.object({}), schedule: '5 1 * * *' },
  /** Files of batches expired a week ago are deleted (jobs/clear-expired-batches.ts), daily at 19:40 UTC (03:40 in Shanghai). */
  clear_expired_batches: { payload: z.object({}), schedule: '40 19 * * *' },
  /** Unfinished resumable uploads past their lifetime are removed (jobs/clear-expired-uploads.ts), daily at 19:50 UTC. */
  clear_expired_uploads: { payload: z.object({}), schedule: '50 19 * * *' },
}

export type QueuedTaskIdentifier = keyof typeof QUEUED_TASKS
export type TaskIdentifier = QueuedTaskIdentifier | keyof typeof SCHEDULED_TASKS
type AllTasks = typeof QUEUED_TASKS & typeof SCHEDULED_TASKS
export type TaskPayload<Identifier extends TaskIdentifier> = z.infer<AllTasks[Identifier]['payload']>

/** The tasks as seen through one identifier, so a generic caller keeps the payload's type. */
type PayloadSchemas = { [Identifier in TaskIdentifier]: { payload: z.ZodType<TaskPayload<Identifier>> } }
type QueuedTaskRules = {
  [Identifier in QueuedTaskIdentifier]: {
    jobKey: (payload: TaskPayload<Identifier>, earlierRuns: number) => string
    maxAttempts: number
    priority?: number
  }
}
const queuedTaskRules: QueuedTaskRules = QUEUED_TASKS

const payloadSchemas: PayloadSchemas = { ...QUEUED_TASKS, ...SCHEDULED_TASKS }

/** The payload schema of a task, for the worker's check of what it is given. */
export function payloadSchemaOf<Identifier extends TaskIdentifier>(
  task: Identifier,
): z.ZodType<TaskPayload<Identifier>> {
  return payloadSchemas[task].payload
}

/** The job key of a task's payload; `earlierRuns` as in the task's rule (default: a first run). */
export function jobKeyOf<Identifier extends QueuedTaskIdentifier>(
  task: Identifier,
  payload: TaskPayload<Identifier>,
  earlierRuns = 0,
): string {
  return queuedTaskRules[task].jobKey(payload, earlierRuns)
}

export function maxAttemptsOf(task: QueuedTaskIdentifier): number {
  return queuedTaskRules[task].maxAttempts
}

export function priorityOf(task: QueuedTaskIdentifier): number {
  return queuedTaskRules[task].priority ?? 0
}

/** graphile-worker's own typing: `Task<'run_tool'>`, `TaskList` and `addJob` know each task's payload. */
type TaskPayloads = { [Identifier in TaskIdentifier]: TaskPayload<Identifier> }

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- graphile-worker's typing is a global namespace
  namespace GraphileWorker {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into graphile-worker's interface
    interface Tasks extends TaskPayloads {}
  }
}
