import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { friedmanTestExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'FriedmanTest',
  title: 'Friedman 检验',
  titleEn: 'Friedman test',
  description:
    '重复测量或区组设计的非参数检验：同一批受试对象在三种或更多处理下的数值是否不同。支持宽格式和长格式，给出 Friedman χ²、自由度、P 值（与 R friedman.test 一致）、各处理的秩和及 Kendall W。',
  descriptionEn:
    "The nonparametric test of repeated measures or blocked designs: do the same subjects' values differ between three or more treatments? Wide or long tables; Friedman chi-squared, df and p-value as R's friedman.test, each treatment's rank sum and Kendall's W.",
  category: STATISTICS_CATEGORY,
  tags: ['Friedman', 'repeated measures', 'nonparametric', 'blocks', 'ranks'],
  toolType: 0,
  sort: 616,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('rounding-times.tsv', {
      minColumns: 2,
      pickedBy: ['treatment_columns', 'block_column', 'treatment_column', 'value_column'],
    }),
  ],
  demo: { files: { table: 'rounding-times.tsv' } },
  executor: friedmanTestExecutor,
})
