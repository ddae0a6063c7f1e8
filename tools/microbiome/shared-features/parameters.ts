import { defineParameters, numberParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(true),
  level: levelParameter('feature'),
  min_count: numberParameter(
    '最小计数',
    'Minimum count',
    { min: 0, max: 1000000000, step: 1, defaultValue: 1 },
    {
      zh: '特征在一组全部样本中的计数之和达到该值（且大于 0）才算在该组存在；相对丰度表请设为 0。',
      en: "A feature is present in a group when its count summed over the group's samples reaches this (and is above 0); use 0 for a table of relative abundances.",
    },
  ),
  max_intersections: numberParameter('UpSet 图最多显示的交集数', 'Most intersections in the UpSet plot', {
    min: 1,
    max: 100,
    step: 1,
    integer: true,
    defaultValue: 20,
  }),
})
