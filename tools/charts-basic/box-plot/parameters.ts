import { titleParameter, sizeParameters } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { paletteParameter, xLabelParameter, yLabelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  coef: numberParameter(
    '须线系数',
    'Whisker coefficient',
    { min: 0, max: 10, step: 0.1, defaultValue: 1.5 },
    { zh: '须线最长为该系数 × 四分位距。', en: 'Whiskers reach at most this × the interquartile range.' },
  ),
  show_points: checkboxParameter('显示数据点', 'Show data points', false),
  show_mean: checkboxParameter('显示均值', 'Show mean', false),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  ...sizeParameters(800, 520, BASIC_CHART_SIZE_LIMITS),
})
