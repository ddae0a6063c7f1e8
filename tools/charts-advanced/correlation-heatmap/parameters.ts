import type { CorrelationMethod } from '../../../analysis/stats/correlation'
import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  colourParameter,
  columnsParameter,
  defineParameters,
  selectParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  variables: columnsParameter('变量列', 'Variable columns', {
    help: { zh: '留空则用全部数值列。', en: 'Empty: every numeric column.' },
  }),
  method: selectParameter(
    '方法',
    'Method',
    [
      ['spearman', 'Spearman 秩相关', 'Spearman (rank)'],
      ['pearson', 'Pearson 线性相关', 'Pearson (linear)'],
    ] as const satisfies readonly (readonly [CorrelationMethod, string, string])[],
    { defaultValue: 'spearman' },
  ),
  order: selectParameter(
    '排列顺序',
    'Order',
    [
      ['hclust', '层次聚类', 'Hierarchical clustering'],
      ['original', '原列顺序', 'As in the file'],
    ] as const,
    { defaultValue: 'hclust' },
  ),
  significance: selectParameter(
    '显著性标记',
    'Significance marks',
    [
      ['q', 'BH 校正 q 值', 'BH-adjusted q-value'],
      ['p', '原始 p 值', 'Raw p-value'],
      ['none', '不标记', 'None'],
    ] as const,
    { defaultValue: 'q' },
  ),
  show_values: checkboxParameter('显示数值', 'Show values', true),
  negative_colour: colourParameter('负相关颜色', 'Negative colour', '#2166ac'),
  positive_colour: colourParameter('正相关颜色', 'Positive colour', '#b2182b'),
  title: titleParameter(),
  ...sizeParameters(820, 720, ADVANCED_CHART_SIZE_LIMITS),
})
