import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { errorBarChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ErrorBarChart',
  title: '误差棒图（均值 ± SD/SE）',
  titleEn: 'Error bar chart (mean ± SD or SE)',
  description: '由长格式数据计算各组均值，用柱高表示均值，误差棒表示标准差或标准误，可再按第二个因素分系列。',
  descriptionEn:
    'Group means from long-format data as bars, with error bars of one standard deviation or standard error; optionally split by a second factor.',
  category: CHART_CATEGORY,
  tags: ['误差棒图', 'error bars', 'mean'],
  toolType: 0,
  sort: 130,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('tooth-growth.tsv', 2, ['group_column', 'series_column', 'value_column'])],
  demo: {
    params: {
      group_column: 'dose',
      series_column: 'supp',
      value_column: 'len',
      title: 'Tooth growth by vitamin C dose and delivery (ToothGrowth)',
      x_label: 'Dose (mg/day)',
      y_label: 'Odontoblast length',
    },
    files: { table: 'tooth-growth.tsv' },
  },
  executor: errorBarChartExecutor,
})
