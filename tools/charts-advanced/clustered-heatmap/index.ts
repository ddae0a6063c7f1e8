import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { clusteredHeatmapExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ClusteredHeatmap',
  title: '聚类热图',
  titleEn: 'Clustered heatmap',
  description: '把数值矩阵画成热图：可按行或列标准化为 Z 值，行和列按层次聚类重新排序，并在边上画出聚类树。',
  descriptionEn:
    'Draw a numeric matrix as a heatmap: optionally scaled to z-scores by row or column, rows and columns reordered by hierarchical clustering, with the dendrograms in the margins.',
  category: 'chart',
  tags: ['热图', 'heatmap', 'clustering', 'pheatmap'],
  toolType: 0,
  sort: 200,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('marioni-top40-log2cpm.tsv', {
      minColumns: 3,
      numericColumns: '[2:]',
      pickedBy: ['value_columns'],
      pickedRange: '[2:]',
    }),
  ],
  demo: { files: { table: 'marioni-top40-log2cpm.tsv' } },
  executor: clusteredHeatmapExecutor,
})
