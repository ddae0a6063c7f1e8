import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { tsneEmbeddingExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'TsneEmbedding',
  title: 't-SNE 降维嵌入',
  titleEn: 't-SNE embedding',
  description:
    '把观测按所选数值列嵌入二维平面（精确 t-SNE，与 scikit-learn 的输入亲和度一致），按分组着色；给出坐标表、KL 散度与可信度，固定随机种子可重复。',
  descriptionEn:
    "Embeds the observations in a plane by the chosen numeric columns (exact t-SNE, with scikit-learn's input affinities), coloured by group: the coordinates, the KL divergence and the trustworthiness, repeatable by the seed.",
  category: STATISTICS_CATEGORY,
  tags: ['t-SNE', 'embedding', 'dimension reduction', 'unsupervised', 'visualisation'],
  toolType: 0,
  sort: 672,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('iris.tsv', { minColumns: 2, pickedBy: ['columns', 'group_column', 'label_column'] })],
  demo: {
    params: {
      columns: ['Sepal.Length', 'Sepal.Width', 'Petal.Length', 'Petal.Width'],
      group_column: 'Species',
      scaling: 'none',
      iterations: 500,
    },
    files: { table: 'iris.tsv' },
  },
  executor: tsneEmbeddingExecutor,
})
