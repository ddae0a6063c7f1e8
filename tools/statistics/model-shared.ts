/**
 * What the model and multivariate statistics executors share: the input table, the rows complete
 * in the chosen columns, and the number conventions of their notes. The numbers come from analysis/.
 */
import { numericColumn, readColumnTable, textColumn, type ColumnTable } from '../../analysis/io/column-table'
import type { NumberStyle } from '../kit/chart-style'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import type { ResultText } from '../../core/result-text'
import { modelText } from './model-messages'

/** The data-file key of these tools: one table with a header row. */
const TABLE_FILE = 'table'

/** The uploaded table, read by its header; its parse problems become 1002 with file, line and column. */
export function readModelTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, modelText.tableMissing())
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

/** Notes round to four significant digits, in scientific notation below 0.001. */
export const MODEL_NUMBER_STYLE: NumberStyle = { scientificBelow: 1e-3, keepWholeDigits: false }

/** Named columns except `excluded` whose cells are all numbers or empty, with at least one number. */
export function numericColumnNames(table: ColumnTable, excluded: readonly string[]): string[] {
  return table.header.filter((name) => {
    if (name === '' || excluded.includes(name)) return false
    try {
      return numericColumn(table, name, { allowMissing: true }).some((v) => !Number.isNaN(v))
    } catch {
      return false
    }
  })
}

export interface CompleteColumns {
  /** Row indices (into table.rows) with a number in every chosen column. */
  readonly rows: number[]
  /** The chosen columns restricted to those rows, in the order asked. */
  readonly columns: Float64Array[]
  /** How many rows were left out for a missing value. */
  readonly leftOut: number
}

/** The chosen numeric columns on the rows that have a value in each (and in `alsoRequired` text columns). */
export function completeColumns(
  table: ColumnTable,
  names: readonly string[],
  needed: number,
  alsoRequired: readonly (readonly string[])[] = [],
): CompleteColumns {
  const full = names.map((name) => numericColumn(table, name, { allowMissing: true }))
  const rows = table.rows
    .map((_, r) => r)
    .filter((r) => full.every((column) => !Number.isNaN(column[r])) && alsoRequired.every((column) => column[r] !== ''))
  if (rows.length < needed) {
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, modelText.tooFewCompleteRows({ rows: rows.length, needed }))
  }
  return {
    rows,
    columns: full.map((column) => Float64Array.from(rows, (r) => column[r])),
    leftOut: table.rows.length - rows.length,
  }
}

/** The names of the rows (a label column's text, or "line n"). */
export function rowLabels(table: ColumnTable, labelColumn: string, rows: readonly number[]): ResultText[] {
  const names = labelColumn ? textColumn(table, labelColumn) : null
  return rows.map((r) => (names && names[r] !== '' ? names[r] : modelText.line({ line: table.lines[r] })))
}

/** Refuses a column chosen for two roles. */
export function checkDistinctRoles(roles: readonly { columns: readonly string[]; role: ResultText }[]): void {
  const seen = new Map<string, ResultText>()
  for (const { columns, role } of roles) {
    for (const column of columns) {
      if (column === '') continue
      const earlier = seen.get(column)
      if (earlier !== undefined)
        throw new ToolRunError(
          TOOL_ERROR_CODE.parameterValidation,
          modelText.columnChosenTwice({ column, first: earlier, second: role }),
        )
      seen.set(column, role)
    }
  }
}
