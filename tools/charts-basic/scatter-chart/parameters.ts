import { titleParameter, sizeParameters } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import {
  chartColourParameter,
  legendParameter,
  paletteParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  x_column: columnParameter('X 列', 'X column', { required: true }),
  y_column: columnParameter('Y 列', 'Y column', { required: true }),
  group_column: columnParameter('分组列', 'Group column', {
    help: { zh: '可选，按该列着色。', en: 'Optional: colour the points by this column.' },
  }),
  label_column: columnParameter('标签列', 'Label column', {
    help: { zh: '可选，写入结果表。', en: 'Optional: names the points in the result table.' },
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
  ...sizeParameters(800, 560, BASIC_CHART_SIZE_LIMITS),
})
