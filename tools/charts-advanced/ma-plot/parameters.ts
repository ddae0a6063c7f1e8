import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, selectParameter } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { regulationParameters } from '../definitions'

export const parameters = defineParameters({
  a_column: columnParameter('平均表达量列（A）', 'Mean expression column (A)', {
    help: {
      zh: '留空则用差异表达分析结果的 base_mean 列（对数轴）。',
      en: 'Empty: the base_mean column of a differential expression result (on a log axis).',
    },
  }),
  fc_column: columnParameter('log2 倍数变化列（M）', 'log2 fold change column (M)', {
    help: {
      zh: '留空则用差异表达分析结果的 log2_fold_change 列。',
      en: 'Empty: the log2_fold_change column of a differential expression result.',
    },
  }),
  a_scale: selectParameter(
    '横轴刻度',
    'A axis',
    [
      ['linear', '按原值（已取对数）', 'As given (already logged)'],
      ['log10', '对数轴（如 baseMean）', 'Log axis (e.g. baseMean)'],
    ] as const,
    { defaultValue: 'linear' },
  ),
  ...regulationParameters({
    zh: '留空则用差异表达分析结果的 p_adjusted 列，没有时只按倍数阈值着色；通常选校正 p 值。',
    en: 'Empty: the p_adjusted column of a differential expression result, else colour by the fold-change threshold alone; usually the adjusted p-value.',
  }),
  title: titleParameter(),
  ...sizeParameters(820, 600, ADVANCED_CHART_SIZE_LIMITS),
})
