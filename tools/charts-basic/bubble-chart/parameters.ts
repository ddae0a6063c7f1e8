import { titleParameter, sizeParameters } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { chartColourParameter, xLabelParameter, yLabelParameter } from '../definitions'

export const parameters = defineParameters({
  x_column: columnParameter('X 列', 'X column', { required: true }),
  y_column: columnParameter('Y 列', 'Y column', { required: true }),
  size_column: columnParameter('大小列', 'Size column', { required: true }),
  label_column: columnParameter('标签列', 'Label column', {
    help: { zh: '默认第一列。', en: 'Default: the first column.' },
  }),
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
  ...sizeParameters(800, 560, BASIC_CHART_SIZE_LIMITS),
})
