import { defineMessages } from '../kit/messages'

/** The words the t-SNE and UMAP tools share (tools/statistics/embedding-shared.ts). */
export const embeddingText = defineMessages('statistics-embeddings', {
  features: { zh: '变量列', en: 'the feature columns' },
  group: { zh: '分组列', en: 'the group column' },
  label: { zh: '名称列', en: 'the name column' },
  tooFewColumns: {
    zh: '至少需要 2 个数值变量列，现在只有 {{count}} 个。',
    en: 'An embedding needs at least 2 numeric feature columns; there are {{count}}.',
  },
  tooManyColumns: {
    zh: '选择了 {{count}} 个变量列，最多 {{limit}} 个。',
    en: '{{count}} feature columns were chosen; at most {{limit}} are allowed.',
  },
  tooManyRows: {
    zh: '共有 {{rows}} 个观测，最多 {{limit}} 个（精确算法计算所有观测两两之间的距离）。',
    en: 'There are {{rows}} observations; at most {{limit}} are allowed (the exact method uses the distance between every pair).',
  },
  constantColumn: {
    zh: '列 "{{column}}" 的值全部相同，无法标准化；请去掉该列或选择不缩放。',
    en: 'The column "{{column}}" has the same value in every row, so it cannot be standardized: leave it out or choose no scaling.',
  },
  observation: { zh: '观测', en: 'Observation' },
  observations: { zh: '观测', en: 'Observations' },
  coordinatesTitle: { zh: '嵌入坐标', en: 'Embedding coordinates' },
  summaryTitle: { zh: '参数与质量', en: 'Settings and quality' },
  setting: { zh: '项目', en: 'Item' },
  value: { zh: '值', en: 'Value' },
  featureCount: { zh: '变量数', en: 'Feature columns' },
  scaling: { zh: '缩放', en: 'Scaling' },
  standardized: { zh: '标准化（均值 0、标准差 1）', en: 'standardized (mean 0, SD 1)' },
  unscaled: { zh: '不缩放', en: 'none' },
  seed: { zh: '随机种子', en: 'Random seed' },
  trustworthiness: { zh: '可信度（k = {{k}}）', en: 'Trustworthiness (k = {{k}})' },
  leftOut: {
    zh: '{{rows}} 行因所选变量列有缺失值而未参与分析。',
    en: '{{rows}} rows with a missing value in a feature column were left out.',
  },
  trustworthinessNote: {
    zh: '可信度 T({{k}}) = {{value}}：嵌入图中每个点的 {{k}} 个最近邻在原始空间中也是近邻的程度（1 为完全保持；sklearn.manifold.trustworthiness 的定义）。',
    en: 'Trustworthiness T({{k}}) = {{value}}: how far each point’s {{k}} nearest neighbours in the picture are also its neighbours in the data (1: all kept; as sklearn.manifold.trustworthiness).',
  },
  distancesNote: {
    zh: '图中簇之间的距离与簇的大小没有定量含义；只有“谁与谁相邻”是可靠的。换一个随机种子，图会旋转、翻转或重新排列，但邻居关系应大致相同。',
    en: 'Distances between clusters and their sizes in the picture mean little; only who lies next to whom does. Another seed rotates, mirrors or rearranges the picture but should keep much the same neighbours.',
  },
})
