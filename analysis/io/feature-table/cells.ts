import { AnalysisInputError, type InputLocation } from '../../errors'

// What the feature-table formats share: how a count cell is checked and how taxonomy becomes one text.

/**
 * The most cells (features × samples) a table may have unless the caller sets its own limit. Counts
 * are 8-byte numbers, so this is 400 MB for the table alone, before any analysis copies it.
 */
export const DEFAULT_MAX_TABLE_CELLS = 50_000_000

/**
 * Refuses a table of more cells than `maxCells`, from the dimensions it declares, before its counts
 * are allocated: a small file (a sparse BIOM, a header with many samples) can declare a table that
 * would take gigabytes.
 */
export function requireCellsWithin(features: number, samples: number, maxCells: number, location: InputLocation): void {
  const cells = features * samples
  if (cells > maxCells)
    throw new AnalysisInputError('featureTable.tooManyCells', { features, samples, cells, limit: maxCells }, location)
}

/** Where a count sits, for the error that names it. */
export interface CountCell {
  readonly feature: string
  readonly sample: string
  /** Where in a BIOM document the count is, e.g. `data[3][1]`; absent in a text table, whose location says it. */
  readonly entry?: string
  readonly location: InputLocation
}

/**
 * Parses one count. A count table holds non-negative finite numbers; decimals are allowed because
 * users upload relative abundances too.
 */
export function parseCount(cell: unknown, describe: () => CountCell): number {
  const value = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell) : NaN
  // Number('') and Number('  ') are 0, which would silently turn a blank cell into a zero count.
  const blank = value === 0 && typeof cell === 'string' && cell.trim() === ''
  if (Number.isFinite(value) && value >= 0 && !blank) return value
  const { feature, sample, entry, location } = describe()
  if (Number.isFinite(value) && !blank) {
    throw entry === undefined
      ? new AnalysisInputError('featureTable.negativeCount', { value, feature, sample }, location)
      : new AnalysisInputError('biom.negativeCount', { value, entry, feature, sample }, location)
  }
  const shown = JSON.stringify(cell) ?? String(cell)
  throw entry === undefined
    ? new AnalysisInputError('featureTable.notCount', { value: shown, feature, sample }, location)
    : new AnalysisInputError('biom.notCount', { value: shown, entry, feature, sample }, location)
}

/** BIOM keeps taxonomy as a list of ranks or as one string; the table keeps one string. */
export function taxonomyText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (Array.isArray(value)) {
    const ranks = value.filter((rank): rank is string => typeof rank === 'string' && rank.trim() !== '')
    return ranks.length > 0 ? ranks.map((rank) => rank.trim()).join('; ') : null
  }
  return null
}
