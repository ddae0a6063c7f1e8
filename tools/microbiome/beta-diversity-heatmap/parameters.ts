import { SAMPLE_DISTANCE_METRICS } from '../../../analysis/diversity/sample-distances'
import { defineParameters, selectParameter } from '../../kit/parameters'
import { normalisationParameter, sampleDistanceMetricParameter } from '../definitions'

export const parameters = defineParameters({
  metric: sampleDistanceMetricParameter(SAMPLE_DISTANCE_METRICS),
  normalisation: normalisationParameter,
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
})
