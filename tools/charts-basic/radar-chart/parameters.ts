import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters } from '../../kit/parameters'
import { chartSizeParameters, legendParameter, paletteParameter, seriesColumnsParameter } from '../definitions'

export const parameters = defineParameters({
  series_columns: seriesColumnsParameter(),
  fill: checkboxParameter('填充', 'Fill', true),
  begin_at_zero: checkboxParameter('刻度从 0 开始', 'Scale from 0', true),
  title: titleParameter(''),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(680, 600),
})
