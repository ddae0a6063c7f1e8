import type { Job, Task, TaskList } from 'graphile-worker'
import { buildReportPdfTask } from './build-report-pdf'
import { createDemoProject } from './create-demo-project'
import { deliverMessage } from './deliver-message'
import { createOtuFilterPreviewTask } from './otu-filter-preview'
import { purgeExpiredRecords } from './purge-expired-records'
import { sendExpiryNoticesTask } from './send-expiry-notices'
import { clearExpiredBatchesTask } from './clear-expired-batches'
import { clearExpiredUploadsTask } from './clear-expired-uploads'
import { createRenderDisplayNameChartsTask } from './render-display-name-charts'
import { createRenderChartFileTask } from './render-chart-file'
import { advanceAnalysisBatchTask, createRunAnalysisBatchTask } from './run-analysis-batch'
import { createRunOcaTask } from './run-oca'
import { createRunToolTask } from './run-tool'
import { recalculateStorageUseTask } from './recalculate-storage-use'
import type { ToolAnalyst } from './tool-analysis'
import { payloadSchemaOf, SCHEDULED_TASKS, type TaskIdentifier } from '../core/tasks'

/**
 * Every graphile-worker task of core/tasks.ts with its handler (the type makes a task without one a
 * compile error). Each handler is given a payload its task's schema accepted.
 */
export function createTaskList(analyst: ToolAnalyst, options: { onInterrupted?: (job: Job) => void } = {}): TaskList {
  const handlers: { [Identifier in TaskIdentifier]: Task<Identifier> } = {
    purge_expired_records: purgeExpiredRecords,
    send_expiry_notices: sendExpiryNoticesTask,
    clear_expired_batches: clearExpiredBatchesTask,
    clear_expired_uploads: clearExpiredUploadsTask,
    create_demo_project: createDemoProject,
    run_tool: createRunToolTask(analyst, options),
    run_analysis_batch: createRunAnalysisBatchTask(analyst),
    advance_analysis_batch: advanceAnalysisBatchTask,
    render_display_name_charts: createRenderDisplayNameChartsTask(analyst),
    render_chart_file: createRenderChartFileTask(analyst),
    otu_filter_preview: createOtuFilterPreviewTask(analyst),
    run_oca: createRunOcaTask(analyst),
    build_report_pdf: buildReportPdfTask,
    deliver_message: deliverMessage,
    recalculate_storage_use: recalculateStorageUseTask,
  }
  const checked = <Identifier extends TaskIdentifier>(task: Identifier) => [task, checkingPayload(task, handlers[task])]
  return Object.fromEntries((Object.keys(handlers) as TaskIdentifier[]).map(checked))
}

/**
 * The handler behind a check of the job's payload with its task's schema. A payload the schema
 * refuses (a job queued by hand, or by an older release) will not get better on retry: it is
 * logged as an error naming the job and what is wrong, and the job ends without the handler.
 */
export function checkingPayload<Identifier extends TaskIdentifier>(
  task: Identifier,
  handler: Task<Identifier>,
): Task<Identifier> {
  return async (payload, helpers) => {
    const parsed = payloadSchemaOf(task).safeParse(payload)
    if (!parsed.success) {
      helpers.logger.error(
        `${task}: ignoring job ${helpers.job.id ?? '(no id)'} with an invalid payload ${JSON.stringify(payload)}: ${parsed.error.message}`,
      )
      return
    }
    return handler(parsed.data as Parameters<Task<Identifier>>[0], helpers)
  }
}

/** Crontab lines carry a fixed id (`?id=`) so a restart never schedules a second copy. */
export const crontab = Object.entries(SCHEDULED_TASKS)
  .map(([task, { schedule }]) => `${schedule} ${task} ?id=${task}`)
  .join('\n')
