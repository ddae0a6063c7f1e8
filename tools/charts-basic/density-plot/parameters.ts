import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters } from '../../kit/parameters'
import {
  bandwidthAdjustParameter,
  bandwidthRuleParameter,
  chartSizeParameters,
  groupColumnParameter,
  legendParameter,
  paletteParameter,
  valueColumnParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter(),
  group_column: groupColumnParameter({
    help: { zh: '可选，每组一条曲线。', en: 'Optional: one curve per group.' },
  }),
  bandwidth_rule: bandwidthRuleParameter(),
  adjust: bandwidthAdjustParameter(),
  fill: checkboxParameter('填充曲线下方', 'Fill under the curve', true),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(800, 520),
})
