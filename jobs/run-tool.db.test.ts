import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../analysis/errors'
import { getDb, getSql } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { storedFiles } from '../db/schema/files'
import { users } from '../db/schema/users'
import { StorageQuotaExceededError } from '../db/stored-files'
import { FILE_KIND } from '../core/files'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { toolRuns, toolTasks } from '../db/schema/tools'
import { createToolTask } from '../app/utils/tools/tool-tasks.server'
import type { JobHelpers, Task } from 'graphile-worker'
import { serverErrorsDuring } from '../tests/setup/server-log'
import { MOUNT_SKIP_REASON, mountTinyFilesystem, partialFilesUnder } from '../tests/setup/tiny-filesystem'
import { inProcessAnalyst } from './analyse-in-process'
import { createTaskList } from './index'
import { failToolTaskOutOfAttempts, runToolTask } from './run-tool'
import { AnalysisInterrupted } from './tool-analysis'
import { insertTestTool, userIdByEmail } from './run-tool.fixtures'
import type { StoredToolResult } from '../core/tool-results'
import { ToolRunError, type ToolExecutor, type ToolRunInput } from '../tools/kit/types'
import { eventually } from '../tests/support/eventually'

const calls: ToolRunInput[] = []

/** Sums each row of the uploaded two-column table: enough to see inputs arrive and outputs leave. */
const sumRows: ToolExecutor = (input) => {
  calls.push(input)
  const lines = new TextDecoder().decode(input.files.table.bytes).trim().split('\n').slice(1)
  const rows = lines.map((line) => {
    const [id, a, b] = line.split('\t')
    return [id, Number(a) + Number(b)]
  })
  return {
    charts: [
      {
        id: 'sums',
        title: 'Row sums',
        type: 'bar',
        width: 400,
        height: 300,
        data: { labels: rows.map((r) => r[0]), datasets: [{ label: 'sum', data: rows.map((r) => r[1]) }] },
      },
    ],
    tables: [{ id: 'sums', title: 'Row sums', columns: ['id', 'sum'], rows }],
    files: [{ name: '../sneaky/sums.tsv', contentType: 'text/plain', content: 'kept\n' }],
    notes: [`${rows.length} rows`],
  }
}

const FAKE_EXECUTORS: Record<string, ToolExecutor> = {
  SumRows: sumRows,
  RejectsParameter: () => {
    throw new ToolRunError('1001', 'Parameter "top" must be at least 1.')
  },
  RejectsInput: () => {
    throw new AnalysisInputError(
      'table.notNumber',
      { name: 'p', value: 'low' },
      { file: 'table.tsv', line: 3, column: 2 },
    )
  },
  Crashes: () => {
    throw new TypeError('Cannot read properties of undefined (reading "length")')
  },
  DrawsUnknownChart: () => ({
    charts: [
      { id: 'x', title: 'Broken', type: 'nonexistent' as 'bar', width: 100, height: 100, data: { datasets: [] } },
    ],
    tables: [],
    files: [],
    notes: [],
  }),
  DrawsUnknownScale: () => ({
    charts: [
      {
        id: 'x',
        title: 'Odd axis',
        type: 'bar',
        width: 100,
        height: 100,
        data: { datasets: [{ data: [1] }] },
        options: { scales: { x: { type: 'nonexistentScale' } } },
      },
    ],
    tables: [],
    files: [],
    notes: [],
  }),
}

const fakeAnalyst = inProcessAnalyst(FAKE_EXECUTORS)
/** The worker's run_tool, payload check included; typed loosely so a test can hand it a malformed payload. */
const runTool = createTaskList(fakeAnalyst).run_tool as Task

// 1,500 rows: row i holds i and 2i, so its sum is 3i.
const bigTable = new TextEncoder().encode(
  ['id\ta\tb', ...Array.from({ length: 1500 }, (_, i) => `r${i + 1}\t${i + 1}\t${2 * (i + 1)}`)].join('\n') + '\n',
)

let customerId: number
const toolIds: Record<string, number> = {}
const notifications: string[] = []
let unlisten: () => Promise<void>

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  for (const name of [...Object.keys(FAKE_EXECUTORS), 'NoExecutorAnywhere']) toolIds[name] = await insertTestTool(name)
  const subscription = await getSql().listen('tool_task_status', (payload) => notifications.push(payload))
  unlisten = subscription.unlisten
})

afterAll(async () => {
  await unlisten()
})

async function submit(scriptClassName: string, params: Record<string, unknown> = {}) {
  return createToolTask({
    userId: customerId,
    toolId: toolIds[scriptClassName],
    params,
    files: { table: { fileName: 'table.tsv', bytes: bigTable } },
    language: 'en',
  })
}

async function taskRow(id: number) {
  const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, id))
  return task
}

/** NOTIFY reaches the listener after the commit, asynchronously. */
const notified = (expected: string) =>
  eventually(`the notification ${expected}`, () => notifications, { until: (seen) => seen.includes(expected) })

describe('runToolTask', () => {
  it('runs the executor on the stored inputs and stores charts, tables, files and notes with status 800', async () => {
    const { id, taskNumber } = await submit('SumRows', { seed: 7 })
    await runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst })

    const input = calls.at(-1)!
    expect(input).toMatchObject({ params: { seed: 7 }, delimiter: 1, seed: 7 })
    // The executor writes no words in a language: it is not told one.
    expect(input).not.toHaveProperty('language')
    expect(input.files.table.fileName).toBe('table.tsv')

    const task = await taskRow(id)
    expect(task.status).toBe(TOOL_RUN_STATUS.success)
    expect(task.errorCode).toBeNull()
    expect(task.startedAt!.getTime()).toBeLessThanOrEqual(task.endedAt!.getTime())
    const result = task.result as StoredToolResult
    expect(result.notes).toEqual(['1500 rows'])
    // One PNG per language: the default language's keeps the plain name.
    expect(result.charts.map((c) => [c.pngFileName, c.pngFileNames])).toEqual([
      ['sums.png', { zh: 'sums.png', en: 'sums.en.png' }],
    ])
    // Only the first 1,000 rows are kept inline; row 1000 sums to 3000.
    expect(result.tables[0]).toMatchObject({
      fileName: 'sums.tsv',
      fileNames: { zh: 'sums.tsv', en: 'sums.en.tsv' },
      rowCount: 1500,
    })
    expect(result.tables[0].rows).toHaveLength(1000)
    expect(result.tables[0].rows[999]).toEqual(['r1000', 3000])
    // The executor's file name loses its path, and it does not overwrite the table's TSV.
    expect(result.files.map((f) => [f.name, f.language])).toEqual([
      ['sums.png', 'zh'],
      ['sums.en.png', 'en'],
      ['sums.tsv', 'zh'],
      ['sums.en.tsv', 'en'],
      ['sums-2.tsv', undefined],
    ])

    const output = `users/${customerId}/tool-tasks/${taskNumber}/output`
    const png = await fileStorage().get(`${output}/sums.png`)
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG')
    const tsv = new TextDecoder()
      .decode(await fileStorage().get(`${output}/sums.tsv`))
      .trimEnd()
      .split('\n')
    expect(tsv).toHaveLength(1501)
    expect(tsv[0]).toBe('id\tsum')
    expect(tsv[1500]).toBe('r1500\t4500')

    const catalogued = await getDb()
      .select({ name: storedFiles.name, kind: storedFiles.kind, folder: storedFiles.folder })
      .from(storedFiles)
      .where(eq(storedFiles.toolTaskId, id))
    expect(
      catalogued
        .filter((f) => f.kind === FILE_KIND.toolOutput)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['sums-2.tsv', 'sums.en.png', 'sums.en.tsv', 'sums.png', 'sums.tsv'])
    expect(
      catalogued.every((f) => f.kind !== FILE_KIND.toolOutput || f.folder === `tool-tasks/${taskNumber}/output`),
    ).toBe(true)

    const runs = await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id))
    expect(runs).toMatchObject([
      { status: TOOL_RUN_STATUS.success, jobKey: `tool-task:${id}:1`, runNumber: `R${runs[0].id}` },
    ])
    expect(runs[0].result).toEqual(task.result)

    await notified(`${id}:800`)
    expect(notifications.filter((n) => n.startsWith(`${id}:`))).toEqual([`${id}:100`, `${id}:200`, `${id}:800`])
  })

  it.each([
    ['RejectsParameter', '1001', 'Parameter "top" must be at least 1.', null, false],
    [
      'RejectsInput',
      '1002',
      'table.tsv, line 3, column 2: column "p" holds "low" (expected a number)',
      { code: 'table.notNumber', params: { name: 'p', value: 'low', file: 'table.tsv', line: 3, column: 2 } },
      false,
    ],
    [
      'Crashes',
      '1004',
      'An unexpected error stopped the analysis; the server log has the details.',
      { code: 'run.unexpected', params: {} },
      true,
    ],
    [
      'DrawsUnknownChart',
      '1003',
      'The chart "Broken" has the unknown chart type "nonexistent".',
      { code: 'run.unknownChartType', params: { chart: 'Broken', type: 'nonexistent' } },
      true,
    ],
    [
      'DrawsUnknownScale',
      '1003',
      'The chart "Odd axis" could not be drawn.',
      { code: 'run.chartNotDrawn', params: { chart: 'Odd axis' } },
      true,
    ],
    [
      'NoExecutorAnywhere',
      '000X',
      'No executor is registered for the tool\'s script class name "NoExecutorAnywhere".',
      { code: 'run.noExecutor', params: {} },
      true,
    ],
  ])(
    'records %s as status 400 with code %s, a safe log and the detail the page translates',
    async (scriptClassName, code, log, detail, serverLogged) => {
      const { id } = await submit(scriptClassName)
      const serverErrors = await serverErrorsDuring(() =>
        runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst }),
      )
      const task = await taskRow(id)
      expect(task).toMatchObject({
        status: TOOL_RUN_STATUS.error,
        errorCode: code,
        errorLog: log,
        errorDetail: detail,
        result: null,
      })
      expect(task.endedAt).not.toBeNull()
      // A user's bad input is no server fault; anything else goes to the server log with its stack.
      expect(serverErrors).toHaveLength(serverLogged ? 1 : 0)
      const [run] = await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id))
      expect(run).toMatchObject({ status: TOOL_RUN_STATUS.error, errorCode: code, errorLog: log, errorDetail: detail })
      const outputs = await getDb()
        .select()
        .from(storedFiles)
        .where(sql`${storedFiles.toolTaskId} = ${id} and ${storedFiles.kind} = ${FILE_KIND.toolOutput}`)
      expect(outputs).toHaveLength(0)
    },
  )

  describe('the storage limit', () => {
    /** A user of 1 MB whose catalogue already holds `usedBytes`. */
    async function userWithUsedStorage(email: string, usedBytes: number) {
      const [{ id }] = await getDb().insert(users).values({ email, storageLimitMb: 1 }).returning({ id: users.id })
      await getDb()
        .insert(storedFiles)
        .values({ ownerId: id, name: 'filler.bin', sizeBytes: usedBytes, storageKey: `users/${id}/files/filler.bin` })
      return id
    }
    const submitAs = (userId: number) =>
      createToolTask({
        userId,
        toolId: toolIds.SumRows,
        params: {},
        files: { table: { fileName: 'table.tsv', bytes: bigTable } },
        language: 'en',
      })
    const keysUnder = async (prefix: string) => {
      const keys: string[] = []
      for await (const found of fileStorage().list(prefix)) keys.push(found.key)
      return keys
    }

    it('refuses a submission whose inputs do not fit, keeping neither task nor bytes', async () => {
      const userId = await userWithUsedStorage('quota-inputs@example.com', 1024 * 1024 - 100)
      await expect(submitAs(userId)).rejects.toBeInstanceOf(StorageQuotaExceededError)
      expect(await getDb().select().from(toolTasks).where(eq(toolTasks.userId, userId))).toEqual([])
      expect(await keysUnder(`users/${userId}/tool-tasks/`)).toEqual([])
    })

    it('fails a run whose outputs do not fit with the capacity message, and keeps none of them', async () => {
      const userId = await userWithUsedStorage('quota-outputs@example.com', 1024 * 1024 - bigTable.byteLength - 100)
      const { id, taskNumber } = await submitAs(userId)
      await runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst })
      const task = await taskRow(id)
      expect(task.status).toBe(TOOL_RUN_STATUS.error)
      expect(task.errorDetail).toEqual({ code: 'run.storageQuotaExceeded', params: { limitMb: 1 } })
      expect(await keysUnder(`users/${userId}/tool-tasks/${taskNumber}/output/`)).toEqual([])
      const catalogued = await getDb()
        .select({ kind: storedFiles.kind })
        .from(storedFiles)
        .where(eq(storedFiles.toolTaskId, id))
      expect(catalogued).toEqual([{ kind: FILE_KIND.toolInput }])
    })
  })

  it('keeps the stack of an unexpected error in the server log only', async () => {
    const { id, taskNumber } = await submit('Crashes')
    const serverErrors = await serverErrorsDuring(() =>
      runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst }),
    )
    const [[entry]] = serverErrors as [[{ err: Error; taskNumber: string }]]
    expect(entry.taskNumber).toBe(taskNumber)
    expect(entry.err.stack).toContain('TypeError: Cannot read properties of undefined (reading "length")\n    at')
    const task = await taskRow(id)
    expect(task.errorLog).not.toMatch(/TypeError|\n\s+at |\/work\/|node_modules/)
  })

  describe.skipIf(MOUNT_SKIP_REASON !== null)(
    `on a real full or read-only disk${MOUNT_SKIP_REASON ? ` (skipped: ${MOUNT_SKIP_REASON})` : ''}`,
    () => {
      it.each([
        ['full', 'run.storageFull', 'The result file "sums.png" could not be stored (storage full).'],
        ['readOnly', 'run.storageUnavailable', 'The result file "sums.png" could not be stored (storage readOnly).'],
      ] as const)(
        'records a %s output folder as 1005 without a stack or a server path, and stores no output',
        async (state, detailCode, log) => {
          const { id, taskNumber } = await submit('SumRows')
          // The task's own output folder is a tiny disk of its own: the inputs stay readable.
          const outputFolder = path.join(
            process.env.FILE_STORAGE_DIR!,
            'users',
            String(customerId),
            'tool-tasks',
            taskNumber,
            'output',
          )
          const disk = mountTinyFilesystem(outputFolder, 64)
          let serverErrors: unknown[][]
          try {
            if (state === 'full') disk.fill()
            else disk.readOnly()
            serverErrors = await serverErrorsDuring(() =>
              runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst }),
            )
            expect(partialFilesUnder(outputFolder)).toEqual([])
            expect(fs.readdirSync(outputFolder).filter((name) => name !== '.filler')).toEqual([])
          } finally {
            disk.unmount()
          }
          const task = await taskRow(id)
          expect(task).toMatchObject({
            status: TOOL_RUN_STATUS.error,
            errorCode: '1005',
            errorLog: log,
            errorDetail: { code: detailCode, params: { resultFile: 'sums.png' } },
            result: null,
          })
          expect(task.errorLog).not.toContain(process.env.FILE_STORAGE_DIR!)
          // The operator's copy names the folder and the system error.
          const [[entry]] = serverErrors as [[{ err: Error; taskNumber: string }]]
          expect(entry.taskNumber).toBe(taskNumber)
          expect(entry.err).toMatchObject({
            name: 'StorageUnavailableError',
            target: expect.stringContaining(outputFolder),
          })
          const outputs = await getDb()
            .select()
            .from(storedFiles)
            .where(sql`${storedFiles.toolTaskId} = ${id} and ${storedFiles.kind} = ${FILE_KIND.toolOutput}`)
          expect(outputs).toHaveLength(0)
        },
      )
    },
  )

  it('never runs a finished task again and records one run per attempt key', async () => {
    const { id } = await submit('SumRows')
    const callsBefore = calls.length
    await runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst })
    const first = await taskRow(id)
    await runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: fakeAnalyst })
    await runToolTask(id, { attemptKey: `tool-task:${id}:2`, analyst: fakeAnalyst })
    expect(calls.length - callsBefore).toBe(1)
    expect(await taskRow(id)).toEqual(first)
    expect(await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id))).toHaveLength(1)
  })

  it('closes an attempt the worker died in and finishes the task on the retry', async () => {
    const { id } = await submit('SumRows')
    // What a crash leaves behind: the first attempt's run row and the task, both at 200.
    await getDb()
      .insert(toolRuns)
      .values({
        runNumber: `R-crashed-${id}`,
        toolTaskId: id,
        jobKey: `tool-task:${id}:1`,
        status: TOOL_RUN_STATUS.processing,
      })
    await getDb().update(toolTasks).set({ status: TOOL_RUN_STATUS.processing }).where(eq(toolTasks.id, id))

    await runToolTask(id, { attemptKey: `tool-task:${id}:2`, analyst: fakeAnalyst })
    const runs = await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id)).orderBy(toolRuns.id)
    expect(runs.map((r) => [r.jobKey, r.status, r.errorCode])).toEqual([
      [`tool-task:${id}:1`, TOOL_RUN_STATUS.error, '1004'],
      [`tool-task:${id}:2`, TOOL_RUN_STATUS.success, null],
    ])
    expect((await taskRow(id)).status).toBe(TOOL_RUN_STATUS.success)
  })

  it('leaves the result and files to the retry when an attempt presumed dead finishes after it', async () => {
    // Attempt 1 computes slowly; meanwhile its worker is taken for dead and attempt 2 runs in full.
    let releaseFirst!: () => void
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve))
    const slowAnalyst = inProcessAnalyst({
      SumRows: async (input) => {
        await firstMayFinish
        return sumRows(input)
      },
    })
    const { id, taskNumber } = await submit('SumRows')
    const first = runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: slowAnalyst })
    await notified(`${id}:200`)
    await runToolTask(id, { attemptKey: `tool-task:${id}:2`, analyst: fakeAnalyst })
    const finished = await taskRow(id)
    releaseFirst()
    await first

    expect(await taskRow(id)).toEqual(finished)
    const runs = await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id)).orderBy(toolRuns.id)
    expect(runs.map((r) => [r.jobKey, r.status])).toEqual([
      [`tool-task:${id}:1`, TOOL_RUN_STATUS.error],
      [`tool-task:${id}:2`, TOOL_RUN_STATUS.success],
    ])
    const output = `users/${customerId}/tool-tasks/${taskNumber}/output`
    for (const file of (finished.result as StoredToolResult).files)
      expect(await fileStorage().exists(`${output}/${file.name}`)).toBe(true)
  })

  it('puts the task back in the queue when the worker shuts down mid-analysis', async () => {
    const shutdown = new AbortController()
    const interruptible = inProcessAnalyst({
      SumRows: async () => {
        shutdown.abort()
        throw new AnalysisInterrupted()
      },
    })
    const { id } = await submit('SumRows')
    await expect(
      runToolTask(id, { attemptKey: `tool-task:${id}:1`, analyst: interruptible, signal: shutdown.signal }),
    ).rejects.toBeInstanceOf(AnalysisInterrupted)
    expect(await taskRow(id)).toMatchObject({ status: TOOL_RUN_STATUS.queueing, result: null, errorCode: null })
    const [run] = await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id))
    expect(run).toMatchObject({
      status: TOOL_RUN_STATUS.error,
      errorLog: 'The worker shut down during this attempt; the task went back to the queue.',
    })

    await runToolTask(id, { attemptKey: `tool-task:${id}:2`, analyst: fakeAnalyst })
    expect(await taskRow(id)).toMatchObject({ status: TOOL_RUN_STATUS.success })
  })

  it('fails a task whose job ran out of attempts, once, in its language', async () => {
    const { id } = await submit('SumRows')
    await getDb()
      .insert(toolRuns)
      .values({
        runNumber: `R-crashed-${id}`,
        toolTaskId: id,
        jobKey: `tool-task:${id}:3`,
        status: TOOL_RUN_STATUS.processing,
      })
    expect(await failToolTaskOutOfAttempts(id, 3)).toBe(true)
    expect(await failToolTaskOutOfAttempts(id, 3)).toBe(false)
    const task = await taskRow(id)
    expect(task).toMatchObject({ status: TOOL_RUN_STATUS.error, errorCode: '1004' })
    expect(task.errorLog).toContain('This task was attempted 3 times')
    const [run] = await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id))
    expect(run.status).toBe(TOOL_RUN_STATUS.error)
  })

  it('does nothing for a task that was deleted before its job ran', async () => {
    await expect(
      runToolTask(999_999, { attemptKey: 'tool-task:999999:1', analyst: fakeAnalyst }),
    ).resolves.toBeUndefined()
  })

  it('runs a queued job under its job key and attempt number, and ignores a malformed payload', async () => {
    const { id } = await submit('NoExecutorAnywhere')
    const errors: string[] = []
    const helpers = (attempts: number) =>
      ({
        job: { key: `tool-task:${id}`, attempts },
        logger: { error: (message: string) => errors.push(message) },
      }) as unknown as JobHelpers
    const serverErrors = await serverErrorsDuring(async () => runTool({ toolTaskId: id }, helpers(2)))
    expect(serverErrors).toHaveLength(1)
    const runs = await getDb()
      .select({ jobKey: toolRuns.jobKey, errorCode: toolRuns.errorCode })
      .from(toolRuns)
      .where(eq(toolRuns.toolTaskId, id))
    expect(runs).toEqual([{ jobKey: `tool-task:${id}:2`, errorCode: '000X' }])

    await expect(runTool({ toolTaskId: 'seven' }, helpers(1))).resolves.toBeUndefined()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('invalid payload {"toolTaskId":"seven"}')
  })
})
