import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, radioParameter } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  mode: radioParameter(
    '类型',
    'Type',
    [
      ['pvalue', 'p 值（观测与期望 −log10 p）', 'p-values (observed vs expected −log10 p)'],
      ['normal', '正态 Q-Q（数值列）', 'Normal Q-Q (numeric column)'],
    ] as const,
    { defaultValue: 'pvalue' },
  ),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  group_column: columnParameter('分组列', 'Group column', {
    help: { zh: '每组画一条系列。', en: 'One series per group.' },
  }),
  title: titleParameter(),
  ...sizeParameters(720, 640, ADVANCED_CHART_SIZE_LIMITS),
})
