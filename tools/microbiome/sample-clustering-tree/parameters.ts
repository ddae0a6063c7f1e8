import { defineParameters, selectParameter } from '../../kit/parameters'
import { groupColumnParameter, sampleDistanceMetricParameter } from '../definitions'

/** The metrics the form offers: the usual ones for clustering samples of a microbiome survey. */
const CLUSTERING_METRICS = [
  'braycurtis',
  'jaccard',
  'unweighted_unifrac',
  'weighted_unifrac',
  'weighted_normalized_unifrac',
] as const

export const parameters = defineParameters({
  metric: sampleDistanceMetricParameter(CLUSTERING_METRICS),
  linkage: selectParameter(
    '聚类方法',
    'Linkage',
    [
      ['average', '平均连接（UPGMA）', 'Average (UPGMA)'],
      ['complete', '完全连接', 'Complete'],
      ['single', '单连接', 'Single'],
    ] as const,
    { defaultValue: 'average', required: true },
  ),
  group_column: groupColumnParameter(false),
})
