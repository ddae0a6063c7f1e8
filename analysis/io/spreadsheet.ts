import { readSheet } from 'read-excel-file/universal'

/*
 * Excel workbooks (.xlsx) as the tables the tools read: the first sheet, every cell as text. Numbers
 * keep the digits the workbook stores (read-excel-file's `parseNumber` hands them over as written),
 * so 0.1 stays "0.1" and no float is rounded on the way. No Node API here: the browser previews a
 * chosen workbook with the same code.
 */

/**
 * A workbook is a zip: 10 MB of it can unpack to gigabytes. Its central directory says how large
 * the parts are before anything is unpacked; more than this in all is refused.
 */
export const XLSX_MAX_UNPACKED_BYTES = 200 * 1024 * 1024

export type SpreadsheetProblem = 'notWorkbook' | 'tooLarge' | 'unreadable' | 'empty'

/** A workbook that cannot become a table; `reason` says why, for the caller's message. */
export class SpreadsheetError extends Error {
  readonly reason: SpreadsheetProblem
  constructor(reason: SpreadsheetProblem) {
    super(`spreadsheet: ${reason}`)
    this.name = 'SpreadsheetError'
    this.reason = reason
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50

/**
 * The sum of the unpacked sizes the zip's central directory declares, or null when the bytes are
 * no zip (no end-of-central-directory record). A ZIP64 size counts as larger than any limit.
 */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The record is 22 bytes plus a comment of at most 65,535.
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff)
  let end = -1
  for (let offset = bytes.byteLength - 22; offset >= earliest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset
      break
    }
  }
  if (end < 0) return null
  const entries = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  let total = 0
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null
    const unpacked = view.getUint32(offset + 24, true)
    if (unpacked === 0xffffffff) return Number.POSITIVE_INFINITY
    total += unpacked
    offset +=
      46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
  }
  return total
}

type CellValue = string | number | boolean | Date | null | undefined

/** A date cell as ISO text: the day alone when it has no time of day. */
function cellText(cell: CellValue): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) {
    const iso = cell.toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
  }
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  return String(cell)
}

/** The first sheet's rows as text cells; trailing empty rows dropped, each row as wide as the widest. */
export async function readXlsxTable(
  bytes: Uint8Array,
  options: { maxUnpackedBytes?: number } = {},
): Promise<string[][]> {
  const unpacked = zipUnpackedSize(bytes)
  if (unpacked === null) throw new SpreadsheetError('notWorkbook')
  if (unpacked > (options.maxUnpackedBytes ?? XLSX_MAX_UNPACKED_BYTES)) throw new SpreadsheetError('tooLarge')
  let data: CellValue[][]
  try {
    const copy = bytes.slice().buffer
    data = (await readSheet<string>(copy, { parseNumber: (text: string) => text })) as CellValue[][]
  } catch {
    throw new SpreadsheetError('unreadable')
  }
  const rows = data.map((row) => row.map(cellText))
  while (rows.length > 0 && rows[rows.length - 1].every((cell) => cell === '')) rows.pop()
  if (rows.length === 0) throw new SpreadsheetError('empty')
  return rows
}
