import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters } from '../../kit/parameters'
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
  show_points: checkboxParameter('显示数据点', 'Show points', true),
  smooth: checkboxParameter('平滑曲线', 'Smooth lines', false),
  span_gaps: checkboxParameter('跨过缺失值连线', 'Connect across gaps', false),
  begin_at_zero: checkboxParameter('纵轴从 0 开始', 'Y axis from 0', false),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(800, 520),
})
