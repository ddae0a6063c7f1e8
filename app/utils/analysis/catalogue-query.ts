/** The ordering tabs (spec 02 §2.1): the staff's order, newest first, most batches first. Shared with the page. */
export const WORKFLOW_ORDERS = ['all', 'latest', 'hottest'] as const
export type WorkflowOrder = (typeof WORKFLOW_ORDERS)[number]
