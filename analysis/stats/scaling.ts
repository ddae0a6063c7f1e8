/**
 * Z-scores of a numeric matrix along its rows or its columns, as R's `scale()` (centre on the mean,
 * divide by the sample standard deviation, n − 1). Heatmaps scale rows (genes) so that the colour
 * shows where each gene is high or low regardless of its overall level.
 *
 * Two choices differ from R, because a chart needs a number in every cell: NaN cells stay NaN and
 * are left out of their row's or column's mean and SD (R's `scale` on NA gives NA there too, but
 * `sd` would need `na.rm`), and a row or column with no spread becomes 0 (R gives NaN).
 */

export type ScalingDirection = 'rows' | 'columns' | 'none'

/** `matrix[i][j]`: row i, column j. Returns a new matrix. */
export function zScores(matrix: readonly ArrayLike<number>[], direction: ScalingDirection): Float64Array[] {
  const rows = matrix.map((row) => Float64Array.from(row))
  if (direction === 'none' || rows.length === 0) return rows
  if (direction === 'rows') {
    for (const row of rows) standardize(row)
    return rows
  }
  const width = rows[0].length
  const column = new Float64Array(rows.length)
  for (let j = 0; j < width; j++) {
    rows.forEach((row, i) => (column[i] = row[j]))
    standardize(column)
    rows.forEach((row, i) => (row[j] = column[i]))
  }
  return rows
}

function standardize(values: Float64Array): void {
  let count = 0
  let mean = 0
  for (const v of values) {
    if (Number.isNaN(v)) continue
    count++
    mean += (v - mean) / count
  }
  let squares = 0
  for (const v of values) if (!Number.isNaN(v)) squares += (v - mean) * (v - mean)
  const sd = count > 1 ? Math.sqrt(squares / (count - 1)) : 0
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i])) continue
    values[i] = sd > 0 ? (values[i] - mean) / sd : 0
  }
}
