import { titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, radioParameter } from '../../kit/parameters'
import {
  chartSizeParameters,
  groupColumnParameter,
  legendParameter,
  paletteParameter,
  valueColumnParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(),
  series_column: columnParameter('系列列', 'Series column', {
    help: { zh: '可选，第二个分组因素。', en: 'Optional: a second grouping factor.' },
  }),
  value_column: valueColumnParameter(),
  error: radioParameter(
    '误差棒',
    'Error bars',
    [
      ['sd', '标准差 (SD)', 'Standard deviation (SD)'],
      ['se', '标准误 (SE)', 'Standard error (SE)'],
    ],
    { defaultValue: 'sd' },
  ),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(800, 520),
})
