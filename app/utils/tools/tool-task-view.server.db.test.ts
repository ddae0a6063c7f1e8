import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { FORM_TYPE } from '#core/tools'
import { forms, toolTaskShares, tools } from '#db/schema/tools'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { users } from '#db/schema/users'
import { insertTestTool, userIdByEmail } from '#jobs/run-tool.fixtures'
import { PERMISSIONS } from '#core/permissions'
import {
  describeParameters,
  findToolTaskFile,
  loadToolTaskView,
  pageOfTable,
  viewableTaskStatus,
} from './tool-task-view.server'
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
    expect((await loadToolTaskView(taskId, customer, 'en'))?.mayRerun).toBe(true)
    expect((await loadToolTaskView(taskId, staff, 'en'))?.mayRerun).toBe(false)
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
