import { SAMPLE_DISTANCE_METRICS } from '../../../analysis/diversity/sample-distances'
import { defineParameters, numberParameter } from '../../kit/parameters'
import {
  groupColumnParameter,
  normalisationParameter,
  sampleDistanceMetricParameter,
  seedParameter,
} from '../definitions'

export const parameters = defineParameters({
  metric: sampleDistanceMetricParameter(SAMPLE_DISTANCE_METRICS),
  normalisation: normalisationParameter,
  group_column: groupColumnParameter(true),
  permutations: numberParameter('置换次数', 'Permutations', {
    min: 99,
    max: 9999,
    step: 1,
    integer: true,
    defaultValue: 999,
  }),
  seed: seedParameter,
})
