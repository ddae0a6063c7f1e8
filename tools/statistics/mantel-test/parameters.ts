import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  columnParameter,
  columnsParameter,
  defineParameters,
  numberParameter,
  selectParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

const DISTANCES = [
  ['braycurtis', 'Bray-Curtis（丰度）', 'Bray-Curtis (abundances)'],
  ['euclidean', '欧氏距离', 'Euclidean'],
  ['scaled-euclidean', '标准化后的欧氏距离', 'Euclidean of standardized columns'],
  ['correlation', '1 − Pearson 相关', '1 − Pearson correlation'],
] as const

export const parameters = defineParameters({
  first_columns: columnsParameter('第一组变量列', 'First set of columns', { required: true }),
  first_distance: selectParameter('第一组的距离', 'Distance of the first set', DISTANCES, {
    defaultValue: 'scaled-euclidean',
  }),
  second_columns: columnsParameter('第二组变量列', 'Second set of columns', {
    help: {
      zh: '留空则用除第一组和名称列以外的所有数值列。',
      en: 'Empty: every numeric column not in the first set or the name column.',
    },
  }),
  second_distance: selectParameter('第二组的距离', 'Distance of the second set', DISTANCES, {
    defaultValue: 'braycurtis',
  }),
  label_column: columnParameter('样本名称列', 'Sample name column'),
  method: selectParameter(
    '相关方法',
    'Correlation',
    [
      ['pearson', 'Pearson', 'Pearson'],
      ['spearman', 'Spearman（秩）', 'Spearman (ranks)'],
    ] as const,
    { defaultValue: 'pearson' },
  ),
  permutations: numberParameter('置换次数', 'Permutations', { min: 99, max: 9999, integer: true, defaultValue: 999 }),
  title: titleParameter(),
  ...sizeParameters(600, 520, ADVANCED_CHART_SIZE_LIMITS),
})
