import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { upsetPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'UpSetPlot',
  title: 'UpSet 图',
  titleEn: 'UpSet plot',
  description:
    '比较任意多个集合的交集：柱状图给出每个交集的大小，下方点阵标出它由哪些集合组成；集合多于 5 个时比韦恩图清楚。',
  descriptionEn:
    "Compare the intersections of any number of sets: bars give each intersection's size and the dot matrix below shows which sets form it; clearer than a Venn diagram beyond 5 sets.",
  category: 'chart',
  tags: ['UpSet', 'sets', 'intersections', 'Venn'],
  toolType: 0,
  sort: 250,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('global-patterns-genera-by-environment.tsv', { minColumns: 2, pickedBy: ['set_columns'] })],
  demo: { files: { table: 'global-patterns-genera-by-environment.tsv' } },
  executor: upsetPlotExecutor,
})
