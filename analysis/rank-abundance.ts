import type { FeatureTable } from './feature-table'

/** One rank-abundance curve: relative abundances (proportions) from the most abundant feature down, zeros left out. */
export interface RankAbundanceCurve {
  readonly id: string
  /** Relative abundance at rank 1, 2, …; descending. */
  readonly abundances: Float64Array
  /** The feature at each rank (index into the table's features). */
  readonly features: Int32Array
}

/**
 * Whittaker's rank-abundance curve of each sample: its features' proportions of the sample's reads,
 * sorted from the largest down, zeros dropped (as vegan's `rad.null(x)$y / sum(x)` or
 * `sort(x[x > 0], decreasing = TRUE) / sum(x)`). A sample without reads has an empty curve.
 * Ties keep table order.
 */
export function sampleRankAbundance(table: FeatureTable): RankAbundanceCurve[] {
  const width = table.featureIds.length
  return table.sampleIds.map((id, s) => {
    const row = table.counts.subarray(s * width, (s + 1) * width)
    let total = 0
    for (const value of row) total += value
    return curveOf(id, row, total)
  })
}

/**
 * The curve of each group: the mean over the group's samples of each feature's relative abundance
 * (every sample weighs the same, whatever its depth), sorted from the largest down. `grouping`
 * gives each sample's group, null for samples left out; groups come in order of first appearance.
 */
export function groupRankAbundance(table: FeatureTable, grouping: readonly (string | null)[]): RankAbundanceCurve[] {
  const width = table.featureIds.length
  const groups = [...new Set(grouping.filter((group): group is string => group !== null))]
  return groups.map((group) => {
    const mean = new Float64Array(width)
    let members = 0
    table.sampleIds.forEach((_, s) => {
      if (grouping[s] !== group) return
      let total = 0
      for (let f = 0; f < width; f++) total += table.counts[s * width + f]
      if (total === 0) return
      members++
      for (let f = 0; f < width; f++) mean[f] += table.counts[s * width + f] / total
    })
    return curveOf(group, mean, members)
  })
}

function curveOf(id: string, values: ArrayLike<number>, total: number): RankAbundanceCurve {
  const present: number[] = []
  if (total > 0) for (let f = 0; f < values.length; f++) if (values[f] > 0) present.push(f)
  present.sort((a, b) => values[b] - values[a] || a - b)
  return {
    id,
    abundances: Float64Array.from(present, (f) => values[f] / total),
    features: Int32Array.from(present),
  }
}
