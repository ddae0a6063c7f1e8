import { defineMessages } from '../../kit/messages'

export const text = defineMessages('UmapEmbedding', {
  tooManyNeighbours: {
    zh: '近邻数 {{neighbours}} 对 {{rows}} 个观测过多：必须少于观测数。请减少近邻数或使用更多观测。',
    en: '{{neighbours}} neighbours are too many for {{rows}} observations: there must be fewer neighbours than observations. Choose fewer neighbours or use more observations.',
  },
  chartTitle: { zh: 'UMAP 嵌入', en: 'UMAP embedding' },
  subtitle: {
    zh: '{{n}} 个观测，{{features}} 个变量；近邻数 {{neighbours}}，最小距离 {{minDist}}，{{epochs}} 轮，种子 {{seed}}；可信度 {{trustworthiness}}',
    en: '{{n}} observations of {{features}} features; {{neighbours}} neighbours, min_dist {{minDist}}, {{epochs}} epochs, seed {{seed}}; trustworthiness {{trustworthiness}}',
  },
  neighbours: { zh: '近邻数', en: 'Neighbours' },
  minDist: { zh: '最小距离', en: 'Minimum distance' },
  epochs: { zh: '优化轮数', en: 'Epochs' },
  summary: {
    zh: 'UMAP（McInnes 等 2018，umap-js 1.4.0）：{{n}} 个观测、{{features}} 个变量嵌入二维；精确欧氏近邻 {{neighbours}} 个（含自身），最小距离 {{minDist}}，{{epochs}} 轮优化，随机种子 {{seed}}；可信度（k = 5）{{trustworthiness}}。',
    en: 'UMAP (McInnes et al. 2018, umap-js 1.4.0): {{n}} observations of {{features}} features in two dimensions; {{neighbours}} exact Euclidean neighbours (the point itself included), min_dist {{minDist}}, {{epochs}} epochs, seed {{seed}}; trustworthiness (k = 5) {{trustworthiness}}.',
  },
})
