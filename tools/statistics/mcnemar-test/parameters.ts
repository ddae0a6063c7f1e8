import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters } from '../../kit/parameters'
import { countLayoutParameters } from '../count-tables'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  ...countLayoutParameters({ zh: '第一次结果', en: 'First outcome' }),
  correct: checkboxParameter('连续性校正（仅 2×2 表）', 'Continuity correction (2 × 2 only)', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 480),
})
