import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * `column in (...)` over the values of an `as const` code object, for check constraints. The
 * values are inlined (a check constraint cannot take bind parameters); they are our own constants,
 * never user input.
 */
export function oneOf(column: AnyPgColumn, codes: Readonly<Record<string, number | string>>): SQL {
  const list = Object.values(codes)
    .map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`))
    .join(', ')
  return sql`${column} in (${sql.raw(list)})`
}

/** Type of the values of a code object, e.g. `CodeOf<typeof TOOL_RUN_STATUS>` is `0 | 1 | 100 | ...`. */
export type CodeOf<T extends Readonly<Record<string, number | string>>> = T[keyof T]
