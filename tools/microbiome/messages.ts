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
  // Normalisation before analysis (tools/microbiome/normalisation.ts).
  normalisedRarefy: {
    zh: '已将每个样本无放回抽平到 {{depth}} 条序列（{{depthSource}}），随机种子 {{seed}}。',
    en: 'Every sample was rarefied to {{depth}} reads ({{depthSource}}), drawn without replacement with seed {{seed}}.',
  },
  rarefyDepthSmallest: { zh: '最小样本的序列数', en: "the smallest sample's total" },
  rarefyDepthChosen: { zh: '所选深度', en: 'the chosen depth' },
  rarefyDropped: {
    zh: '{{count}} 个样本的序列数少于 {{depth}}，已去除：{{samples}}。',
    en: '{{count}} sample(s) with fewer than {{depth}} reads were dropped: {{samples}}.',
  },
  normalisedTss: {
    zh: '已做总和缩放（TSS）：每个计数除以所在样本的总数，各样本之和为 1。',
    en: "Normalised by total-sum scaling (TSS): each count over its sample's total, so every sample sums to 1.",
  },
  normalisedCss: {
    zh: '已做累积和缩放（CSS，metagenomeSeq）：每个样本除以其非零计数第 {{quantile}} 分位数以下计数之和，再乘以 1000。',
    en: 'Normalised by cumulative-sum scaling (CSS, metagenomeSeq): each sample over the sum of its counts up to the {{quantile}} quantile of its non-zero counts, times 1000.',
  },
  cssQuantileDefault: {
    zh: '分位数 0.5 为 metagenomeSeq cumNormStatFast 的默认值（数据未给出更合适的分位数）。',
    en: "The quantile 0.5 is metagenomeSeq cumNormStatFast's default (the data suggested no other).",
  },
  cssQuantileChosen: {
    zh: '分位数 {{quantile}} 由 metagenomeSeq cumNormStatFast 的规则从数据得出。',
    en: "The quantile {{quantile}} was chosen from the data by metagenomeSeq cumNormStatFast's rule.",
  },
  normalisedClr: {
    zh: '已做中心对数比（CLR）变换：每个计数加伪计数 {{pseudocount}} 后取自然对数，再减去该样本所有特征对数的均值。',
    en: "Normalised by the centred log-ratio (CLR): the natural log of each count plus a pseudocount of {{pseudocount}}, minus the sample's mean of those logs over all features.",
  },
  normaliseNotReads: {
    zh: '抽平需要整数序列数：样本 "{{sample}}" 中的值 {{value}} 不是整数。请上传原始计数表，或选择其他标准化方法。',
    en: 'Rarefying needs whole-number read counts: the value {{value}} in sample "{{sample}}" is not one. Upload the raw counts, or choose another normalisation.',
  },
  normaliseNegative: {
    zh: '标准化需要非负的计数：样本 "{{sample}}" 中有值 {{value}}。',
    en: 'Normalising needs counts of zero or more: sample "{{sample}}" has the value {{value}}.',
  },
  normaliseEmptySample: {
    zh: '{{method}}无法处理没有序列的样本："{{sample}}" 的计数全为 0。请先用 OTU/ASV 表过滤去除它。',
    en: '{{method}} cannot scale a sample without reads: all counts of "{{sample}}" are 0. Remove it first (for instance with the OTU/ASV table filter).',
  },
  cssTooFewFeatures: {
    zh: 'CSS 需要每个样本至少有 2 个非零特征："{{sample}}" 只有 {{count}} 个。',
    en: 'CSS needs at least two features with counts in every sample: "{{sample}}" has {{count}}.',
  },
  clrNeedsEuclidean: {
    zh: '参数 normalisation：CLR 值是对数比，正负皆有，只能用欧氏距离（CLR 上的欧氏距离即 Aitchison 距离）。请把距离算法改为 euclidean，或不做标准化直接选择 aitchison 距离。',
    en: 'Parameter normalisation: CLR values are log-ratios, as often negative as positive, so only the Euclidean distance applies to them (on CLR it is the Aitchison distance). Choose the metric euclidean, or the metric aitchison without normalisation.',
  },
  method_rarefy: { zh: '抽平', en: 'Rarefying' },
  method_tss: { zh: '总和缩放（TSS）', en: 'Total-sum scaling (TSS)' },
  method_css: { zh: '累积和缩放（CSS）', en: 'Cumulative-sum scaling (CSS)' },
  method_clr: { zh: '中心对数比（CLR）', en: 'The centred log-ratio (CLR)' },
  // PERMANOVA's table and PERMDISP (tools/microbiome/group-dispersion.ts).
  permanovaTableTitle: {
    zh: 'PERMANOVA（adonis2）："{{column}}" 分组，{{permutations}} 次置换',
    en: 'PERMANOVA (adonis2): grouping "{{column}}", {{permutations}} permutations',
  },
  term: { zh: '项', en: 'Term' },
  residual: { zh: '残差', en: 'Residual' },
  total: { zh: '总计', en: 'Total' },
  permdispTitle: {
    zh: 'PERMDISP（betadisper）：各组样本到组质心的距离',
    en: 'PERMDISP (betadisper): distances of the samples to their group centroid',
  },
  group: { zh: '组', en: 'Group' },
  groupSize: { zh: '样本数', en: 'Samples' },
  meanDistanceToCentroid: { zh: '到质心的平均距离', en: 'Mean distance to centroid' },
  permdispNote: {
    zh: 'PERMDISP：各组离散度（到组质心的距离）的差异 F = {{f}}，p = {{p}}（{{permutations}} 次置换；F 分布 p = {{pF}}）。p 小表示各组离散程度不同，此时 PERMANOVA 的显著性可能部分来自离散度而非组中心位置。',
    en: 'PERMDISP: dispersion (distance to the group centroid) differs between groups with F = {{f}}, p = {{p}} ({{permutations}} permutations; p = {{pF}} from the F distribution). A small p means the groups differ in spread, so a significant PERMANOVA may reflect spread as well as location.',
  },
  comparedLevelMissing: {
    zh: '参数 {{key}}："{{level}}" 不是 "{{column}}" 列中的分组（可选：{{groups}}）。',
    en: 'Parameter {{key}}: "{{level}}" is not a group of column "{{column}}" (its groups: {{groups}}).',
  },
  comparedLevelsNeeded: {
    zh: '"{{column}}" 列有 {{count}} 组（{{groups}}）：请在 reference_level 与 treatment_level 中写明要比较的两组。',
    en: 'Column "{{column}}" has {{count}} groups ({{groups}}): name the two compared in reference_level and treatment_level.',
  },
  comparedLevelsSame: {
    zh: '参数 treatment_level：比较组与对照组相同（"{{level}}"）。',
    en: 'Parameter treatment_level: the compared group is the reference group ("{{level}}").',
  },
})
