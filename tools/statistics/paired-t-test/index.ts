import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { pairedTTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'PairedTTest',
  title: '配对 t 检验',
  titleEn: 'Paired t-test',
  description:
    '比较同一批对象在两种条件下的均值（如处理前后）：差值的 t 值、自由度、P 值、平均差及其置信区间，与 R t.test(paired = TRUE) 一致。',
  descriptionEn:
    "Compares the means of the same subjects under two conditions (e.g. before and after): t, df, p-value, the mean difference and its confidence interval, as R's t.test(paired = TRUE).",
  category: STATISTICS_CATEGORY,
  tags: ['t-test', 'paired', 'before and after', 'parametric'],
  toolType: 0,
  sort: 602,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('sleep.tsv', {
      minColumns: 2,
      pickedBy: ['id_column', 'group_column', 'value_column', 'first_column', 'second_column'],
    }),
  ],
  demo: {
    params: { id_column: 'ID', group_column: 'group', value_column: 'extra' },
    files: { table: 'sleep.tsv' },
  },
  executor: pairedTTestExecutor,
})
