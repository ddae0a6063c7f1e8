import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { umapEmbeddingExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'UmapEmbedding',
  title: 'UMAP 降维嵌入',
  titleEn: 'UMAP embedding',
  description:
    '把观测按所选数值列嵌入二维平面（UMAP，umap-js，基于精确近邻），按分组着色；给出坐标表与可信度，固定随机种子可重复。',
  descriptionEn:
    'Embeds the observations in a plane by the chosen numeric columns (UMAP by umap-js, on exact neighbours), coloured by group: the coordinates and the trustworthiness, repeatable by the seed.',
  category: STATISTICS_CATEGORY,
  tags: ['UMAP', 'embedding', 'dimension reduction', 'unsupervised', 'visualisation'],
  toolType: 0,
  sort: 673,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('wine.tsv', { minColumns: 2, pickedBy: ['columns', 'group_column', 'label_column'] })],
  demo: {
    // 200 epochs (umap-learn's for large data) keep the demo well within its time and the neighbours as well as 500.
    params: { group_column: 'cultivar', label_column: 'wine', epochs: 200 },
    files: { table: 'wine.tsv' },
  },
  executor: umapEmbeddingExecutor,
})
