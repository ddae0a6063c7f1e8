import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { groupColumnParameter, rankParameter } from '../definitions'

export const parameters = defineParameters({
  rank: rankParameter('Phylum'),
  top_n: numberParameter('显示前 N 个', 'Top N taxa', { min: 1, max: 20, step: 1, integer: true, defaultValue: 10 }),
  display: selectParameter(
    '显示方式',
    'Display',
    [
      ['samples', '每个样本', 'Each sample'],
      ['groups', '每组平均', 'Group means'],
    ] as const,
    { defaultValue: 'samples', required: true },
  ),
  group_column: groupColumnParameter(false),
})
