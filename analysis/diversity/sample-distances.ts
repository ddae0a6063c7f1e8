import type { DistanceMatrix } from '../distance-matrix'
import type { FeatureTable } from '../feature-table'
import type { PhyloTree } from '../io/newick'
import { BETA_METRICS, betaDiversityParallel, type BetaMetric } from './beta'
import { unifrac } from './phylogenetic'

/**
 * UniFrac under scikit-bio's and QIIME 2's names: `weighted_unifrac` is not normalized (scikit-bio's
 * default; the sum of branch lengths times differences in shares), `weighted_normalized_unifrac`
 * divides by the samples' mean tip depths so it lies in [0, 1] (phyloseq's `UniFrac(weighted = TRUE)`
 * default).
 */
export const PHYLOGENETIC_METRICS = ['unweighted_unifrac', 'weighted_unifrac', 'weighted_normalized_unifrac'] as const
export type PhylogeneticMetric = (typeof PHYLOGENETIC_METRICS)[number]

/** Every distance between samples the driver computes: the count-based ones, then UniFrac. */
export const SAMPLE_DISTANCE_METRICS = [...BETA_METRICS, ...PHYLOGENETIC_METRICS] as const
export type SampleDistanceMetric = BetaMetric | PhylogeneticMetric

export function isPhylogeneticMetric(metric: SampleDistanceMetric): metric is PhylogeneticMetric {
  return (PHYLOGENETIC_METRICS as readonly string[]).includes(metric)
}

/**
 * The distances between a table's samples by metric name, as scikit-bio's `beta_diversity` looks
 * a metric up by name. UniFrac needs the tree; features of the table must be tips of the tree
 * (otherwise `diversity.featuresNotInTree`, as scikit-bio refuses them), while tips without a
 * feature are ignored (their branches carry no counts, the same as phyloseq pruning the tree).
 */
export async function sampleDistances(
  table: FeatureTable,
  metric: SampleDistanceMetric,
  tree: PhyloTree | null,
): Promise<DistanceMatrix> {
  if (!isPhylogeneticMetric(metric)) return betaDiversityParallel(table, metric)
  // Callers check the form first and say which file is missing; reaching here is a programming error.
  if (!tree) throw new Error(`${metric} needs a phylogenetic tree`)
  return unifrac(table, tree, {
    weighted: metric !== 'unweighted_unifrac',
    normalized: metric === 'weighted_normalized_unifrac',
  })
}
