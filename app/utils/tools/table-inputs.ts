import type { DataFileSetting } from '#core/tools'

/*
 * Tables as users have them (issue 24): a slot that takes a delimited table also takes CSV and
 * Excel workbooks, and a table pasted as text. Shared by the page (what a slot accepts, its paste
 * box, the preview) and the server (which turns each into the table text the tools already read).
 */

/** `_pastedTable:<data key>` = a table pasted as text (TSV or CSV) standing in for an upload. */
export const PASTED_TABLE_FIELD_PREFIX = '_pastedTable:'
/** The name a pasted table gets as the run's input file (its suffix follows the delimiter found). */
export const PASTED_TABLE_BASE_NAME = 'pasted-table'
/** How many rows the preview shows, the header included. */
export const PREVIEW_ROWS = 6
/** How many columns the preview shows. */
export const PREVIEW_COLUMNS = 12

const DELIMITED_SUFFIXES = ['tsv', 'csv', 'tab']
/** What a table slot takes besides its own list: CSV and Excel workbooks, turned into its table text. */
const ADDED_TABLE_SUFFIXES = ['csv', 'xlsx']

function normalised(fileTypes: readonly string[]): string[] {
  return fileTypes.map((type) => type.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)
}

/**
 * A table slot names a delimited-table suffix among its types. A tree (nwk, txt) or sequence
 * (fastq, txt) slot does not, and keeps exactly its own list: those tools need their one format.
 */
export function isTableSlot(setting: Pick<DataFileSetting, 'fileTypes'>): boolean {
  return normalised(setting.fileTypes).some((type) => DELIMITED_SUFFIXES.includes(type))
}

/** The suffixes a slot accepts: its own list, and for a table slot CSV and XLSX too. */
export function slotFileTypes(setting: Pick<DataFileSetting, 'fileTypes'>): string[] {
  const own = normalised(setting.fileTypes)
  if (!isTableSlot(setting)) return own
  return [...own, ...ADDED_TABLE_SUFFIXES.filter((type) => !own.includes(type))]
}

export type DelimiterName = 'tab' | 'comma' | 'semicolon' | 'space' | 'other'

/** The first rows of a table as the run will read it, and how it was read. */
export interface TablePreview {
  fileName: string
  /** `xlsx`: the first sheet of a workbook; `text`: delimited text. */
  format: 'text' | 'xlsx'
  /** The delimiter the content suggests (a workbook has none). */
  delimiter: DelimiterName | null
  /** The delimiter the run reads it with; a difference from `delimiter` is worth a look. */
  readAs: DelimiterName | null
  /** The encoding found (a workbook is always UTF-8 inside). */
  encoding: string
  rows: string[][]
  /** The whole first row (the preview cuts columns): what the column pickers offer. */
  header: string[]
  /** Rows in the whole table, when known. */
  rowCount: number | null
}

/** The preview's slice of a table: the first rows, each cut to the first columns. */
export function previewRows(rows: readonly (readonly string[])[]): string[][] {
  return rows.slice(0, PREVIEW_ROWS).map((row) => row.slice(0, PREVIEW_COLUMNS))
}

/** The tool delimiter codes' characters (the same codes as analysis/io/text.ts DELIMITERS). */
export const DELIMITER_CHARACTERS: Record<number, string> = { 1: '\t', 2: ',', 3: ';', 4: ' ' }

/**
 * The delimiter a run reads a table file with: a CSV file is read as CSV (and turned into the
 * tool's table text), anything else with the tool's own delimiter, as before.
 */
export function readingDelimiter(fileName: string, tableDelimiter: number): string {
  return /\.csv$/i.test(fileName) ? ',' : (DELIMITER_CHARACTERS[tableDelimiter] ?? '\t')
}

/** The first rows of delimited text as the run will read them, with the delimiter the content suggests. */
export function previewOfText(options: {
  text: string
  fileName: string
  encoding: string
  tableDelimiter: number
  /** Papaparse, passed in so this module stays free of the parser for the page's first load. */
  parse: (text: string, delimiter: string, rows: number) => string[][]
  detect: (text: string, fileName: string) => string
}): TablePreview {
  const { text, fileName, encoding, tableDelimiter } = options
  const readAs = readingDelimiter(fileName, tableDelimiter)
  const rows = options.parse(text, readAs, PREVIEW_ROWS)
  return {
    fileName,
    format: 'text',
    delimiter: nameOfDelimiter(options.detect(text, fileName)),
    readAs: nameOfDelimiter(readAs),
    encoding,
    rows: previewRows(rows),
    header: (rows[0] ?? []).map((cell) => cell.trim()),
    rowCount: null,
  }
}

export function nameOfDelimiter(delimiter: string): DelimiterName {
  if (delimiter === '\t') return 'tab'
  if (delimiter === ',') return 'comma'
  if (delimiter === ';') return 'semicolon'
  if (delimiter === ' ') return 'space'
  return 'other'
}
