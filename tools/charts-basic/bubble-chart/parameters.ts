import { titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import {
  chartColourParameter,
  chartSizeParameters,
  labelColumnParameter,
  xColumnParameter,
  xLabelParameter,
  yColumnParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  x_column: xColumnParameter(),
  y_column: yColumnParameter(),
  size_column: columnParameter('大小列', 'Size column', { required: true }),
  label_column: labelColumnParameter({ zh: '默认第一列。', en: 'Default: the first column.' }),
  max_radius: numberParameter('最大半径（像素）', 'Largest radius (pixels)', {
    min: 5,
    max: 80,
    step: 1,
    defaultValue: 30,
  }),
  color: chartColourParameter('#4e79a7'),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  ...chartSizeParameters(800, 560),
})
