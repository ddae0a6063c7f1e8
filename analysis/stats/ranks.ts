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
  const { sorted, order } = sortWithOrder(values)
  const ranks = new Float64Array(n)
  const tieSizes: number[] = []
  for (let start = 0; start < n;) {
    let end = start + 1
    while (end < n && sorted[end] === sorted[start]) end++
    // sorted positions start..end-1 hold equal values, whose ranks would be start+1..end
    const rank = (start + 1 + end) / 2
    for (let k = start; k < end; k++) ranks[order[k]] = rank
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

const INSERTION_RUN = 32

/**
 * The values in increasing order and the original index of each. A bottom-up merge sort that moves
 * value and index together in typed arrays: ANOSIM ranks millions of distances, and sorting an
 * index array with a comparator (or binary-searching a sorted copy) measured 2-4x slower.
 */
function sortWithOrder(values: ArrayLike<number>): { sorted: Float64Array; order: Uint32Array } {
  const n = values.length
  let keys = Float64Array.from(values)
  let order = new Uint32Array(n)
  for (let i = 0; i < n; i++) order[i] = i
  for (let start = 0; start < n; start += INSERTION_RUN) {
    const end = Math.min(n, start + INSERTION_RUN)
    for (let i = start + 1; i < end; i++) {
      const key = keys[i]
      const index = order[i]
      let j = i - 1
      for (; j >= start && keys[j] > key; j--) {
        keys[j + 1] = keys[j]
        order[j + 1] = order[j]
      }
      keys[j + 1] = key
      order[j + 1] = index
    }
  }
  let mergedKeys = new Float64Array(n)
  let mergedOrder = new Uint32Array(n)
  for (let width = INSERTION_RUN; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(n, low + width)
      const high = Math.min(n, low + 2 * width)
      let a = low
      let b = middle
      let out = low
      while (a < middle && b < high) {
        const takeRight = keys[b] < keys[a]
        const from = takeRight ? b++ : a++
        mergedKeys[out] = keys[from]
        mergedOrder[out++] = order[from]
      }
      for (; a < middle; a++, out++) {
        mergedKeys[out] = keys[a]
        mergedOrder[out] = order[a]
      }
      for (; b < high; b++, out++) {
        mergedKeys[out] = keys[b]
        mergedOrder[out] = order[b]
      }
    }
    ;[keys, mergedKeys] = [mergedKeys, keys]
    ;[order, mergedOrder] = [mergedOrder, order]
  }
  return { sorted: keys, order }
}
