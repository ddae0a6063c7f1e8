import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { welchTTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'WelchTTest',
  title: 'Welch t 检验',
  titleEn: "Welch's t-test",
  description:
    '比较两组均值（不假定方差相等，Satterthwaite 自由度）：t 值、自由度、P 值、均值差及其置信区间，与 R t.test 默认一致。',
  descriptionEn:
    "Compares the means of two groups without assuming equal variances (Satterthwaite's degrees of freedom): t, df, p-value, the mean difference and its confidence interval, as R's t.test by default.",
  category: STATISTICS_CATEGORY,
  tags: ['t-test', 'Welch', 'two groups', 'mean', 'parametric'],
  toolType: 0,
  sort: 601,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('mtcars.tsv', { minColumns: 2, pickedBy: ['group_column', 'value_column'] })],
  demo: {
    params: { group_column: 'transmission', value_column: 'mpg', first_group: 'automatic', second_group: 'manual' },
    files: { table: 'mtcars.tsv' },
  },
  executor: welchTTestExecutor,
})
