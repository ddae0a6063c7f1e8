import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, numberParameter, radioParameter } from '../../kit/parameters'
import { axisLabelParameter, chartColourParameter, chartSizeParameters, valueColumnParameter } from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter({
    help: { zh: '默认第二列。', en: 'Default: the second column.' },
  }),
  order: radioParameter(
    '排序',
    'Order',
    [
      ['descending', '从大到小', 'Largest first'],
      ['ascending', '从小到大', 'Smallest first'],
      ['table', '表中顺序', 'As in the table'],
    ],
    { defaultValue: 'descending' },
  ),
  top_n: numberParameter(
    '只显示前 N 个',
    'Show the first N',
    { min: 0, max: 1000, step: 1, integer: true, defaultValue: 0 },
    { zh: '0 表示全部。', en: '0 shows all.' },
  ),
  horizontal: checkboxParameter('横向', 'Horizontal', true),
  color: chartColourParameter('#4e79a7'),
  title: titleParameter(''),
  category_label: axisLabelParameter('名称轴标题', 'Name axis title'),
  value_label: axisLabelParameter('数值轴标题', 'Value axis title'),
  ...chartSizeParameters(800, 640),
})
