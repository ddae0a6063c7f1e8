import { env } from './env'

/**
 * How many of an executor thread's memory limit a table's counts may take a share of: an analysis
 * holds the table and a few copies of it (filtered, rarefied, relative abundances), and V8's heap
 * limit does not count typed arrays, so the budget is set here, before the counts are allocated.
 */
const TABLE_COPIES_PER_ANALYSIS = 4

const BYTES_PER_CELL = 8

let threadMemoryLimitMb: number | null = null

/** Called once by an executor thread: from then on, its tables are also bounded by its memory limit. */
export function budgetTablesForMemory(memoryLimitMb: number): void {
  threadMemoryLimitMb = memoryLimitMb
}

/**
 * The most cells (features × samples) a table read here may have: `TABLE_MAX_CELLS`, and in an
 * executor thread no more than a quarter of its memory limit holds.
 */
export function tableCellLimit(): number {
  const configured = env().TABLE_MAX_CELLS
  if (threadMemoryLimitMb === null) return configured
  const affordable = Math.floor((threadMemoryLimitMb * 2 ** 20) / (BYTES_PER_CELL * TABLE_COPIES_PER_ANALYSIS))
  return Math.min(configured, affordable)
}
