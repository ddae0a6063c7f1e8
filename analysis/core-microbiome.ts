import type { FeatureTable } from './feature-table'

/**
 * Prevalence as the R package microbiome computes it (`prevalence(x, detection, include.lowest =
 * FALSE)`): per feature, the fraction of the samples in which its value is strictly above
 * `detection`. `table` holds the values compared (relative abundances for a detection in
 * proportions); `samples` restricts the count to those samples (default: all).
 */
export function prevalence(table: FeatureTable, detection: number, samples?: readonly number[]): Float64Array {
  const width = table.featureIds.length
  const rows = samples ?? table.sampleIds.map((_, s) => s)
  const result = new Float64Array(width)
  if (rows.length === 0) return result.fill(NaN)
  for (const s of rows) for (let f = 0; f < width; f++) if (table.counts[s * width + f] > detection) result[f]++
  for (let f = 0; f < width; f++) result[f] /= rows.length
  return result
}

/**
 * The core features, as microbiome's `core_members(x, detection, prevalence)`: those whose
 * prevalence at `detection` is strictly above `minimumPrevalence` (a fraction in [0, 1)).
 */
export function coreMembers(prevalences: ArrayLike<number>, minimumPrevalence: number): number[] {
  if (!(minimumPrevalence >= 0 && minimumPrevalence < 1))
    throw new RangeError(`minimumPrevalence must lie in [0, 1), got ${minimumPrevalence}`)
  const members: number[] = []
  for (let f = 0; f < prevalences.length; f++) if (prevalences[f] > minimumPrevalence) members.push(f)
  return members
}

/**
 * `count` detection thresholds spaced evenly on a log scale from `lowest` to `highest` (as the
 * heatmap of microbiome's `plot_core` uses, 10^seq(log10(lowest), log10(highest), length = count)).
 */
export function logDetections(lowest: number, highest: number, count: number): number[] {
  if (count === 1) return [lowest]
  const from = Math.log10(lowest)
  const step = (Math.log10(highest) - from) / (count - 1)
  return Array.from({ length: count }, (_, k) => 10 ** (from + k * step))
}
