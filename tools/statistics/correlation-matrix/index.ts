import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { correlationMatrixExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'CorrelationMatrix',
  title: '相关矩阵与 P 值',
  titleEn: 'Correlation matrix with p-values',
  description:
    '计算所选数值列两两之间的 Pearson、Spearman 或 Kendall 相关系数与双侧 P 值（与 R cor.test 一致，含 Spearman 与 Kendall 的精确 P 值），可做 BH、Holm 或 Bonferroni 校正，给出带显著性星号的热图、系数矩阵、P 值矩阵与逐对结果表。',
  descriptionEn:
    "Pearson, Spearman or Kendall correlation and two-sided p-value between every pair of chosen numeric columns, as R's cor.test (with its exact p-values for Spearman and Kendall), adjusted by BH, Holm or Bonferroni: a heatmap with significance stars, the coefficient and p-value matrices and a table of all pairs.",
  category: STATISTICS_CATEGORY,
  tags: ['correlation', 'Pearson', 'Spearman', 'Kendall', 'p-value', 'heatmap'],
  toolType: 0,
  sort: 615,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('mtcars.tsv', { minColumns: 2, pickedBy: ['variables'] })],
  demo: { files: { table: 'mtcars.tsv' } },
  executor: correlationMatrixExecutor,
})
