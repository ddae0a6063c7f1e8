import contentDisposition from 'content-disposition'
import { PassThrough, type Writable } from 'node:stream'
import { once } from 'node:events'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { eq, sql, type SQL } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { platformDateParts } from '#core/date-time'
import { logger } from '#core/logger'
import { PLATFORM_TIME_ZONE, type Language } from '#core/language'
import { getDb, getSql } from '#db/client'
import { nameInLanguage } from '#db/in-language'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { toolCategories, toolTasks, tools } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { startsLikeFormula } from '../spreadsheet-safe-download.server'

/*
 * The tool records export (spec 01 §7 export-all-tool-project-records and
 * export-select-tool-project-records: a blob download). Rows come from a Postgres cursor a batch at a
 * time and go straight into the response stream, which is awaited when full, so memory stays the
 * same for ten rows or a million, and a download the browser cancels closes the cursor.
 */

export type ExportFormat = 'csv' | 'xlsx'
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const

/** Rows fetched per cursor round trip. */
const CURSOR_BATCH = 1000

/** The exported columns, in order; `toolsData.export.columns.<id>` is each header's text. */
export const EXPORT_COLUMNS = [
  'taskNumber',
  'customerEmail',
  'customerName',
  'tool',
  'category',
  'status',
  'createdAt',
  'startedAt',
  'endedAt',
  'params',
  'errorCode',
  'errorLog',
] as const
export type ExportColumn = (typeof EXPORT_COLUMNS)[number]

const shanghaiTime = (column: AnyPgColumn) =>
  sql<string | null>`to_char(${column} at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`

/** The export's select with its condition as one SQL text: the cursor runs it on the raw driver. */
function exportQuery(where: SQL | undefined, language: Language) {
  return getDb()
    .select({
      taskNumber: sql`${toolTasks.taskNumber}`.as('task_number'),
      customerEmail: sql`coalesce(${users.email}, '')`.as('customer_email'),
      customerName: sql`btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`.as(
        'customer_name',
      ),
      tool: sql`${nameInLanguage(language, tools.title, tools.titleEn)}`.as('tool'),
      category: sql`coalesce(${nameInLanguage(language, toolCategories.name, toolCategories.nameEn)}, '')`.as(
        'category',
      ),
      status: sql`${toolTasks.status}`.as('status'),
      createdAt: shanghaiTime(toolTasks.createdAt).as('created_at'),
      startedAt: shanghaiTime(toolTasks.startedAt).as('started_at'),
      endedAt: shanghaiTime(toolTasks.endedAt).as('ended_at'),
      params: sql`${toolTasks.params}::text`.as('params'),
      errorCode: sql`coalesce(${toolTasks.errorCode}, '')`.as('error_code'),
      errorLog: sql`coalesce(${toolTasks.errorLog}, '')`.as('error_log'),
    })
    .from(toolTasks)
    .leftJoin(users, eq(users.id, toolTasks.userId))
    .innerJoin(tools, eq(tools.id, toolTasks.toolId))
    .leftJoin(toolCategories, eq(toolCategories.id, tools.categoryId))
    .where(where)
    .orderBy(sql`${toolTasks.createdAt} desc, ${toolTasks.id} desc`)
    .toSQL()
}

interface ExportRow {
  task_number: string
  customer_email: string
  customer_name: string
  tool: string
  category: string
  status: number
  created_at: string | null
  started_at: string | null
  ended_at: string | null
  params: string
  error_code: string
  error_log: string
}

/** A cell a spreadsheet will show as text: a formula-like one gets a leading quote (see spreadsheet-safe-download). */
function safeCell(value: string): string {
  return startsLikeFormula(value) ? `'${value}` : value
}

function exportCells(row: ExportRow, statusLabel: (status: number) => string): string[] {
  return [
    row.task_number,
    row.customer_email,
    row.customer_name,
    row.tool,
    row.category,
    statusLabel(row.status),
    row.created_at ?? '',
    row.started_at ?? '',
    row.ended_at ?? '',
    row.params,
    row.error_code,
    row.error_log,
  ].map(safeCell)
}

/** The download's file name: what it is and when it was made, in the platform's time zone. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const part = platformDateParts(now)
  return `tool-records-${part.year}${part.month}${part.day}-${part.hour}${part.minute}.${format}`
}

export interface ToolTaskExport {
  /** Which tasks: the desk's filter condition or the selection's. */
  where: SQL | undefined
  format: ExportFormat
  language: Language
  /** The column headers in the viewer's language, in EXPORT_COLUMNS order. */
  headers: readonly string[]
  statusLabel: (status: number) => string
}

/** Waits until `stream` wants more; false when the reader has gone (the download was cancelled). */
async function readerWantsMore(stream: PassThrough): Promise<boolean> {
  if (stream.destroyed) return false
  if (!stream.writableNeedDrain) return true
  await Promise.race([once(stream, 'drain'), once(stream, 'close')])
  return !stream.destroyed
}

/**
 * Writes the export into `out` (ended when done, destroyed with the error on failure); resolves
 * when the last row is written or the reader has gone.
 */
export async function writeToolTaskExport(spec: ToolTaskExport, out: PassThrough): Promise<void> {
  const query = exportQuery(spec.where, spec.language)
  const rows = getSql()
    .unsafe<ExportRow[]>(query.sql, query.params as never[])
    .cursor(CURSOR_BATCH)
  try {
    if (spec.format === 'csv') {
      // The byte-order mark makes spreadsheets read the file as UTF-8 (Chinese names and tools).
      out.write('\uFEFF' + Papa.unparse([[...spec.headers]]) + '\r\n')
      for await (const batch of rows) {
        out.write(Papa.unparse(batch.map((row) => exportCells(row, spec.statusLabel))) + '\r\n')
        if (!(await readerWantsMore(out))) return
      }
      out.end()
      return
    }
    // Inline strings and no styles: the streaming writer then keeps no per-workbook table of every cell.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out as Writable,
      useSharedStrings: false,
      useStyles: false,
    })
    const sheet = workbook.addWorksheet('tool-records')
    sheet.addRow([...spec.headers]).commit()
    for await (const batch of rows) {
      for (const row of batch) sheet.addRow(exportCells(row, spec.statusLabel)).commit()
      if (!(await readerWantsMore(out))) return
    }
    sheet.commit()
    await workbook.commit()
  } catch (error) {
    out.destroy(error as Error)
    throw error
  }
}

/** The export as a streamed download response. */
export function toolTaskExportResponse(spec: ToolTaskExport): Response {
  const out = new PassThrough({ highWaterMark: 256 * 1024 })
  writeToolTaskExport(spec, out).catch((error: unknown) => {
    logger.error({ err: error, format: spec.format }, 'tool records export failed')
  })
  const fileName = exportFileName(spec.format)
  return new Response(createReadableStreamFromReadable(out), {
    headers: {
      'Content-Type':
        spec.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  })
}
