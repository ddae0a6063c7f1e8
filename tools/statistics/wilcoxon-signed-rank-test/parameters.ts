import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  defineParameters,
  numberParameter,
  radioParameter,
  selectParameter,
} from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  layout: radioParameter(
    '检验类型',
    'Test',
    [
      [
        'paired',
        '配对：每行一对，两列数值（第一列 − 第二列）',
        'Paired: one row per pair, two columns (first − second)',
      ],
      ['one-sample', '单样本：一列数值与 μ₀ 比较', 'One sample: one column against μ₀'],
    ] as const,
    { defaultValue: 'paired' },
  ),
  first_column: columnParameter('第一列', 'First column', { required: true }),
  second_column: columnParameter('第二列（配对）', 'Second column (paired)'),
  mu: numberParameter(
    '位置参数 μ₀',
    'Location μ₀',
    { min: -1e15, max: 1e15, defaultValue: 0 },
    {
      zh: '原假设下差值（配对）或数值（单样本）的对称中心，通常为 0。',
      en: 'The centre of symmetry of the differences (paired) or values (one sample) under the null hypothesis, usually 0.',
    },
  ),
  alternative: selectParameter(
    '备择假设',
    'Alternative hypothesis',
    [
      ['two.sided', '双侧：位置 ≠ μ₀', 'Two-sided: the location differs from μ₀'],
      ['less', '单侧：位置 < μ₀', 'One-sided: the location is below μ₀'],
      ['greater', '单侧：位置 > μ₀', 'One-sided: the location is above μ₀'],
    ] as const,
    { defaultValue: 'two.sided' },
  ),
  continuity_correction: checkboxParameter(
    '连续性校正（正态近似）',
    'Continuity correction (normal approximation)',
    true,
  ),
  confidence_level: numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    { zh: '伪中位数精确置信区间的水平。', en: 'Of the exact interval of the pseudo-median.' },
  ),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 480),
})
