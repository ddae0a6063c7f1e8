import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  colourParameter,
  columnParameter,
  defineParameters,
  numberParameter,
  selectParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  term_column: columnParameter('条目名称列', 'Term name column', { required: true }),
  ratio_column: columnParameter('基因比例列', 'Gene ratio column', {
    required: true,
    help: { zh: '可为 12/345 形式的分数或小数。', en: 'A fraction such as 12/345, or a decimal.' },
  }),
  significance_column: columnParameter('显著性列', 'Significance column', {
    required: true,
    help: { zh: 'p 值或校正 p 值（p.adjust、FDR）。', en: 'p-value or adjusted p-value (p.adjust, FDR).' },
  }),
  count_column: columnParameter('基因数列', 'Gene count column'),
  top_n: numberParameter('显示条目数', 'Terms shown', { min: 1, max: 100, step: 1, integer: true, defaultValue: 20 }),
  x_axis: selectParameter(
    '横轴',
    'X axis',
    [
      ['ratio', '基因比例', 'Gene ratio'],
      ['significance', '−log10(显著性)', '−log10(significance)'],
    ] as const,
    { defaultValue: 'ratio' },
  ),
  low_colour: colourParameter('显著端颜色', 'Most significant colour', '#d7191c'),
  high_colour: colourParameter('不显著端颜色', 'Least significant colour', '#2c7bb6'),
  title: titleParameter(),
  ...sizeParameters(900, null, ADVANCED_CHART_SIZE_LIMITS),
})
