import type { Job, TaskList } from 'graphile-worker'
import { createDemoProject } from './create-demo-project'
import { purgeExpiredRecords } from './purge-expired-records'
import { createRunToolTask } from './run-tool'
import type { ToolAnalyst } from './tool-analysis'
import { RUN_TOOL_TASK } from '../core/tool-runs'

/** Every graphile-worker task, by the identifier jobs are queued under. */
export function createTaskList(analyst: ToolAnalyst, options: { onInterrupted?: (job: Job) => void } = {}): TaskList {
  return {
    purge_expired_records: purgeExpiredRecords,
    create_demo_project: createDemoProject,
    [RUN_TOOL_TASK]: createRunToolTask(analyst, options),
  }
}

/** Crontab lines carry a fixed id (`?id=`) so a restart never schedules a second copy. */
export const crontab = ['17 * * * * purge_expired_records ?id=purge_expired_records'].join('\n')
