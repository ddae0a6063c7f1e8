/**
 * What a favourite points at (the collect / cancel-collect calls). The spec fixes 3 for
 * workflows; the codes for tools and courses are ours.
 */
export const COLLECT_TYPE = { tool: 1, course: 2, workflow: 3 } as const

/** Message status (spec 01 §4). */
export const MESSAGE_STATUS = { init: 0, sent: 10, delivered: 20, failed: 99 } as const

/** Message importance (spec 01 §4). */
export const MESSAGE_IMPORTANCE = { low: 0, medium: 10, high: 20, urgent: 99 } as const

/** Feedback type (spec 01 §3 names advice, problem, other; the codes are ours). */
export const FEEDBACK_TYPE = { advice: 1, problem: 2, other: 3 } as const

/** Feedback status (spec 01 §4). */
export const FEEDBACK_STATUS = {
  submitted: 0,
  inProcess: 20,
  pending: 30,
  resolved: 40,
  unresolved: 50,
  closed: 100,
} as const

/**
 * The kinds of system message. Each has `systemMessages.<kind>.title` and `.content` in the
 * locale files, interpolating the message's params.
 */
export const SYSTEM_MESSAGE_TEMPLATES = [
  'tool-task-finished',
  'tool-task-failed',
  'analysis-batch-finished',
  'analysis-batch-failed',
  'feedback-reply',
  'project-expiring',
  'batchesTransferredOut',
  'batchesTransferredIn',
] as const
export type SystemMessageTemplate = (typeof SYSTEM_MESSAGE_TEMPLATES)[number]

/** Who a staff message goes to (the message desk's choice). */
export const MESSAGE_AUDIENCES = ['user', 'list', 'customers', 'staff'] as const
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number]
