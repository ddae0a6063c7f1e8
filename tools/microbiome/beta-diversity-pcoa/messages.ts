import { defineMessages } from '../../kit/messages'

export const text = defineMessages('BetaDiversityPCoA', {
  // What an axis' percentage is a share of: in the notes and tables, and shorter in the axis titles.
  positiveSumFull: { zh: '正特征值之和', en: 'the sum of the positive eigenvalues' },
  positiveSumShort: { zh: '正特征值和', en: 'positive eigenvalues' },
  traceFull: { zh: '全部特征值之和（含负特征值）', en: 'the sum of all eigenvalues, negative ones included' },
  traceShort: { zh: '全部特征值和', en: 'all eigenvalues' },
  summary: {
    zh: '{{samples}} 个样本的 {{metric}} 距离；PCoA 第 1、2 轴分别解释 {{first}} 与 {{second}} 的变异（特征值占{{denominator}}的比例）。',
    en: '{{metric}} distances between {{samples}} samples; PCoA axes 1 and 2 explain {{first}} and {{second}} of the variation (eigenvalue over {{denominator}}).',
  },
  testsSubtitle: {
    zh: '{{anosim}}; {{permanova}} ({{permutations}} 次置换)',
    en: '{{anosim}}; {{permanova}} ({{permutations}} permutations)',
  },
  groupingTested: {
    zh: '按 "{{column}}" 分组（{{groups}} 组）检验，{{permutations}} 次置换：',
    en: 'Grouping "{{column}}" ({{groups}} groups), {{permutations}} permutations:',
  },
  testsTitle: { zh: '组间差异检验', en: 'Tests between groups' },
  method: { zh: '方法', en: 'Method' },
  statistic: { zh: '统计量', en: 'Statistic' },
  value: { zh: '值', en: 'Value' },
  permutations: { zh: '置换次数', en: 'Permutations' },
  negativeLeftOut: {
    zh: '该距离不是欧氏距离：存在负特征值（最小 {{smallest}}），不计入解释比例的分母，正特征值轴的比例之和为 100%（与 scikit-bio 相同）。',
    en: "The distance is not Euclidean: there are negative eigenvalues (smallest {{smallest}}), left out of the proportions' denominator, so the positive axes add up to 100% (as scikit-bio).",
  },
  negativeCounted: {
    zh: '该距离不是欧氏距离：存在负特征值（最小 {{smallest}}），计入解释比例的分母，正特征值轴的比例之和超过 100%（与 R cmdscale、phyloseq 相同）。',
    en: "The distance is not Euclidean: there are negative eigenvalues (smallest {{smallest}}), counted in the proportions' denominator, so the positive axes add up to more than 100% (as R's cmdscale and phyloseq).",
  },
  axisTitle: {
    zh: 'PCoA{{axis}}（占{{denominator}} {{percent}}）',
    en: 'PCoA{{axis}} ({{percent}} of {{denominator}})',
  },
  title: { zh: 'PCoA（{{metric}}）', en: 'PCoA ({{metric}})' },
  coordinatesTitle: { zh: 'PCoA 坐标（{{metric}}）', en: 'PCoA coordinates ({{metric}})' },
  eigenvaluesTitle: {
    zh: '各轴特征值与解释比例（占{{denominator}}）',
    en: 'Eigenvalue and proportion explained of each axis (of {{denominator}})',
  },
  axis: { zh: '轴', en: 'Axis' },
  eigenvalue: { zh: '特征值', en: 'Eigenvalue' },
  proportionExplained: { zh: '解释比例', en: 'Proportion explained' },
})
