import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters } from '../../kit/parameters'
import {
  bandwidthAdjustParameter,
  bandwidthRuleParameter,
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
  bandwidth_rule: bandwidthRuleParameter(),
  adjust: bandwidthAdjustParameter(),
  show_box: checkboxParameter('内嵌箱线图', 'Box plot inside', true),
  show_points: showDataPointsParameter(),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  ...chartSizeParameters(860, 520),
})
