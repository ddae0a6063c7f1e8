import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { proportionTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ProportionTest',
  title: '比例检验',
  titleEn: 'Test of proportions',
  description:
    '检验多组的成功比例是否相等（或等于给定值）：每组一行的成功数与总数，给出各组比例、χ²、自由度、P 值，一组时给出比例的置信区间，两组时给出比例差的置信区间（可选 Yates 校正），与 R prop.test 一致。',
  descriptionEn:
    "Tests whether groups share one proportion of successes (or each equals a given value), from one row per group with its successes and total: the proportions, X-squared, df and p-value, the interval of the proportion for one group and of the difference for two (Yates' correction as an option), as R's prop.test.",
  category: STATISTICS_CATEGORY,
  tags: ['proportion', 'chi-square', 'two proportions', 'categorical'],
  toolType: 0,
  sort: 609,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('smokers.tsv', { minColumns: 3, pickedBy: ['group_column', 'success_column', 'second_column'] }),
  ],
  demo: { params: { success_column: 'Smokers', second_column: 'Patients' }, files: { table: 'smokers.tsv' } },
  executor: proportionTestExecutor,
})
