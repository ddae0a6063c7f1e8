/**
 * The smoother behind edgeR's abundance trend of dispersions: `locfitByCol(y, x, span, degree = 0)`,
 * which calls `fitted(locfit(y ~ x, alpha = span, deg = 0))` from the locfit package (1.5-9) once
 * per column. Written from locfit's C source for this one case (one covariate, local constant,
 * tricube kernel, nearest-neighbour bandwidth, the default "tree" evaluation structure):
 *
 * - a fit at a point v is the tricube-weighted mean of y, the bandwidth being the distance from v
 *   to its k-th nearest x, k = ⌊n·span⌋ (`nbhd`, `compbandwid`, `W`);
 * - locfit fits only at the vertices of an adaptive tree over [min x, max x] (`atree_start`,
 *   `atree_grow`): a cell is halved while its width exceeds 0.8 times the smaller bandwidth at its
 *   two ends (`atree_split`, cut = 0.8);
 * - `fitted` interpolates linearly within the leaf cell that holds each x (`atree_int`,
 *   `rectcell_interp`): a local-constant fit carries no derivative, so locfit's cubic Hermite
 *   interpolation reduces to linear.
 *
 * In one dimension a split cell is always wider than 0.8 × both bandwidths, so locfit's "pseudo
 * vertices" (interpolated rather than fitted) never arise and are not modelled.
 */

const CUT = 0.8

interface Vertex {
  readonly x: number
  readonly bandwidth: number
  /** The local fit of every column at this vertex. */
  readonly fit: Float64Array
}

interface Cell {
  readonly low: Vertex
  readonly high: Vertex
  readonly halves?: readonly [Cell, Cell]
}

/**
 * The locfit fitted values of every column of `values` (rows × columns, row-major) against `x`
 * (one per row), as edgeR's `locfitByCol(values, x, span = span, degree = 0)`.
 */
export function locfitConstantByColumn(
  values: Float64Array,
  rows: number,
  columns: number,
  x: Float64Array,
  span: number,
): Float64Array {
  if (span * rows < 2 || rows <= 1) return Float64Array.from(values)
  const order = Array.from(x.keys()).sort((a, b) => x[a] - x[b])
  const sortedX = Float64Array.from(order, (i) => x[i])
  const neighbours = Math.trunc(rows * span + 1e-12)

  const vertexAt = (point: number): Vertex => {
    const bandwidth = nearestNeighbourDistance(sortedX, point, neighbours)
    const fit = new Float64Array(columns)
    let weightSum = 0
    for (let r = 0; r < rows; r++) {
      const distance = Math.abs(x[r] - point)
      const weight = tricube(distance, bandwidth)
      if (weight > 0) {
        weightSum += weight
        for (let c = 0; c < columns; c++) fit[c] += weight * values[r * columns + c]
      }
    }
    for (let c = 0; c < columns; c++) fit[c] /= weightSum
    return { x: point, bandwidth, fit }
  }

  const range = sortedX[rows - 1] - sortedX[0]
  const grow = (low: Vertex, high: Vertex): Cell => {
    if (!needsSplit(low, high, range)) return { low, high }
    const middle = vertexAt((low.x + high.x) / 2)
    return { low, high, halves: [grow(low, middle), grow(middle, high)] }
  }
  const root = grow(vertexAt(sortedX[0]), vertexAt(sortedX[rows - 1]))

  const out = new Float64Array(rows * columns)
  for (let r = 0; r < rows; r++) {
    const point = x[r]
    let cell = root
    while (cell.halves) cell = 2 * (point - cell.low.x) < cell.high.x - cell.low.x ? cell.halves[0] : cell.halves[1]
    const width = cell.high.x - cell.low.x
    const offset = point - cell.low.x
    for (let c = 0; c < columns; c++) {
      out[r * columns + c] =
        width === 0 ? cell.low.fit[c] : ((width - offset) * cell.low.fit[c] + offset * cell.high.fit[c]) / width
    }
  }
  return out
}

/** atree_split in one dimension: split while the cell is wider than `cut` × the smaller positive bandwidth. */
function needsSplit(low: Vertex, high: Vertex, range: number): boolean {
  let smallest = 0
  for (const h of [low.bandwidth, high.bandwidth]) if (h > 0 && (smallest === 0 || h < smallest)) smallest = h
  const width = high.x - low.x
  const score = smallest === 0 ? (2 * width) / range : width / smallest
  return CUT < score
}

/** The tricube weight (1 - u³)³ of a distance at a bandwidth; a zero bandwidth weights exact matches only. */
function tricube(distance: number, bandwidth: number): number {
  if (bandwidth === 0) return distance === 0 ? 1 : 0
  const u = distance / bandwidth
  if (u > 1) return 0
  const v = 1 - u * u * u
  return v * v * v
}

/**
 * The distance from `point` to its k-th nearest value in `sorted` (locfit's `kordstat` on the
 * distances); with k ≥ n, the largest distance scaled by k/n as `compbandwid` does.
 */
function nearestNeighbourDistance(sorted: Float64Array, point: number, k: number): number {
  const n = sorted.length
  if (k < 1) return 0
  if (k >= n) return Math.max(Math.abs(point - sorted[0]), Math.abs(sorted[n - 1] - point)) * (k / n)
  // Merge outwards from the insertion point: the k-th distance taken is the answer.
  let right = lowerBound(sorted, point)
  let left = right - 1
  let distance = 0
  for (let taken = 0; taken < k; taken++) {
    const leftDistance = left >= 0 ? point - sorted[left] : Infinity
    const rightDistance = right < n ? sorted[right] - point : Infinity
    if (leftDistance <= rightDistance) {
      distance = leftDistance
      left--
    } else {
      distance = rightDistance
      right++
    }
  }
  return distance
}

function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}
