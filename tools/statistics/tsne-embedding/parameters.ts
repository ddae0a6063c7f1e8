import { defineParameters, numberParameter } from '../../kit/parameters'
import { embeddingChartParameters, embeddingInputParameters, seedParameter } from '../embedding-shared'

export const MAX_ITERATIONS = 5000

export const parameters = defineParameters({
  ...embeddingInputParameters,
  perplexity: numberParameter(
    '困惑度',
    'Perplexity',
    { min: 1, max: 200, step: 1, defaultValue: 30 },
    {
      zh: '每个点大致考虑的有效近邻数（常用 5–50）；必须小于 (观测数 − 1) / 3。',
      en: 'About how many neighbours each point heeds (5 to 50 is usual); it must be below (observations − 1) / 3.',
    },
  ),
  iterations: numberParameter(
    '迭代次数',
    'Iterations',
    { min: 250, max: MAX_ITERATIONS, integer: true, defaultValue: 1000 },
    {
      zh: '梯度下降的总迭代次数，其中前 250 次为早期夸大阶段（scikit-learn 与 Rtsne 默认 1000）。',
      en: 'All gradient-descent iterations, the first 250 with early exaggeration (scikit-learn and Rtsne: 1000).',
    },
  ),
  seed: seedParameter,
  ...embeddingChartParameters,
})
