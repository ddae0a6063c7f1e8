/**
 * A delimited table read by its header: the layout of chart inputs (one header row, then one
 * record per row), whose columns a user picks by name in a tool form. Every value problem is
 * reported with the file, line and column a user can find in an editor.
 */
import { AnalysisInputError } from '../errors'
import { isMissingValue } from './missing-value'
import { decodeText, forEachDelimitedRow, type DelimiterCode } from './text'

export interface ColumnTable {
  readonly fileName?: string
  /** Column names, trimmed. A blank first name is the row-name column R writes without a header. */
  readonly header: readonly string[]
  readonly headerLine: number
  /** Data rows, trimmed, each exactly as wide as the header (missing trailing cells are ''). */
  readonly rows: readonly (readonly string[])[]
  /** The 1-based file line each data row starts on. */
  readonly lines: readonly number[]
}

export interface ColumnTableOptions {
  readonly delimiter?: DelimiterCode | string
  readonly fileName?: string
}

/** A number as R and pandas write one (no thousands separators, no units). */
export const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/
const INFINITY_PATTERN = /^([+-]?)inf(?:inity)?$/i

export function readColumnTable(bytes: Uint8Array, options: ColumnTableOptions = {}): ColumnTable {
  const file = options.fileName
  const { text } = decodeText(bytes)
  let header: string[] | undefined
  let headerLine = 0
  const rows: string[][] = []
  const lines: number[] = []
  // Offsets only grow, so counting the newlines since the previous row keeps this one pass.
  let line = 1
  let countedUpTo = 0
  forEachDelimitedRow(text, { delimiter: options.delimiter, fileName: file }, (fields, offset) => {
    for (let i = text.indexOf('\n', countedUpTo); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++
    countedUpTo = Math.max(countedUpTo, offset)
    const cells = fields.map((cell) => cell.trim())
    if (header === undefined) {
      header = cells
      headerLine = line
      return
    }
    // R's write.table(row.names = TRUE) leaves the row-name column out of the header (a trailing
    // delimiter also makes one cell more, but an empty one).
    if (rows.length === 0 && cells.length === header.length + 1 && cells[cells.length - 1] !== '')
      header = ['', ...header]
    while (cells.length > header.length && cells[cells.length - 1] === '') cells.pop()
    if (cells.length > header.length) {
      throw new AnalysisInputError(
        'table.rowTooLong',
        { fields: cells.length, headerFields: header.length },
        { file, line, column: header.length + 1 },
      )
    }
    while (cells.length < header.length) cells.push('')
    rows.push(cells)
    lines.push(line)
  })
  if (header === undefined) throw new AnalysisInputError('table.empty', {}, { file })
  const seen = new Map<string, number>()
  header.forEach((name, index) => {
    if (name === '') return
    const first = seen.get(name)
    if (first !== undefined) {
      throw new AnalysisInputError(
        'table.duplicateColumn',
        { name, first: first + 1, second: index + 1 },
        { file, line: headerLine, column: index + 1 },
      )
    }
    seen.set(name, index)
  })
  if (rows.length === 0) throw new AnalysisInputError('table.noDataRows', {}, { file, line: headerLine })
  return { fileName: file, header, headerLine, rows, lines }
}

/** The 0-based index of the column called `name`. */
export function columnIndex(table: ColumnTable, name: string): number {
  const index = table.header.indexOf(name.trim())
  if (index === -1) {
    const columns = table.header
      .filter((column) => column !== '')
      .map((column) => JSON.stringify(column))
      .join(', ')
    throw new AnalysisInputError(
      'table.noSuchColumn',
      { name, columns },
      { file: table.fileName, line: table.headerLine },
    )
  }
  return index
}

export function textColumn(table: ColumnTable, name: string): string[] {
  const index = columnIndex(table, name)
  return table.rows.map((row) => row[index])
}

/**
 * A column of group labels (a tool's group column): each cell trimmed, a missing value
 * (`isMissingValue`: blank, NA, N/A, NaN, null in any case) as null, since it names no group.
 */
export function groupColumnValues(table: ColumnTable, name: string): (string | null)[] {
  return textColumn(table, name).map((cell) => (isMissingValue(cell) ? null : cell))
}

export interface NumericColumnOptions {
  /** Read missing values (`isMissingValue`) as NaN instead of failing. */
  readonly allowMissing?: boolean
}

/** A numeric column; `Inf` and `-Inf` are accepted as R writes them. */
export function numericColumn(table: ColumnTable, name: string, options: NumericColumnOptions = {}): Float64Array {
  return parseColumn(table, name, options, { missing: 'table.missingNumber', invalid: 'table.notNumber' }, parseNumber)
}

/**
 * A column of ratios written either as numbers or as fractions `k/n`, the way enrichment tools
 * (clusterProfiler's GeneRatio, BgRatio) write them.
 */
export function ratioColumn(table: ColumnTable, name: string, options: NumericColumnOptions = {}): Float64Array {
  return parseColumn(table, name, options, { missing: 'table.missingRatio', invalid: 'table.notRatio' }, (cell) => {
    const slash = cell.indexOf('/')
    if (slash === -1) return parseNumber(cell)
    const numerator = parseNumber(cell.slice(0, slash).trim())
    const denominator = parseNumber(cell.slice(slash + 1).trim())
    return denominator > 0 ? numerator / denominator : NaN
  })
}

function parseNumber(cell: string): number {
  if (NUMBER_PATTERN.test(cell)) return Number(cell)
  const infinity = INFINITY_PATTERN.exec(cell)
  if (infinity) return infinity[1] === '-' ? -Infinity : Infinity
  return NaN
}

/** The problem codes of a kind of numeric column: a cell without a value, a cell that is no such value. */
interface ColumnProblems {
  readonly missing: 'table.missingNumber' | 'table.missingRatio'
  readonly invalid: 'table.notNumber' | 'table.notRatio'
}

function parseColumn(
  table: ColumnTable,
  name: string,
  options: NumericColumnOptions,
  problems: ColumnProblems,
  parse: (cell: string) => number,
): Float64Array {
  const index = columnIndex(table, name)
  const values = new Float64Array(table.rows.length)
  table.rows.forEach((row, r) => {
    const cell = row[index]
    const at = { file: table.fileName, line: table.lines[r], column: index + 1 }
    if (isMissingValue(cell)) {
      if (!options.allowMissing) throw new AnalysisInputError(problems.missing, { name }, at)
      values[r] = NaN
      return
    }
    const value = parse(cell)
    if (Number.isNaN(value)) throw new AnalysisInputError(problems.invalid, { name, value: cell }, at)
    values[r] = value
  })
  return values
}
