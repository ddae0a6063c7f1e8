import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createToolTask } from '../app/utils/tools/tool-tasks.server'
import { getDb, getSql } from '../db/client'
import { storedFiles } from '../db/schema/files'
import { FILE_KIND } from '../core/files'
import { TOOL_RUN_STATUS, isFinalToolRunStatus } from '../core/tool-runs'
import { toolRuns, toolTasks, tools } from '../db/schema/tools'
import { type StoredToolResult } from '../core/tool-results'
import { userIdByEmail } from '../jobs/run-tool.fixtures'
import { heavyHeatmapTable } from '../tests/setup/heavy-table'
import { startWorkerProcess, type LogLine, type WorkerProcess } from '../tests/setup/worker-process'
import { eventually } from '../tests/support/eventually'

/**
 * Real worker processes (`server/main.ts worker`) on this file's database and file storage,
 * running the real clustered heatmap tool: 5,000 rows take it seconds, long enough to be caught
 * mid-run; its 40-row demo takes a fraction of a second.
 */

const HEAVY_TABLE = heavyHeatmapTable(5000, 10)
/**
 * How long a test waits for a task to reach a state before it gives up. A bound for a loaded
 * machine (workers start, analyse and recover far sooner on a quiet one), not a time budget: how
 * fast recovery is belongs in a benchmark, and each test ends as soon as its signal arrives.
 */
const PATIENCE_MS = 5 * 60_000

let customerId: number
let heatmapToolId: number
let demoTable: Uint8Array
const started: WorkerProcess[] = []

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  const [tool] = await getDb()
    .select({ id: tools.id, demo: tools.demo })
    .from(tools)
    .where(eq(tools.scriptClassName, 'ClusteredHeatmap'))
  heatmapToolId = tool.id
  demoTable = new Uint8Array(
    fs.readFileSync(path.join(process.env.FILE_STORAGE_DIR!, ...tool.demo!.files.table.split('/'))),
  )
})

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.stop()))
})

afterAll(async () => {
  await Promise.all(started.map((worker) => worker.stop()))
})

async function startWorker(env: Record<string, string> = {}): Promise<WorkerProcess> {
  const worker = await startWorkerProcess({
    databaseUrl: process.env.DATABASE_URL!,
    filesDir: process.env.FILE_STORAGE_DIR!,
    env: { WORKER_CONCURRENCY: '1', ...env },
  })
  started.push(worker)
  return worker
}

function submit(table: Uint8Array) {
  return createToolTask({
    userId: customerId,
    toolId: heatmapToolId,
    params: {},
    files: { table: { fileName: 'matrix.tsv', bytes: table } },
    language: 'en',
  })
}

async function taskRow(id: number) {
  const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, id))
  return task
}

const finalTask = (id: number) =>
  eventually(`task ${id} to finish`, () => taskRow(id), {
    until: (task) => isFinalToolRunStatus(task.status),
    timeout: PATIENCE_MS,
  })
const analysing = (id: number) =>
  eventually(`task ${id} to be analysed`, () => taskRow(id), {
    until: (task) => task.status === TOOL_RUN_STATUS.processing,
    timeout: PATIENCE_MS,
  })

async function runsOf(taskId: number) {
  return getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, taskId)).orderBy(toolRuns.id)
}

async function jobOf(taskId: number) {
  const [job] = await getSql()<{ attempts: number; maxAttempts: number; lockedBy: string | null; due: boolean }[]>`
    select attempts, max_attempts as "maxAttempts", locked_by as "lockedBy", run_at <= now() as due from graphile_worker.jobs where key = ${`tool-task:${taskId}`}`
  return job
}

/** The finished task has one result, and its output folder and catalogue hold exactly that result's files. */
async function expectOneSetOfOutputs(taskId: number) {
  const task = await taskRow(taskId)
  const result = task.result as StoredToolResult
  const names = result.files.map((file) => file.name).sort()
  expect(names.length).toBeGreaterThan(0)
  const outputs = await getDb()
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(and(eq(storedFiles.toolTaskId, taskId), eq(storedFiles.kind, FILE_KIND.toolOutput)))
  expect(outputs.map((row) => row.name).sort()).toEqual(names)
  const folder = path.join(
    process.env.FILE_STORAGE_DIR!,
    ...`users/${customerId}/tool-tasks/${task.taskNumber}/output`.split('/'),
  )
  expect(fs.readdirSync(folder).sort()).toEqual(names)
  const successes = (await runsOf(taskId)).filter((run) => run.status === TOOL_RUN_STATUS.success)
  expect(successes).toHaveLength(1)
  expect(successes[0].result).toEqual(task.result)
}

function errorsIn(logs: LogLine[]) {
  return logs.filter((line) => line.level >= 50).map((line) => line.msg)
}

// Each test waits on up to a few tasks, each within PATIENCE_MS.
describe('worker processes', { timeout: 3 * PATIENCE_MS }, () => {
  it('finishes the task of a worker killed mid-analysis (kill -9) exactly once, with its inputs', async () => {
    const doomed = await startWorker()
    const { id } = await submit(HEAVY_TABLE)
    await analysing(id)
    await new Promise((resolve) => setTimeout(resolve, 500))
    doomed.child.kill('SIGKILL')
    await doomed.exited
    expect((await taskRow(id)).status).toBe(TOOL_RUN_STATUS.processing)
    expect((await jobOf(id)).lockedBy).not.toBeNull()

    const survivor = await startWorker()
    const task = await finalTask(id)
    expect(task).toMatchObject({ status: TOOL_RUN_STATUS.success, errorCode: null })
    await expectOneSetOfOutputs(id)

    const runs = await runsOf(id)
    expect(runs.map((run) => [run.jobKey, run.status])).toEqual([
      [`tool-task:${id}:1`, TOOL_RUN_STATUS.error],
      [`tool-task:${id}:2`, TOOL_RUN_STATUS.success],
    ])
    expect(runs[0].errorLog).toContain('The worker stopped before this attempt finished')
    // The input the retry analysed is the one submitted, still in storage and in the catalogue.
    const [input] = await getDb()
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.toolTaskId, id), eq(storedFiles.kind, FILE_KIND.toolInput)))
    expect(input.sizeBytes).toBe(HEAVY_TABLE.byteLength)
    expect(
      new Uint8Array(fs.readFileSync(path.join(process.env.FILE_STORAGE_DIR!, ...input.storageKey!.split('/')))),
    ).toEqual(HEAVY_TABLE)
    expect(survivor.logs.some((line) => line.msg.startsWith('unlocked the jobs of worker pools that are gone'))).toBe(
      true,
    )
    expect(errorsIn(survivor.logs)).toEqual([])
  })

  it('ends a task whose job has no attempts left (every one interrupted) as 1004 instead of leaving it running', async () => {
    const { id } = await submit(demoTable)
    await getSql()`select graphile_worker.reschedule_jobs(array[(select id from graphile_worker.jobs where key = ${`tool-task:${id}`})]::bigint[], attempts := 3)`
    const worker = await startWorker()
    const failed = await finalTask(id)
    expect(failed).toMatchObject({ status: TOOL_RUN_STATUS.error, errorCode: '1004' })
    expect(failed.errorLog).toContain('This task was attempted 3 times and every attempt was interrupted')
    expect(errorsIn(worker.logs)).toEqual([])
  })

  it('ends an analysis over the time limit as 1004 naming the limit, and runs the next task', async () => {
    // 12,000 rows take the heatmap well over a minute; its demo takes under a second alone, and several seconds on a
    // machine busy with other test runs: the limit leaves it room.
    const worker = await startWorker({ TOOL_TASK_TIME_LIMIT_SECONDS: '10' })
    const slow = await submit(heavyHeatmapTable(12_000, 10))
    const quick = await submit(demoTable)
    const failed = await finalTask(slow.id)
    expect(failed).toMatchObject({ status: TOOL_RUN_STATUS.error, errorCode: '1004', result: null })
    expect(failed.errorLog).toBe(
      'The analysis went over the time limit of 10 s and was stopped. Try a smaller input or faster settings.',
    )
    expect(await finalTask(quick.id)).toMatchObject({ status: TOOL_RUN_STATUS.success, errorLog: null })
    expect(worker.child.exitCode).toBeNull()
    expect(errorsIn(worker.logs)).toEqual([])
  })

  it('ends an analysis that runs out of memory as 1004 naming the limit, and the worker lives on', async () => {
    const worker = await startWorker({ TOOL_TASK_MEMORY_LIMIT_MB: '64' })
    const hungry = await submit(HEAVY_TABLE)
    const quick = await submit(demoTable)
    const failed = await finalTask(hungry.id)
    expect(failed).toMatchObject({ status: TOOL_RUN_STATUS.error, errorCode: '1004', result: null })
    expect(failed.errorLog).toBe(
      'The analysis went over the memory limit of 64 MB and was stopped. Try a smaller input.',
    )
    expect(await finalTask(quick.id)).toMatchObject({ status: TOOL_RUN_STATUS.success })
    expect(worker.child.exitCode).toBeNull()
    expect(errorsIn(worker.logs)).toEqual([])
  })

  it('on SIGTERM mid-analysis puts the task back in the queue, without using an attempt, and another worker finishes it', async () => {
    const stopping = await startWorker({ WORKER_SHUTDOWN_GRACE_SECONDS: '1' })
    const { id } = await submit(HEAVY_TABLE)
    await analysing(id)
    const { maxAttempts } = await jobOf(id)
    // A worker that ignored the grace period would finish the analysis first: the task would then
    // be a success, not back in the queue as checked below.
    expect(await stopping.stop()).toEqual({ code: 0, signal: null })

    expect((await taskRow(id)).status).toBe(TOOL_RUN_STATUS.queueing)
    const job = await jobOf(id)
    expect(job).toEqual({ attempts: 1, maxAttempts: maxAttempts + 1, lockedBy: null, due: true })
    const [interrupted] = await runsOf(id)
    expect(interrupted).toMatchObject({
      status: TOOL_RUN_STATUS.error,
      errorLog: 'The worker shut down during this attempt; the task went back to the queue.',
    })
    expect(errorsIn(stopping.logs)).toEqual([])

    await startWorker()
    expect(await finalTask(id)).toMatchObject({ status: TOOL_RUN_STATUS.success })
    await expectOneSetOfOutputs(id)
  })
})
