import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { mcnemarTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'McNemarTest',
  title: 'McNemar 检验',
  titleEn: "McNemar's test",
  description:
    '配对分类结果（同一对象前后两次）的对称性检验：输入方形列联表或两个配对的分类列；2×2 表可选连续性校正，多类别时为 Bowker 对称性检验，与 R mcnemar.test 一致。',
  descriptionEn:
    "Tests paired categorical outcomes (the same subjects measured twice) for symmetry, from a square table or two paired categorical columns: with or without continuity correction for 2 × 2 tables, Bowker's test of symmetry for more categories, as R's mcnemar.test.",
  category: STATISTICS_CATEGORY,
  tags: ['McNemar', 'paired', 'contingency table', 'symmetry', 'categorical'],
  toolType: 0,
  sort: 607,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('approval.tsv', { minColumns: 2, pickedBy: ['count_columns', 'row_variable', 'column_variable'] }),
  ],
  demo: { files: { table: 'approval.tsv' } },
  executor: mcnemarTestExecutor,
})
