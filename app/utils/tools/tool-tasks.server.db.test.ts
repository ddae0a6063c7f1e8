import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage, StorageUnavailableError } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { FILE_KIND } from '#core/files'
import { PERMISSIONS } from '#core/permissions'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { toolRuns, toolTasks } from '#db/schema/tools'
import { insertTestTool, queuedRunToolJobs, userIdByEmail } from '#jobs/run-tool.fixtures'
import {
  MOUNT_SKIP_REASON,
  mountTinyFilesystem,
  partialFilesUnder,
  type TinyFilesystem,
} from '../../../tests/setup/tiny-filesystem'
import {
  createToolTask,
  deleteToolTask,
  rerunToolTask,
  ToolTaskInputsGone,
  ToolTaskNotFound,
} from './tool-tasks.server'

const table = new TextEncoder().encode('OTU\tS1\tS2\nOTU_1\t3\t4\n')

let customerId: number
let staffId: number
let toolId: number

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  staffId = await userIdByEmail('staff@biocloud.example.com')
  toolId = await insertTestTool('TaskLifecycleTestTool')
})

describe('createToolTask', () => {
  it('stores the inputs, records a queued task and queues exactly one run_tool job for it', async () => {
    const { id, taskNumber } = await createToolTask({
      userId: customerId,
      toolId,
      params: { top: 10, scale: 'row' },
      files: { table: { fileName: 'otu table.tsv', bytes: table } },
      language: 'en',
    })

    // T + the Shanghai calendar day (YYMMDD) + the id padded to six digits.
    const [{ today }] = await getDb().execute<{ today: string }>(
      sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') as today`,
    )
    expect(taskNumber).toBe(`T${today}${String(id).padStart(6, '0')}`)

    const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, id))
    expect(task).toMatchObject({
      status: TOOL_RUN_STATUS.queueing,
      userId: customerId,
      toolId,
      params: { top: 10, scale: 'row' },
      language: 'en',
      taskNumber,
    })
    const storageKey = `users/${customerId}/tool-tasks/${taskNumber}/input/table/otu table.tsv`
    expect(task.dataFiles).toEqual({ table: storageKey })
    expect(new TextDecoder().decode(await fileStorage().get(storageKey))).toBe('OTU\tS1\tS2\nOTU_1\t3\t4\n')

    const catalogued = await getDb().select().from(storedFiles).where(eq(storedFiles.toolTaskId, id))
    expect(catalogued).toMatchObject([
      {
        ownerId: customerId,
        kind: FILE_KIND.toolInput,
        folder: `tool-tasks/${taskNumber}/input/table`,
        name: 'otu table.tsv',
        sizeBytes: table.byteLength,
        storageKey,
      },
    ])

    expect(await queuedRunToolJobs(id)).toEqual([{ key: `tool-task:${id}`, payload: { toolTaskId: id } }])
  })

  it('leaves neither a task, a job, a catalogue row nor bytes behind when the transaction fails', async () => {
    const before = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(toolTasks)
    // A tool id that does not exist fails inside the transaction, after nothing was written.
    await expect(
      createToolTask({ userId: customerId, toolId: 999_999, params: {}, files: {}, language: 'zh' }),
    ).rejects.toThrow(/does not exist/)
    // An owner that does not exist fails on the catalogue row, after the bytes were stored.
    await expect(
      createToolTask({
        userId: 999_999,
        toolId,
        params: {},
        files: { table: { fileName: 'a.tsv', bytes: table } },
        language: 'zh',
      }),
    ).rejects.toThrow()
    const after = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(toolTasks)
    expect(after[0].n).toBe(before[0].n)
    const orphanJobs = await getDb().execute(
      sql`select 1 from graphile_worker.jobs j where j.task_identifier = 'run_tool' and not exists (select 1 from tool_tasks t where j.key = 'tool-task:' || t.id)`,
    )
    expect(orphanJobs).toHaveLength(0)
    expect(await fileStorage().exists('users/999999')).toBe(false)
  })
})

describe.skipIf(MOUNT_SKIP_REASON !== null)(
  `createToolTask on a real 256 KB tmpfs${MOUNT_SKIP_REASON ? ` (skipped: ${MOUNT_SKIP_REASON})` : ''}`,
  () => {
    // The staff account's storage folder is its own small disk; nobody else's files are on it.
    let disk: TinyFilesystem
    beforeAll(() => {
      disk = mountTinyFilesystem(path.join(process.env.FILE_STORAGE_DIR!, 'users', String(staffId)), 256)
    })
    afterAll(() => disk?.unmount())

    async function staffRows() {
      const [tasks, files] = await Promise.all([
        getDb().select({ id: toolTasks.id }).from(toolTasks).where(eq(toolTasks.userId, staffId)),
        getDb().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, staffId)),
      ])
      const jobs = await getDb().execute(
        sql`select 1 from graphile_worker.jobs j where j.task_identifier = 'run_tool' and not exists (select 1 from tool_tasks t where j.key = 'tool-task:' || t.id)`,
      )
      return { tasks: tasks.length, files: files.length, orphanJobs: jobs.length }
    }

    it.each([
      ['full', () => {}, () => {}],
      ['readOnly', () => disk.readOnly(), () => disk.writable()],
    ] as const)(
      'refuses as "%s" and rolls back the task, its catalogue rows, its job and every byte already written',
      async (reason, breakDisk, repairDisk) => {
        const before = await staffRows()
        // The first file fits; the second needs more than the disk has (or the disk takes nothing).
        const files = {
          table: { fileName: 'small.tsv', bytes: table },
          metadata: { fileName: 'large.tsv', bytes: new Uint8Array(400 * 1024).fill(9) },
        }
        breakDisk()
        try {
          const refusal = await createToolTask({ userId: staffId, toolId, params: {}, files, language: 'zh' }).catch(
            (error: unknown) => error,
          )
          expect(refusal).toBeInstanceOf(StorageUnavailableError)
          expect(refusal).toMatchObject({ reason })
        } finally {
          repairDisk()
        }
        expect(await staffRows()).toEqual(before)
        expect(partialFilesUnder(disk.folder)).toEqual([])
        // The first file, stored before the second failed, went with the rollback.
        const filesLeft = fs
          .readdirSync(disk.folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
        expect(filesLeft).toEqual([])
      },
    )
  },
)

describe('rerunToolTask and deleteToolTask', () => {
  // Staff who see every task still may not re-run or delete a customer's.
  const staff = () => ({ id: staffId, permissions: [PERMISSIONS.toolsProjectsData] })

  it('reruns with the same parameters, language and file contents as a new task', async () => {
    const first = await createToolTask({
      userId: customerId,
      toolId,
      params: { top: 5 },
      files: { table: { fileName: 'x.tsv', bytes: table } },
      language: 'zh',
    })
    const second = await rerunToolTask(first.id, { id: customerId, permissions: [] })
    expect(second.id).not.toBe(first.id)
    const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, second.id))
    expect(task).toMatchObject({ params: { top: 5 }, language: 'zh', toolId, status: TOOL_RUN_STATUS.queueing })
    expect(await fileStorage().get(task.dataFiles.table)).toEqual(table)
    await expect(rerunToolTask(first.id, staff())).rejects.toBeInstanceOf(ToolTaskNotFound)
  })

  it('refuses to rerun a task whose input files are gone (its project cleared), creating nothing', async () => {
    const first = await createToolTask({
      userId: customerId,
      toolId,
      params: {},
      files: { table: { fileName: 'x.tsv', bytes: table } },
      language: 'en',
    })
    const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, first.id))
    await fileStorage().remove(task.dataFiles.table)
    const [{ before }] = await getDb().execute<{ before: number }>(sql`select count(*)::int as before from tool_tasks`)
    await expect(rerunToolTask(first.id, { id: customerId, permissions: [] })).rejects.toBeInstanceOf(
      ToolTaskInputsGone,
    )
    const [{ after }] = await getDb().execute<{ after: number }>(sql`select count(*)::int as after from tool_tasks`)
    expect(after).toBe(before)
  })

  it("deletes the owner's task with its runs, catalogue rows, bytes and queued job, and refuses anyone else", async () => {
    const { id } = await createToolTask({
      userId: customerId,
      toolId,
      params: {},
      files: { table: { fileName: 'gone.tsv', bytes: table } },
      language: 'zh',
    })
    const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, id))
    await getDb()
      .insert(toolRuns)
      .values({ runNumber: `R-test-${id}`, toolTaskId: id, jobKey: `tool-task:${id}:1` })

    await expect(deleteToolTask(id, staff())).rejects.toBeInstanceOf(ToolTaskNotFound)
    await deleteToolTask(id, { id: customerId, permissions: [] })

    expect(await getDb().select().from(toolTasks).where(eq(toolTasks.id, id))).toHaveLength(0)
    expect(await getDb().select().from(toolRuns).where(eq(toolRuns.toolTaskId, id))).toHaveLength(0)
    expect(
      await getDb().select().from(storedFiles).where(eq(storedFiles.storageKey, task.dataFiles.table)),
    ).toHaveLength(0)
    expect(await fileStorage().exists(task.dataFiles.table)).toBe(false)
    expect(await queuedRunToolJobs(id)).toHaveLength(0)
  })
})
