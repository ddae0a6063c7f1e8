import { titleParameter } from '../../kit/chart-parameters'
import { defineParameters, numberParameter } from '../../kit/parameters'
import {
  bandwidthAdjustParameter,
  bandwidthRuleParameter,
  chartSizeParameters,
  groupColumnParameter,
  paletteParameter,
  valueColumnParameter,
  xLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter(),
  group_column: groupColumnParameter(),
  bandwidth_rule: bandwidthRuleParameter(),
  adjust: bandwidthAdjustParameter(),
  overlap: numberParameter(
    '峰高（行）',
    'Peak height (rows)',
    { min: 0.5, max: 5, step: 0.1, defaultValue: 1.6 },
    {
      zh: '最高的峰高出所在行多少行；大于 1 时相邻曲线重叠。',
      en: 'How many rows the tallest peak rises; above 1 neighbouring ridges overlap.',
    },
  ),
  fill_opacity: numberParameter('填充不透明度', 'Fill opacity', { min: 0, max: 1, step: 0.05, defaultValue: 0.7 }),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  palette: paletteParameter(),
  ...chartSizeParameters(800, 560),
})
