/** A job's state on the status pages: waiting (to run or to retry), running (locked), or failed (out of attempts). */
export const JOB_STATES = ['waiting', 'running', 'failed'] as const
export type JobState = (typeof JOB_STATES)[number]
