import { defineParameters, numberParameter } from '../../kit/parameters'
import { levelParameter, seedParameter } from '../definitions'

export const parameters = defineParameters({
  level: levelParameter('Genus'),
  min_prevalence: numberParameter(
    '最低流行率（%）',
    'Lowest prevalence (%)',
    { min: 0, max: 100, step: 1, defaultValue: 50 },
    {
      zh: '只检验在至少这一比例样本中出现（计数 > 0）的特征：稀有特征的秩相关多由 0 决定。',
      en: 'Only features present (count > 0) in at least this share of samples are tested: the rank correlations of rare features are mostly ties at zero.',
    },
  ),
  max_features: numberParameter(
    '最多检验的特征数',
    'Most features tested',
    { min: 5, max: 150, step: 1, integer: true, defaultValue: 40 },
    {
      zh: '取平均相对丰度最高的特征；n 个特征要做 n(n − 1)/2 次检验。',
      en: 'The features of highest mean relative abundance; n features make n(n − 1)/2 tests.',
    },
  ),
  min_rho: numberParameter(
    '最小 |ρ|',
    'Smallest |ρ|',
    { min: 0, max: 1, step: 0.01, defaultValue: 0.6 },
    { zh: '相关系数的绝对值至少为此值才连边。', en: 'A pair is linked when its correlation is at least this strong.' },
  ),
  q_threshold: numberParameter('显著性阈值（q 值）', 'Significance threshold (q-value)', {
    min: 0.0001,
    max: 1,
    step: 0.0001,
    defaultValue: 0.05,
  }),
  seed: seedParameter,
})
