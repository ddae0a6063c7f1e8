import { defineMessages } from '../../kit/messages'

export const text = defineMessages('TaxonomyHeatmap', {
  tooFewSamples: { zh: '热图至少需要 2 个样本。', en: 'A heatmap needs at least 2 samples.' },
  tooFewTaxa: {
    zh: '{{rank}}水平只有 {{count}} 个分类单元，热图至少需要 2 个。',
    en: 'There is {{count}} taxon at {{rank}} level; a heatmap needs at least 2.',
  },
  percentCaption: { zh: '相对丰度（%）', en: 'Relative abundance (%)' },
  log10Caption: { zh: 'log10 相对丰度（%）', en: 'log10 relative abundance (%)' },
  zscoreCaption: { zh: 'Z 值（每个分类单元）', en: 'z-score (per taxon)' },
  title: {
    zh: '{{rank}}水平丰度热图（前 {{count}}）',
    en: 'Heatmap of the top {{count}} taxa at {{rank}} level',
  },
  percentTitle: {
    zh: '{{rank}}水平相对丰度（%，热图顺序）',
    en: 'Relative abundance at {{rank}} level (%, heatmap order)',
  },
  valuesTitle: { zh: '热图数值（{{caption}}）', en: 'Heatmap values ({{caption}})' },
  summary: {
    zh: '{{features}} 个 OTU/ASV 归并为 {{taxa}} 个{{rank}}；平均相对丰度最高的 {{count}} 个平均占 {{percent}}%。',
    en: '{{features}} OTUs/ASVs fall into {{taxa}} taxa at {{rank}} level; the {{count}} of highest mean relative abundance make up {{percent}}% on average.',
  },
  percentNote: { zh: '颜色为相对丰度（%），未缩放。', en: 'Colours show relative abundance (%), unscaled.' },
  log10Note: { zh: '颜色为 log10 相对丰度（%）。', en: 'Colours show log10 relative abundance (%).' },
  log10PseudocountNote: {
    zh: '颜色为 log10 相对丰度（%）；为 0 的单元格以最小非零值的一半（{{pseudocount}}%）代替。',
    en: 'Colours show log10 relative abundance (%); zeros are drawn as half the smallest non-zero value ({{pseudocount}}%).',
  },
  zscoreNote: {
    zh: '每个分类单元的相对丰度标准化为 Z 值（减均值、除以标准差），颜色显示它在哪些样本中偏高或偏低。',
    en: "Each taxon's relative abundances are scaled to z-scores (minus its mean, over its SD), so colours show where it is high or low.",
  },
  taxaClustered: {
    zh: '分类单元按所示数值的欧氏距离、完全连接层次聚类（同 pheatmap 默认），并按树的叶序排列。',
    en: "Taxa clustered by complete linkage on Euclidean distances of the values shown (pheatmap's default) and ordered by the dendrogram.",
  },
  samplesClustered: {
    zh: '样本按所示数值的欧氏距离、完全连接层次聚类（同 pheatmap 默认），并按树的叶序排列。',
    en: "Samples clustered by complete linkage on Euclidean distances of the values shown (pheatmap's default) and ordered by the dendrogram.",
  },
  bothClustered: {
    zh: '分类单元和样本按所示数值的欧氏距离、完全连接层次聚类（同 pheatmap 默认），并按树的叶序排列。',
    en: "Taxa and samples clustered by complete linkage on Euclidean distances of the values shown (pheatmap's default) and ordered by the dendrogram.",
  },
  orderedByGroup: {
    zh: '样本按 "{{column}}" 分组排列（组按首次出现的顺序），不做样本聚类。',
    en: 'Samples are ordered by "{{column}}" (groups in order of first appearance) and not clustered.',
  },
  orderedByGroupUngroupedLast: {
    zh: '样本按 "{{column}}" 分组排列（组按首次出现的顺序，没有分组的样本在最后），不做样本聚类。',
    en: 'Samples are ordered by "{{column}}" (groups in order of first appearance, samples without a group last) and not clustered.',
  },
})
