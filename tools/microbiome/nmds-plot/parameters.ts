import { SAMPLE_DISTANCE_METRICS } from '../../../analysis/diversity/sample-distances'
import { defineParameters, numberParameter } from '../../kit/parameters'
import {
  groupColumnParameter,
  normalisationParameter,
  sampleDistanceMetricParameter,
  seedParameter,
  showLabelsParameter,
} from '../definitions'

export const parameters = defineParameters({
  metric: sampleDistanceMetricParameter(SAMPLE_DISTANCE_METRICS),
  normalisation: normalisationParameter,
  group_column: groupColumnParameter(false),
  starts: numberParameter('起点数', 'Starts', { min: 1, max: 100, step: 1, integer: true, defaultValue: 20 }),
  permutations: numberParameter(
    '置换次数',
    'Permutations',
    { min: 99, max: 9999, step: 1, integer: true, defaultValue: 999 },
    {
      zh: '有分组时，PERMANOVA 与 PERMDISP 检验的置换次数。',
      en: 'With groups, the permutations of the PERMANOVA and PERMDISP tests.',
    },
  ),
  seed: seedParameter,
  show_labels: showLabelsParameter,
})
