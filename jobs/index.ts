import type { TaskList } from 'graphile-worker'
import { purgeExpiredRecords } from './purge-expired-records'
import { runTool } from './run-tool'
import { RUN_TOOL_TASK } from './tool-task-files'

/** Every graphile-worker task, by the identifier jobs are queued under. */
export const taskList: TaskList = {
  purge_expired_records: purgeExpiredRecords,
  [RUN_TOOL_TASK]: runTool,
}

/** Crontab lines carry a fixed id (`?id=`) so a restart never schedules a second copy. */
export const crontab = ['17 * * * * purge_expired_records ?id=purge_expired_records'].join('\n')
