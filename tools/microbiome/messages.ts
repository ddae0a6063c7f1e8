import { defineMessages } from '../kit/messages'

/**
 * The words the microbiome tools share: reading the table and the grouping, the samples a test leaves
 * out, ranks and taxa, distances between samples and their tree, and the headers several tools write.
 */
export const microbiomeText = defineMessages('microbiome', {
  tableMissing: { zh: '缺少 OTU/ASV 表文件。', en: 'The OTU/ASV table file is missing.' },
  metadataMissing: {
    zh: '缺少样本分组（metadata）文件。',
    en: 'The sample metadata file with the groups is missing.',
  },
  groupColumnEmpty: {
    zh: '参数 {{key}}（分组列）为空：请选择 metadata 文件中的分组列。',
    en: 'Parameter {{key}} (grouping column) is empty: choose a column of the metadata file.',
  },
  groupColumnAbsent: {
    zh: '参数 {{key}}：分组列 "{{column}}" 不在 {{file}} 的表头中（可选：{{columns}}）。',
    en: 'Parameter {{key}}: the grouping column "{{column}}" is not in the header of {{file}} (its columns: {{columns}}).',
  },
  droppedWithoutGroup: {
    zh: '组间检验未纳入 {{total}} 个样本（与 R 相同）：{{count}} 个在 "{{column}}" 列中没有分组（空、NA、N/A、NaN 或 null）：{{samples}}。',
    en: '{{total}} sample(s) left out of the tests between groups, as R leaves them out: {{count}} without a group in column "{{column}}" (empty, NA, N/A, NaN or null): {{samples}}.',
  },
  droppedWithoutReads: {
    zh: '组间检验未纳入 {{total}} 个样本（与 R 相同）：{{count}} 个没有序列（reads 为 0，无相对丰度与多样性）：{{samples}}。',
    en: '{{total}} sample(s) left out of the tests between groups, as R leaves them out: {{count}} with no reads (no relative abundance or diversity): {{samples}}.',
  },
  droppedBoth: {
    zh: '组间检验未纳入 {{total}} 个样本（与 R 相同）：{{count}} 个在 "{{column}}" 列中没有分组（空、NA、N/A、NaN 或 null）：{{samples}}；{{countWithoutReads}} 个没有序列（reads 为 0，无相对丰度与多样性）：{{samplesWithoutReads}}。',
    en: '{{total}} sample(s) left out of the tests between groups, as R leaves them out: {{count}} without a group in column "{{column}}" (empty, NA, N/A, NaN or null): {{samples}}; {{countWithoutReads}} with no reads (no relative abundance or diversity): {{samplesWithoutReads}}.',
  },
  tooFewGroups: {
    zh: '{{purpose}}至少需要 {{minimum}} 个分组，"{{column}}" 列只有 {{groups}} 个。',
    en: '{{purpose}} needs at least {{minimum}} groups; column "{{column}}" has {{groups}}.',
  },
  sample: { zh: '样本', en: 'Sample' },
  samples: { zh: '样本', en: 'Samples' },
  noGroup: { zh: '无分组', en: 'No group' },
  taxon: { zh: '分类单元', en: 'Taxon' },
  lineage: { zh: '分类谱系', en: 'Lineage' },
  reads: { zh: '读数', en: 'Reads' },
  // Rank names as a sentence uses them: "属水平" / "at genus level".
  rank_Kingdom: { zh: '界', en: 'kingdom' },
  rank_Phylum: { zh: '门', en: 'phylum' },
  rank_Class: { zh: '纲', en: 'class' },
  rank_Order: { zh: '目', en: 'order' },
  rank_Family: { zh: '科', en: 'family' },
  rank_Genus: { zh: '属', en: 'genus' },
  rank_Species: { zh: '种', en: 'species' },
  levelTaxa: { zh: '{{rank}}水平分类单元', en: '{{rank}}-level taxa' },
  unclassified: { zh: '未分类 {{ancestor}}', en: 'Unclassified {{ancestor}}' },
  unassigned: { zh: '未注释', en: 'Unassigned' },
  distinguishedTaxon: { zh: '{{label}} ({{by}})', en: '{{label}} ({{by}})' },
  listedTexts: { zh: '{{first}}, {{rest}}', en: '{{first}}, {{rest}}' },
  noTaxonomy: {
    zh: 'OTU/ASV 表没有物种注释：请在最后一列加入 "taxonomy" 列（或上传带 taxonomy 元数据的 BIOM 文件）。',
    en: 'The OTU/ASV table has no taxonomy: add a last column "taxonomy" (or upload a BIOM file with taxonomy metadata).',
  },
  levelNeedsTaxonomy: {
    zh: '在{{rank}}水平分析需要物种注释：请在 OTU/ASV 表最后一列加入 "taxonomy" 列，或把参数 level 设为 OTU/ASV。',
    en: 'Analysing at {{rank}} level needs taxonomy: add a last column "taxonomy" to the OTU/ASV table, or set parameter level to OTU/ASV.',
  },
  metric_braycurtis: { zh: 'Bray-Curtis', en: 'Bray-Curtis' },
  metric_jaccard: { zh: 'Jaccard（有/无）', en: 'Jaccard (presence/absence)' },
  metric_euclidean: { zh: '欧氏距离', en: 'Euclidean' },
  metric_hellinger: { zh: 'Hellinger', en: 'Hellinger' },
  metric_aitchison: { zh: 'Aitchison（CLR，伪计数 1）', en: 'Aitchison (CLR, pseudocount 1)' },
  metric_robust_aitchison: { zh: '稳健 Aitchison（rCLR）', en: 'Robust Aitchison (rCLR)' },
  metric_unweighted_unifrac: { zh: '非加权 UniFrac', en: 'Unweighted UniFrac' },
  metric_weighted_unifrac: { zh: '加权 UniFrac', en: 'Weighted UniFrac' },
  metric_weighted_normalized_unifrac: { zh: '加权 UniFrac（归一化）', en: 'Weighted UniFrac (normalized)' },
  distanceMatrix: { zh: '{{metric}} 距离矩阵', en: '{{metric}} distance matrix' },
  treeIgnored: {
    zh: '{{metric}} 不使用进化树，已忽略 {{file}}。',
    en: '{{metric}} does not use the tree; {{file}} was ignored.',
  },
  treeNeeded: {
    zh: '参数 metric：{{metric}} 需要进化树。请在“进化树”（tree）处上传 Newick 格式的有根树，其末端名称为表中的特征 ID；或改选 Bray-Curtis 等不需要树的距离。',
    en: 'Parameter metric: {{metric}} needs a phylogenetic tree. Upload a rooted Newick tree whose tips are the table\'s feature ids as the "tree" data file, or choose a metric that needs no tree, such as Bray-Curtis.',
  },
  unusedTip: {
    zh: '进化树中有 {{count}} 个末端不在表中，计算时忽略（与 scikit-bio、phyloseq 相同，只用表中特征所在的枝）。',
    en: "{{count}} tip of the tree is not a feature of the table and was left out (as scikit-bio and phyloseq do: only the branches leading to the table's features count).",
  },
  unusedTips: {
    zh: '进化树中有 {{count}} 个末端不在表中，计算时忽略（与 scikit-bio、phyloseq 相同，只用表中特征所在的枝）。',
    en: "{{count}} tips of the tree are not features of the table and were left out (as scikit-bio and phyloseq do: only the branches leading to the table's features count).",
  },
})
