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

/**
 * Per-account lockout (the spec gives no figures; ours): this many wrong passwords in a row lock the
 * account for this many minutes, on top of the per-address rate limit, so a guesser spreading attempts
 * over many addresses still cannot try many passwords on one account.
 */
export const SIGN_IN_LOCKOUT = { failures: 5, minutes: 15 } as const
