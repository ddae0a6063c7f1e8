import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnParameter, columnsParameter, defineParameters, textParameter } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  outcome_column: columnParameter('结局列', 'Outcome column', { required: true }),
  positive_value: textParameter(
    '阳性取值',
    'Positive value',
    { maxLength: 60 },
    {
      zh: '结局为此值记为 1，其余记为 0；留空则取两类中按字母排序的第二个（与 R 的因子水平相同）。',
      en: 'This value counts as 1, every other as 0; empty: the second of the two classes in alphabetical order (as R factor levels).',
    },
  ),
  predictor_columns: columnsParameter('自变量列', 'Predictor columns', { required: true }),
  title: titleParameter(),
  ...sizeParameters(640, 560, ADVANCED_CHART_SIZE_LIMITS),
})
