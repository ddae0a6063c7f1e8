import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SampleClusteringTree', {
  tooFewSamples: { zh: '聚类至少需要 2 个样本。', en: 'Clustering needs at least 2 samples.' },
  average: { zh: '平均连接（UPGMA）', en: 'average linkage (UPGMA)' },
  complete: { zh: '完全连接', en: 'complete linkage' },
  single: { zh: '单连接', en: 'single linkage' },
  treeLabel: { zh: '{{metric}}, {{linkage}}', en: '{{metric}}, {{linkage}}' },
  title: { zh: '样本聚类树（{{metric}}）', en: 'Sample clustering tree ({{metric}})' },
  subtitle: {
    zh: '{{samples}} 个样本，{{linkage}}；共表型相关系数 {{correlation}}',
    en: '{{samples}} samples, {{linkage}}; cophenetic correlation {{correlation}}',
  },
  heightAxis: { zh: '合并高度（{{metric}} 距离）', en: 'Height ({{metric}} distance)' },
  mergesTitle: {
    zh: '合并步骤（{{metric}}，{{linkage}}；高度同 R hclust 的 height）',
    en: "Merges ({{metric}}, {{linkage}}; heights as R hclust's height)",
  },
  step: { zh: '步骤', en: 'Step' },
  cluster1: { zh: '合并的簇 1', en: 'Cluster 1' },
  cluster2: { zh: '合并的簇 2', en: 'Cluster 2' },
  height: { zh: '高度', en: 'Height' },
  clusterSize: { zh: '新簇的样本数', en: 'Samples in the new cluster' },
  leavesTitle: { zh: '叶的顺序（图中自上而下）', en: 'Leaf order (top to bottom in the chart)' },
  position: { zh: '位置', en: 'Position' },
  summary: {
    zh: '{{samples}} 个样本的 {{metric}} 距离，{{linkage}}层次聚类；根节点高度 {{root}}。步骤 #k 形成的簇在表中记为 #k。',
    en: '{{linkage}} clustering of {{samples}} samples on {{metric}} distances; the root is at height {{root}}. The cluster formed at step #k is named #k.',
  },
  copheneticNote: {
    zh: '共表型相关系数（树上两样本的合并高度与其距离的 Pearson 相关，R: cor(cophenetic(hc), d)）为 {{correlation}}：越接近 1，树越忠实于距离。',
    en: 'Cophenetic correlation (Pearson correlation between the height at which two samples join and their distance; R: cor(cophenetic(hc), d)) is {{correlation}}: the closer to 1, the more faithfully the tree shows the distances.',
  },
  newickNote: {
    zh: 'sample_tree.nwk 的枝长为合并高度之差，每个样本到根的距离都等于根节点高度。',
    en: "sample_tree.nwk's branch lengths are differences of merge heights, so every sample is at the root's height from the root.",
  },
})
