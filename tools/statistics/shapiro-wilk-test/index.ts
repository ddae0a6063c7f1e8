import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { shapiroWilkTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ShapiroWilkTest',
  title: 'Shapiro-Wilk 正态性检验',
  titleEn: 'Shapiro-Wilk normality test',
  description:
    '检验一列或多列数值（可按分组）是否来自正态分布：每列每组的 W 统计量与 P 值，与 R shapiro.test 一致，并给出正态 Q-Q 图。',
  descriptionEn:
    "Tests whether one or more numeric columns (optionally group by group) come from a normal distribution: W and the p-value of each, as R's shapiro.test, with a normal Q-Q plot.",
  category: STATISTICS_CATEGORY,
  tags: ['Shapiro-Wilk', 'normality', 'Q-Q plot', 'assumption check'],
  toolType: 0,
  sort: 611,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('tooth-growth.tsv', { minColumns: 1, pickedBy: ['value_columns', 'group_column'] })],
  demo: {
    params: { value_columns: ['len'], group_column: 'supp' },
    files: { table: 'tooth-growth.tsv' },
  },
  executor: shapiroWilkTestExecutor,
})
