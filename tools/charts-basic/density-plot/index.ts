import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { densityPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DensityPlot',
  title: '密度图',
  titleEn: 'Density plot',
  description: '高斯核密度估计曲线，可按分组叠加；带宽与取值网格同 R density。',
  descriptionEn: "Gaussian kernel density curves, optionally one per group; bandwidth and grid as R's density.",
  category: CHART_CATEGORY,
  tags: ['密度图', 'density plot', 'kernel density'],
  toolType: 0,
  sort: 80,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('faithful.tsv', 1, ['value_column', 'group_column'])],
  demo: {
    params: {
      value_column: 'waiting',
      title: 'Old Faithful: waiting time between eruptions',
      x_label: 'Waiting time (minutes)',
      y_label: 'Density',
    },
    files: { table: 'faithful.tsv' },
  },
  executor: densityPlotExecutor,
})
