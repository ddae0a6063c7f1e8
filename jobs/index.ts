import type { TaskList } from 'graphile-worker'
import { purgeExpiredSessions } from './purge-expired-sessions'
import { runTool } from './run-tool'
import { RUN_TOOL_TASK } from './tool-task-files'

/** Every graphile-worker task, by the identifier jobs are queued under. */
export const taskList: TaskList = {
  purge_expired_sessions: purgeExpiredSessions,
  [RUN_TOOL_TASK]: runTool,
}

/** Crontab lines carry a fixed id (`?id=`) so a restart never schedules a second copy. */
export const crontab = ['17 * * * * purge_expired_sessions ?id=purge_expired_sessions'].join('\n')
