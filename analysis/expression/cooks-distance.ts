/**
 * Cook's distances as DESeq2 1.38 computes them (`calculateCooksDistance`, `recordMaxCooks`) and the
 * cutoff results() applies to their maximum: F(0.99; p, m − p).
 */
import { regularizedBeta } from '../stats/distributions-extra'
import { cellSizes } from './design-matrix'
import { trimmedMean } from './deseq2-dispersions'

/**
 * Per gene, the largest Cook's distance over the samples with 3 or more replicates in their cell
 * (NaN when no cell has 3), and the sample with the largest over all samples (DESeq2's two-group
 * heuristic looks at that sample's count). The dispersion in the Pearson residuals is
 * a robust method-of-moments estimate (trimmed cell variances, at least 0.04), so the outlier being
 * judged does not inflate it.
 */
export function maximumCooksDistances(
  counts: Float64Array,
  genes: Int32Array,
  m: number,
  p: number,
  sizeFactors: Float64Array,
  mu: Float64Array,
  hat: Float64Array,
  cells: Int32Array,
): { maximum: Float64Array; sample: Int32Array } {
  const sizes = cellSizes(cells)
  const counted = Uint8Array.from(cells, (c) => (sizes[c] >= 3 ? 1 : 0))
  const anyCounted = counted.some((c) => c === 1)
  const maximum = new Float64Array(genes.length).fill(NaN)
  const sample = new Int32Array(genes.length).fill(-1)
  const normalised = new Float64Array(m)
  for (let i = 0; i < genes.length; i++) {
    const y = counts.subarray(genes[i] * m, (genes[i] + 1) * m)
    let mean = 0
    for (let j = 0; j < m; j++) {
      normalised[j] = y[j] / sizeFactors[j]
      mean += normalised[j]
    }
    mean /= m
    const variance = anyCounted ? trimmedCellVariance(normalised, cells, sizes) : trimmedVariance(normalised)
    const dispersion = Math.max((variance - mean) / (mean * mean), 0.04)
    if (!(m > p) || !anyCounted) continue
    let best = -Infinity
    let bestAnywhere = -Infinity
    for (let j = 0; j < m; j++) {
      const muj = mu[i * m + j]
      const h = hat[i * m + j]
      const cooks = ((y[j] - muj) ** 2 / (muj + dispersion * muj * muj) / p) * (h / ((1 - h) * (1 - h)))
      if (counted[j]) best = Math.max(best, cooks)
      if (cooks > bestAnywhere) {
        bestAnywhere = cooks
        sample[i] = j
      }
    }
    maximum[i] = best
  }
  return { maximum, sample }
}

/** The trimming by cell size (≤ 3, ≤ 23, more) and the factors that undo its shrinkage of squares. */
function trimFor(n: number): { trim: number; scale: number } {
  if (n <= 3.5) return { trim: 1 / 3, scale: 2.04 }
  if (n <= 23.5) return { trim: 1 / 4, scale: 1.86 }
  return { trim: 1 / 8, scale: 1.51 }
}

/** `trimmedCellVariance`: the largest trimmed variance over the cells of 3 or more samples. */
function trimmedCellVariance(values: Float64Array, cells: Int32Array, sizes: Int32Array): number {
  let largest = -Infinity
  for (let cell = 0; cell < sizes.length; cell++) {
    if (sizes[cell] < 3) continue
    const members: number[] = []
    for (let j = 0; j < values.length; j++) if (cells[j] === cell) members.push(values[j])
    const { trim, scale } = trimFor(members.length)
    const center = trimmedMean(members, trim)
    const squares = members.map((v) => (v - center) ** 2)
    largest = Math.max(largest, scale * trimmedMean(squares, trim))
  }
  return largest
}

function trimmedVariance(values: Float64Array): number {
  const center = trimmedMean(values, 1 / 8)
  return (
    1.51 *
    trimmedMean(
      Array.from(values, (v) => (v - center) ** 2),
      1 / 8,
    )
  )
}

/** The F quantile (R: `qf(probability, d1, d2)`), by bisection on the regularized incomplete beta. */
export function fQuantile(probability: number, d1: number, d2: number): number {
  const cdf = (f: number) => regularizedBeta((d1 * f) / (d1 * f + d2), d1 / 2, d2 / 2, d2 / (d1 * f + d2))
  let low = 0
  let high = 1
  while (cdf(high) < probability) high *= 2
  for (let i = 0; i < 200 && high - low > 1e-15 * high; i++) {
    const middle = (low + high) / 2
    if (cdf(middle) < probability) low = middle
    else high = middle
  }
  return (low + high) / 2
}
