/**
 * The one rule for a cell that holds no value, used wherever a table, metadata file or sample info
 * table is read: the project page's groups, the pipeline, every tool that reads a group or numeric
 * column, and the CLI. A group value spelled this way is no group: its sample is left out of the
 * tests between groups (R's `na.omit` of an NA factor level) and named in the result's notice.
 */

/** The spellings of a missing value, compared after trimming surrounding spaces and in any case. */
export const MISSING_VALUE_SPELLINGS: readonly string[] = ['', 'NA', 'N/A', 'NaN', 'null']

// R writes NA (and reads a blank field as NA); pandas also reads N/A, NaN and null as missing.
const MISSING = new Set(MISSING_VALUE_SPELLINGS.map((spelling) => spelling.toLowerCase()))

export function isMissingValue(cell: string): boolean {
  return MISSING.has(cell.trim().toLowerCase())
}
