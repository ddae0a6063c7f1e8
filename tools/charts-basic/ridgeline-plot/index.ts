import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { ridgelinePlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'RidgelinePlot',
  title: '山脊图',
  titleEn: 'Ridgeline plot',
  description: '每组一条核密度曲线，上下错开排列，便于比较多个组的分布形状。',
  descriptionEn:
    'One kernel density curve per group, stacked with offsets, to compare the shapes of many distributions.',
  category: CHART_CATEGORY,
  tags: ['山脊图', 'ridgeline', 'joyplot', 'density'],
  toolType: 0,
  sort: 144,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('chickwts.tsv', 2, ['value_column', 'group_column'])],
  demo: {
    params: {
      value_column: 'weight',
      group_column: 'feed',
      title: 'Chick weight after six weeks by feed supplement (chickwts)',
      x_label: 'Weight (g)',
    },
    files: { table: 'chickwts.tsv' },
  },
  executor: ridgelinePlotExecutor,
})
