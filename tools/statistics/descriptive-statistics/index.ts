import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { descriptiveStatisticsExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DescriptiveStatistics',
  title: '描述统计',
  titleEn: 'Descriptive statistics',
  description:
    '汇总一列或多列数值（可按分组）：例数、缺失数、均值、标准差、标准误、最小值、四分位数、中位数、最大值、四分位距、变异系数、偏度与峰度，与 R 一致，并给出箱线图。',
  descriptionEn:
    'Summarizes one or more numeric columns (optionally group by group): n, missing, mean, SD, SE, minimum, quartiles, median, maximum, IQR, coefficient of variation, skewness and kurtosis, as R computes them, with box plots.',
  category: STATISTICS_CATEGORY,
  tags: ['descriptive statistics', 'summary', 'mean', 'quartiles', 'skewness'],
  toolType: 0,
  sort: 614,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('iris.tsv', { minColumns: 1, pickedBy: ['value_columns', 'group_column'] })],
  demo: {
    params: { group_column: 'Species' },
    files: { table: 'iris.tsv' },
  },
  executor: descriptiveStatisticsExecutor,
})
