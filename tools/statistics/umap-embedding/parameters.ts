import { defineParameters, numberParameter } from '../../kit/parameters'
import { embeddingChartParameters, embeddingInputParameters, seedParameter } from '../embedding-shared'

export const parameters = defineParameters({
  ...embeddingInputParameters,
  neighbours: numberParameter(
    '近邻数',
    'Neighbours',
    { min: 2, max: 200, integer: true, defaultValue: 15 },
    {
      zh: '每个点的邻域大小（含该点自身，umap-learn 的 n_neighbors）；小值突出局部结构，大值突出整体结构；必须少于观测数。',
      en: "Each point's neighbourhood, the point itself included (umap-learn's n_neighbors): small values bring out local structure, large ones the overall shape; it must be below the number of observations.",
    },
  ),
  min_dist: numberParameter(
    '最小距离',
    'Minimum distance',
    { min: 0, max: 0.99, step: 0.01, defaultValue: 0.1 },
    {
      zh: '图中点之间允许的最小距离（min_dist）：小值使簇更紧凑。',
      en: 'How tightly points may pack in the picture (min_dist): smaller values give tighter clumps.',
    },
  ),
  epochs: numberParameter(
    '优化轮数',
    'Epochs',
    { min: 50, max: 2000, integer: true, defaultValue: 500 },
    {
      zh: '布局优化的轮数（umap-learn 对小数据默认 500）。',
      en: 'Rounds of layout optimisation (umap-learn: 500 for small data).',
    },
  ),
  seed: seedParameter,
  ...embeddingChartParameters,
})
