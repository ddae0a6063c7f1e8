import { titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  mu: numberParameter(
    '检验值 μ₀',
    'Test value μ₀',
    { min: -1e15, max: 1e15, defaultValue: 0 },
    { zh: '原假设下的总体均值。', en: 'The population mean under the null hypothesis.' },
  ),
  alternative: selectParameter(
    '备择假设',
    'Alternative hypothesis',
    [
      ['two.sided', '双侧：均值 ≠ μ₀', 'Two-sided: the mean differs from μ₀'],
      ['less', '单侧：均值 < μ₀', 'One-sided: the mean is below μ₀'],
      ['greater', '单侧：均值 > μ₀', 'One-sided: the mean is above μ₀'],
    ] as const,
    { defaultValue: 'two.sided' },
  ),
  confidence_level: numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    { zh: '均值置信区间的水平，如 0.95。', en: 'Of the interval of the mean, e.g. 0.95.' },
  ),
  title: titleParameter(''),
  ...statisticsSizeParameters(680, 480),
})
