import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { regulationParameters } from '../definitions'

export const parameters = defineParameters({
  fc_column: columnParameter('log2 倍数变化列', 'log2 fold change column', { required: true }),
  p_column: columnParameter('p 值列', 'p-value column', { required: true }),
  ...regulationParameters({
    zh: '留空则用 p 值列；通常选校正 p 值（padj、FDR）。',
    en: 'Empty: the p-value column; usually the adjusted p-value (padj, FDR).',
  }),
  title: titleParameter(),
  ...sizeParameters(820, 640, ADVANCED_CHART_SIZE_LIMITS),
})
