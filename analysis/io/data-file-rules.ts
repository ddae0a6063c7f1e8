import { forEachDelimitedRow, type DelimiterCode } from './text'

/**
 * The data-file rules of spec 01 §5, checked before a tool run is queued.
 *
 * Numbering, as a user sees the file in an editor:
 * - Rows are the file's line numbers, 1-based. Blank lines keep their number but are never
 *   checked (every reader skips them). A cell spanning lines (quoted newline) counts as the line
 *   its row starts on.
 * - Columns are field positions, 1-based.
 * - The header is the first non-blank row.
 *
 * Ranges are slices with Python's semantics applied to those 1-based numbers: `[a:b]` is a, a+1,
 * …, b-1 (end exclusive), `[a:]` runs to the end, `[:b]` starts at 1, `[a]` is a alone, and a
 * negative number counts from the end (-1 is the last row, or the last column). So `[2:5]` is
 * rows 2, 3, 4 and `[2:]` is every row after the header line. "The end" of rows is the last
 * non-blank line; of columns, the widest row of the file (a shorter row's missing cells are empty).
 */

/**
 * One validation rule of a data file (spec 01 §5). Ranges are slice strings such as `[2:5]`.
 * Each kind has its own message: header does not match; row/col value is not the type / value not
 * allowed empty; column not found in header; columns count less than required; form key mapping
 * not found or column beyond file range.
 */
export type DataFileRule =
  | { kind: 'headerEquals'; header: string[] }
  | {
      kind: 'valueType'
      rows: string
      columns: string
      valueType: 'number' | 'integer' | 'string'
      allowEmpty: boolean
      /**
       * Columns in the range left unchecked when their header is one of these (case and surrounding
       * spaces ignored): an OTU table's optional trailing `taxonomy` column holds text, not counts.
       */
      exceptColumnsNamed?: string[]
    }
  | { kind: 'columnNames'; headerRow: number; columns: string[]; caseSensitive: boolean }
  | { kind: 'minColumns'; rows: string; minColumns: number }
  | { kind: 'formKeyMapping'; formKey: string; column: string }

export interface TableRow {
  /** 1-based line of the file the row starts on. */
  line: number
  cells: string[]
}

/** One rule failure, as an i18n key under `tools.fileRules` and its values; the page translates it. */
export interface DataFileProblem {
  key: string
  values: Record<string, string | number>
}

/** A rule whose definition cannot be applied (a bad slice): a configuration bug, not the user's. */
export class DataFileRuleConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DataFileRuleConfigError'
  }
}

/** Parses delimited text into rows numbered by the line they start on. */
export function readTableRows(text: string, delimiter: DelimiterCode, fileName: string): TableRow[] {
  const rows: TableRow[] = []
  let countedUpTo = 0
  let line = 1
  forEachDelimitedRow(text, { delimiter, fileName }, (cells, offset) => {
    // Offsets only grow, so counting newlines since the previous row keeps this one pass.
    for (let i = text.indexOf('\n', countedUpTo); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++
    countedUpTo = Math.max(countedUpTo, offset)
    rows.push({ line, cells })
  })
  return rows
}

export interface Slice {
  start: number | null
  end: number | null
}

const SLICE_PATTERN = /^\[?\s*(-?\d+)?\s*(?:(:)\s*(-?\d+)?)?\s*\]?$/

/** Parses `[2:5]`, `[2:]`, `[:5]`, `[:]`, `[3]` or `[-1]` (brackets optional). */
export function parseSlice(text: string): Slice {
  const match = SLICE_PATTERN.exec(text.trim())
  if (!match || (match[1] === undefined && match[2] === undefined))
    throw new DataFileRuleConfigError(`not a slice: ${JSON.stringify(text)}`)
  const [, startText, colon, endText] = match
  const start = startText === undefined ? null : Number(startText)
  const end = endText === undefined ? null : Number(endText)
  if (start === 0 || end === 0)
    throw new DataFileRuleConfigError(`slice positions are 1-based, 0 is not one: ${JSON.stringify(text)}`)
  if (!colon) {
    // A single position selects itself: [3] is [3:4], [-1] is the last one.
    return { start, end: start === -1 ? null : start! + 1 }
  }
  return { start, end }
}

/** The 1-based positions a slice selects out of `1..count`. */
export function slicePositions(slice: Slice, count: number): { from: number; to: number } {
  const resolve = (position: number) => (position > 0 ? position : count + 1 + position)
  const from = Math.max(1, slice.start === null ? 1 : resolve(slice.start))
  const to = Math.min(count + 1, slice.end === null ? count + 1 : resolve(slice.end))
  return { from, to: Math.max(from, to) }
}

const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/
const INTEGER_PATTERN = /^[+-]?\d+$/

function hasValueType(value: string, valueType: 'number' | 'integer' | 'string'): boolean {
  if (valueType === 'number') return NUMBER_PATTERN.test(value)
  if (valueType === 'integer') return INTEGER_PATTERN.test(value)
  return true
}

export interface RuleContext {
  fileName: string
  rows: TableRow[]
  /** Validated form values, for `formKeyMapping`. */
  params: Record<string, unknown>
  /** Form field labels in the user's language, so a message names the field as the page does. */
  fieldLabels: Record<string, string>
}

/**
 * Every rule's first failure, in rule order. One message per rule keeps a file with ten thousand
 * bad cells readable; fixing the first and resubmitting shows the next.
 */
export function checkDataFileRules(rules: readonly DataFileRule[], context: RuleContext): DataFileProblem[] {
  const { rows, fileName } = context
  if (rows.length === 0) return rules.length > 0 ? [{ key: 'tools.fileRules.empty', values: { file: fileName } }] : []
  const problems: DataFileProblem[] = []
  for (const rule of rules) {
    const problem = checkRule(rule, context)
    if (problem) problems.push(problem)
  }
  return problems
}

function checkRule(rule: DataFileRule, context: RuleContext): DataFileProblem | null {
  switch (rule.kind) {
    case 'headerEquals':
      return checkHeader(rule.header, context)
    case 'valueType':
      return checkValueType(rule, context)
    case 'columnNames':
      return checkColumnNames(rule, context)
    case 'minColumns':
      return checkMinColumns(rule, context)
    case 'formKeyMapping':
      return checkFormKeyMapping(rule, context)
  }
}

function checkHeader(expected: readonly string[], { rows, fileName }: RuleContext): DataFileProblem | null {
  const header = rows[0]
  const width = Math.max(expected.length, header.cells.length)
  for (let column = 1; column <= width; column++) {
    const actual = header.cells[column - 1]?.trim()
    const wanted = expected[column - 1]?.trim()
    if (actual === wanted) continue
    return {
      key: 'tools.fileRules.headerMismatch',
      values: { file: fileName, row: header.line, column, actual: actual ?? '', expected: wanted ?? '' },
    }
  }
  return null
}

function rowsIn(rangeText: string, rows: TableRow[]): TableRow[] {
  const { from, to } = slicePositions(parseSlice(rangeText), rows[rows.length - 1].line)
  return rows.filter((row) => row.line >= from && row.line < to)
}

function checkValueType(
  rule: Extract<DataFileRule, { kind: 'valueType' }>,
  { rows, fileName }: RuleContext,
): DataFileProblem | null {
  const widest = rows.reduce((most, row) => Math.max(most, row.cells.length), 0)
  const { from, to } = slicePositions(parseSlice(rule.columns), widest)
  const header = rows[0]
  const excepted = new Set(rule.exceptColumnsNamed?.map((name) => name.trim().toLowerCase()))
  const checkedColumns: number[] = []
  for (let column = from; column < to; column++)
    if (!excepted.has(header.cells[column - 1]?.trim().toLowerCase() ?? '')) checkedColumns.push(column)
  for (const row of rowsIn(rule.rows, rows)) {
    for (const column of checkedColumns) {
      const value = (row.cells[column - 1] ?? '').trim()
      const where = { file: fileName, row: row.line, column, name: header.cells[column - 1]?.trim() ?? '' }
      if (value === '') {
        if (rule.allowEmpty) continue
        return { key: 'tools.fileRules.valueEmpty', values: where }
      }
      if (!hasValueType(value, rule.valueType)) {
        return { key: 'tools.fileRules.valueNotType', values: { ...where, value, type: rule.valueType } }
      }
    }
  }
  return null
}

function checkColumnNames(
  rule: Extract<DataFileRule, { kind: 'columnNames' }>,
  { rows, fileName }: RuleContext,
): DataFileProblem | null {
  const fold = (name: string) => (rule.caseSensitive ? name.trim() : name.trim().toLowerCase())
  const headerRow = rows.find((row) => row.line === rule.headerRow)
  const present = new Set((headerRow?.cells ?? []).map(fold))
  const missing = rule.columns.find((name) => !present.has(fold(name)))
  return missing === undefined
    ? null
    : { key: 'tools.fileRules.columnNotFound', values: { file: fileName, row: rule.headerRow, name: missing } }
}

function checkMinColumns(
  rule: Extract<DataFileRule, { kind: 'minColumns' }>,
  { rows, fileName }: RuleContext,
): DataFileProblem | null {
  const short = rowsIn(rule.rows, rows).find((row) => row.cells.length < rule.minColumns)
  if (!short) return null
  return {
    key: 'tools.fileRules.tooFewColumns',
    values: { file: fileName, row: short.line, count: short.cells.length, required: rule.minColumns },
  }
}

/**
 * The form field `formKey` names columns of this file: by header name, or by a 1-based column
 * number when no header cell carries that name. Each named column must exist and lie inside the
 * `column` slice (e.g. `[2:]`: not the first, ID column). An optional field left empty is skipped.
 */
function checkFormKeyMapping(
  rule: Extract<DataFileRule, { kind: 'formKeyMapping' }>,
  { rows, fileName, params, fieldLabels }: RuleContext,
): DataFileProblem | null {
  const field = fieldLabels[rule.formKey] ?? rule.formKey
  if (!(rule.formKey in fieldLabels)) {
    return { key: 'tools.fileRules.formKeyNotFound', values: { file: fileName, field, value: '' } }
  }
  const raw = params[rule.formKey]
  const values = (Array.isArray(raw) ? raw : [raw])
    .filter((value) => value !== undefined && value !== null && String(value).trim() !== '')
    .map((value) => String(value).trim())
  const header = rows[0]
  const widest = rows.reduce((most, row) => Math.max(most, row.cells.length), 0)
  const { from, to } = slicePositions(parseSlice(rule.column), widest)
  for (const value of values) {
    const named = header.cells.findIndex((cell) => cell.trim() === value) + 1
    const position = named > 0 ? named : /^\d+$/.test(value) ? Number(value) : 0
    if (position === 0) return { key: 'tools.fileRules.formKeyNotFound', values: { file: fileName, field, value } }
    if (position < from || position >= to) {
      return {
        key: 'tools.fileRules.formKeyBeyondRange',
        values: { file: fileName, field, value, column: position, from, to: to - 1 },
      }
    }
  }
  return null
}

/** The header cells of a table (its first non-blank row), for the column pickers. */
export function headerOf(rows: readonly TableRow[]): string[] {
  return (rows[0]?.cells ?? []).map((cell) => cell.trim()).filter((cell) => cell !== '')
}
