import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters } from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 520),
})
