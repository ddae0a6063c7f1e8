/** Step 2's buttons: show the groups of the chosen column, add a compare row, create the batch. */
export const STEP_TWO_INTENTS = { showGroups: 'showGroups', addComparison: 'addComparison', create: 'create' } as const
