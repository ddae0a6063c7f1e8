import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { toolTasks } from '#db/schema/tools'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { users } from '#db/schema/users'
import { inProcessAnalyst } from '#jobs/analyse-in-process'
import { runToolTask } from '#jobs/run-tool'
import { insertTestTool, userIdByEmail } from '#jobs/run-tool.fixtures'
import { listToolFiles, listToolRunRecords } from './tool-run-lists.server'
import { serverErrorsDuring } from '../../../tests/setup/server-log'
import { createToolTask } from './tool-tasks.server'

let customer: { id: number }
let toolId: number

const bytes = new TextEncoder().encode('a\tb\n1\t2\n')

beforeAll(async () => {
  customer = { id: await userIdByEmail('customer@example.com') }
  toolId = await insertTestTool('Echo')
})

describe('the records and files lists', () => {
  it("pages the user's own tasks newest first and filters them by tool and status", async () => {
    const owner = (await getDb().insert(users).values({ email: 'lists@example.com' }).returning({ id: users.id }))[0].id
    const secondTool = await insertTestTool('Second')
    const created: number[] = []
    for (let i = 0; i < 12; i++)
      created.push(
        (
          await createToolTask({
            userId: owner,
            toolId: i % 3 === 0 ? secondTool : toolId,
            params: {},
            files: { table: { fileName: `f${i}.tsv`, bytes } },
            language: 'en',
          })
        ).id,
      )
    // No executor is registered for 'Second': the run fails, and the server log says why.
    const serverErrors = await serverErrorsDuring(() =>
      runToolTask(created[0], { attemptKey: 'list-test', analyst: inProcessAnalyst({}) }),
    )
    expect(serverErrors).toEqual([
      [
        expect.objectContaining({
          err: expect.objectContaining({ detail: expect.objectContaining({ code: 'run.noExecutor' }) }),
        }),
        expect.stringContaining('No executor is registered for the tool\'s script class name "Second"'),
      ],
    ])

    const firstPage = await listToolRunRecords(owner, { page: 1, pageSize: 10, toolId: null, status: null }, 'en')
    expect(firstPage.total).toBe(12)
    expect(firstPage.rows.map((r) => r.id)).toEqual(created.slice(2).reverse())
    const secondPage = await listToolRunRecords(owner, { page: 2, pageSize: 10, toolId: null, status: null }, 'en')
    expect(secondPage.rows.map((r) => r.id)).toEqual([created[1], created[0]])
    // Tasks 0, 3, 6, 9 use the second tool.
    expect(
      (await listToolRunRecords(owner, { page: 1, pageSize: 10, toolId: secondTool, status: null }, 'en')).total,
    ).toBe(4)
    // Task 0 ran with no executor registered: status 400.
    const failed = await listToolRunRecords(
      owner,
      { page: 1, pageSize: 10, toolId: null, status: TOOL_RUN_STATUS.error },
      'en',
    )
    expect(failed.rows.map((r) => r.id)).toEqual([created[0]])
    expect(
      (await listToolRunRecords(customer.id, { page: 1, pageSize: 50, toolId: null, status: null }, 'en')).rows.some(
        (r) => created.includes(r.id),
      ),
    ).toBe(false)

    const files = await listToolFiles(owner, 1, 5)
    expect(files.total).toBe(12)
    expect(files.rows[0]).toMatchObject({
      name: 'f11.tsv',
      kind: 'input',
      taskNumber: expect.stringMatching(/^T\d{12}$/),
    })
    expect(files.rows[0].downloadPath).toBe(`/resources/tool-task-files/${created[11]}/input/table/f11.tsv`)
    const [task] = await getDb()
      .select({ status: toolTasks.status })
      .from(toolTasks)
      .where(eq(toolTasks.id, created[0]))
    expect(task.status).toBe(TOOL_RUN_STATUS.error)
  })
})
