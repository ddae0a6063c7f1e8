import { BETA_METRICS } from '../../../analysis/diversity/beta'
import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import {
  groupColumnParameter,
  normalisationParameter,
  sampleDistanceMetricParameter,
  seedParameter,
  showLabelsParameter,
} from '../definitions'

export const parameters = defineParameters({
  metric: sampleDistanceMetricParameter(BETA_METRICS),
  normalisation: normalisationParameter,
  ordination: selectParameter(
    '排序方法',
    'Ordination',
    [
      ['pcoa', 'PCoA（主坐标分析）', 'PCoA (principal coordinates)'],
      ['nmds', 'NMDS（非度量多维尺度，20 个起点）', 'NMDS (non-metric multidimensional scaling, 20 starts)'],
    ] as const,
    { defaultValue: 'pcoa', required: true },
  ),
  group_column: groupColumnParameter(false),
  permutations: numberParameter('置换次数', 'Permutations', {
    min: 99,
    max: 9999,
    step: 1,
    integer: true,
    defaultValue: 999,
  }),
  seed: seedParameter,
  show_labels: showLabelsParameter,
})
