/**
 * Benjamini-Hochberg adjusted p-values (q-values), as R's `p.adjust(p, method = "BH")`.
 *
 * NaN p-values stay NaN and do not count towards the number of tests: R's default
 * `n = length(p)` is evaluated lazily, after the NAs have been removed. As in R, fewer than two
 * p-values are returned unchanged.
 */
export function benjaminiHochberg(pValues: ArrayLike<number>): Float64Array {
  const adjusted = Float64Array.from(pValues)
  const tested: number[] = []
  for (let i = 0; i < adjusted.length; i++) if (!Number.isNaN(adjusted[i])) tested.push(i)
  const n = tested.length
  if (n <= 1) return adjusted
  // from the largest p down, q = min over larger-or-equal ranks of n/rank * p, capped at 1
  tested.sort((a, b) => adjusted[b] - adjusted[a])
  let runningMinimum = Infinity
  const q = new Float64Array(n)
  for (let k = 0; k < n; k++) {
    const rank = n - k
    runningMinimum = Math.min(runningMinimum, (n / rank) * adjusted[tested[k]])
    q[k] = Math.min(1, runningMinimum)
  }
  for (let k = 0; k < n; k++) adjusted[tested[k]] = q[k]
  return adjusted
}

/**
 * Holm's step-down adjusted p-values, as R's `p.adjust(p, method = "holm")`; NaN stays NaN and is
 * not counted among the tests.
 */
export function holm(pValues: ArrayLike<number>): Float64Array {
  const adjusted = Float64Array.from(pValues)
  const tested: number[] = []
  for (let i = 0; i < adjusted.length; i++) if (!Number.isNaN(adjusted[i])) tested.push(i)
  const n = tested.length
  tested.sort((a, b) => adjusted[a] - adjusted[b])
  let runningMaximum = 0
  const values = tested.map((index, k) => {
    runningMaximum = Math.max(runningMaximum, (n - k) * adjusted[index])
    return Math.min(1, runningMaximum)
  })
  tested.forEach((index, k) => (adjusted[index] = values[k]))
  return adjusted
}
