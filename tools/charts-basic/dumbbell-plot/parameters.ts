import { titleParameter } from '../../kit/chart-parameters'
import { colourParameter, columnParameter, defineParameters, selectParameter } from '../../kit/parameters'
import { axisLabelParameter, chartSizeParameters, legendParameter } from '../definitions'

export const parameters = defineParameters({
  start_column: columnParameter('起点列', 'First value column', {
    required: true,
    help: { zh: '如处理前、较早年份。', en: 'Before, or the earlier year.' },
  }),
  end_column: columnParameter('终点列', 'Second value column', {
    required: true,
    help: { zh: '如处理后、较晚年份。', en: 'After, or the later year.' },
  }),
  order: selectParameter(
    '排序',
    'Order',
    [
      ['table', '按表中顺序', 'As in the table'],
      ['difference', '按差值（大到小）', 'By difference (largest first)'],
      ['end', '按终点值（大到小）', 'By the second value (largest first)'],
    ],
    { defaultValue: 'table' },
  ),
  start_colour: colourParameter('起点颜色', 'First value colour', '#9c9c9c'),
  end_colour: colourParameter('终点颜色', 'Second value colour', '#e15759'),
  title: titleParameter(''),
  category_label: axisLabelParameter('类别轴标题', 'Category axis title'),
  value_label: axisLabelParameter('数值轴标题', 'Value axis title'),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(800, 480),
})
