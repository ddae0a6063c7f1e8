import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RichnessEstimators', {
  chartTitle: { zh: '各样本物种丰富度估计（± 标准误）', en: 'Estimated richness of each sample (± standard error)' },
  observed: { zh: '观测物种数', en: 'Observed' },
  chao1: { zh: 'Chao1', en: 'Chao1' },
  ace: { zh: 'ACE', en: 'ACE' },
  axisRichness: { zh: '物种数（OTU/ASV）', en: 'Number of OTUs/ASVs' },
  tableTitle: {
    zh: '各样本的 Chao1 与 ACE 估计及标准误（与 vegan estimateR 相同）',
    en: 'Chao1 and ACE of each sample with their standard errors (as vegan estimateR)',
  },
  sample: { zh: '样本', en: 'Sample' },
  reads: { zh: '读数', en: 'Reads' },
  observedColumn: { zh: '观测物种数 S.obs', en: 'Observed S.obs' },
  chao1Se: { zh: 'Chao1 标准误', en: 'Chao1 SE' },
  aceSe: { zh: 'ACE 标准误', en: 'ACE SE' },
  singletons: { zh: '单例数 F1', en: 'Singletons F1' },
  doubletons: { zh: '双例数 F2', en: 'Doubletons F2' },
  unseenShare: { zh: 'Chao1 估计未观测比例（%）', en: 'Unseen by Chao1 (%)' },
  summary: {
    zh: '{{samples}} 个样本：Chao1 估计平均比观测物种数多 {{unseen}}%（{{lowest}}% 至 {{highest}}%）；估计与观测相差越大，测序越未饱和。',
    en: '{{samples}} samples: on average Chao1 is {{unseen}}% above the observed richness (from {{lowest}}% to {{highest}}%); the larger the gap, the further the sequencing is from saturation.',
  },
  undefinedSamples: {
    zh: '无定义的估计（没有读数，或计数不是整数，或 ACE 的稀有物种全是单例）在表中留空；涉及的样本（{{count}} 个）：{{samples}}。',
    en: 'Estimates without a value (no reads, counts that are not whole numbers, or only singletons among the rare features for ACE) are left empty; samples concerned ({{count}}): {{samples}}.',
  },
  method: {
    zh: 'Chao1 = S.obs + F1(F1 − 1) / (2(F2 + 1))（偏差校正形式）；ACE 以计数 ≤ 10 的物种为稀有物种；标准误按 vegan estimateR 的公式计算。',
    en: 'Chao1 = S.obs + F1(F1 − 1) / (2(F2 + 1)) (the bias-corrected form); ACE counts features with at most 10 reads as rare; the standard errors follow the formulas of vegan estimateR.',
  },
  groupedBy: { zh: '按 "{{column}}" 分组排列', en: 'Samples ordered by "{{column}}"' },
})
