import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { regulationParameters } from '../definitions'

export const parameters = defineParameters({
  fc_column: columnParameter('log2 倍数变化列', 'log2 fold change column', {
    help: {
      zh: '留空则用差异表达分析结果的 log2_fold_change 列。',
      en: 'Empty: the log2_fold_change column of a differential expression result.',
    },
  }),
  p_column: columnParameter('p 值列', 'p-value column', {
    help: {
      zh: '留空则用差异表达分析结果的 p_value 列。',
      en: 'Empty: the p_value column of a differential expression result.',
    },
  }),
  ...regulationParameters({
    zh: '留空则用差异表达分析结果的 p_adjusted 列，没有时用 p 值列；通常选校正 p 值（padj、FDR）。',
    en: 'Empty: the p_adjusted column of a differential expression result, else the p-value column; usually the adjusted p-value (padj, FDR).',
  }),
  title: titleParameter(),
  ...sizeParameters(820, 640, ADVANCED_CHART_SIZE_LIMITS),
})
