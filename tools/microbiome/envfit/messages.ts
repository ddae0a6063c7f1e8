import { defineMessages } from '../../kit/messages'

export const text = defineMessages('EnvfitOrdination', {
  title: {
    zh: '环境因子拟合（{{ordination}}，{{metric}}）',
    en: 'Environmental variables on the {{ordination}} ({{metric}})',
  },
  summary: {
    zh: '{{samples}} 个样本的 {{metric}} 距离做 {{ordination}}，拟合 {{variables}} 个连续变量，{{permutations}} 次置换；{{significant}} 个变量 p ≤ 0.05。',
    en: '{{ordination}} of {{metric}} distances between {{samples}} samples; {{variables}} continuous variables fitted, {{permutations}} permutations; {{significant}} with p ≤ 0.05.',
  },
  arrowsNote: {
    zh: '箭头指向变量增大的方向，长度与 √r² 成正比（所有箭头按同一比例缩放以适合图面，与 vegan 的 plot(envfit) 相同）。',
    en: "Arrows point the way each variable increases, their lengths proportional to √r² (all scaled by one factor to fit the plot, as vegan's plot(envfit)).",
  },
  skippedColumns: {
    zh: '以下列不是全为数值，未拟合：{{columns}}。',
    en: 'These columns are not all numbers and were not fitted: {{columns}}.',
  },
  noNumericColumns: {
    zh: '环境因子表中没有全为数值的列：envfit 需要至少一个连续变量（每个样本一个数值）。',
    en: 'The environmental table has no column of numbers only: envfit needs at least one continuous variable (a number for every sample).',
  },
  vectorsTitle: { zh: '环境因子向量（envfit）', en: 'Fitted vectors (envfit)' },
  variable: { zh: '变量', en: 'Variable' },
  pcoaAxis: { zh: 'PCoA{{axis}}（{{percent}}）', en: 'PCoA{{axis}} ({{percent}})' },
})
