import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SequenceStatistics', {
  gcOfEach: { zh: '各序列的 GC 含量', en: 'GC content of each sequence' },
  gcDistribution: { zh: 'GC 含量分布（{{sequences}} 条序列）', en: 'GC content of {{sequences}} sequences' },
  eachSequence: { zh: '各序列统计', en: 'Each sequence' },
  otherCodes: { zh: '其他简并碱基', en: 'Other ambiguity codes' },
  summary: { zh: '汇总', en: 'Summary' },
  totalLength: { zh: '总长度', en: 'Total length' },
  shortest: { zh: '最短', en: 'Shortest' },
  longest: { zh: '最长', en: 'Longest' },
  meanLength: { zh: '平均长度', en: 'Mean length' },
  overallGc: { zh: '总体 GC (%)', en: 'Overall GC (%)' },
  note: {
    zh: '{{sequences}} 条序列，共 {{bases}} 个碱基，N50 = {{n50}}，总体 GC 含量 {{gc}}%。',
    en: '{{sequences}} sequence(s), {{bases}} bases, N50 = {{n50}}, overall GC content {{gc}}%.',
  },
})
