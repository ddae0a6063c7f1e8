import type { CorrelationTestMethod } from '../../../analysis/stats/correlation-tests'
import type { PAdjustMethod } from '../../../analysis/stats/p-adjust'
import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  colourParameter,
  columnsParameter,
  defineParameters,
  selectParameter,
} from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  variables: columnsParameter('变量列', 'Variable columns', {
    help: { zh: '留空则用全部数值列。', en: 'Empty: every numeric column.' },
  }),
  method: selectParameter(
    '相关方法',
    'Method',
    [
      ['pearson', 'Pearson 线性相关', 'Pearson (linear)'],
      ['spearman', 'Spearman 秩相关', 'Spearman (rank)'],
      ['kendall', 'Kendall τ-b 秩相关', 'Kendall τ-b (rank)'],
    ] as const satisfies readonly (readonly [CorrelationTestMethod, string, string])[],
    { defaultValue: 'pearson' },
  ),
  adjustment: selectParameter(
    'P 值校正',
    'p-value adjustment',
    [
      ['BH', 'Benjamini-Hochberg（控制 FDR）', 'Benjamini-Hochberg (false discovery rate)'],
      ['holm', 'Holm（控制族错误率）', 'Holm (family-wise error)'],
      ['bonferroni', 'Bonferroni', 'Bonferroni'],
      ['none', '不校正', 'None'],
    ] as const satisfies readonly (readonly [PAdjustMethod, string, string])[],
    { defaultValue: 'BH' },
  ),
  show_values: checkboxParameter('在格子中显示系数', 'Show coefficients in the cells', true),
  negative_colour: colourParameter('负相关颜色', 'Negative colour', '#2166ac'),
  positive_colour: colourParameter('正相关颜色', 'Positive colour', '#b2182b'),
  title: titleParameter(''),
  ...statisticsSizeParameters(820, 720),
})
