import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  defineParameters,
  selectParameter,
} from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  value_columns: columnsParameter('数值列', 'Value columns', {
    help: {
      zh: '留空则汇总所有数值列（分组列除外）。',
      en: 'Empty: every numeric column but the group column.',
    },
  }),
  group_column: columnParameter('分组列（可选）', 'Group column (optional)', {
    help: { zh: '选择后每列按组分别汇总。', en: 'When chosen, each column is summarized group by group.' },
  }),
  moment_type: selectParameter(
    '偏度与峰度的定义',
    'Skewness and kurtosis',
    [
      [2, '类型 2：G1、G2（SAS、SPSS、Excel）', 'Type 2: G1, G2 (SAS, SPSS, Excel)'],
      [1, '类型 1：g1、g2（矩估计）', 'Type 1: g1, g2 (moment estimators)'],
      [3, '类型 3：b1、b2（MINITAB，e1071 默认）', 'Type 3: b1, b2 (MINITAB, e1071 default)'],
    ] as const,
    { defaultValue: 2 },
  ),
  show_points: checkboxParameter('显示数据点', 'Show data points', false),
  title: titleParameter(''),
  ...statisticsSizeParameters(760, 520),
})
