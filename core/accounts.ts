/** Account type: 0 external customer; above 0 internal staff (spec 01 §6). */
export const ACCOUNT_TYPE = { external: 0, internal: 1 } as const

/** Why points moved. Spending reasons are used by courses and workflows. */
export const POINTS_REASON = {
  checkIn: 'check_in',
  courseUnlock: 'course_unlock',
  workflowRun: 'workflow_run',
  adjustment: 'adjustment',
} as const
