import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { FILE_KIND } from '#core/files'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import type { DataFileSetting } from '#core/tools'
import { insertTestTool, userIdByEmail } from '#jobs/run-tool.fixtures'
import {
  chainedInput,
  createShareLink,
  findOwnedTask,
  findSharedOutputFile,
  findSharedTask,
  revokeShareLinks,
  shareTokenOf,
} from './share-and-chain.server'
import { createToolTask } from './tool-tasks.server'

let owner: number
let other: number
let taskId: number
let taskNumber: string
const output = new TextEncoder().encode('feature\tlog2FC\tpvalue\nASV_1\t1.5\t0.01\n')

const slots: DataFileSetting[] = [
  {
    key: 'tree',
    label: 'Tree',
    required: false,
    exampleFile: null,
    fileTypes: ['nwk', 'txt'],
    fileSizeMb: 10,
    rules: [],
  },
  {
    key: 'table',
    label: 'Table',
    required: true,
    exampleFile: null,
    fileTypes: ['tsv', 'txt'],
    fileSizeMb: 10,
    rules: [],
  },
]

beforeAll(async () => {
  owner = await userIdByEmail('customer@example.com')
  const [row] = await getDb().insert(users).values({ email: 'share-reader@example.com' }).returning({ id: users.id })
  other = row.id
  const toolId = await insertTestTool('Echo')
  const task = await createToolTask({
    userId: owner,
    toolId,
    params: {},
    files: { table: { fileName: 'in.tsv', bytes: new TextEncoder().encode('a\tb\n1\t2\n') } },
    language: 'en',
  })
  taskId = task.id
  ;[{ taskNumber }] = await getDb()
    .select({ taskNumber: toolTasks.taskNumber })
    .from(toolTasks)
    .where(eq(toolTasks.id, taskId))
  // What the run job leaves behind: an output TSV catalogued for the task, and the task finished.
  const storageKey = `users/${owner}/tool-tasks/${taskNumber}/output/table-1.tsv`
  await fileStorage().put(storageKey, output)
  await getDb().insert(storedFiles).values({
    ownerId: owner,
    kind: FILE_KIND.toolOutput,
    name: 'table-1.tsv',
    sizeBytes: output.byteLength,
    storageKey,
    toolTaskId: taskId,
  })
})

describe('a read-only share link', () => {
  it('is made only by the owner of a finished task, opens the result and its outputs, never an input', async () => {
    expect(await createShareLink(taskId, owner)).toBeNull() // still queueing
    await getDb().update(toolTasks).set({ status: TOOL_RUN_STATUS.success }).where(eq(toolTasks.id, taskId))
    expect(await createShareLink(taskId, other)).toBeNull()
    const token = await createShareLink(taskId, owner)
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    // Asking again gives the same link.
    expect(await createShareLink(taskId, owner)).toBe(token)
    expect(await shareTokenOf(taskId)).toBe(token)
    expect((await findSharedTask(token!))?.taskNumber).toBe(taskNumber)
    expect(await findSharedOutputFile(token!, 'output/table-1.tsv')).toMatchObject({ name: 'table-1.tsv' })
    expect(await findSharedOutputFile(token!, 'input/table/in.tsv')).toBeNull()
    expect(await findSharedOutputFile(token!, 'output/../input/table/in.tsv')).toBeNull()
    expect(await findSharedTask('not-a-token')).toBeNull()
    expect(await findSharedTask('A'.repeat(32))).toBeNull()
  })

  it('is revoked by the owner only, and then opens nothing', async () => {
    const token = (await shareTokenOf(taskId))!
    expect(await revokeShareLinks(taskId, other)).toBe(false)
    expect(await findSharedTask(token)).not.toBeNull()
    expect(await revokeShareLinks(taskId, owner)).toBe(true)
    expect(await findSharedTask(token)).toBeNull()
    expect(await findSharedOutputFile(token, 'output/table-1.tsv')).toBeNull()
  })
})

describe('a result table as the input of another tool', () => {
  it('goes to the first table slot taking it, for the owner only, with its header for the column pickers', async () => {
    expect((await findOwnedTask(taskId, owner))?.finished).toBe(true)
    expect(await findOwnedTask(taskId, other)).toBeNull()
    const chained = await chainedInput(owner, taskId, 'table-1.tsv', slots, 1)
    expect(chained).toMatchObject({ slotKey: 'table', taskNumber, header: ['feature', 'log2FC', 'pvalue'] })
    expect(chained?.choice.name).toBe('table-1.tsv')
    expect(await chainedInput(other, taskId, 'table-1.tsv', slots, 1)).toBeNull()
    expect(await chainedInput(owner, taskId, 'no-such.tsv', slots, 1)).toBeNull()
    // A slot that takes no table is never the target, even when named.
    expect(await chainedInput(owner, taskId, 'table-1.tsv', slots, 1, 'tree')).toBeNull()
  })
})
