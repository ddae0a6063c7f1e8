import { PassThrough } from 'node:stream'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { getDb } from '#db/client'
import { toolCategories, toolTasks, tools } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { eq } from 'drizzle-orm'
import { insertTestTool } from '#jobs/run-tool.fixtures'
import {
  listToolTaskDesk,
  selectedToolTasksWhere,
  toolTaskDeskWhere,
  type ToolTaskDeskFilters,
} from './tool-task-desk.server'
import { EXPORT_COLUMNS, writeToolTaskExport, type ExportFormat } from './tool-task-export.server'
import { dataDeskCounts } from './data-desk-counts.server'

let alice: number
let bob: number
let plotTool: number
let statsTool: number
const ids: Record<string, number> = {}

/** A tool task created at `createdAt` (UTC). */
async function insertTask(name: string, values: Partial<typeof toolTasks.$inferInsert> & { toolId: number }) {
  const [row] = await getDb()
    .insert(toolTasks)
    .values({ taskNumber: `TDESK-${name}`, ...values })
    .returning({ id: toolTasks.id })
  ids[name] = row.id
}

beforeAll(async () => {
  const [parent] = await getDb()
    .insert(toolCategories)
    .values({ code: 'desk-parent', name: '桌面父类', nameEn: 'Desk parent' })
    .returning({ id: toolCategories.id })
  const [child] = await getDb()
    .insert(toolCategories)
    .values({ code: 'desk-child', name: '桌面子类', nameEn: 'Desk child', parentId: parent.id })
    .returning({ id: toolCategories.id })
  plotTool = await insertTestTool('DeskPlot', 'Desk plot')
  statsTool = await insertTestTool('DeskStats', 'Desk stats')
  await getDb().update(tools).set({ categoryId: child.id }).where(eq(tools.id, plotTool))
  const [a, b] = await getDb()
    .insert(users)
    .values([
      { email: 'desk-alice@example.com', firstName: 'Alice', lastName: 'Zhang' },
      { email: 'desk-bob@example.com', firstName: 'Bob', lastName: 'Li' },
    ])
    .returning({ id: users.id })
  alice = a.id
  bob = b.id
  // 2026-03-01 23:30 in Shanghai is 15:30 UTC; 2026-03-02 00:30 in Shanghai is 2026-03-01 16:30 UTC.
  await insertTask('late', {
    toolId: plotTool,
    userId: alice,
    status: TOOL_RUN_STATUS.success,
    createdAt: new Date('2026-03-01T15:30:00Z'),
    params: { top: 5 },
  })
  await insertTask('early', {
    toolId: statsTool,
    userId: bob,
    status: TOOL_RUN_STATUS.error,
    createdAt: new Date('2026-03-01T16:30:00Z'),
    errorCode: '1004',
    // A customer-typed value that a spreadsheet would run as a formula.
    errorLog: '=HYPERLINK("http://evil.example","x")',
  })
  await insertTask('gone', { toolId: statsTool, userId: null, createdAt: new Date('2026-03-05T04:00:00Z') })
})

const desk = (filters: ToolTaskDeskFilters) => listToolTaskDesk({ page: 1, pageSize: 100, ...filters }, 'en')
const numbers = async (filters: ToolTaskDeskFilters) =>
  (await desk(filters)).rows.map((row) => row.taskNumber).filter((n) => n.startsWith('TDESK-'))

describe('the tool-data desk', () => {
  it('filters by customer, tool, category (with its children), status and Shanghai days, newest first', async () => {
    expect(await numbers({})).toEqual(['TDESK-gone', 'TDESK-early', 'TDESK-late'])
    expect(await numbers({ customer: 'DESK-ALICE' })).toEqual(['TDESK-late'])
    expect(await numbers({ customer: 'bob li' })).toEqual(['TDESK-early'])
    expect(await numbers({ customer: 'ZhangAlice' })).toEqual(['TDESK-late'])
    expect(await numbers({ tool: statsTool })).toEqual(['TDESK-gone', 'TDESK-early'])
    const [parent] = await getDb()
      .select({ id: toolCategories.id })
      .from(toolCategories)
      .where(eq(toolCategories.code, 'desk-parent'))
    expect(await numbers({ category: parent.id })).toEqual(['TDESK-late'])
    expect(await numbers({ status: TOOL_RUN_STATUS.error })).toEqual(['TDESK-early'])
    expect(await numbers({ from: '2026-03-01', to: '2026-03-01' })).toEqual(['TDESK-late'])
    expect(await numbers({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['TDESK-early'])
    expect(await numbers({ customer: '100%_' })).toEqual([])
  })

  it('pages in SQL and counts every match', async () => {
    const page = await listToolTaskDesk({ page: 2, pageSize: 10, tool: statsTool }, 'en')
    expect(page.total).toBe(2)
    expect(page.rows).toEqual([])
    const first = await listToolTaskDesk({ page: 1, pageSize: 10, tool: statsTool }, 'en')
    expect(first.rows[0]).toMatchObject({ taskNumber: 'TDESK-gone', customerEmail: null, toolTitle: 'Desk stats' })
  })

  it('counts tasks by status for the landing page', async () => {
    const counts = await dataDeskCounts()
    expect(counts.toolTasksByStatus[String(TOOL_RUN_STATUS.error)]).toBeGreaterThanOrEqual(1)
    expect(counts.expiredBatches).toBeGreaterThanOrEqual(0)
  })
})

async function exportBytes(where: ReturnType<typeof toolTaskDeskWhere>, format: ExportFormat): Promise<Buffer> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => out.on('end', resolve))
  await writeToolTaskExport(
    {
      where,
      format,
      language: 'zh',
      headers: EXPORT_COLUMNS.map((column) => `h:${column}`),
      statusLabel: (status) => `s${status}`,
    },
    out,
  )
  await ended
  return Buffer.concat(chunks)
}

describe('the tool records export', () => {
  it('writes the matching tasks as CSV with a byte-order mark and formula cells quoted', async () => {
    const bytes = await exportBytes(toolTaskDeskWhere({ tool: statsTool }), 'csv')
    const text = bytes.toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map((column) => `h:${column}`))
    expect(rows.slice(1).map((row) => row[0])).toEqual(['TDESK-gone', 'TDESK-early'])
    const early = rows[2]
    expect(early.slice(1, 9)).toEqual([
      'desk-bob@example.com',
      'Bob Li',
      'Desk stats',
      '',
      `s${TOOL_RUN_STATUS.error}`,
      '2026-03-02 00:30:00',
      '',
      '',
    ])
    expect(early[11]).toBe(`'=HYPERLINK("http://evil.example","x")`)
  })

  it('writes the selected tasks as XLSX that reads back, with no formula', async () => {
    const bytes = await exportBytes(selectedToolTasksWhere([ids.late, ids.early]), 'xlsx')
    const rows = await readSheet(bytes)
    expect(rows).toHaveLength(3)
    expect(rows.slice(1).map((row) => row[0])).toEqual(['TDESK-early', 'TDESK-late'])
    expect(rows[2][1]).toBe('desk-alice@example.com')
    expect(rows[2][4]).toBe('桌面子类')
    expect(JSON.parse(String(rows[2][9]))).toEqual({ top: 5 })
    expect(rows[1][11]).toBe(`'=HYPERLINK("http://evil.example","x")`)
  })
})
