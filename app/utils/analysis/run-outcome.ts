import { TOOL_RUN_STATUS } from '#core/tool-runs'

/** How the task summary sorts a run (spec 02 §4: in process, success, failure). */
export type RunOutcome = 'success' | 'failed' | 'inProcess'

const SUCCESS_STATUSES: number[] = [TOOL_RUN_STATUS.success, TOOL_RUN_STATUS.reviewed, TOOL_RUN_STATUS.noNeedToSync]
const FAILED_STATUSES: number[] = [TOOL_RUN_STATUS.error, TOOL_RUN_STATUS.completedWithError]

export function runOutcome(status: number): RunOutcome {
  if (SUCCESS_STATUSES.includes(status)) return 'success'
  return FAILED_STATUSES.includes(status) ? 'failed' : 'inProcess'
}
