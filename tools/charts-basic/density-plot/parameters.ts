import { titleParameter, sizeParameters } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import {
  bandwidthRuleParameter,
  legendParameter,
  paletteParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  group_column: columnParameter('分组列', 'Group column', {
    help: { zh: '可选，每组一条曲线。', en: 'Optional: one curve per group.' },
  }),
  bandwidth_rule: bandwidthRuleParameter(),
  adjust: numberParameter('带宽倍数', 'Bandwidth multiplier', { min: 0.1, max: 5, step: 0.1, defaultValue: 1 }),
  fill: checkboxParameter('填充曲线下方', 'Fill under the curve', true),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...sizeParameters(800, 520, BASIC_CHART_SIZE_LIMITS),
})
