/**
 * Differential abundance between groups, one Kruskal-Wallis test per feature on relative
 * abundances, with Benjamini-Hochberg q-values over the features tested: what R gives with
 * `kruskal.test(x, g)` per feature and `p.adjust(p, "BH")`.
 *
 * With two groups the Kruskal-Wallis statistic equals the square of the normal approximation of the
 * Wilcoxon rank-sum test without continuity correction, so the test stays Kruskal-Wallis for any
 * number of groups rather than switching methods at two.
 *
 * Samples without a group or without reads are left out (`samplesToTest`): a relative abundance
 * needs reads. A feature absent from every tested sample is all ties; its statistic and p are NaN
 * (R: NA) and it does not count towards the number of tests in the correction.
 */
import { AnalysisInputError } from '../errors'
import { sampleTotals, type FeatureTable } from '../feature-table'
import { benjaminiHochberg } from './fdr'
import { kruskalWallis } from './rank-tests'
import { samplesToTest, type DroppedSample } from './tested-samples'

export interface FeatureDifference {
  /** Index of the feature in the input table. */
  readonly feature: number
  readonly statistic: number
  readonly pValue: number
  readonly qValue: number
  /** Mean relative abundance (0 to 1) in each group, in the order of `groups`. */
  readonly groupMeans: readonly number[]
}

export interface DifferentialAbundance {
  /** Groups in order of first appearance among the tested samples. */
  readonly groups: readonly string[]
  /** Every feature, by q, then p, then table order; untestable features (NaN p) last. */
  readonly features: readonly FeatureDifference[]
  readonly droppedSamples: readonly DroppedSample[]
}

export function kruskalWallisByFeature(table: FeatureTable, grouping: readonly string[]): DifferentialAbundance {
  const totals = sampleTotals(table)
  const tested = samplesToTest(table.sampleIds, grouping, { readTotals: totals })
  const groups = [...new Set(tested.grouping)]
  if (groups.length < 2) throw new AnalysisInputError('grouping.oneGroup', {})
  const groupIndex = new Map(groups.map((group, g) => [group, g]))
  const members = groups.map(() => [] as number[])
  tested.kept.forEach((s, k) => members[groupIndex.get(tested.grouping[k]) as number].push(s))

  const width = table.featureIds.length
  const relative = (s: number, f: number) => table.counts[s * width + f] / totals[s]
  const results = Array.from({ length: width }, (_, f) => {
    const values = members.map((samples) => Float64Array.from(samples, (s) => relative(s, f)))
    const { statistic, pValue } = kruskalWallis(values)
    const groupMeans = values.map((group) => group.reduce((sum, v) => sum + v, 0) / group.length)
    return { feature: f, statistic, pValue, groupMeans }
  })
  const qValues = benjaminiHochberg(results.map((result) => result.pValue))
  const byNaNLast = (a: number, b: number) =>
    Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b
  const features = results
    .map((result, f) => ({ ...result, qValue: qValues[f] }))
    .sort((a, b) => byNaNLast(a.qValue, b.qValue) || byNaNLast(a.pValue, b.pValue) || a.feature - b.feature)
  return { groups, features, droppedSamples: tested.dropped }
}
