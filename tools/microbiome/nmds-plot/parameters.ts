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
  seed: seedParameter,
  show_labels: showLabelsParameter,
})
