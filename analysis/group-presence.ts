/**
 * Which features each group of samples holds, the sets behind a Venn diagram or an UpSet plot of
 * shared and unique features. A feature is present in a group when its count summed over the
 * group's samples reaches `minCount` (and is above zero): summing, rather than averaging, makes a
 * feature seen in one sample of a large group count as present, as a Venn of OTUs usually means.
 */
import type { FeatureTable } from './feature-table'
import { samplesToTest, type DroppedSample } from './stats/tested-samples'

export interface GroupPresence {
  /** Groups in order of first appearance, each with its present features in table order. */
  readonly presentFeatures: ReadonlyMap<string, readonly string[]>
  /** The summed count of every feature in every group: `groupSums[g][f]`. */
  readonly groupSums: readonly Float64Array[]
  /** Samples without a group, which belong to no set. */
  readonly droppedSamples: readonly DroppedSample[]
}

export function featuresPresentByGroup(
  table: FeatureTable,
  grouping: readonly string[],
  { minCount }: { readonly minCount: number },
): GroupPresence {
  if (!(minCount >= 0)) throw new RangeError(`minCount must be 0 or more, got ${minCount}`)
  const tested = samplesToTest(table.sampleIds, grouping)
  const groups = [...new Set(tested.grouping)]
  const groupIndex = new Map(groups.map((group, g) => [group, g]))
  const width = table.featureIds.length
  const groupSums = groups.map(() => new Float64Array(width))
  tested.kept.forEach((s, k) => {
    const sums = groupSums[groupIndex.get(tested.grouping[k]) as number]
    for (let f = 0; f < width; f++) sums[f] += table.counts[s * width + f]
  })
  const presentFeatures = new Map(
    groups.map((group, g) => [
      group,
      table.featureIds.filter((_, f) => groupSums[g][f] > 0 && groupSums[g][f] >= minCount),
    ]),
  )
  return { presentFeatures, groupSums, droppedSamples: tested.dropped }
}
