import { sql } from 'drizzle-orm'
import type { JobHelpers, Task } from 'graphile-worker'
import { describe, expect, it } from 'vitest'
import { getDb } from './client'
import { enqueue, InvalidJobPayloadError } from './job-queue'
import { BATCH_STEP_PRIORITY, QUEUED_TASKS, type QueuedTaskIdentifier } from '../core/tasks'
import { inProcessAnalyst } from '../jobs/analyse-in-process'
import { createTaskList } from '../jobs/index'

type QueuedJob = {
  key: string
  payload: unknown
  maxAttempts: number
  /** Its run time is still ahead. */
  dueLater: boolean
}

async function jobsOf(task: QueuedTaskIdentifier): Promise<QueuedJob[]> {
  return getDb().execute<QueuedJob>(
    sql`select jobs.key, jobs.payload, jobs.max_attempts as "maxAttempts", jobs.run_at > now() as "dueLater"
      from graphile_worker._private_jobs jobs join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id
      where tasks.identifier = ${task} order by jobs.id`,
  )
}

describe('enqueue', () => {
  it('refuses a payload its task does not accept, saying which task and what is wrong, and queues nothing', async () => {
    const refusal = enqueue(getDb(), 'build_report_pdf', { pdfId: 0 })
    await expect(refusal).rejects.toBeInstanceOf(InvalidJobPayloadError)
    await expect(refusal).rejects.toThrow(/^build_report_pdf: refusing to queue the invalid payload \{"pdfId":0\}/)
    await expect(enqueue(getDb(), 'build_report_pdf', { pdfId: 'seven' } as never)).rejects.toThrow(
      /Expected number, received string/,
    )
    await expect(enqueue(getDb(), 'otu_filter_preview', { analysisId: 'A1', preview: 'not a hash' })).rejects.toThrow(
      /otu_filter_preview: refusing/,
    )
    expect(await jobsOf('build_report_pdf')).toEqual([])
    expect(await jobsOf('otu_filter_preview')).toEqual([])
  })

  it('queues a project batch step behind a tool run submitted on its own, which a worker takes first', async () => {
    await enqueue(getDb(), 'run_tool', { toolTaskId: 501 }, { priority: BATCH_STEP_PRIORITY })
    await enqueue(getDb(), 'run_tool', { toolTaskId: 502 })
    // graphile-worker's get_job order: priority, then run_at, then id.
    const order = await getDb().execute<{ key: string }>(
      sql`select jobs.key from graphile_worker._private_jobs jobs order by jobs.priority, jobs.run_at, jobs.id`,
    )
    expect(order.map((job) => job.key)).toEqual(['tool-task:502', 'tool-task:501'])
    await getDb().execute(
      sql`select graphile_worker.remove_job(key) from unnest(array['tool-task:501', 'tool-task:502']) key`,
    )
  })

  it("queues inside the caller's transaction: a rolled-back transaction leaves no job", async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await enqueue(tx, 'create_demo_project', { creationId: 41 })
        throw new Error('the rows the job would work on were not written')
      }),
    ).rejects.toThrow('were not written')
    expect(await jobsOf('create_demo_project')).toEqual([])
  })

  it("queues one job per job key, with the task's attempts, and only the checked payload", async () => {
    await enqueue(getDb(), 'otu_filter_preview', { analysisId: 'A260101000001' })
    await enqueue(getDb(), 'otu_filter_preview', { analysisId: 'A260101000001' })
    await enqueue(getDb(), 'otu_filter_preview', { analysisId: 'A260101000001', preview: 'ab'.repeat(10) })
    await enqueue(getDb(), 'run_oca', { ocaRecordId: 7, extra: 'dropped' } as never)
    expect(await jobsOf('otu_filter_preview')).toMatchObject([
      { key: 'otu_filter_preview:A260101000001:table', payload: { analysisId: 'A260101000001' }, maxAttempts: 2 },
      {
        key: `otu_filter_preview:A260101000001:${'ab'.repeat(10)}`,
        payload: { analysisId: 'A260101000001', preview: 'ab'.repeat(10) },
        maxAttempts: 2,
      },
    ])
    expect(await jobsOf('run_oca')).toEqual([expect.objectContaining({ key: 'oca:7', payload: { ocaRecordId: 7 } })])
  })

  it("gives a tool task's rerun a job of its own beside the first run's", async () => {
    await enqueue(getDb(), 'run_tool', { toolTaskId: 12 })
    await enqueue(getDb(), 'run_tool', { toolTaskId: 12 })
    await enqueue(getDb(), 'run_tool', { toolTaskId: 12 }, { earlierRuns: 1 })
    expect((await jobsOf('run_tool')).map((job) => [job.key, job.maxAttempts])).toEqual([
      ['tool-task:12', 3],
      ['tool-task:12:rerun-1', 3],
    ])
  })

  it("keeps a waiting job's run time when asked to, and otherwise makes it due now", async () => {
    const analysisId = 'A260101000002'
    await enqueue(getDb(), 'render_display_name_charts', { analysisId })
    await getDb().execute(sql`select graphile_worker.reschedule_jobs(
      (select array_agg(id) from graphile_worker.jobs where task_identifier = 'render_display_name_charts'),
      run_at := now() + interval '1 hour')`)
    await enqueue(getDb(), 'render_display_name_charts', { analysisId }, { jobKeyMode: 'preserve_run_at' })
    const [kept] = await jobsOf('render_display_name_charts')
    expect(kept.dueLater).toBe(true)
    await enqueue(getDb(), 'render_display_name_charts', { analysisId })
    const [replaced] = await jobsOf('render_display_name_charts')
    expect(replaced.dueLater).toBe(false)
  })
})

describe("the worker's task list", () => {
  it('gives no handler a payload its task does not accept: the job ends with an error naming it', async () => {
    const taskList = createTaskList(inProcessAnalyst({}))
    for (const task of Object.keys(QUEUED_TASKS) as QueuedTaskIdentifier[]) {
      const errors: string[] = []
      const helpers = { job: { id: '99' }, logger: { error: (message: string) => errors.push(message) } }
      await expect((taskList[task] as Task)({ unexpected: true }, helpers as unknown as JobHelpers)).resolves.toBe(
        undefined,
      )
      expect(errors).toEqual([expect.stringMatching(new RegExp(`^${task}: ignoring job 99 with an invalid payload`))])
    }
  })
})
