import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { violinPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ViolinPlot',
  title: '小提琴图',
  titleEn: 'Violin plot',
  description: '按分组展示数值分布的形状：每组的高斯核密度估计（带宽规则同 R density），内嵌箱线图。',
  descriptionEn:
    "Show the shape of each group's distribution: a Gaussian kernel density estimate per group (bandwidth as R's density) with a box plot inside.",
  category: CHART_CATEGORY,
  tags: ['小提琴图', 'violin plot', 'distribution'],
  toolType: 0,
  sort: 60,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('chickwts.tsv', 2, ['group_column', 'value_column'])],
  demo: {
    params: {
      group_column: 'feed',
      value_column: 'weight',
      title: 'Chick weight by feed (chickwts)',
      x_label: 'Feed',
      y_label: 'Weight after six weeks (g)',
    },
    files: { table: 'chickwts.tsv' },
  },
  executor: violinPlotExecutor,
})
