import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { binomialTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'BinomialTest',
  title: '精确二项检验',
  titleEn: 'Exact binomial test',
  description:
    '检验 n 次试验中成功的概率是否等于假设值：输入结果计数或每次试验一行的结果列，给出精确 P 值、成功比例及其 Clopper-Pearson 置信区间，并画出零假设下的二项分布，与 R binom.test 一致。',
  descriptionEn:
    "Tests whether the probability of success in n trials equals a hypothesised value, from counts of outcomes or a column with one outcome per trial: the exact p-value, the proportion of successes with its Clopper-Pearson interval, and the binomial distribution under the null hypothesis, as R's binom.test.",
  category: STATISTICS_CATEGORY,
  tags: ['binomial', 'exact test', 'proportion', 'Clopper-Pearson'],
  toolType: 0,
  sort: 608,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('mendel-peas.tsv', { minColumns: 1, pickedBy: ['count_column', 'outcome_column'] })],
  demo: { params: { p: 0.75 }, files: { table: 'mendel-peas.tsv' } },
  executor: binomialTestExecutor,
})
