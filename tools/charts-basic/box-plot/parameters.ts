import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import {
  chartSizeParameters,
  groupColumnParameter,
  paletteParameter,
  showDataPointsParameter,
  valueColumnParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(),
  value_column: valueColumnParameter(),
  coef: numberParameter(
    '须线系数',
    'Whisker coefficient',
    { min: 0, max: 10, step: 0.1, defaultValue: 1.5 },
    { zh: '须线最长为该系数 × 四分位距。', en: 'Whiskers reach at most this × the interquartile range.' },
  ),
  show_points: showDataPointsParameter(),
  show_mean: checkboxParameter('显示均值', 'Show mean', false),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  ...chartSizeParameters(800, 520),
})
