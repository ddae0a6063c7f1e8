import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import { columnParameter, columnsParameter, defineParameters } from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  response_column: columnParameter('因变量列 (y)', 'Response column (y)', { required: true }),
  predictor_columns: columnsParameter('自变量列 (x)', 'Predictor columns (x)', { required: true }),
  label_column: columnParameter('名称列', 'Name column', {
    help: {
      zh: '用于在观测表中标识每一行；留空则用行号。',
      en: 'Names each row in the observations table; empty: line numbers.',
    },
  }),
  title: titleParameter(),
  ...sizeParameters(640, 480, ADVANCED_CHART_SIZE_LIMITS),
})
