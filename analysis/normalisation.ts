/**
 * Normalisations of a feature table before analysis, as the microbiome packages offer them:
 * rarefying (subsampling every sample to one depth, `rarefaction.ts`), total-sum scaling
 * (proportions), cumulative-sum scaling (metagenomeSeq's CSS, Paulson et al. 2013) and the centred
 * log-ratio (CLR, Aitchison 1986) with a stated pseudocount.
 *
 * Every function returns a new table with the input's sample and feature ids (rarefying may drop
 * samples below the depth) and leaves the input unchanged. Callers check the inputs first (whole
 * reads for rarefying, no empty sample for proportions and CSS, positive values or a pseudocount
 * for CLR); the checks here throw plain errors for what reaching them with bad input would be.
 */
import { sampleRow, sampleTotals, type FeatureTable } from './feature-table'
import { rarefy } from './rarefaction'

export const NORMALISATIONS = ['none', 'rarefy', 'tss', 'css', 'clr'] as const
export type Normalisation = (typeof NORMALISATIONS)[number]

/** Total-sum scaling: each value over its sample's total, so every sample sums to 1. */
export function totalSumScaling(table: FeatureTable): FeatureTable {
  const width = table.featureIds.length
  const totals = sampleTotals(table)
  const counts = new Float64Array(table.counts.length)
  table.sampleIds.forEach((id, s) => {
    if (!(totals[s] > 0)) throw new Error(`sample ${id} has no counts to scale`)
    const row = sampleRow(table, s)
    for (let f = 0; f < width; f++) counts[s * width + f] = row[f] / totals[s]
  })
  return { ...table, counts }
}

/** R's default quantile (type 7) of ascending `sorted` at probability `p`. */
export function quantileType7(sorted: ArrayLike<number>, p: number): number {
  // As R's quantile.default: index = 1 + (n - 1) p, then (1 - h) x[lo] + h x[hi].
  const index = (sorted.length - 1) * p
  const low = Math.floor(index)
  const high = Math.ceil(index)
  const h = index - low
  return h === 0 || sorted[high] === sorted[low] ? sorted[low] : (1 - h) * sorted[low] + h * sorted[high]
}

function positiveValuesAscending(row: ArrayLike<number>): Float64Array {
  const values: number[] = []
  for (let f = 0; f < row.length; f++) if (row[f] > 0) values.push(row[f])
  return Float64Array.from(values).sort()
}

/** The CSS quantile metagenomeSeq's `cumNormStatFast` chooses, and whether it fell back to its default 0.5. */
export interface CssQuantile {
  readonly quantile: number
  readonly defaulted: boolean
}

/**
 * metagenomeSeq's `cumNormStatFast(obj, rel = 0.1)`: each sample's positive counts, sorted and
 * aligned at their largest, are compared with their mean at as many quantiles as the richest sample
 * has features; the quantile is where the median absolute deviation from that reference first jumps
 * by more than `rel` of itself (at least 0.5, metagenomeSeq's default). Every sample needs two or
 * more positive counts.
 */
export function cssQuantile(table: FeatureTable, rel = 0.1): CssQuantile {
  const n = table.sampleIds.length
  const sorted = table.sampleIds.map((_, s) => positiveValuesAscending(sampleRow(table, s)))
  sorted.forEach((values, s) => {
    if (values.length < 2) throw new Error(`sample ${table.sampleIds[s]} has fewer than two positive counts`)
  })
  const length = Math.max(...sorted.map((values) => values.length))
  // smat2: each sample's ascending values in the last rows, zeros above; its row means are the reference.
  const reference = new Float64Array(length)
  for (const values of sorted) {
    const offset = length - values.length
    for (let k = 0; k < values.length; k++) reference[offset + k] += values[k] / n
  }
  // rmat2: each sample's quantiles at seq(0, 1, length.out = length) of its own values.
  const medians = new Float64Array(length)
  const deviations = new Float64Array(n)
  for (let row = 0; row < length; row++) {
    const p = length === 1 ? 0 : row * (1 / (length - 1))
    for (let s = 0; s < n; s++) deviations[s] = Math.abs(reference[row] - quantileType7(sorted[s], p))
    medians[row] = median(deviations)
  }
  let first = -1
  for (let row = 0; row + 1 < length; row++) {
    if (Math.abs(medians[row + 1] - medians[row]) / medians[row + 1] > rel) {
      first = row + 1
      break
    }
  }
  const quantile = first / length
  return first < 0 || quantile <= 0.5 ? { quantile: 0.5, defaulted: true } : { quantile, defaulted: false }
}

function median(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort()
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A CSS-normalised table with the quantile used and each sample's scaling factor (before dividing by `scale`). */
export interface CssResult {
  readonly table: FeatureTable
  readonly quantile: number
  readonly quantileDefaulted: boolean
  readonly factors: Float64Array
}

/**
 * metagenomeSeq's `MRcounts(cumNorm(obj, p), norm = TRUE, sl = scale)`: each sample's factor is the
 * sum of its counts up to the `quantile` (type 7) of its positive counts, and its counts are divided
 * by factor / scale (scale 1000 by default, as metagenomeSeq). Without `quantile`, `cssQuantile`'s.
 */
export function cumulativeSumScaling(
  table: FeatureTable,
  options: { quantile?: number; scale?: number } = {},
): CssResult {
  const chosen = options.quantile === undefined ? cssQuantile(table) : { quantile: options.quantile, defaulted: false }
  const scale = options.scale ?? 1000
  const width = table.featureIds.length
  const factors = new Float64Array(table.sampleIds.length)
  const counts = new Float64Array(table.counts.length)
  table.sampleIds.forEach((id, s) => {
    const row = sampleRow(table, s)
    const positive = positiveValuesAscending(row)
    if (positive.length === 0) throw new Error(`sample ${id} has no counts to scale`)
    const threshold = quantileType7(positive, chosen.quantile)
    // metagenomeSeq subtracts .Machine$double.eps from every count before comparing and summing.
    let factor = 0
    for (let f = 0; f < width; f++) {
      const value = row[f] - Number.EPSILON
      if (value <= threshold) factor += value
    }
    factors[s] = factor
    for (let f = 0; f < width; f++) counts[s * width + f] = row[f] / (factor / scale)
  })
  return { table: { ...table, counts }, quantile: chosen.quantile, quantileDefaulted: chosen.defaulted, factors }
}

/**
 * Centred log-ratio with `pseudocount` added to every value: ln(x + c) minus the sample's mean of
 * ln(x + c) over all features (scikit-bio's `clr(x + c)`, vegan's `decostand(x, "clr", pseudocount = c)`).
 * Needs every x + c > 0.
 */
export function centredLogRatio(table: FeatureTable, pseudocount: number): FeatureTable {
  const width = table.featureIds.length
  const counts = new Float64Array(table.counts.length)
  table.sampleIds.forEach((id, s) => {
    const row = sampleRow(table, s)
    let sum = 0
    for (let f = 0; f < width; f++) {
      const shifted = row[f] + pseudocount
      if (!(shifted > 0)) throw new Error(`sample ${id} has a value that is not positive after the pseudocount`)
      const log = Math.log(shifted)
      counts[s * width + f] = log
      sum += log
    }
    const mean = sum / width
    for (let f = 0; f < width; f++) counts[s * width + f] -= mean
  })
  return { ...table, counts }
}

/** The depth vegan's `rrarefy` examples and QIIME use by default: the smallest sample total. */
export function smallestDepth(table: FeatureTable): number {
  return Math.min(...sampleTotals(table))
}

export interface NormalisedTable {
  readonly table: FeatureTable
  /** Rarefying: the depth, and samples below it that were dropped. */
  readonly depth?: number
  readonly droppedSampleIds?: readonly string[]
  /** CSS: the quantile and whether it is metagenomeSeq's fallback 0.5. */
  readonly cssQuantile?: number
  readonly cssQuantileDefaulted?: boolean
  /** CSS: each sample's factor (the counts are divided by factor / 1000). */
  readonly cssFactors?: Float64Array
}

/**
 * The table normalised by `method`: `rarefy` at `depth` (default the smallest sample total) with
 * `seed`, `tss`, `css` (scale 1000), `clr` with `pseudocount`; `none` returns the table itself.
 */
export function normaliseTable(
  table: FeatureTable,
  method: Normalisation,
  options: { seed: number; depth?: number; pseudocount: number },
): NormalisedTable {
  switch (method) {
    case 'none':
      return { table }
    case 'tss':
      return { table: totalSumScaling(table) }
    case 'clr':
      return { table: centredLogRatio(table, options.pseudocount) }
    case 'css': {
      const result = cumulativeSumScaling(table)
      return {
        table: result.table,
        cssQuantile: result.quantile,
        cssQuantileDefaulted: result.quantileDefaulted,
        cssFactors: result.factors,
      }
    }
    case 'rarefy': {
      const depth = options.depth ?? smallestDepth(table)
      const rarefied = rarefy(table, depth, options.seed)
      const kept = new Set(rarefied.sampleIds)
      return { table: rarefied, depth, droppedSampleIds: table.sampleIds.filter((id) => !kept.has(id)) }
    }
  }
}
