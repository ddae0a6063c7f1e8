import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PermanovaDispersion', {
  purpose: { zh: 'PERMANOVA 与 PERMDISP 检验', en: 'The PERMANOVA and PERMDISP tests' },
  chartTitle: {
    zh: '各组样本到组质心的距离（{{metric}}）',
    en: 'Distance of each sample to its group centroid ({{metric}})',
  },
  distanceAxis: { zh: '到质心的距离', en: 'Distance to centroid' },
  summary: {
    zh: '{{samples}} 个样本的 {{metric}} 距离，按 "{{column}}" 分为 {{groups}} 组，{{permutations}} 次置换。',
    en: '{{metric}} distances between {{samples}} samples in {{groups}} groups of "{{column}}", {{permutations}} permutations.',
  },
  distancesTitle: { zh: '各样本到组质心的距离', en: 'Distance of each sample to its group centroid' },
  distanceToCentroid: { zh: '到质心的距离', en: 'Distance to centroid' },
})
