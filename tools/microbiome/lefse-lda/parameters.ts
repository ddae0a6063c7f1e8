import { defineParameters, numberParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(true),
  level: levelParameter('Genus'),
  kw_alpha: numberParameter('Kruskal-Wallis 显著性水平 α', 'Kruskal-Wallis alpha', {
    min: 0.0001,
    max: 1,
    step: 0.0001,
    defaultValue: 0.05,
  }),
  lda_threshold: numberParameter('LDA 阈值', 'LDA threshold', { min: 0, max: 10, step: 0.1, defaultValue: 2 }),
  max_shown: numberParameter('图中最多显示', 'Most features in the chart', {
    min: 5,
    max: 200,
    step: 1,
    integer: true,
    defaultValue: 40,
  }),
})
