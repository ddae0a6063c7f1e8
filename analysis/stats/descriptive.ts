/**
 * Descriptive statistics as R computes them (`mean`, `var`, `sd`, `quantile` type 7, `fivenum`,
 * `boxplot.stats`), so a chart's numbers can be checked against R. Missing values are the caller's
 * to drop: every function here takes only finite numbers.
 */

/** Arithmetic mean; NaN for no values. */
export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return Number.NaN
  let sum = 0
  for (let i = 0; i < values.length; i++) sum += values[i]
  const first = sum / values.length
  // R's second pass: adds the mean of the residuals, which removes most of the rounding error.
  let residual = 0
  for (let i = 0; i < values.length; i++) residual += values[i] - first
  return first + residual / values.length
}

/** Sample variance (denominator n − 1) as R `var`; NaN for fewer than two values. */
export function variance(values: ArrayLike<number>): number {
  const n = values.length
  if (n < 2) return Number.NaN
  const centre = mean(values)
  let sumOfSquares = 0
  for (let i = 0; i < n; i++) sumOfSquares += (values[i] - centre) ** 2
  return sumOfSquares / (n - 1)
}

/** Sample standard deviation as R `sd`. */
export function standardDeviation(values: ArrayLike<number>): number {
  return Math.sqrt(variance(values))
}

/** Standard error of the mean: sd / √n. */
export function standardError(values: ArrayLike<number>): number {
  return standardDeviation(values) / Math.sqrt(values.length)
}

function sortedCopy(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(values).sort()
}

/** A quantile as R `quantile(x, probability)` with its default type 7 (linear interpolation). */
export function quantile(values: ArrayLike<number>, probability: number): number {
  if (values.length === 0) return Number.NaN
  if (!(probability >= 0 && probability <= 1)) throw new RangeError(`probability ${probability} is outside [0, 1]`)
  return quantileOfSorted(sortedCopy(values), probability)
}

function quantileOfSorted(sorted: Float64Array, probability: number): number {
  const index = (sorted.length - 1) * probability
  const lower = Math.floor(index)
  const upper = Math.ceil(index)
  const fraction = index - lower
  if (fraction === 0 || sorted[upper] === sorted[lower]) return sorted[lower]
  return (1 - fraction) * sorted[lower] + fraction * sorted[upper]
}

/** Interquartile range as R `IQR` (type 7 quartiles). */
export function interquartileRange(values: ArrayLike<number>): number {
  const sorted = sortedCopy(values)
  return quantileOfSorted(sorted, 0.75) - quantileOfSorted(sorted, 0.25)
}

/** Tukey's five numbers as R `fivenum`: minimum, lower hinge, median, upper hinge, maximum. */
export function fivenum(values: ArrayLike<number>): [number, number, number, number, number] {
  const sorted = sortedCopy(values)
  const n = sorted.length
  if (n === 0) return [Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN]
  const hingeDepth = Math.floor((n + 3) / 2) / 2
  const depths = [1, hingeDepth, (n + 1) / 2, n + 1 - hingeDepth, n]
  const at = (depth: number) => 0.5 * (sorted[Math.floor(depth) - 1] + sorted[Math.ceil(depth) - 1])
  return [at(depths[0]), at(depths[1]), at(depths[2]), at(depths[3]), at(depths[4])]
}

export interface BoxplotStatistics {
  /** The smallest value that is not an outlier. */
  lowerWhisker: number
  lowerHinge: number
  median: number
  upperHinge: number
  /** The largest value that is not an outlier. */
  upperWhisker: number
  n: number
  /** Values beyond `coef` × the hinge spread from the hinges, in input order. */
  outliers: number[]
}

/**
 * What R `boxplot.stats(x, coef)` draws: Tukey's hinges (`fivenum`), whiskers at the most extreme
 * values within `coef` × (upper − lower hinge) of the hinges, and the values beyond as outliers.
 * `coef` 0 makes the whiskers reach the extremes.
 */
export function boxplotStatistics(values: ArrayLike<number>, coef = 1.5): BoxplotStatistics {
  if (coef < 0) throw new RangeError('coef must not be negative')
  const [minimum, lowerHinge, median, upperHinge, maximum] = fivenum(values)
  const spread = upperHinge - lowerHinge
  const outliers: number[] = []
  let lowerWhisker = minimum
  let upperWhisker = maximum
  if (coef > 0) {
    const lowFence = lowerHinge - coef * spread
    const highFence = upperHinge + coef * spread
    lowerWhisker = Number.POSITIVE_INFINITY
    upperWhisker = Number.NEGATIVE_INFINITY
    for (let i = 0; i < values.length; i++) {
      const value = values[i]
      if (value < lowFence || value > highFence) {
        outliers.push(value)
      } else {
        lowerWhisker = Math.min(lowerWhisker, value)
        upperWhisker = Math.max(upperWhisker, value)
      }
    }
  }
  return { lowerWhisker, lowerHinge, median, upperHinge, upperWhisker, n: values.length, outliers }
}

/** The smallest and largest value (NaN for none); a loop, so it works on arrays of any length. */
export function extent(values: ArrayLike<number>): { minimum: number; maximum: number } {
  if (values.length === 0) return { minimum: Number.NaN, maximum: Number.NaN }
  let minimum = Number.POSITIVE_INFINITY
  let maximum = Number.NEGATIVE_INFINITY
  for (let i = 0; i < values.length; i++) {
    minimum = Math.min(minimum, values[i])
    maximum = Math.max(maximum, values[i])
  }
  return { minimum, maximum }
}

export interface Summary {
  n: number
  mean: number
  standardDeviation: number
  standardError: number
  minimum: number
  maximum: number
}

/** The numbers an error-bar chart shows for one group. */
export function summarize(values: ArrayLike<number>): Summary {
  return {
    n: values.length,
    mean: mean(values),
    standardDeviation: standardDeviation(values),
    standardError: standardError(values),
    ...extent(values),
  }
}
