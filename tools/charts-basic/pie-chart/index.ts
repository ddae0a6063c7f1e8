import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { pieChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'PieChart',
  title: '饼图/环形图',
  titleEn: 'Pie and donut chart',
  description: '各部分占总体的比例，标签和提示中显示百分比；较小的部分可合并为“其他”。',
  descriptionEn:
    'Shares of a whole, with percentages in the labels and tooltips; small parts can be merged into "Others".',
  category: CHART_CATEGORY,
  tags: ['饼图', 'pie chart', 'donut', 'composition'],
  toolType: 0,
  sort: 90,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('phylum-reads.tsv', { allowEmpty: false, pickedBy: ['value_column'] })],
  demo: {
    params: {
      value_column: 'Reads',
      style: 'doughnut',
      max_slices: 9,
      title: 'Global Patterns: reads per phylum',
    },
    files: { table: 'phylum-reads.tsv' },
  },
  executor: pieChartExecutor,
})
