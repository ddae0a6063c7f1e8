import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
  curves: selectParameter(
    '曲线',
    'Curves',
    [
      ['sample', '每个样本一条', 'One per sample'],
      ['group', '每组一条（组内平均相对丰度）', 'One per group (mean relative abundance in the group)'],
    ] as const,
    {
      defaultValue: 'sample',
      required: true,
      help: {
        zh: '每组一条需要选择分组列。每个样本一条时，曲线颜色按组区分。',
        en: 'One per group needs a grouping column. With one per sample, the curves are coloured by group.',
      },
    },
  ),
  level: levelParameter('feature'),
  max_rank: numberParameter('最多显示的名次', 'Highest rank shown', {
    min: 10,
    max: 5000,
    step: 1,
    integer: true,
    defaultValue: 500,
  }),
})
