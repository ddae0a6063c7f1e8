import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { wilcoxonSignedRankTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'WilcoxonSignedRankTest',
  title: 'Wilcoxon 符号秩检验',
  titleEn: 'Wilcoxon signed-rank test',
  description:
    '不假定正态分布，比较配对的两列（如处理前后）或一列与给定值 μ₀：符号秩统计量 V 与 P 值（小样本无并列无零差值时用精确分布，并给出伪中位数及其置信区间，否则用正态近似），与 R wilcox.test 一致。',
  descriptionEn:
    "Compares paired columns (e.g. before and after) or one column with a value μ₀ without assuming normality: the signed-rank statistic V and its p-value (exact for small samples without ties or zeros, with the pseudo-median and its interval; otherwise the normal approximation), as R's wilcox.test.",
  category: STATISTICS_CATEGORY,
  tags: ['Wilcoxon', 'signed rank', 'paired', 'nonparametric'],
  toolType: 0,
  sort: 613,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('depression.tsv', { minColumns: 1, pickedBy: ['first_column', 'second_column'] })],
  demo: {
    params: { first_column: 'first_visit', second_column: 'second_visit', alternative: 'greater' },
    files: { table: 'depression.tsv' },
  },
  executor: wilcoxonSignedRankTestExecutor,
})
