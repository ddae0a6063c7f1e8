import { interquartileRange, standardDeviation } from '../stats/descriptive'
import { evenlySpaced } from './even-grid'

/**
 * Gaussian kernel density estimates with R's bandwidth rules. The estimate is summed exactly at each
 * grid point; R `density` bins the data and convolves by FFT, which agrees to about three significant
 * digits on ordinary data.
 */

export const BANDWIDTH_RULES = ['nrd0', 'nrd'] as const
export type BandwidthRule = (typeof BANDWIDTH_RULES)[number]

/**
 * Silverman's rule of thumb as R `bw.nrd0`: 0.9 × min(sd, IQR / 1.34) × n^(−1/5), falling back to
 * sd, |x₁| or 1 when the spread is zero.
 */
export function bandwidthNrd0(values: ArrayLike<number>): number {
  if (values.length < 2) throw new RangeError('a bandwidth needs at least 2 data points')
  const sd = standardDeviation(values)
  let spread = Math.min(sd, interquartileRange(values) / 1.34)
  if (!spread) spread = sd || Math.abs(values[0]) || 1
  return 0.9 * spread * values.length ** -0.2
}

/** Scott's variation as R `bw.nrd`: 1.06 × min(sd, IQR / 1.34) × n^(−1/5). */
export function bandwidthNrd(values: ArrayLike<number>): number {
  if (values.length < 2) throw new RangeError('a bandwidth needs at least 2 data points')
  return 1.06 * Math.min(standardDeviation(values), interquartileRange(values) / 1.34) * values.length ** -0.2
}

export function bandwidth(values: ArrayLike<number>, rule: BandwidthRule): number {
  return rule === 'nrd' ? bandwidthNrd(values) : bandwidthNrd0(values)
}

export interface DensityOptions {
  /** Default `nrd0`, as R `density`. A number is used as the kernel's standard deviation. */
  bandwidth?: BandwidthRule | number
  /** Multiplies the bandwidth (R's `adjust`). */
  adjust?: number
  /** Grid points; R's default 512. */
  points?: number
  /** Grid limits; by default `cut` bandwidths beyond the data, as R. */
  from?: number
  to?: number
  /** R's default 3. */
  cut?: number
}

export interface DensityEstimate {
  x: number[]
  y: number[]
  bandwidth: number
  n: number
}

/** The Gaussian kernel density of `values` on an evenly spaced grid (R `density(x)`'s grid). */
export function kernelDensity(values: ArrayLike<number>, options: DensityOptions = {}): DensityEstimate {
  const data = Float64Array.from(values)
  const chosen = options.bandwidth ?? 'nrd0'
  const width = (typeof chosen === 'number' ? chosen : bandwidth(data, chosen)) * (options.adjust ?? 1)
  if (!(width > 0) || !Number.isFinite(width)) throw new RangeError(`the bandwidth must be positive, not ${width}`)
  const cut = options.cut ?? 3
  let minimum = Number.POSITIVE_INFINITY
  let maximum = Number.NEGATIVE_INFINITY
  for (const value of data) {
    minimum = Math.min(minimum, value)
    maximum = Math.max(maximum, value)
  }
  const from = options.from ?? minimum - cut * width
  const to = options.to ?? maximum + cut * width
  const points = options.points ?? 512
  const x = evenlySpaced(from, to, points)
  return { x, y: densityAt(data, width, x), bandwidth: width, n: data.length }
}

const INVERSE_SQRT_TWO_PI = 1 / Math.sqrt(2 * Math.PI)

/** The Gaussian kernel estimate with bandwidth `width` at each point of `at`. */
export function densityAt(values: ArrayLike<number>, width: number, at: readonly number[]): number[] {
  const scale = INVERSE_SQRT_TWO_PI / (values.length * width)
  return at.map((point) => {
    let sum = 0
    for (let i = 0; i < values.length; i++) {
      const z = (point - values[i]) / width
      sum += Math.exp(-0.5 * z * z)
    }
    return sum * scale
  })
}
