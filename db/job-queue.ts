import { sql } from 'drizzle-orm'
import type { ZodError } from 'zod'
import type { Database, Transaction } from './client'
import {
  jobKeyOf,
  maxAttemptsOf,
  payloadSchemaOf,
  priorityOf,
  type QueuedTaskIdentifier,
  type TaskPayload,
} from '../core/tasks'

/** A payload its task's schema refuses: a programming error, caught before anything is queued. */
export class InvalidJobPayloadError extends Error {
  constructor(
    readonly task: QueuedTaskIdentifier,
    readonly payload: unknown,
    cause: ZodError,
  ) {
    super(`${task}: refusing to queue the invalid payload ${JSON.stringify(payload)}: ${cause.message}`, { cause })
    this.name = 'InvalidJobPayloadError'
  }
}

export interface EnqueueOptions {
  /** How many run records the work already has (a tool task's tool_runs rows); only run_tool's key depends on it. */
  earlierRuns?: number
  /**
   * What a job still waiting under the same key becomes: `replace` (graphile-worker's default) takes
   * this payload and runs it now; `preserve_run_at` keeps the waiting job's run time.
   */
  jobKeyMode?: 'replace' | 'preserve_run_at'
  /** Overrides the task's priority from core/tasks.ts (lower runs first), e.g. BATCH_STEP_PRIORITY. */
  priority?: number
}

/**
 * Queues a job of `task` with graphile-worker's `add_job`, on the caller's handle: inside its
 * transaction the job exists exactly when the rows it works on do. The payload is checked with the
 * task's schema (an invalid one throws `InvalidJobPayloadError` and queues nothing), and the job
 * gets the task's key and attempts from core/tasks.ts, so asking twice for the same work queues it once.
 */
export async function enqueue<Task extends QueuedTaskIdentifier>(
  tx: Database | Transaction,
  task: Task,
  payload: TaskPayload<Task>,
  options: EnqueueOptions = {},
): Promise<void> {
  const parsed = payloadSchemaOf(task).safeParse(payload)
  if (!parsed.success) throw new InvalidJobPayloadError(task, payload, parsed.error)
  const jobKey = jobKeyOf(task, parsed.data, options.earlierRuns)
  await tx.execute(
    sql`select graphile_worker.add_job(${task}, ${JSON.stringify(parsed.data)}::json, job_key := ${jobKey}, max_attempts := ${maxAttemptsOf(task)}::int, priority := ${options.priority ?? priorityOf(task)}::int, job_key_mode := ${options.jobKeyMode ?? 'replace'})`,
  )
}
