import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, colourParameter, defineParameters, textParameter } from '../../kit/parameters'
import { axisLabelParameter, chartSizeParameters, valueColumnParameter } from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter({
    help: {
      zh: '每行的变化量（正为增加，负为减少）。默认第二列。',
      en: 'Each row’s change (up when positive, down when negative). Default: the second column.',
    },
  }),
  first_is_total: checkboxParameter('第一行为起始值', 'First row is the starting level', false, {
    zh: '勾选则第一行画成从 0 开始的合计柱（如期初余额）。',
    en: 'Ticked, the first row is drawn as a total bar from 0 (an opening balance, a first census).',
  }),
  show_total: checkboxParameter('显示最终合计柱', 'Show the final total bar', true),
  total_label: textParameter(
    '合计柱标签',
    'Total bar label',
    { maxLength: 40 },
    { zh: '留空则为“合计”。', en: 'Empty: "Total".' },
  ),
  up_colour: colourParameter('增加颜色', 'Increase colour', '#59a14f'),
  down_colour: colourParameter('减少颜色', 'Decrease colour', '#e15759'),
  total_colour: colourParameter('合计颜色', 'Total colour', '#4e79a7'),
  horizontal: checkboxParameter('横向', 'Horizontal', false),
  title: titleParameter(''),
  category_label: axisLabelParameter('类别轴标题', 'Category axis title'),
  value_label: axisLabelParameter('数值轴标题', 'Value axis title'),
  ...chartSizeParameters(860, 520),
})
