import { defineParameters, numberParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(true),
  level: levelParameter('Genus'),
  q_threshold: numberParameter('显著性阈值（q 值）', 'Significance threshold (q-value)', {
    min: 0.0001,
    max: 1,
    step: 0.0001,
    defaultValue: 0.05,
  }),
  top_n: numberParameter('图中最多显示', 'Most features in the chart', {
    min: 5,
    max: 100,
    step: 1,
    integer: true,
    defaultValue: 30,
  }),
})
