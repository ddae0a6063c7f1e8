import { titleParameter, sizeParameters } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { bandwidthRuleParameter, paletteParameter, xLabelParameter, yLabelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  bandwidth_rule: bandwidthRuleParameter(),
  adjust: numberParameter('带宽倍数', 'Bandwidth multiplier', { min: 0.1, max: 5, step: 0.1, defaultValue: 1 }),
  show_box: checkboxParameter('内嵌箱线图', 'Box plot inside', true),
  show_points: checkboxParameter('显示数据点', 'Show data points', false),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  ...sizeParameters(860, 520, BASIC_CHART_SIZE_LIMITS),
})
