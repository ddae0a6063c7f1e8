import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, wideTable } from '../definitions'
import { radarChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'RadarChart',
  title: '雷达图',
  titleEn: 'Radar chart',
  description: '在多个指标构成的放射状坐标轴上比较几个对象的轮廓。',
  descriptionEn: 'Compare the profiles of a few items over several measures on radial axes.',
  category: CHART_CATEGORY,
  tags: ['雷达图', 'radar chart', 'profile'],
  toolType: 0,
  sort: 110,
  tableDelimiter: 1,
  parameters,
  dataFiles: [wideTable('iris-species-means.tsv', { allowEmpty: false, pickedBy: ['series_columns'] })],
  demo: {
    params: {
      series_columns: ['setosa', 'versicolor', 'virginica'],
      title: 'Iris species: mean measurements (cm)',
    },
    files: { table: 'iris-species-means.tsv' },
  },
  executor: radarChartExecutor,
})
