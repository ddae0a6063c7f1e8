import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnsParameter, defineParameters } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  set_columns: columnsParameter('集合列', 'Set columns', {
    help: { zh: '2 到 5 列；留空则用全部列。', en: '2 to 5 columns; empty: all columns.' },
  }),
  title: titleParameter(),
  ...sizeParameters(760, 640, ADVANCED_CHART_SIZE_LIMITS),
})
