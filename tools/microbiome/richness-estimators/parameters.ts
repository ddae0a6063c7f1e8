import { defineParameters, selectParameter } from '../../kit/parameters'
import { groupColumnParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
  order: selectParameter(
    '样本顺序',
    'Sample order',
    [
      ['table', '与表中相同', 'As in the table'],
      ['chao1', '按 Chao1 从高到低', 'By Chao1, highest first'],
    ] as const,
    { defaultValue: 'table', required: true },
  ),
})
