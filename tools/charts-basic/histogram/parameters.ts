import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  defineParameters,
  numberParameter,
  radioParameter,
  selectParameter,
} from '../../kit/parameters'
import {
  chartColourParameter,
  chartSizeParameters,
  valueColumnParameter,
  xLabelParameter,
  yLabelParameter,
} from '../definitions'

export const parameters = defineParameters({
  value_column: valueColumnParameter(),
  bin_rule: selectParameter(
    '分组规则',
    'Binning rule',
    [
      ['sturges', 'Sturges（R 默认）', "Sturges' (R default)"],
      ['scott', 'Scott', "Scott's"],
      ['fd', 'Freedman–Diaconis', 'Freedman–Diaconis'],
      ['count', '指定组数', 'Given number'],
    ],
    { defaultValue: 'sturges' },
  ),
  bin_count: numberParameter(
    '组数',
    'Number of bins',
    { min: 1, max: 500, step: 1, integer: true, defaultValue: 10 },
    { zh: '仅在“指定组数”时使用。', en: 'Used with "Given number" only.' },
  ),
  y_scale: radioParameter(
    '纵轴',
    'Y axis',
    [
      ['count', '频数', 'Frequency'],
      ['density', '密度', 'Density'],
    ],
    { defaultValue: 'count' },
  ),
  density_curve: checkboxParameter('叠加密度曲线', 'Overlay density curve', false),
  color: chartColourParameter('#4e79a7'),
  title: titleParameter(''),
  x_label: xLabelParameter(),
  y_label: yLabelParameter(),
  ...chartSizeParameters(800, 520),
})
