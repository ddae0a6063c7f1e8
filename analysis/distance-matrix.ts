/**
 * A symmetric, hollow distance matrix stored condensed: the upper triangle row by row, as SciPy's
 * `squareform` does, so n samples take n(n-1)/2 numbers instead of n².
 */
export interface DistanceMatrix {
  readonly ids: readonly string[]
  readonly condensed: Float64Array
}

export function condensedIndex(n: number, i: number, j: number): number {
  if (i === j) throw new RangeError('a distance matrix has no condensed entry on its diagonal')
  const [a, b] = i < j ? [i, j] : [j, i]
  return n * a - (a * (a + 1)) / 2 + (b - a - 1)
}

export function distanceAt(matrix: DistanceMatrix, i: number, j: number): number {
  if (i === j) return 0
  return matrix.condensed[condensedIndex(matrix.ids.length, i, j)]
}

export function toSquare(matrix: DistanceMatrix): number[][] {
  const n = matrix.ids.length
  const square: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0))
  let k = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      square[i][j] = square[j][i] = matrix.condensed[k++]
    }
  }
  return square
}

export function fromSquare(ids: readonly string[], square: readonly (readonly number[])[]): DistanceMatrix {
  const n = ids.length
  const condensed = new Float64Array((n * (n - 1)) / 2)
  let k = 0
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) condensed[k++] = square[i][j]
  return { ids, condensed }
}

/** The distances between the samples at `indices` (ascending or not), in that order. */
export function selectSamples(matrix: DistanceMatrix, indices: readonly number[]): DistanceMatrix {
  const m = indices.length
  const condensed = new Float64Array((m * (m - 1)) / 2)
  let k = 0
  for (let a = 0; a < m; a++)
    for (let b = a + 1; b < m; b++) condensed[k++] = distanceAt(matrix, indices[a], indices[b])
  return { ids: indices.map((i) => matrix.ids[i]), condensed }
}
