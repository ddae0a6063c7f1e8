import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { FORM_TYPE, forms, TOOL_RUN_STATUS, toolTaskShares, toolTasks, tools } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { inProcessAnalyst } from '#jobs/analyse-in-process'
import { runToolTask } from '#jobs/run-tool'
import { insertTestTool, userIdByEmail } from '#jobs/run-tool.fixtures'
import { serverErrorsDuring } from '../../../tests/setup/server-log'
import { PERMISSIONS } from '../permissions'
import {
  describeParameters,
  findToolTaskFile,
  listToolFiles,
  listToolRunRecords,
  loadToolTaskView,
  pageOfTable,
  viewableTaskStatus,
} from './tool-results.server'
import { createToolTask } from './tool-tasks.server'

let customer: { id: number; permissions: string[] }
let otherCustomer: { id: number; permissions: string[] }
let staff: { id: number; permissions: string[] }
let staffWithoutToolData: { id: number; permissions: string[] }
let toolId: number
let taskId: number

const bytes = new TextEncoder().encode('a\tb\n1\t2\n')

beforeAll(async () => {
  customer = { id: await userIdByEmail('customer@example.com'), permissions: [] }
  staff = {
    id: await userIdByEmail('staff@biocloud.example.com'),
    permissions: [PERMISSIONS.toolsProjectsData, PERMISSIONS.settings],
  }
  const [other] = await getDb()
    .insert(users)
    .values({ email: 'other-customer@example.com' })
    .returning({ id: users.id })
  otherCustomer = { id: other.id, permissions: [] }
  const [staffer] = await getDb()
    .insert(users)
    .values({ email: 'course-editor@biocloud.example.com', accountType: 1 })
    .returning({ id: users.id })
  staffWithoutToolData = { id: staffer.id, permissions: [PERMISSIONS.settingsCourse] }
  toolId = await insertTestTool('Echo')
  taskId = (
    await createToolTask({
      userId: customer.id,
      toolId,
      params: {},
      files: { table: { fileName: 'in.tsv', bytes } },
      language: 'zh',
    })
  ).id
})

describe('who may open a task', () => {
  it('lets the owner and staff holding the tool-data permission in, and nobody else', async () => {
    expect(await viewableTaskStatus(taskId, customer)).toBe(TOOL_RUN_STATUS.queueing)
    expect(await viewableTaskStatus(taskId, staff)).toBe(TOOL_RUN_STATUS.queueing)
    expect(await viewableTaskStatus(taskId, otherCustomer)).toBeNull()
    expect(await viewableTaskStatus(taskId, staffWithoutToolData)).toBeNull()
    expect((await loadToolTaskView(taskId, customer, 'en'))?.isOwner).toBe(true)
    expect((await loadToolTaskView(taskId, staff, 'en'))?.isOwner).toBe(false)
    expect(await loadToolTaskView(taskId, otherCustomer, 'en')).toBeNull()
    // A task that does not exist looks the same as someone else's.
    expect(await loadToolTaskView(999_999, otherCustomer, 'en')).toBeNull()
  })

  it('lets in a user the task is shared with', async () => {
    const { id } = await createToolTask({ userId: customer.id, toolId, params: {}, files: {}, language: 'zh' })
    expect(await viewableTaskStatus(id, otherCustomer)).toBeNull()
    await getDb().insert(toolTaskShares).values({ toolTaskId: id, userId: otherCustomer.id, sharedById: customer.id })
    expect(await viewableTaskStatus(id, otherCustomer)).toBe(TOOL_RUN_STATUS.queueing)
  })

  it("serves a task's catalogued files only to those who may open it, and nothing outside the task folder", async () => {
    expect(await findToolTaskFile(taskId, 'input/table/in.tsv', customer)).toMatchObject({ name: 'in.tsv' })
    expect(await findToolTaskFile(taskId, 'input/table/in.tsv', staff)).toMatchObject({ name: 'in.tsv' })
    expect(await findToolTaskFile(taskId, 'input/table/in.tsv', otherCustomer)).toBeNull()
    expect(await findToolTaskFile(taskId, 'input/table/../../../other/x', customer)).toBeNull()
  })
})

describe('the run page parameters', () => {
  it('shows each value under the form field label and option label of the reader language', () => {
    const fields = [
      {
        key: 'scale',
        label: '标准化',
        labelEn: 'Scaling',
        type: 'select' as const,
        options: [{ label: '按行', labelEn: 'By row', value: 'row' }],
      },
      { key: 'cluster', label: '聚类', labelEn: 'Cluster', type: 'checkbox' as const },
      { key: 'columns', label: '列', type: 'column' as const, multiple: true },
      { key: 'unused', label: '未用', type: 'text' as const },
    ]
    const params = { scale: 'row', cluster: true, columns: ['S1', 'S2'], extra: 3 }
    expect(describeParameters(fields, params, 'en')).toEqual([
      { label: 'Scaling', value: 'By row' },
      { label: 'Cluster', value: '✓' },
      { label: '列', value: 'S1, S2' },
      { label: 'extra', value: '3' },
    ])
    expect(describeParameters(fields, params, 'zh')[0]).toEqual({ label: '标准化', value: '按行' })
  })

  it('reads labels from the tool form', async () => {
    const [form] = await getDb()
      .insert(forms)
      .values({
        name: 'labelled form',
        formType: FORM_TYPE.dynamic,
        fields: [{ key: 'top', label: '显示前 N 个', labelEn: 'Show top N', type: 'number' }],
      })
      .returning({ id: forms.id })
    await getDb().update(tools).set({ formId: form.id }).where(eq(tools.id, toolId))
    const { id } = await createToolTask({ userId: customer.id, toolId, params: { top: 10 }, files: {}, language: 'en' })
    expect((await loadToolTaskView(id, customer, 'en'))?.parameters).toEqual([{ label: 'Show top N', value: '10' }])
    expect((await loadToolTaskView(id, customer, 'zh'))?.parameters).toEqual([{ label: '显示前 N 个', value: '10' }])
  })
})

describe('result table pages', () => {
  const table = {
    id: 't',
    title: 'T',
    columns: ['n'],
    rows: Array.from({ length: 45 }, (_, i) => [i + 1]),
    rowCount: 1200,
    fileName: 't.tsv',
  }

  it('cuts 20 rows a page and clamps a page out of range', () => {
    expect(pageOfTable(table, 1)).toMatchObject({
      page: 1,
      pageCount: 3,
      rows: Array.from({ length: 20 }, (_, i) => [i + 1]),
      inlineRowCount: 45,
      rowCount: 1200,
    })
    expect(pageOfTable(table, 3).rows).toEqual([[41], [42], [43], [44], [45]])
    expect(pageOfTable(table, 99).page).toBe(3)
    expect(pageOfTable(table, Number.NaN).page).toBe(1)
  })
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
