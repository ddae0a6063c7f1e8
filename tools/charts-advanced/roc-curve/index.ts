import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { rocCurveExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ROCCurve',
  title: 'ROC 曲线',
  titleEn: 'ROC curve',
  description:
    '评价一个或多个评分（如生物标志物）区分两类结局的能力：ROC 曲线、AUC 及其 DeLong 95% 置信区间和最佳截断值。',
  descriptionEn:
    'How well one or more scores (e.g. biomarkers) separate two outcomes: ROC curves, AUC with its DeLong 95% confidence interval, and the best cut-off.',
  category: 'statistics',
  tags: ['ROC', 'AUC', 'biomarker', 'diagnostic'],
  toolType: 0,
  sort: 290,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('asah.tsv', { minColumns: 2, pickedBy: ['outcome_column', 'score_columns'] })],
  demo: {
    params: { outcome_column: 'outcome', positive_value: 'Poor', score_columns: ['s100b', 'ndka', 'wfns'] },
    files: { table: 'asah.tsv' },
  },
  executor: rocCurveExecutor,
})
