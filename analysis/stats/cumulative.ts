/** Running totals, as R's `cumsum`: element i is the sum of elements 0..i (a waterfall's bar ends). */
export function cumulativeSums(values: ArrayLike<number>): number[] {
  const sums: number[] = []
  let total = 0
  for (let i = 0; i < values.length; i++) {
    total += values[i]
    sums.push(total)
  }
  return sums
}
