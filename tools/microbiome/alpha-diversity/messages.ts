import { defineMessages } from '../../kit/messages'

export const text = defineMessages('AlphaDiversity', {
  metricsTitle: { zh: '各样本 Alpha 多样性指数', en: 'Alpha diversity of each sample' },
  sample: { zh: '样本', en: 'Sample' },
  allSamples: { zh: '全部样本', en: 'All samples' },
  metricByGroup: { zh: '{{metric}}（按 {{column}} 分组）', en: '{{metric}} by {{column}}' },
  observed: { zh: '观测物种数 (Observed)', en: 'Observed richness' },
  shannon: { zh: 'Shannon 指数', en: 'Shannon index' },
  simpson: { zh: 'Simpson 指数 (1 − D)', en: 'Simpson index (1 − D)' },
  invsimpson: { zh: '逆 Simpson 指数', en: 'Inverse Simpson index' },
  pielou: { zh: 'Pielou 均匀度', en: 'Pielou evenness' },
  chao1: { zh: 'Chao1', en: 'Chao1' },
  ace: { zh: 'ACE', en: 'ACE' },
  goods_coverage: { zh: "Good's 覆盖度", en: "Good's coverage" },
  tableSize: {
    zh: '{{samples}} 个样本，{{features}} 个特征（OTU/ASV）。',
    en: '{{samples}} samples, {{features}} features (OTUs/ASVs).',
  },
  oneGroupOnly: {
    zh: '"{{column}}" 只有一个分组，未做组间检验。',
    en: 'Column "{{column}}" has one group only; no test between groups.',
  },
  noMetadata: { zh: '未提供分组文件，未做组间检验。', en: 'No metadata file given: no test between groups.' },
  undefinedMetrics: {
    zh: '以下指数在部分样本中无定义（留空，不参与检验）：{{metrics}}。',
    en: 'Undefined in some samples (left empty, left out of the tests): {{metrics}}.',
  },
  kruskalNote: {
    zh: 'Kruskal-Wallis 检验（{{groups}} 组）：H = {{h}}，p = {{p}}',
    en: 'Kruskal-Wallis test ({{groups}} groups): H = {{h}}, p = {{p}}',
  },
  kruskalTitle: { zh: '组间差异检验（Kruskal-Wallis）', en: 'Tests between groups (Kruskal-Wallis)' },
  metric: { zh: '指数', en: 'Metric' },
  test: { zh: '检验', en: 'Test' },
  groupCount: { zh: '组数', en: 'Groups' },
  wilcoxonNote: {
    zh: 'Wilcoxon 秩和检验（{{a}} vs {{b}}）：W = {{w}}，p = {{p}}',
    en: 'Wilcoxon rank-sum test ({{a}} vs {{b}}): W = {{w}}, p = {{p}}',
  },
  pairwiseNote: {
    zh: '两两 Wilcoxon 秩和检验（{{pairs}} 对，BH 校正）：{{significant}} 对 p.adj < 0.05，最小 p.adj = {{smallest}}',
    en: 'Pairwise Wilcoxon rank-sum tests ({{pairs}} pairs, BH-adjusted): {{significant}} with p.adj < 0.05, smallest p.adj = {{smallest}}',
  },
  wilcoxonTitle: { zh: '组间差异检验（Wilcoxon 秩和检验）', en: 'Tests between groups (Wilcoxon rank-sum)' },
  groupA: { zh: '组 A', en: 'Group A' },
  groupB: { zh: '组 B', en: 'Group B' },
})
