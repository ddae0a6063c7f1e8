/**
 * The simple moving average of the last `window` values, as TTR::SMA computes it: NaN until
 * `window` values have been seen, then the mean of the current value and the `window − 1` before it.
 */
export function simpleMovingAverage(values: ArrayLike<number>, window: number): number[] {
  if (!Number.isInteger(window) || window < 1)
    throw new RangeError(`the window must be a positive whole number, not ${window}`)
  const averages: number[] = []
  let sum = 0
  for (let i = 0; i < values.length; i++) {
    sum += values[i]
    if (i >= window) sum -= values[i - window]
    averages.push(i >= window - 1 ? sum / window : Number.NaN)
  }
  return averages
}
