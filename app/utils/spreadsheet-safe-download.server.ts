import Papa from 'papaparse'

/**
 * Formula injection (OWASP "CSV injection"): a spreadsheet opening a downloaded table runs a cell
 * that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so a sample id
 * `=cmd|' /C calc'!A0` typed by one customer runs on the machine of whoever opens the file. Every
 * table the platform wrote is neutralised here, as it is served: such a cell gets a leading single
 * quote, which spreadsheets show as text. A cell that is a whole number (`-1.5`, `-3e-4`) stays a
 * number.
 *
 * Serving time, not write time: stored results are inputs to further analyses (a filtered table,
 * the merged dataset table, a group solution), and `'=2+5` there would be a different sample id or
 * group from the one the customer gave. Only the copy that leaves for a spreadsheet changes.
 */

const PLAIN_NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`
/** OWASP's formula characters (papaparse's `escapeFormulae` rule), with plain numbers left out. */
const FORMULA_START = new RegExp(String.raw`^(?!${PLAIN_NUMBER}$)[=+\-@\t\r]`)

/** Whether a spreadsheet would take this cell for a formula. */
export function startsLikeFormula(cell: string): boolean {
  return FORMULA_START.test(cell)
}

export type TableDelimiter = '\t' | ','

/** The delimiter of a table file by its suffix; null for anything that is no table. */
export function tableDelimiterOf(fileName: string): TableDelimiter | null {
  const suffix = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase()
  if (suffix === 'tsv' || suffix === 'tab') return '\t'
  if (suffix === 'csv') return ','
  return null
}

/**
 * The table's text with every formula-like cell quoted. A table without one comes back as it was,
 * byte for byte; otherwise it is written again by papaparse, quoting as a spreadsheet reads it.
 */
export function neutraliseFormulaCells(text: string, delimiter: TableDelimiter): string {
  const newline = text.includes('\r\n') ? '\r\n' : '\n'
  const finalNewline = text.endsWith(newline) ? newline : ''
  const body = finalNewline ? text.slice(0, -finalNewline.length) : text
  const rows = Papa.parse<string[]>(body, { delimiter, newline }).data
  if (!rows.some((row) => row.some(startsLikeFormula))) return text
  const safeRows = rows.map((row) => row.map((cell) => (startsLikeFormula(cell) ? `'${cell}` : cell)))
  return Papa.unparse(safeRows, { delimiter, newline }) + finalNewline
}

/**
 * A file the platform wrote, as it leaves for download: a table (by its suffix, or the delimiter
 * the caller knows) with its formula-like cells neutralised; anything else unchanged. A table that
 * is not UTF-8 is no table the platform wrote and is served as stored.
 */
export function spreadsheetSafeBytes<Buffer extends ArrayBufferLike>(
  fileName: string,
  bytes: Uint8Array<Buffer>,
  delimiter: TableDelimiter | null = tableDelimiterOf(fileName),
): Uint8Array<Buffer> | Uint8Array<ArrayBuffer> {
  if (!delimiter) return bytes
  let text: string
  try {
    // The byte-order mark stays where it was; the cells after it are what a spreadsheet reads.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return bytes
  }
  const mark = text.startsWith('\uFEFF') ? '\uFEFF' : ''
  const safe = neutraliseFormulaCells(text.slice(mark.length), delimiter)
  return safe === text.slice(mark.length) ? bytes : new TextEncoder().encode(mark + safe)
}
