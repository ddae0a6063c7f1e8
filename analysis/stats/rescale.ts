/**
 * Values mapped linearly onto [low, high] by their own range, as R's `scales::rescale(x, to)`:
 * the smallest becomes `low`, the largest `high`; when all are equal every value becomes the middle.
 */
export function rescaleLinearly(values: readonly number[], low: number, high: number): number[] {
  const minimum = Math.min(...values)
  const maximum = Math.max(...values)
  const spread = maximum - minimum
  return values.map((value) => (spread > 0 ? low + ((value - minimum) / spread) * (high - low) : (low + high) / 2))
}
