import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { fisherExactTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'FisherExactTest',
  title: 'Fisher 精确检验',
  titleEn: "Fisher's exact test",
  description:
    '小样本列联表的独立性精确检验：输入列联表或两个分类列；2×2 表给出 P 值、条件极大似然比值比及其置信区间（可选单侧），r×c 表给出精确 P 值，与 R fisher.test 一致。',
  descriptionEn:
    "Exact test of independence for contingency tables with small counts, from a table or two categorical columns: for 2 × 2 tables the p-value, the conditional maximum-likelihood odds ratio and its confidence interval (one-sided as an option), for r × c tables the exact p-value, as R's fisher.test.",
  category: STATISTICS_CATEGORY,
  tags: ['Fisher', 'exact test', 'contingency table', 'odds ratio', 'categorical'],
  toolType: 0,
  sort: 606,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('titanic-children.tsv', {
      minColumns: 2,
      pickedBy: ['count_columns', 'row_variable', 'column_variable'],
    }),
  ],
  demo: { files: { table: 'titanic-children.tsv' } },
  executor: fisherExactTestExecutor,
})
