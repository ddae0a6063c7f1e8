import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import {
  chartColourParameter,
  chartSizeParameters,
  groupColumnParameter,
  labelColumnParameter,
  legendParameter,
  paletteParameter,
  xColumnParameter,
  xLabelParameter,
  yColumnParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  x_column: xColumnParameter(),
  y_column: yColumnParameter(),
  group_column: groupColumnParameter({
    help: { zh: '可选，按该列着色。', en: 'Optional: colour the points by this column.' },
  }),
  label_column: labelColumnParameter({
    zh: '可选，写入结果表。',
    en: 'Optional: names the points in the result table.',
  }),
  regression: checkboxParameter('回归线', 'Regression line', true, {
    zh: '最小二乘直线，显示方程和 R²。',
    en: 'Least-squares line with its equation and R².',
  }),
  point_size: numberParameter('点大小', 'Point size', { min: 1, max: 15, step: 1, defaultValue: 5 }),
  color: chartColourParameter('#4e79a7'),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(800, 560),
})
