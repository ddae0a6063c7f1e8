import { SAMPLE_DISTANCE_METRICS } from '../../../analysis/diversity/sample-distances'
import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
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
  permutations: numberParameter('置换次数', 'Permutations', {
    min: 99,
    max: 9999,
    step: 1,
    integer: true,
    defaultValue: 999,
  }),
  seed: seedParameter,
  proportion_of: selectParameter(
    '解释比例的分母',
    'Proportion explained of',
    [
      ['positiveSum', '正特征值之和（scikit-bio）', 'Sum of the positive eigenvalues (scikit-bio)'],
      ['trace', '全部特征值之和（R cmdscale、phyloseq）', 'Sum of all eigenvalues (R cmdscale, phyloseq)'],
    ] as const,
    {
      defaultValue: 'positiveSum',
      required: true,
      help: {
        zh: '仅在有负特征值（如 Bray-Curtis）时两者不同。',
        en: 'They differ only when there are negative eigenvalues (as Bray-Curtis may have).',
      },
    },
  ),
  show_labels: showLabelsParameter,
})
