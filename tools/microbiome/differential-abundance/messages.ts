import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DifferentialAbundance', {
  purpose: { zh: '组间差异检验', en: 'A test between groups' },
  title: {
    zh: '差异{{what}}（Kruskal-Wallis q < {{alpha}}，前 {{shown}} 个）',
    en: 'Differential {{what}} (Kruskal-Wallis q < {{alpha}}, top {{shown}})',
  },
  heatmapCaption: { zh: '各组平均相对丰度的 Z 值', en: 'z-score of the group means' },
  tableTitle: {
    zh: '各特征的 Kruskal-Wallis 检验（按 q 值排序）',
    en: 'Kruskal-Wallis test of every feature (by q-value)',
  },
  qValue: { zh: 'q（BH 校正）', en: 'q (BH)' },
  highestIn: { zh: '最高组', en: 'Highest in' },
  groupMean: { zh: '{{group}} 平均相对丰度（%）', en: '{{group}} mean relative abundance (%)' },
  summary: {
    zh: '{{tested}} 个{{what}}在 "{{column}}" 的 {{groups}} 组间做 Kruskal-Wallis 检验，{{significant}} 个 BH 校正后 q < {{alpha}}。',
    en: '{{tested}} {{what}} tested between the {{groups}} groups of "{{column}}" by Kruskal-Wallis; {{significant}} have a BH-adjusted q < {{alpha}}.',
  },
  absent: {
    zh: '{{count}} 个{{what}}在纳入的样本中全为 0，无法检验，不计入校正，也不列入结果表。',
    en: '{{count}} {{what}} are zero in every tested sample: they cannot be tested, do not count in the correction and are left out of the table.',
  },
  heatmapShowsTop: {
    zh: '热图显示 q 值最小的 {{shown}} 个；全部结果见结果表。',
    en: 'The heatmap shows the {{shown}} smallest q-values; the table lists every feature.',
  },
  noneSignificant: {
    zh: '没有 q < {{alpha}} 的特征（最小 q = {{smallest}}），不绘制热图。',
    en: 'No feature has q < {{alpha}} (the smallest q is {{smallest}}), so no heatmap is drawn.',
  },
  method: {
    zh: '检验用每个样本的相对丰度（计数除以该样本总读数）；两组时 Kruskal-Wallis 检验等同于不做连续性校正的 Wilcoxon 秩和检验（正态近似），因此任意组数都使用同一方法。',
    en: "The tests use each sample's relative abundances (counts over the sample's reads); with two groups Kruskal-Wallis equals the Wilcoxon rank-sum test's normal approximation without continuity correction, so one method serves any number of groups.",
  },
})
