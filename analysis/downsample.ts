import { createRandom } from './random'

/**
 * Fewer points for charts of long tables. A browser (and the PNG renderer) needs seconds per
 * hundred thousand points, and no screen shows more than a few thousand distinct positions, so the
 * charts draw a selection that keeps what the eye sees; their tables keep every value.
 */

/**
 * Rows to draw for lines sharing one x axis: the rows are cut into `buckets` runs of consecutive
 * rows, and each run keeps its first row plus, for every series, the rows of its smallest and
 * largest value and its first missing value (so peaks, troughs and gaps survive). All series keep
 * the same rows, so stacked areas and index tooltips stay aligned. Returns every row when there are
 * no more than 2 × buckets.
 */
export function envelopeRows(
  series: readonly (readonly (number | null)[])[],
  rowCount: number,
  buckets: number,
): number[] {
  if (rowCount <= 2 * buckets) return Array.from({ length: rowCount }, (_, row) => row)
  const kept = new Set<number>()
  for (let bucket = 0; bucket < buckets; bucket++) {
    const start = Math.floor((bucket * rowCount) / buckets)
    const end = Math.floor(((bucket + 1) * rowCount) / buckets)
    kept.add(start)
    for (const values of series) {
      let lowest = -1
      let highest = -1
      let gap = -1
      for (let row = start; row < end; row++) {
        const value = values[row]
        if (value === null || Number.isNaN(value)) {
          if (gap === -1) gap = row
          continue
        }
        if (lowest === -1 || value < values[lowest]!) lowest = row
        if (highest === -1 || value > values[highest]!) highest = row
      }
      for (const row of [lowest, highest, gap]) if (row !== -1) kept.add(row)
    }
  }
  kept.add(rowCount - 1)
  return [...kept].sort((a, b) => a - b)
}

/** `count` of `rowCount` rows drawn at random (the same rows for the same seed), in row order. */
export function sampleRows(rowCount: number, count: number, seed: number): number[] {
  const rows = Array.from({ length: rowCount }, (_, row) => row)
  if (rowCount <= count) return rows
  const random = createRandom(seed)
  // A partial Fisher-Yates shuffle: only the first `count` places need drawing.
  for (let i = 0; i < count; i++) {
    const j = i + random.nextInt(rowCount - i)
    ;[rows[i], rows[j]] = [rows[j], rows[i]]
  }
  return rows.slice(0, count).sort((a, b) => a - b)
}
