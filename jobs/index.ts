import type { Job, TaskList } from 'graphile-worker'
import { purgeExpiredSessions } from './purge-expired-sessions'
import { createRunToolTask } from './run-tool'
import type { ToolAnalyst } from './tool-analysis'
import { RUN_TOOL_TASK } from './tool-task-files'

/** Every graphile-worker task, by the identifier jobs are queued under. */
export function createTaskList(analyst: ToolAnalyst, options: { onInterrupted?: (job: Job) => void } = {}): TaskList {
  return {
    purge_expired_sessions: purgeExpiredSessions,
    [RUN_TOOL_TASK]: createRunToolTask(analyst, options),
  }
}

/** Crontab lines carry a fixed id (`?id=`) so a restart never schedules a second copy. */
export const crontab = ['17 * * * * purge_expired_sessions ?id=purge_expired_sessions'].join('\n')
