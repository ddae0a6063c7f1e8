import { defineParameters, numberParameter } from '../../kit/parameters'
import { groupColumnParameter, levelParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
  level: levelParameter('Genus'),
  detection: numberParameter(
    '检出阈值（相对丰度 %）',
    'Detection threshold (relative abundance, %)',
    { min: 0, max: 50, step: 0.001, defaultValue: 0.1 },
    {
      zh: '相对丰度高于此值才算在样本中检出。',
      en: 'A feature counts as present in a sample when its relative abundance is above this.',
    },
  ),
  prevalence: numberParameter(
    '流行率阈值（%）',
    'Prevalence threshold (%)',
    { min: 0, max: 99, step: 1, defaultValue: 50 },
    {
      zh: '在超过此比例的样本中检出的特征为核心成员。',
      en: 'Features present in more than this share of the samples are core members.',
    },
  ),
  top_n: numberParameter('热图最多显示', 'Most features in the heatmap', {
    min: 5,
    max: 100,
    step: 1,
    integer: true,
    defaultValue: 40,
  }),
})
