import { FEEDBACK_STATUS, FEEDBACK_TYPE } from './engagement'

export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS]
export type FeedbackType = (typeof FEEDBACK_TYPE)[keyof typeof FEEDBACK_TYPE]

export const FEEDBACK_STATUSES = Object.values(FEEDBACK_STATUS) as FeedbackStatus[]
export const FEEDBACK_TYPES = Object.values(FEEDBACK_TYPE) as FeedbackType[]

/** Screenshots a feedback may carry, and each one's size (spec 01 §9: 10 MB per file). */
export const MAX_FEEDBACK_IMAGES = 5
export const MAX_FEEDBACK_IMAGE_MB = 10
export const MAX_FEEDBACK_CONTENT = 2000
export const MAX_FEEDBACK_REMARK = 1000

/**
 * Where staff may move a feedback item from each status (spec 01 §4 names the statuses; the
 * moves are ours): work starts (20), may wait on the customer (30) and come back, ends resolved
 * (40) or unresolved (50), and is closed (100) from an outcome, or at once for spam. An outcome
 * may be reopened; closed is final.
 */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  [FEEDBACK_STATUS.submitted]: [FEEDBACK_STATUS.inProcess, FEEDBACK_STATUS.closed],
  [FEEDBACK_STATUS.inProcess]: [FEEDBACK_STATUS.pending, FEEDBACK_STATUS.resolved, FEEDBACK_STATUS.unresolved],
  [FEEDBACK_STATUS.pending]: [FEEDBACK_STATUS.inProcess, FEEDBACK_STATUS.resolved, FEEDBACK_STATUS.unresolved],
  [FEEDBACK_STATUS.resolved]: [FEEDBACK_STATUS.closed, FEEDBACK_STATUS.inProcess],
  [FEEDBACK_STATUS.unresolved]: [FEEDBACK_STATUS.closed, FEEDBACK_STATUS.inProcess],
  [FEEDBACK_STATUS.closed]: [],
}

/** Moves that end or close an item need a remark: it is the customer's answer. */
export const FEEDBACK_REMARK_REQUIRED: readonly FeedbackStatus[] = [
  FEEDBACK_STATUS.resolved,
  FEEDBACK_STATUS.unresolved,
  FEEDBACK_STATUS.closed,
]

export function canMoveFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return FEEDBACK_TRANSITIONS[from].includes(to)
}
