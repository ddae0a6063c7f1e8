import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { parallelCoordinatesExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ParallelCoordinates',
  title: '平行坐标图',
  titleEn: 'Parallel coordinates plot',
  description: '每个数值变量一根竖轴（按各自范围缩放），每行数据一条折线，按组着色，显示多变量模式。',
  descriptionEn:
    'One vertical axis per numeric variable (each scaled by its own range) and one line per row, coloured by group: patterns across many variables.',
  category: CHART_CATEGORY,
  tags: ['平行坐标', 'parallel coordinates', 'multivariate'],
  toolType: 0,
  sort: 145,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('penguins.tsv', 2, ['variables', 'group_column'])],
  demo: {
    params: { group_column: 'species', title: 'Palmer penguins: bill, flipper and body mass by species' },
    files: { table: 'penguins.tsv' },
  },
  executor: parallelCoordinatesExecutor,
})
