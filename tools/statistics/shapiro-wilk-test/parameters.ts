import { titleParameter } from '../../kit/chart-parameters'
import { columnParameter, columnsParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  value_columns: columnsParameter('数值列', 'Value columns', {
    help: {
      zh: '每列单独检验；留空则检验所有数值列（分组列除外）。',
      en: 'Each column is tested on its own; empty: every numeric column but the group column.',
    },
  }),
  group_column: columnParameter('分组列（可选）', 'Group column (optional)', {
    help: { zh: '选择后每列按组分别检验。', en: 'When chosen, each column is tested group by group.' },
  }),
  alpha: numberParameter(
    '显著性水平',
    'Significance level',
    { min: 0.001, max: 0.2, step: 0.001, defaultValue: 0.05 },
    {
      zh: 'P 值低于此值时判为偏离正态。',
      en: 'A p-value below it counts as a departure from normality.',
    },
  ),
  title: titleParameter(''),
  ...statisticsSizeParameters(640, 520),
})
