import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { chiSquareTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ChiSquareTest',
  title: '卡方独立性检验',
  titleEn: 'Chi-square test of independence',
  description:
    '检验两个分类变量是否独立：输入列联表或两个分类列，给出 χ²、自由度、P 值、期望频数与标准化残差（2×2 表可选 Yates 校正），与 R chisq.test 一致。',
  descriptionEn:
    "Tests whether two categorical variables are independent, from a contingency table or two categorical columns: X-squared, df, p-value, expected counts and standardized residuals (Yates' correction for 2 × 2 tables as an option), as R's chisq.test.",
  category: STATISTICS_CATEGORY,
  tags: ['chi-square', 'contingency table', 'categorical', 'independence'],
  toolType: 0,
  sort: 605,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('hair-eye.tsv', { minColumns: 2, pickedBy: ['count_columns', 'row_variable', 'column_variable'] }),
  ],
  demo: { files: { table: 'hair-eye.tsv' } },
  executor: chiSquareTestExecutor,
})
