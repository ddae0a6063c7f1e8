import Papa from 'papaparse'
import type { DataFileSetting } from '#core/tools'
import { detectDelimiter, writeDelimited } from '#analysis/io/delimiter'
import { readXlsxTable } from '#analysis/io/spreadsheet'
import { decodeText, readDelimited } from '#analysis/io/text'
import {
  DELIMITER_CHARACTERS,
  isTableSlot,
  PASTED_TABLE_BASE_NAME,
  PASTED_TABLE_FIELD_PREFIX,
  previewOfText,
  previewRows,
  type TablePreview,
} from './table-inputs'
import { suffixOf, type ToolUploads, type UploadedDataFile } from './uploads.server'

/**
 * A table pasted into a slot's box stands in for an upload, exactly as if it had been a file: a
 * file chosen in the slot wins, and an empty box is nothing. Its name says its delimiter: a paste
 * whose first line has a tab is TSV (what spreadsheets copy), else one with a comma is CSV.
 */
export function addPastedTables(uploads: ToolUploads, settings: readonly DataFileSetting[]): void {
  for (const setting of settings) {
    if (!isTableSlot(setting) || uploads.files.has(setting.key) || uploads.problems.has(setting.key)) continue
    const text = uploads.fields.get(`${PASTED_TABLE_FIELD_PREFIX}${setting.key}`)
    if (typeof text !== 'string' || text.trim() === '') continue
    const firstLine = text.trimStart().split(/\r?\n/, 1)[0]
    const suffix = !firstLine.includes('\t') && firstLine.includes(',') ? 'csv' : 'tsv'
    uploads.files.set(setting.key, {
      fileName: `${PASTED_TABLE_BASE_NAME}.${suffix}`,
      bytes: new TextEncoder().encode(text.endsWith('\n') ? text : `${text}\n`),
    })
  }
}

/** Data key → the text pasted into each table slot's box, to give back to a form that failed. */
export function pastedTables(fields: FormData, settings: readonly DataFileSetting[]): Record<string, string> {
  const pasted: Record<string, string> = {}
  for (const setting of settings) {
    const text = fields.get(`${PASTED_TABLE_FIELD_PREFIX}${setting.key}`)
    if (isTableSlot(setting) && typeof text === 'string' && text.trim() !== '') pasted[setting.key] = text
  }
  return pasted
}

function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '') || 'table'
}

function parsePreview(text: string, delimiter: string, rows: number): string[][] {
  return Papa.parse<string[]>(text, { delimiter, preview: rows, skipEmptyLines: true }).data
}

/**
 * A table slot's file as the tool reads tables: an Excel workbook's first sheet and a CSV file become
 * text in the tool's delimiter (UTF-8, named `<name>.tsv`, or `.csv` for a comma tool); any other
 * file stays as it is. Also the preview of its first rows, with the delimiter and encoding found.
 * Throws SpreadsheetError for a workbook that cannot be read, AnalysisInputError for broken CSV.
 */
export async function tableFileForTool(
  file: UploadedDataFile,
  tableDelimiter: number,
): Promise<{ file: UploadedDataFile; preview: TablePreview }> {
  const delimiter = DELIMITER_CHARACTERS[tableDelimiter] ?? '\t'
  const convertedName = `${baseName(file.fileName)}.${delimiter === ',' ? 'csv' : delimiter === '\t' ? 'tsv' : 'txt'}`
  const suffix = suffixOf(file.fileName)
  if (suffix === 'xlsx') {
    const rows = await readXlsxTable(file.bytes)
    // An empty row in the sheet is an empty line in the text, which table readers skip as they skip blank lines.
    const lines = rows.map((row) => (row.every((cell) => cell === '') ? [] : row))
    return {
      file: { fileName: convertedName, bytes: new TextEncoder().encode(writeDelimited(lines, delimiter)) },
      preview: {
        fileName: file.fileName,
        format: 'xlsx',
        delimiter: null,
        readAs: null,
        encoding: 'UTF-8',
        rows: previewRows(rows),
        header: rows[0].map((cell) => cell.trim()),
        rowCount: rows.length,
      },
    }
  }
  const { text, encoding } = decodeText(file.bytes)
  const preview = previewOfText({
    text: text.slice(0, 64 * 1024),
    fileName: file.fileName,
    encoding,
    tableDelimiter,
    parse: parsePreview,
    detect: detectDelimiter,
  })
  if (suffix !== 'csv' || delimiter === ',') return { file, preview }
  const rows = readDelimited(text, { delimiter: ',', fileName: file.fileName })
  return {
    file: { fileName: convertedName, bytes: new TextEncoder().encode(writeDelimited(rows, delimiter)) },
    preview: { ...preview, rowCount: rows.length },
  }
}
