import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { studentTTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'StudentTTest',
  title: 'Student t 检验',
  titleEn: "Student's t-test",
  description:
    '比较两组均值（假定两组方差相等）：t 值、自由度、P 值、均值差及其置信区间，与 R t.test(var.equal = TRUE) 一致。',
  descriptionEn:
    "Compares the means of two groups assuming equal variances: t, degrees of freedom, p-value, the mean difference and its confidence interval, as R's t.test(var.equal = TRUE).",
  category: STATISTICS_CATEGORY,
  tags: ['t-test', 'two groups', 'mean', 'parametric'],
  toolType: 0,
  sort: 600,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('tooth-growth.tsv', { minColumns: 2, pickedBy: ['group_column', 'value_column'] })],
  demo: {
    params: { group_column: 'supp', value_column: 'len', first_group: 'OJ', second_group: 'VC' },
    files: { table: 'tooth-growth.tsv' },
  },
  executor: studentTTestExecutor,
})
