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
  gcConvention: {
    zh: 'GC 含量 = (G + C) / 序列长度，长度含 N 与其他简并碱基。与 EMBOSS geecee 相同，简并碱基按其代表的碱基中 G、C 所占比例计入：N、R、Y、K、M 各计 1/2 个 G/C，S 计 1，B、V 计 2/3，D、H 计 1/3，W 计 0。',
    en: 'GC content = (G + C) / length, where the length includes N and other ambiguity codes. As in EMBOSS geecee, an ambiguity code counts as the share of its bases that are G or C: N, R, Y, K and M count as half a G/C, S as one, B and V as two thirds, D and H as one third, W as none.',
  },
  gcConventionWithN: {
    zh: '这些序列含 {{n}} 个 N 与 {{other}} 个其他简并碱基，它们已按上述比例计入 GC 含量。',
    en: 'These sequences hold {{n}} N and {{other}} other ambiguity codes, counted in the GC content by those shares.',
  },
  note: {
    zh: '{{sequences}} 条序列，共 {{bases}} 个碱基，N50 = {{n50}}，总体 GC 含量 {{gc}}%。',
    en: '{{sequences}} sequence(s), {{bases}} bases, N50 = {{n50}}, overall GC content {{gc}}%.',
  },
})
