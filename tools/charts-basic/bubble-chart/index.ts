import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { bubbleChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'BubbleChart',
  title: '气泡图',
  titleEn: 'Bubble chart',
  description: '散点图加第三个变量：气泡的面积与该变量成正比。',
  descriptionEn: "A scatter plot with a third variable: each bubble's area is proportional to it.",
  category: CHART_CATEGORY,
  tags: ['气泡图', 'bubble chart'],
  toolType: 0,
  sort: 40,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('state-x77.tsv', 3, ['x_column', 'y_column', 'size_column', 'label_column'])],
  demo: {
    params: {
      x_column: 'Income',
      y_column: 'Life Exp',
      size_column: 'Population',
      label_column: 'State',
      max_radius: 32,
      color: '#e15759',
      title: 'US states: income, life expectancy and population (1970s)',
      x_label: 'Per-capita income (USD)',
      y_label: 'Life expectancy (years)',
      width: 860,
      height: 580,
    },
    files: { table: 'state-x77.tsv' },
  },
  executor: bubbleChartExecutor,
})
