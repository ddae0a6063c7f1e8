import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  defineParameters,
  selectParameter,
  textParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  outcome_column: columnParameter('结局列', 'Outcome column', { required: true }),
  positive_value: textParameter(
    '阳性取值',
    'Positive value',
    { maxLength: 60 },
    { zh: '留空则取两类中按字母排序的第二个。', en: 'Empty: the second of the two classes in alphabetical order.' },
  ),
  score_columns: columnsParameter('评分列', 'Score columns', { required: true }),
  direction: selectParameter(
    '方向',
    'Direction',
    [
      ['auto', '自动（按中位数，与 pROC 相同）', 'Auto (by the medians, as pROC)'],
      ['higher', '越高越阳性', 'Higher = positive'],
      ['lower', '越低越阳性', 'Lower = positive'],
    ] as const,
    { defaultValue: 'auto' },
  ),
  show_youden: checkboxParameter('标出最佳截断点', 'Mark the best cut-off', true),
  title: titleParameter(),
  ...sizeParameters(680, 700, ADVANCED_CHART_SIZE_LIMITS),
})
