import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  confidence_level: numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    { zh: 'Tukey 族置信区间的水平。', en: "Of Tukey's family-wise intervals." },
  ),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 520),
})
