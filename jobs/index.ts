import type { Job, TaskList } from 'graphile-worker'
import { buildReportPdfTask } from './build-report-pdf'
import { createDemoProject } from './create-demo-project'
import { createOtuFilterPreviewTask } from './otu-filter-preview'
import { purgeExpiredRecords } from './purge-expired-records'
import { createRenderDisplayNameChartsTask } from './render-display-name-charts'
import { advanceAnalysisBatchTask, createRunAnalysisBatchTask } from './run-analysis-batch'
import { createRunOcaTask } from './run-oca'
import { createRunToolTask } from './run-tool'
import type { ToolAnalyst } from './tool-analysis'
import { OTU_FILTER_PREVIEW_TASK } from '../core/otu-filter'
import { RUN_TOOL_TASK } from '../core/tool-runs'
import {
  ADVANCE_ANALYSIS_BATCH_TASK,
  CREATE_DEMO_PROJECT_TASK,
  RUN_ANALYSIS_BATCH_TASK,
  RUN_OCA_TASK,
} from '../core/analysis-pipeline'
import { BUILD_REPORT_PDF_TASK } from '../core/report-pdf'
import { RENDER_DISPLAY_NAME_CHARTS_TASK } from '../core/sample-display-names'

/** Every graphile-worker task, by the identifier jobs are queued under. */
export function createTaskList(analyst: ToolAnalyst, options: { onInterrupted?: (job: Job) => void } = {}): TaskList {
  return {
    purge_expired_records: purgeExpiredRecords,
    [CREATE_DEMO_PROJECT_TASK]: createDemoProject,
    [RUN_TOOL_TASK]: createRunToolTask(analyst, options),
    [RUN_ANALYSIS_BATCH_TASK]: createRunAnalysisBatchTask(analyst),
    [ADVANCE_ANALYSIS_BATCH_TASK]: advanceAnalysisBatchTask,
    [RENDER_DISPLAY_NAME_CHARTS_TASK]: createRenderDisplayNameChartsTask(analyst),
    [OTU_FILTER_PREVIEW_TASK]: createOtuFilterPreviewTask(analyst),
    [RUN_OCA_TASK]: createRunOcaTask(analyst),
    [BUILD_REPORT_PDF_TASK]: buildReportPdfTask,
  }
}

/** Crontab lines carry a fixed id (`?id=`) so a restart never schedules a second copy. */
export const crontab = ['17 * * * * purge_expired_records ?id=purge_expired_records'].join('\n')
