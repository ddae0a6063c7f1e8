/**
 * Ranks 1..n with tied values sharing the mean of their positions, as R's `rank(x)` (ties.method
 * "average"), plus the sizes of the tie groups that tie corrections need. Values must not be NaN.
 */
export interface AverageRanks {
  readonly ranks: Float64Array
  /** Size of every group of equal values, singletons included, in increasing order of value. */
  readonly tieSizes: Int32Array
}

export function averageRanks(values: ArrayLike<number>): AverageRanks {
  const n = values.length
  // The native numeric sort of a typed array is far faster than sorting indices with a comparator
  // (ANOSIM ranks millions of distances); each value then finds its tie block by binary search.
  const sorted = Float64Array.from(values).sort()
  const ranks = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const value = values[i]
    const first = lowerBound(sorted, value)
    const afterLast = upperBound(sorted, value, first)
    ranks[i] = (first + 1 + afterLast) / 2
  }
  const tieSizes: number[] = []
  for (let start = 0; start < n; ) {
    const end = upperBound(sorted, sorted[start], start)
    tieSizes.push(end - start)
    start = end
  }
  return { ranks, tieSizes: Int32Array.from(tieSizes) }
}

/** Σ (t³ - t) over tie groups, the quantity every rank test's tie correction is built from. */
export function tieCorrectionSum(tieSizes: Int32Array): number {
  let sum = 0
  for (const t of tieSizes) sum += t * t * t - t
  return sum
}

function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

function upperBound(sorted: Float64Array, value: number, from: number): number {
  let low = from
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle] <= value) low = middle + 1
    else high = middle
  }
  return low
}
