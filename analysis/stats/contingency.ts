/**
 * Tables of counts: cross-tabulation of two categorical variables and Pearson's chi-square test
 * of independence as R's `chisq.test(table)` reports it (expected counts, Pearson and
 * standardized residuals, Yates' continuity correction for 2 × 2 tables).
 */
import { chiSquareUpperTail } from './distributions'

export interface CrossTable {
  rowLevels: string[]
  columnLevels: string[]
  /** counts[i][j]: rows with the i-th row level and the j-th column level. */
  counts: number[][]
}

/**
 * Counts of each pair of levels; pairs with an empty side are left out. Levels come in the order
 * they first occur, or in increasing order when every level of the variable is a number.
 */
export function crossTabulate(rows: readonly (string | null)[], columns: readonly (string | null)[]): CrossTable {
  const rowLevels: string[] = []
  const columnLevels: string[] = []
  const pairs: [number, number][] = []
  rows.forEach((row, r) => {
    const column = columns[r]
    if (row === null || column === null) return
    if (!rowLevels.includes(row)) rowLevels.push(row)
    if (!columnLevels.includes(column)) columnLevels.push(column)
    pairs.push([rowLevels.indexOf(row), columnLevels.indexOf(column)])
  })
  const rowOrder = levelOrder(rowLevels)
  const columnOrder = levelOrder(columnLevels)
  const counts = rowLevels.map(() => columnLevels.map(() => 0))
  for (const [i, j] of pairs) counts[rowOrder.indexOf(i)][columnOrder.indexOf(j)]++
  return {
    rowLevels: rowOrder.map((i) => rowLevels[i]),
    columnLevels: columnOrder.map((j) => columnLevels[j]),
    counts,
  }
}

function levelOrder(levels: readonly string[]): number[] {
  const indices = levels.map((_, i) => i)
  const numbers = levels.map((level) => (level.trim() === '' ? NaN : Number(level)))
  return numbers.every(Number.isFinite) ? indices.sort((a, b) => numbers[a] - numbers[b]) : indices
}

export interface ChiSquareTest {
  statistic: number
  degreesOfFreedom: number
  pValue: number
  /** Whether Yates' correction was applied (asked for, and the table is 2 × 2). */
  corrected: boolean
  expected: number[][]
  /** (observed − expected) / √expected */
  residuals: number[][]
  /** Residuals divided by their standard error, R's `stdres`. */
  standardizedResiduals: number[][]
}

/** Pearson's χ² test of independence of an r × c table (R `chisq.test(x, correct = yates)`). */
export function chiSquareIndependence(counts: readonly (readonly number[])[], yates = true): ChiSquareTest {
  const r = counts.length
  const c = counts[0]?.length ?? 0
  if (r < 2 || c < 2) throw new RangeError('the table needs at least 2 rows and 2 columns')
  for (const row of counts)
    for (const value of row)
      if (!(value >= 0) || !Number.isFinite(value)) throw new RangeError('counts must be non-negative numbers')
  const rowSums = counts.map((row) => row.reduce((sum, value) => sum + value, 0))
  const columnSums = counts[0].map((_, j) => counts.reduce((sum, row) => sum + row[j], 0))
  const n = rowSums.reduce((sum, value) => sum + value, 0)
  if (rowSums.some((sum) => sum === 0) || columnSums.some((sum) => sum === 0))
    throw new RangeError('every row and column needs a count above zero')
  const expected = counts.map((_, i) => columnSums.map((columnSum) => (rowSums[i] * columnSum) / n))
  const corrected = yates && r === 2 && c === 2
  let correction = 0
  if (corrected) {
    correction = 0.5
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 2; j++) correction = Math.min(correction, Math.abs(counts[i][j] - expected[i][j]))
  }
  let statistic = 0
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++)
      statistic += (Math.abs(counts[i][j] - expected[i][j]) - correction) ** 2 / expected[i][j]
  const degreesOfFreedom = (r - 1) * (c - 1)
  const residuals = counts.map((row, i) => row.map((value, j) => (value - expected[i][j]) / Math.sqrt(expected[i][j])))
  const standardizedResiduals = counts.map((row, i) =>
    row.map(
      (value, j) =>
        (value - expected[i][j]) / Math.sqrt(expected[i][j] * (1 - rowSums[i] / n) * (1 - columnSums[j] / n)),
    ),
  )
  return {
    statistic,
    degreesOfFreedom,
    pValue: chiSquareUpperTail(statistic, degreesOfFreedom),
    corrected,
    expected,
    residuals,
    standardizedResiduals,
  }
}
