import { interquartileRange, quantile, standardDeviation } from './descriptive'
import { evenlySpaced } from './even-grid'

/**
 * Histogram binning as R `hist(x, breaks = ..., plot = FALSE)` does it: a rule suggests a number of
 * classes, `pretty` turns it into round break points, and each value is counted in the right-closed
 * bin (a, b] (the first bin also holds its lower edge), with R's small fuzz so that values sitting on
 * a break are not lost to rounding.
 */

export const BIN_RULES = ['sturges', 'scott', 'fd'] as const
export type BinRule = (typeof BIN_RULES)[number]

const DOUBLE_EPSILON = 2 ** -52
const DOUBLE_MIN = 2 ** -1022
/** R_pretty's tolerance when rounding the ends to whole units. */
const ROUNDING_EPSILON = 1e-10

export interface PrettyOptions {
  /** The fewest intervals acceptable; R's default is n %/% 3. */
  minN?: number
  shrinkSmall?: number
  highUnitBias?: number
  unit5Bias?: number
}

/**
 * Round break points covering [low, high] in about `n` intervals of 1, 2 or 5 × a power of ten:
 * R's `pretty(c(low, high), n)` (R_pretty with its default biases and `seq.int` for the points).
 */
export function prettyBreaks(low: number, high: number, n = 5, options: PrettyOptions = {}): number[] {
  if (!Number.isFinite(low) || !Number.isFinite(high)) throw new RangeError('pretty needs finite limits')
  const minN = options.minN ?? Math.floor(n / 3)
  const shrinkSmall = options.shrinkSmall ?? 0.75
  const h = options.highUnitBias ?? 1.5
  const h5 = options.unit5Bias ?? 0.5 + 1.5 * h
  const fMin = 2 ** -20

  const dx = high - low
  let cell: number
  let isSmall: boolean
  if (dx === 0 && high === 0) {
    cell = 1
    isSmall = true
  } else {
    cell = Math.max(Math.abs(low), Math.abs(high))
    let upperBound = 1 + (h5 >= 1.5 * h + 0.5 ? 1 / (1 + h) : 1.5 / (1 + h5))
    upperBound *= Math.max(1, n) * DOUBLE_EPSILON
    isSmall = dx < cell * upperBound * 3
  }
  if (isSmall) {
    if (cell > 10) cell = 9 + cell / 10
    cell *= shrinkSmall
    if (minN > 1) cell /= minN
  } else {
    cell = dx
    if (n > 1) cell /= n
  }
  cell = Math.max(cell, fMin * DOUBLE_MIN)

  // V8's 10 ** -4 is not the nearest double to 1e-4 (C's pow is); parsing the literal is.
  const base = Number(`1e${Math.floor(Math.log10(cell))}`)
  let unit = base
  if (2 * base - cell < h * (cell - unit)) {
    unit = 2 * base
    if (5 * base - cell < h5 * (cell - unit)) {
      unit = 5 * base
      if (10 * base - cell < h * (cell - unit)) unit = 10 * base
    }
  }

  let start = Math.floor(low / unit + ROUNDING_EPSILON)
  let end = Math.ceil(high / unit - ROUNDING_EPSILON)
  while (start * unit > low + ROUNDING_EPSILON * unit) start--
  while (end * unit < high - ROUNDING_EPSILON * unit) end++

  let intervals = Math.floor(0.5 + end - start)
  if (intervals < minN) {
    const missing = minN - intervals
    if (start >= 0) {
      end += Math.floor(missing / 2)
      start -= Math.floor(missing / 2) + (missing % 2)
    } else {
      start -= Math.floor(missing / 2)
      end += Math.floor(missing / 2) + (missing % 2)
    }
    intervals = minN
  }
  const from = start * unit < low ? start * unit : low
  const to = end * unit > high ? end * unit : high

  const points = evenlySpaced(from, to, intervals + 1)
  if (intervals > 0) {
    // R zaps what seq() rounding leaves of a break that should be 0.
    const delta = (to - from) / intervals
    for (let i = 0; i < points.length; i++) if (Math.abs(points[i]) < 1e-14 * delta) points[i] = 0
  }
  return points
}

/** Sturges' rule as R `nclass.Sturges`: ⌈log₂ n + 1⌉. */
export function sturgesClassCount(values: ArrayLike<number>): number {
  return Math.ceil(Math.log2(values.length) + 1)
}

/** Scott's rule as R `nclass.scott`: bin width 3.5 σ n^(−1/3). */
export function scottClassCount(values: ArrayLike<number>): number {
  const width = 3.5 * standardDeviation(values) * values.length ** (-1 / 3)
  return width > 0 ? Math.max(1, Math.ceil(rangeOf(values) / width)) : 1
}

/** The Freedman–Diaconis rule as R `nclass.FD`: bin width 2 IQR n^(−1/3) (on 5 significant digits). */
export function freedmanDiaconisClassCount(values: ArrayLike<number>): number {
  const rounded = Array.from(values, (value) => Number(value.toPrecision(5)))
  let width = 2 * interquartileRange(rounded)
  // A zero IQR (many ties) falls back to ever wider tail quantiles, then to Scott's spread.
  for (let tail = 1 / 8; width === 0 && tail >= 1 / 512; tail /= 2) {
    width = (quantile(rounded, 1 - tail) - quantile(rounded, tail)) / (1 - 2 * tail)
  }
  if (width === 0) width = 3.5 * standardDeviation(values)
  return width > 0 ? Math.ceil((rangeOf(values) / width) * values.length ** (1 / 3)) : 1
}

export function classCount(values: ArrayLike<number>, rule: BinRule): number {
  if (rule === 'scott') return scottClassCount(values)
  if (rule === 'fd') return freedmanDiaconisClassCount(values)
  return sturgesClassCount(values)
}

function rangeOf(values: ArrayLike<number>): number {
  let minimum = Number.POSITIVE_INFINITY
  let maximum = Number.NEGATIVE_INFINITY
  for (let i = 0; i < values.length; i++) {
    minimum = Math.min(minimum, values[i])
    maximum = Math.max(maximum, values[i])
  }
  return maximum - minimum
}

export interface Histogram {
  /** Bin edges, one more than the bins. */
  breaks: number[]
  counts: number[]
  /** counts / (n × bin width): the bars of a probability-density histogram. */
  density: number[]
  mids: number[]
}

/**
 * Counts finite values into bins as R `hist(x, breaks, plot = FALSE)` with `right = TRUE` and
 * `include.lowest = TRUE`. `bins` is a rule name or a suggested number of classes (R passes both
 * through `pretty`, so the actual number may differ).
 */
export function histogram(values: ArrayLike<number>, bins: BinRule | number = 'sturges'): Histogram {
  const finite = Array.from(values).filter(Number.isFinite)
  if (finite.length === 0) throw new RangeError('a histogram needs at least one finite value')
  const suggested = typeof bins === 'number' ? bins : classCount(finite, bins)
  if (!(suggested >= 1) || !Number.isFinite(suggested)) throw new RangeError(`invalid number of bins: ${suggested}`)
  let low = Number.POSITIVE_INFINITY
  let high = Number.NEGATIVE_INFINITY
  for (const value of finite) {
    low = Math.min(low, value)
    high = Math.max(high, value)
  }
  const breaks = prettyBreaks(low, high, Math.min(Math.floor(suggested), 1e6), { minN: 1 })
  const widths = breaks.slice(1).map((edge, i) => edge - breaks[i])
  const fuzzyBreaks = fuzzed(breaks, widths, high - low)
  const counts = new Array<number>(widths.length).fill(0)
  for (const value of finite) {
    const bin = binOf(value, fuzzyBreaks)
    if (bin >= 0) counts[bin]++
  }
  return {
    breaks,
    counts,
    density: counts.map((count, i) => count / (finite.length * widths[i])),
    mids: widths.map((_, i) => 0.5 * (breaks[i] + breaks[i + 1])),
  }
}

/** R's fuzz: 1e-7 of a typical bin width, pushing each edge up (the first down) for right-closed bins. */
function fuzzed(breaks: number[], widths: number[], dataRange: number): number[] {
  const median = (sorted: number[]) => {
    const middle = sorted.length / 2
    return sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : 0.5 * (sorted[middle - 1] + sorted[middle])
  }
  const scale =
    breaks.length > 5
      ? median([...widths].sort((a, b) => a - b))
      : breaks.length <= 3
        ? dataRange
        : Math.min(...widths.filter((width) => width > 0))
  const diddle = 1e-7 * scale
  return breaks.map((edge, i) => (i === 0 ? edge - diddle : edge + diddle))
}

/** The bin (a, b] holding `value`, with the first bin closed below; −1 outside. */
function binOf(value: number, breaks: number[]): number {
  let low = 0
  let high = breaks.length - 1
  if (!(breaks[low] <= value && value <= breaks[high])) return -1
  while (high - low >= 2) {
    const middle = (high + low) >> 1
    if (value > breaks[middle]) low = middle
    else high = middle
  }
  return low
}
