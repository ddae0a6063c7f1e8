import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, numberParameter } from '../../kit/parameters'
import {
  chartSizeParameters,
  legendParameter,
  paletteParameter,
  seriesColumnsParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  series_columns: seriesColumnsParameter(),
  smooth: checkboxParameter('平滑曲线', 'Smooth lines', false),
  fill_opacity: numberParameter('填充不透明度', 'Fill opacity', { min: 0, max: 1, step: 0.05, defaultValue: 0.75 }),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  legend_position: legendParameter('right'),
  ...chartSizeParameters(860, 520),
})
