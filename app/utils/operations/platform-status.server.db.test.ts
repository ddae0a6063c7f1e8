import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { recordHeartbeat, recordServerError } from '#db/process-status'
import { storedFiles } from '#db/schema/files'
import { users } from '#db/schema/users'
import { FILE_KIND } from '#core/files'
import {
  listJobs,
  listProcesses,
  listServerErrors,
  queueCounts,
  retryFailedJobs,
  statusOverview,
  storageUseByArea,
} from './platform-status.server'

let actor: { id: number; email: string }

beforeAll(async () => {
  const [admin] = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@biocloud.example.com'))
  actor = admin
})

/** A job graphile-worker gave up on: queued with its own add_job, failed with its own permanently_fail_jobs. */
async function failedJob(task: string, error: string): Promise<string> {
  const [{ id }] = await getDb().execute<{ id: string }>(
    sql`select id::text as id from graphile_worker.add_job(${task}, '{"probe":true}'::json, max_attempts := 3)`,
  )
  await getDb().execute(sql`select graphile_worker.permanently_fail_jobs(array[${id}]::bigint[], ${error})`)
  return id
}

describe('the queue', () => {
  it('lists a failed job with its error, and a retry makes it runnable again (audit-logged)', async () => {
    const id = await failedJob('operations_probe', 'the probe broke on purpose')
    const failed = await listJobs(getDb(), 'failed', { limit: 50, offset: 0 })
    expect(failed.rows.find((job) => job.id === id)).toMatchObject({
      task: 'operations_probe',
      payloadSummary: '{"probe":true}',
      lastError: 'the probe broke on purpose',
      attempts: 3,
      maxAttempts: 3,
    })
    const before = await queueCounts(getDb())

    const retried = await getDb().transaction((tx) => retryFailedJobs(tx, actor, [id]))

    expect(retried).toBe(1)
    const waiting = await listJobs(getDb(), 'waiting', { limit: 50, offset: 0 })
    expect(waiting.rows.find((job) => job.id === id)).toMatchObject({ attempts: 0 })
    expect(waiting.rows.find((job) => job.id === id)!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(await queueCounts(getDb())).toEqual({
      ...before,
      failed: before.failed - 1,
      waiting: before.waiting + 1,
    })
    const [change] = await changesOf(getDb(), 'job', id)
    expect(change).toMatchObject({ action: 'retry', actorEmail: actor.email })
    // A job no longer failed is left alone.
    expect(await getDb().transaction((tx) => retryFailedJobs(tx, actor, [id]))).toBe(0)
  })

  it('retries every failed job at once', async () => {
    await failedJob('operations_probe', 'first')
    await failedJob('operations_probe', 'second')
    const retried = await getDb().transaction((tx) => retryFailedJobs(tx, actor, null))
    expect(retried).toBeGreaterThanOrEqual(2)
    expect((await queueCounts(getDb())).failed).toBe(0)
  })
})

describe('processes', () => {
  it('shows a process alive while it beats, gone when its beat is old, with the jobs its pool holds', async () => {
    const identity = { role: 'worker' as const, host: 'test-host', pid: 4242, startedAt: new Date() }
    await recordHeartbeat(getDb(), { ...identity, id: 'test-host:4242:1' }, ['pool-under-test'])
    await recordHeartbeat(getDb(), { ...identity, id: 'test-host:4243:1', pid: 4243 }, [])
    await getDb().execute(
      sql`update process_heartbeats set last_beat_at = now() - interval '5 minutes' where id = 'test-host:4243:1'`,
    )
    const [{ id: jobId }] = await getDb().execute<{ id: string }>(
      sql`select id::text as id from graphile_worker.add_job('operations_probe', '{}'::json)`,
    )
    await getDb().execute(
      sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'pool-under-test', attempts = 1 where id = ${jobId}`,
    )

    const processes = await listProcesses(getDb())

    expect(processes.find((process) => process.id === 'test-host:4242:1')).toMatchObject({
      alive: true,
      runningJobs: [{ id: jobId, task: 'operations_probe', attempts: 1 }],
    })
    expect(processes.find((process) => process.id === 'test-host:4243:1')).toMatchObject({
      alive: false,
      runningJobs: [],
    })
    const overview = await statusOverview(getDb())
    expect(overview.queue.running).toBe(1)
    expect(overview.processes.gone).toBeGreaterThanOrEqual(1)
  })
})

describe('storage and errors', () => {
  it('sums the catalogued bytes by area in one aggregate', async () => {
    const before = await storageUseByArea(getDb())
    const bytesOf = (areas: typeof before, area: string) => areas.find((use) => use.area === area)!
    const add = (kind: number, name: string, sizeBytes: number) => ({
      ownerId: actor.id,
      kind,
      name,
      folder: 'operations-test',
      sizeBytes,
      storageKey: `users/${actor.id}/operations-test/${name}`,
    })
    await getDb()
      .insert(storedFiles)
      .values([
        add(FILE_KIND.toolInput, 'in.tsv', 100),
        add(FILE_KIND.toolOutput, 'out.png', 50),
        add(FILE_KIND.personal, 'mine.txt', 7),
      ])

    const after = await storageUseByArea(getDb())

    const toolTasks = bytesOf(after, 'toolTasks')
    expect(toolTasks.files).toBe(bytesOf(before, 'toolTasks').files + 2)
    expect(toolTasks.bytes).toBe((bytesOf(before, 'toolTasks').bytes ?? 0) + 150)
    expect(bytesOf(after, 'userFiles').bytes).toBe((bytesOf(before, 'userFiles').bytes ?? 0) + 7)
    expect(bytesOf(after, 'analysisBatches')).toEqual(bytesOf(before, 'analysisBatches'))
  })

  it('keeps the recent server errors, newest first, and counts those of the last day', async () => {
    const entry = { processId: 'test-host:1:1', role: 'web', errorMessage: 'boom', requestPath: '/tools' }
    await recordServerError(getDb(), { ...entry, message: 'older' })
    await recordServerError(getDb(), { ...entry, message: 'newer' })
    const { rows, total } = await listServerErrors(getDb(), { limit: 1, offset: 0 })
    expect(total).toBeGreaterThanOrEqual(2)
    expect(rows).toMatchObject([{ message: 'newer', errorMessage: 'boom', requestPath: '/tools', role: 'web' }])
    expect((await statusOverview(getDb())).errorsLast24h).toBe(total)
  })
})
