/** The graphile-worker jobs of the batch pipeline (spec 02 §4): names, payload keys and job keys. */

/** Creates a new batch's tasks and runs, then queues the runs whose dependencies are met. */
export const RUN_ANALYSIS_BATCH_TASK = 'run_analysis_batch'

/** Queues the runs a finished run unblocked and, when every run is final, completes the batch. */
export const ADVANCE_ANALYSIS_BATCH_TASK = 'advance_analysis_batch'

/** One queued run_analysis_batch job per batch. */
export function analysisBatchJobKey(analysisId: string): string {
  return `analysis-batch:${analysisId}`
}

/** One queued advance job per batch: many runs finishing at once fold into one advance. */
export function analysisBatchAdvanceJobKey(analysisId: string): string {
  return `analysis-batch-advance:${analysisId}`
}

/** Attempts graphile-worker makes of the pipeline's jobs; every one is safe to run again. */
export const PIPELINE_JOB_MAX_ATTEMPTS = 5

/** Attempts of a project run's run_tool job, as for stand-alone tool tasks: a retry means the process died. */
export const PROJECT_RUN_MAX_ATTEMPTS = 3

/** Copies a workflow's example project for a user (Get samples), reporting progress on its demo_creations row. */
export const CREATE_DEMO_PROJECT_TASK = 'create_demo_project'

/** One queued copy per demo creation. */
export function demoCreationJobKey(creationId: number): string {
  return `demo-creation:${creationId}`
}
