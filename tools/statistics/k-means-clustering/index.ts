import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { kMeansClusteringExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'KMeansClustering',
  title: 'k-means 聚类与轮廓分析',
  titleEn: 'k-means clustering with silhouette',
  description:
    '按所选数值列把观测分为 k 个簇（Hartigan-Wong 算法，多次随机起点，与 R kmeans 一致），给出簇中心、大小、组内/组间平方和与轮廓宽度（与 cluster::silhouette 一致）；也可在一个 k 的范围内按平均轮廓宽度选择簇数。',
  descriptionEn:
    "Splits the observations into k clusters on the chosen numeric columns (Hartigan-Wong with random starts, as R's kmeans): centres, sizes, within and between sums of squares and silhouette widths (as cluster::silhouette); or picks k in a range by the mean silhouette width.",
  category: STATISTICS_CATEGORY,
  tags: ['k-means', 'clustering', 'silhouette', 'PCA', 'unsupervised'],
  toolType: 0,
  sort: 670,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('usarrests.tsv', { minColumns: 2, pickedBy: ['columns', 'label_column'] })],
  demo: {
    params: {
      columns: ['Murder', 'Assault', 'UrbanPop', 'Rape'],
      label_column: 'state',
      k_choice: 'silhouette',
      k_from: 2,
      k_to: 8,
    },
    files: { table: 'usarrests.tsv' },
  },
  executor: kMeansClusteringExecutor,
})
