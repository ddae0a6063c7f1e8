import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, numberParameter, radioParameter } from '../../kit/parameters'
import { chartSizeParameters, legendParameter, paletteParameter, valueColumnParameter } from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter({
    help: { zh: '默认第二列。', en: 'Default: the second column.' },
  }),
  style: radioParameter(
    '样式',
    'Style',
    [
      ['pie', '饼图', 'Pie'],
      ['doughnut', '环形图', 'Donut'],
    ],
    { defaultValue: 'pie' },
  ),
  max_slices: numberParameter('最多扇区数', 'Most slices', {
    min: 2,
    max: 30,
    step: 1,
    integer: true,
    defaultValue: 10,
  }),
  sort: checkboxParameter('按数值排序', 'Sort by value', true),
  title: titleParameter(''),
  palette: paletteParameter(),
  legend_position: legendParameter('right'),
  ...chartSizeParameters(760, 520),
})
