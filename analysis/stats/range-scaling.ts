/**
 * Each column of a table rescaled to [0, 1] by its own range, `(x − min) / (max − min)`, as
 * MASS::parcoord scales the axes of a parallel coordinates plot. A column with no spread is put at
 * 0.5 (R gives NaN); NaN cells stay NaN and are left out of the range.
 */
export function rescaleToUnitRange(column: ArrayLike<number>): Float64Array {
  let minimum = Number.POSITIVE_INFINITY
  let maximum = Number.NEGATIVE_INFINITY
  for (let i = 0; i < column.length; i++) {
    const value = column[i]
    if (Number.isNaN(value)) continue
    if (value < minimum) minimum = value
    if (value > maximum) maximum = value
  }
  const spread = maximum - minimum
  return Float64Array.from(column, (value) =>
    Number.isNaN(value) ? Number.NaN : spread > 0 ? (value - minimum) / spread : 0.5,
  )
}
