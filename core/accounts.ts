/** Account type: 0 external customer; above 0 internal staff (spec 01 §6). */
export const ACCOUNT_TYPE = { external: 0, internal: 1 } as const

/** Why points moved. Spending reasons are used by courses and workflows. */
export const POINTS_REASON = {
  checkIn: 'check_in',
  /** The extra points on every 7th consecutive check-in day. */
  checkInStreak: 'check_in_streak',
  courseUnlock: 'course_unlock',
  workflowRun: 'workflow_run',
  workflowUnlock: 'workflow_unlock',
  adjustment: 'adjustment',
} as const
