/**
 * Scalings of an abundance matrix for a heatmap (`values[taxon][sample]`, relative abundances).
 * log10 needs a value for zeros: each zero becomes half the smallest non-zero abundance of the
 * whole matrix, a pseudocount below every observed value that keeps "absent" the darkest cell
 * without stretching the colour scale the way a fixed 1e-6 would.
 */

export interface Log10Abundance {
  readonly values: Float64Array[]
  /** What a zero was replaced by before taking log10; 0 when the matrix has no zero. */
  readonly pseudocount: number
}

export function log10Abundance(matrix: readonly ArrayLike<number>[]): Log10Abundance {
  let smallest = Infinity
  let hasZero = false
  for (const row of matrix)
    for (let j = 0; j < row.length; j++) {
      if (row[j] > 0) smallest = Math.min(smallest, row[j])
      else hasZero = true
    }
  const pseudocount = hasZero ? (Number.isFinite(smallest) ? smallest / 2 : 1) : 0
  const values = matrix.map((row) => Float64Array.from(row, (v) => Math.log10(v > 0 ? v : pseudocount)))
  return { values, pseudocount }
}
