import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { oneSampleTTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'OneSampleTTest',
  title: '单样本 t 检验',
  titleEn: 'One-sample t-test',
  description:
    '检验一列数值的均值是否等于给定的检验值 μ₀：t 值、自由度、P 值、均值及其置信区间，与 R t.test(x, mu = μ₀) 一致，并给出标出 μ₀ 与均值的直方图。',
  descriptionEn:
    "Tests whether the mean of a numeric column equals a given value μ₀: t, df, p-value, the mean and its confidence interval, as R's t.test(x, mu = μ₀), with a histogram marking μ₀ and the mean.",
  category: STATISTICS_CATEGORY,
  tags: ['t-test', 'one sample', 'mean', 'parametric'],
  toolType: 0,
  sort: 612,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('morley.tsv', { minColumns: 1, pickedBy: ['value_column'] })],
  demo: {
    params: { value_column: 'Speed', mu: 792.458 },
    files: { table: 'morley.tsv' },
  },
  executor: oneSampleTTestExecutor,
})
