import { titleParameter } from '../../kit/chart-parameters'
import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { countLayoutParameters } from '../count-tables'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  ...countLayoutParameters({ zh: '行变量', en: 'Row variable' }),
  alternative: selectParameter(
    '备择假设（仅 2×2 表）',
    'Alternative hypothesis (2 × 2 only)',
    [
      ['two.sided', '双侧：比值比 ≠ 1', 'Two-sided: odds ratio ≠ 1'],
      ['less', '单侧：比值比 < 1', 'One-sided: odds ratio < 1'],
      ['greater', '单侧：比值比 > 1', 'One-sided: odds ratio > 1'],
    ] as const,
    { defaultValue: 'two.sided' },
  ),
  confidence_level: numberParameter(
    '置信水平',
    'Confidence level',
    { min: 0.5, max: 0.999, step: 0.005, defaultValue: 0.95 },
    { zh: '比值比置信区间的水平（仅 2×2 表），如 0.95。', en: 'Of the odds ratio’s interval (2 × 2 only), e.g. 0.95.' },
  ),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 480),
})
