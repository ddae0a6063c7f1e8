import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { treemapChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'TreemapChart',
  title: '矩形树图',
  titleEn: 'Treemap',
  description: '按层级列（如门、纲）嵌套的矩形，面积与数值之和成正比，适合展示分类组成。',
  descriptionEn:
    'Nested boxes by hierarchy columns (phylum, class…), each with an area proportional to its sum: a composition at a glance.',
  category: CHART_CATEGORY,
  tags: ['矩形树图', 'treemap', 'hierarchy', 'composition'],
  toolType: 0,
  sort: 147,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('global-patterns-orders.tsv', 2, ['group_columns', 'value_column'])],
  demo: {
    params: {
      group_columns: ['Phylum', 'Class'],
      value_column: 'Reads',
      title: 'Global Patterns: 16S reads by phylum and class',
    },
    files: { table: 'global-patterns-orders.tsv' },
  },
  executor: treemapChartExecutor,
})
