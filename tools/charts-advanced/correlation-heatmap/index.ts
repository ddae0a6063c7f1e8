import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { correlationHeatmapExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'CorrelationHeatmap',
  title: '相关性热图',
  titleEn: 'Correlation heatmap',
  description: '计算各数值列两两之间的 Pearson 或 Spearman 相关系数与 p 值，画成带数值和显著性星号的热图。',
  descriptionEn:
    'Pearson or Spearman correlation and p-value between every pair of numeric columns, drawn as a heatmap with the coefficients and significance stars.',
  category: 'statistics',
  tags: ['相关性', 'correlation', 'Spearman', 'Pearson', 'heatmap'],
  toolType: 0,
  sort: 210,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('global-patterns-phyla.tsv', { minColumns: 2, pickedBy: ['variables'] })],
  demo: { files: { table: 'global-patterns-phyla.tsv' } },
  executor: correlationHeatmapExecutor,
})
