import type { DataFileSetting, FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'

/*
 * The microbiome analysis tools (tool type 1, category `microbiome`). Each takes an OTU/ASV table
 * (data-file key `table`) and most a sample metadata sheet (key `metadata`) whose column the form
 * field `group_column` picks; the executors live in jobs/tools/microbiome/ under the same script
 * class names. The demos use the Global Patterns survey (see each demo folder's README).
 *
 * Rules use the data-file rules' numbering: 1-based rows (the header is row 1) and columns, `[2:]`
 * = from the second on, `[2:-1]` = from the second to the one before the last (the count columns of
 * a table whose last column is `taxonomy`). The rules read text tables only; BIOM and .qza files are
 * checked by the table reader when the run starts.
 */

// ---------------------------------------------------------------------------------------------
// Data files

const TABLE_FILE_TYPES = ['tsv', 'txt', 'biom', 'qza']

/**
 * The OTU/ASV table. `counts`: whole numbers where the tool needs reads (rarefaction, richness
 * estimators, flattening), any number where relative abundances do as well.
 */
function otuTable(
  exampleFile: string,
  options: { counts: 'integer' | 'number'; taxonomyColumn: boolean },
): DataFileSetting {
  return {
    label: 'OTU/ASV 表 (OTU/ASV table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: TABLE_FILE_TYPES,
    fileSizeMb: 10,
    rules: [
      {
        kind: 'valueType',
        rows: '[2:]',
        columns: options.taxonomyColumn ? '[2:-1]' : '[2:]',
        valueType: options.counts,
        allowEmpty: false,
      },
    ],
  }
}

function metadataFile(required: boolean): DataFileSetting {
  return {
    label: '样本分组表 (Sample metadata)',
    key: 'metadata',
    required,
    exampleFile: 'metadata.tsv',
    fileTypes: ['tsv', 'txt'],
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: 2 },
      { kind: 'formKeyMapping', formKey: 'group_column', column: '[2:]' },
    ],
  }
}

// ---------------------------------------------------------------------------------------------
// Form fields

function groupColumnField(required: boolean): FormField {
  return {
    key: 'group_column',
    label: '分组列',
    labelEn: 'Grouping column',
    type: 'column',
    columnOf: 'metadata',
    required,
    help: required ? '样本分组表中用于分组的列。' : '样本分组表中用于分组的列；不上传分组表时留空。',
    helpEn: required
      ? 'The column of the sample metadata that holds the groups.'
      : 'The column of the sample metadata that holds the groups; leave empty without a metadata file.',
  }
}

const betaMetricField: FormField = {
  key: 'metric',
  label: '距离算法',
  labelEn: 'Distance metric',
  type: 'select',
  required: true,
  defaultValue: 'braycurtis',
  options: [
    { label: 'Bray-Curtis', labelEn: 'Bray-Curtis', value: 'braycurtis' },
    { label: 'Jaccard（有/无）', labelEn: 'Jaccard (presence/absence)', value: 'jaccard' },
    { label: '欧氏距离', labelEn: 'Euclidean', value: 'euclidean' },
    { label: 'Hellinger', labelEn: 'Hellinger', value: 'hellinger' },
  ],
}

const seedField: FormField = {
  key: 'seed',
  label: '随机种子',
  labelEn: 'Random seed',
  type: 'number',
  min: 1,
  max: 2147483647,
  step: 1,
  defaultValue: 1,
  help: '相同的种子与数据得到相同的结果。',
  helpEn: 'The same seed and data give the same result.',
}

const showLabelsField: FormField = {
  key: 'show_labels',
  label: '显示样本名',
  labelEn: 'Show sample names',
  type: 'checkbox',
  defaultValue: true,
  help: '超过 60 个样本时不显示。',
  helpEn: 'Not shown beyond 60 samples.',
}

const rankOptions = (ranks: readonly string[]) => {
  const names: Record<string, string> = {
    Kingdom: '界',
    Phylum: '门',
    Class: '纲',
    Order: '目',
    Family: '科',
    Genus: '属',
    Species: '种',
  }
  return ranks.map((rank) => ({ label: `${names[rank]} (${rank})`, labelEn: rank, value: rank }))
}
const RANKS = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species']
const COMPOSITION_RANKS = ['Phylum', 'Class', 'Order', 'Family', 'Genus']

const keepOrRemove = [
  { label: '保留', labelEn: 'Keep', value: 'true' },
  { label: '去除', labelEn: 'Remove', value: 'false' },
]

/** Spec 03's filter panel takes a list of taxonomy rules; the form offers three rule rows. */
const taxonomyRuleRows: FormField[] = [1, 2, 3].flatMap((row): FormField[] => [
  {
    key: `checked1_keep_${row}`,
    label: `规则 ${row}：保留/去除`,
    labelEn: `Rule ${row}: keep or remove`,
    type: 'select',
    defaultValue: 'true',
    options: keepOrRemove,
  },
  {
    key: `taxonomy_type_${row}`,
    label: `规则 ${row}：分类水平`,
    labelEn: `Rule ${row}: rank`,
    type: 'select',
    defaultValue: 'Kingdom',
    options: rankOptions(RANKS),
  },
  {
    key: `taxonomy_value_${row}`,
    label: `规则 ${row}：分类名`,
    labelEn: `Rule ${row}: taxon name`,
    type: 'text',
    maxLength: 100,
    help: '如 Bacteria、Proteobacteria；不区分大小写，可带或不带 k__ 等前缀；留空则不使用该规则。',
    helpEn:
      'E.g. Bacteria, Proteobacteria; case does not matter, with or without a prefix such as k__; leave empty to skip the rule.',
  },
])

// ---------------------------------------------------------------------------------------------
// Manual paragraphs every tool shares

const TABLE_FORMATS_ZH =
  'OTU/ASV 表可以是：制表符分隔的文本（.tsv/.txt；第一行为表头，第一列为 OTU/ASV 编号，表头写 "OTU ID" 或 "#OTU ID"，其后每列一个样本；可在最后加一列 "taxonomy" 写物种注释，如 k__Bacteria; p__Firmicutes; …；允许 QIIME 1 的 "# Constructed from biom file" 首行）、BIOM 1.0 JSON 或 BIOM 2.1 HDF5 文件（.biom，物种注释取自观测元数据 taxonomy），或 QIIME 2 的特征表 .qza。文件编码可为 UTF-8、GBK 或 UTF-16，最大 10 MB。'
const TABLE_FORMATS_EN =
  'The OTU/ASV table may be: tab-separated text (.tsv/.txt; a header row, OTU/ASV ids in the first column headed "OTU ID" or "#OTU ID", then one column per sample; optionally a last column "taxonomy" with lineages such as k__Bacteria; p__Firmicutes; …; a QIIME 1 "# Constructed from biom file" first line is allowed), a BIOM 1.0 JSON or BIOM 2.1 HDF5 file (.biom; taxonomy from the observation metadata), or a QIIME 2 feature table .qza. Encodings UTF-8, GBK or UTF-16; at most 10 MB.'
const METADATA_FORMAT_ZH =
  '样本分组表为制表符分隔的文本：第一列为样本编号（表头可为 sample_id、#SampleID 等），其后每列一个分组变量（如 SampleType）；以 # 开头的注释行会被跳过。OTU/ASV 表中的每个样本都必须出现在分组表中，分组表中多出的样本不参与分析。'
const METADATA_FORMAT_EN =
  'The sample metadata is tab-separated text: sample ids in the first column (headed sample_id, #SampleID or similar), then one column per grouping variable (such as SampleType); lines starting with # are comments. Every sample of the OTU/ASV table must be in the metadata; extra metadata rows are ignored.'
const DEMO_ZH =
  '示例数据：Global Patterns 16S rRNA 调查（Caporaso 等，PNAS 2011），26 个样本、19,216 个 OTU，按 SampleType 分为 9 种环境。'
const DEMO_EN =
  'Demo data: the Global Patterns 16S rRNA survey (Caporaso et al., PNAS 2011), 26 samples, 19,216 OTUs, grouped by SampleType into 9 environments.'

const paragraphs = (...texts: string[]) => texts.join('\n\n')

// ---------------------------------------------------------------------------------------------
// The tools

const alphaDiversity: ToolDefinition = {
  scriptClassName: 'AlphaDiversity',
  title: 'Alpha 多样性分析',
  titleEn: 'Alpha diversity',
  description:
    '计算每个样本的 Observed、Shannon、Simpson、Chao1、ACE 等 Alpha 多样性指数，按组绘制箱线图并做 Kruskal-Wallis 或 Wilcoxon 检验。',
  descriptionEn:
    'Observed richness, Shannon, Simpson, Chao1, ACE and other alpha diversity indices per sample, with a box plot per group and a Kruskal-Wallis or Wilcoxon test.',
  manual: paragraphs(
    '用途：比较各样本（各组）内部的物种多样性。',
    TABLE_FORMATS_ZH,
    METADATA_FORMAT_ZH + '不上传分组表时只计算指数，不做检验。',
    '指数：observed 观测到的 OTU/ASV 数；shannon 香农指数 −Σp ln p（自然对数）；simpson 1 − Σp²；invsimpson 1/Σp²；pielou 均匀度 H/ln S；chao1 与 ace 为 vegan estimateR 的丰富度估计（ACE 的稀有阈值为 10）；goods_coverage 为 1 − 单例数/总读数。chao1、ace、goods_coverage 需要整数读数。',
    '参数：分组列——分组表中的列；作图指数——箱线图显示的指数；检验方法——自动（2 组用 Wilcoxon 秩和检验，3 组及以上用 Kruskal-Wallis 检验）、Kruskal-Wallis，或两两 Wilcoxon 秩和检验（多于 2 组时做每一对，p 值按 Benjamini-Hochberg 校正）。p 值与 R 的 kruskal.test、wilcox.test 一致。',
    '结果：箱线图（箱体为四分位数，须为 1.5 倍四分位距，黑点为各样本，灰点为均值），副标题给出所选指数的检验结果；表 1 为每个样本的全部指数；表 2 为每个指数的组间检验。指数无定义（如没有读数的样本）时留空。',
    DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: compare the diversity within samples, and between groups of samples.',
    TABLE_FORMATS_EN,
    METADATA_FORMAT_EN + ' Without a metadata file the indices are computed but not tested.',
    "Indices: observed, the number of OTUs/ASVs seen; shannon −Σp ln p (natural log); simpson 1 − Σp²; invsimpson 1/Σp²; pielou evenness H/ln S; chao1 and ace, the richness estimates of vegan's estimateR (ACE's rare threshold 10); goods_coverage 1 − singletons/reads. chao1, ace and goods_coverage need whole-number reads.",
    "Parameters: grouping column, a column of the metadata; metric to plot, the index in the box plot; test, automatic (Wilcoxon rank-sum for 2 groups, Kruskal-Wallis for 3 or more), Kruskal-Wallis, or pairwise Wilcoxon rank-sum (every pair when there are more than 2 groups, p-values adjusted by Benjamini-Hochberg). p-values are those of R's kruskal.test and wilcox.test.",
    'Result: a box plot (box: quartiles, whiskers: 1.5 × IQR, black dots: samples, grey dot: mean) with the test of the plotted index as its subtitle; table 1 holds every index of every sample; table 2 the test of each index between the groups. An undefined index (a sample without reads) is left empty.',
    DEMO_EN,
  ),
  category: 'microbiome',
  tags: ['alpha 多样性', 'alpha diversity', 'Shannon', 'Chao1', 'Kruskal-Wallis'],
  toolType: 1,
  sort: 201,
  tableDelimiter: 1,
  form: [
    groupColumnField(false),
    {
      key: 'metric',
      label: '作图指数',
      labelEn: 'Metric to plot',
      type: 'select',
      required: true,
      defaultValue: 'shannon',
      options: [
        { label: '观测物种数 (observed)', labelEn: 'Observed richness', value: 'observed' },
        { label: 'Shannon', labelEn: 'Shannon', value: 'shannon' },
        { label: 'Simpson', labelEn: 'Simpson', value: 'simpson' },
        { label: '逆 Simpson', labelEn: 'Inverse Simpson', value: 'invsimpson' },
        { label: 'Pielou 均匀度', labelEn: 'Pielou evenness', value: 'pielou' },
        { label: 'Chao1', labelEn: 'Chao1', value: 'chao1' },
        { label: 'ACE', labelEn: 'ACE', value: 'ace' },
        { label: "Good's 覆盖度", labelEn: "Good's coverage", value: 'goods_coverage' },
      ],
    },
    {
      key: 'test',
      label: '检验方法',
      labelEn: 'Test between groups',
      type: 'select',
      required: true,
      defaultValue: 'auto',
      options: [
        {
          label: '自动（2 组 Wilcoxon，≥3 组 Kruskal-Wallis）',
          labelEn: 'Automatic (Wilcoxon for 2 groups, Kruskal-Wallis for more)',
          value: 'auto',
        },
        { label: 'Kruskal-Wallis', labelEn: 'Kruskal-Wallis', value: 'kruskal' },
        {
          label: '两两 Wilcoxon 秩和检验（BH 校正）',
          labelEn: 'Pairwise Wilcoxon rank-sum (BH-adjusted)',
          value: 'wilcoxon',
        },
      ],
    },
  ],
  dataFiles: [otuTable('otu_table.tsv', { counts: 'integer', taxonomyColumn: false }), metadataFile(false)],
  demo: {
    params: { group_column: 'SampleType', metric: 'shannon', test: 'auto' },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' },
  },
}

const rarefactionCurves: ToolDefinition = {
  scriptClassName: 'RarefactionCurves',
  title: '稀释曲线',
  titleEn: 'Rarefaction curves',
  description: '计算每个样本在不同抽样深度下的期望物种数（Hurlbert 稀释法），判断测序深度是否足够。',
  descriptionEn:
    "Expected richness of each sample at increasing sequencing depths (Hurlbert's rarefaction), to judge whether sequencing was deep enough.",
  manual: paragraphs(
    '用途：曲线趋于平缓说明继续测序也难以发现更多 OTU/ASV，测序深度已足够。',
    TABLE_FORMATS_ZH + '稀释需要整数读数。',
    METADATA_FORMAT_ZH + '上传分组表并选择分组列后，同组样本的曲线颜色相同；分组表可不上传。',
    '方法：深度 n 下的期望物种数为 Σ[1 − C(N − a, n)/C(N, n)]（N 为样本总读数，a 为某 OTU 的读数），与 R vegan 的 rarefy 相同；这是所有随机抽样结果的平均值，因此没有随机性。',
    '参数：每条曲线的点数——每个样本从 0 到其总读数取多少个深度（间距按平方递增，起始段更密）；最大深度——大于 0 时曲线截止于此深度，便于放大比较浅测序样本；0 表示到各样本的总读数。',
    '结果：折线图，每个样本一条曲线；表 1 为各样本的读数、观测物种数以及在最小样本深度下的期望物种数（同一深度下可公平比较）；表 2 为全部曲线点。',
    DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: a curve that levels off means more sequencing would find few more OTUs/ASVs, so the depth was sufficient.',
    TABLE_FORMATS_EN + ' Rarefaction needs whole-number reads.',
    METADATA_FORMAT_EN +
      ' With a metadata file and a grouping column the curves of a group share a colour; the metadata is optional.',
    "Method: the expected richness at depth n is Σ[1 − C(N − a, n)/C(N, n)] (N the sample's reads, a an OTU's reads), as R vegan's rarefy computes it; it is the mean over all random subsamples, so nothing random is involved.",
    "Parameters: points per curve, how many depths from 0 to each sample's reads (spaced quadratically, denser at the steep start); maximum depth, when above 0 the curves stop there, to zoom in on shallow samples; 0 runs each curve to its sample's reads.",
    "Result: a line chart with one curve per sample; table 1 gives each sample's reads, observed richness and expected richness at the smallest sample's depth (where samples compare fairly); table 2 every point of the curves.",
    DEMO_EN,
  ),
  category: 'microbiome',
  tags: ['稀释曲线', 'rarefaction', 'alpha diversity'],
  toolType: 1,
  sort: 202,
  tableDelimiter: 1,
  form: [
    groupColumnField(false),
    {
      key: 'steps',
      label: '每条曲线的点数',
      labelEn: 'Points per curve',
      type: 'number',
      min: 5,
      max: 100,
      step: 1,
      defaultValue: 30,
    },
    {
      key: 'max_depth',
      label: '最大深度（读数）',
      labelEn: 'Maximum depth (reads)',
      type: 'number',
      min: 0,
      max: 1000000000,
      step: 1,
      defaultValue: 0,
      help: '0 表示到各样本的总读数。',
      helpEn: "0 runs each curve to its sample's reads.",
    },
  ],
  dataFiles: [otuTable('otu_table.tsv', { counts: 'integer', taxonomyColumn: false }), metadataFile(false)],
  demo: {
    params: { group_column: 'SampleType', steps: 30, max_depth: 0 },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' },
  },
}

const betaDiversityPcoa: ToolDefinition = {
  scriptClassName: 'BetaDiversityPCoA',
  title: 'Beta 多样性 PCoA 分析',
  titleEn: 'Beta diversity PCoA',
  description:
    '计算样本间 Bray-Curtis、Jaccard、欧氏或 Hellinger 距离，做主坐标分析（PCoA），并用 ANOSIM 与 PERMANOVA 检验组间差异。',
  descriptionEn:
    'Bray-Curtis, Jaccard, Euclidean or Hellinger distances between samples, their principal coordinates (PCoA), and ANOSIM and PERMANOVA tests of the grouping.',
  manual: paragraphs(
    '用途：看样本之间群落组成的相似程度，以及分组能否解释组成差异。',
    TABLE_FORMATS_ZH + '相对丰度（小数）也可以。',
    METADATA_FORMAT_ZH + '分组表可不上传，此时只做 PCoA。',
    '距离：braycurtis Bray-Curtis 相异度；jaccard 按有/无计算的 Jaccard 距离；euclidean 欧氏距离；hellinger 各样本先做 Hellinger 转换（相对丰度开平方）再算欧氏距离。数值与 R vegan 的 vegdist 一致。',
    'PCoA：对距离矩阵做经典多维标度（cmdscale）。轴标题中的百分比为该轴特征值占全部特征值之和的比例；Bray-Curtis 等非欧氏距离可能有负特征值，此时会在说明中注明。',
    '检验：ANOSIM（R 统计量，越接近 1 组间差异越大）与 PERMANOVA（adonis2 的 pseudo-F 与 R²，R² 为分组解释的变异比例），p 值来自置换检验（置换次数可设，默认 999；随机种子相同结果相同）。',
    '结果：PCoA 散点图（按组着色，副标题为检验结果）；表格依次为各样本坐标、各轴特征值与解释比例、检验结果、完整距离矩阵（可下载 TSV）。',
    DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: see how similar the communities of the samples are, and whether the grouping explains their differences.',
    TABLE_FORMATS_EN + ' Relative abundances (decimals) are fine too.',
    METADATA_FORMAT_EN + ' Without a metadata file only the PCoA is made.',
    "Distances: braycurtis, Bray-Curtis dissimilarity; jaccard, Jaccard distance on presence/absence; euclidean; hellinger, Euclidean distance after the Hellinger transformation (square root of relative abundances). The values are those of R vegan's vegdist.",
    'PCoA: classical multidimensional scaling (cmdscale) of the distances. The percentage in an axis title is its eigenvalue over the sum of all eigenvalues; a non-Euclidean distance such as Bray-Curtis may have negative eigenvalues, which the notes then mention.',
    "Tests: ANOSIM (R, nearer 1 = groups more distinct) and PERMANOVA (adonis2's pseudo-F and R², the share of variation the grouping explains), with permutation p-values (number of permutations adjustable, default 999; the same random seed gives the same result).",
    'Result: the PCoA scatter plot coloured by group with the tests as its subtitle; tables with the sample coordinates, the eigenvalue and proportion explained of each axis, the tests, and the whole distance matrix (downloadable as TSV).',
    DEMO_EN,
  ),
  category: 'microbiome',
  tags: ['beta 多样性', 'beta diversity', 'PCoA', 'PERMANOVA', 'ANOSIM'],
  toolType: 1,
  sort: 203,
  tableDelimiter: 1,
  form: [
    betaMetricField,
    groupColumnField(false),
    {
      key: 'permutations',
      label: '置换次数',
      labelEn: 'Permutations',
      type: 'number',
      min: 99,
      max: 9999,
      step: 1,
      defaultValue: 999,
    },
    seedField,
    showLabelsField,
  ],
  dataFiles: [otuTable('otu_table.tsv', { counts: 'number', taxonomyColumn: false }), metadataFile(false)],
  demo: {
    params: { metric: 'braycurtis', group_column: 'SampleType', permutations: 999, seed: 1, show_labels: true },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' },
  },
}

const nmdsPlot: ToolDefinition = {
  scriptClassName: 'NMDSPlot',
  title: 'NMDS 分析',
  titleEn: 'NMDS ordination',
  description: '对样本间的 Beta 多样性距离做非度量多维标度（NMDS），按组着色并给出 stress 值。',
  descriptionEn:
    'Non-metric multidimensional scaling (NMDS) of the beta diversity between samples, coloured by group, with its stress.',
  manual: paragraphs(
    '用途：在二维平面上尽量保持样本间距离的排序关系，看样本群落的相似程度。',
    TABLE_FORMATS_ZH + '相对丰度（小数）也可以。',
    METADATA_FORMAT_ZH + '分组表可不上传。',
    '方法：先按所选算法计算距离（与 R vegan 的 vegdist 一致），再以 SMACOF 迭代配合单调回归求二维构型，使构型距离尽量是原距离的单调函数；第一个起点取 PCoA 结果，其余为随机起点，取 stress（Kruskal stress-1）最小者。结果与 vegan metaMDS 的 stress 相近，但优化算法不同，构型可能有旋转或镜像差异。',
    '参数：距离算法；分组列；起点数（越多越不易陷入局部最优，默认 20）；随机种子；是否显示样本名。',
    '如何阅读：stress < 0.05 极好，< 0.1 良好，< 0.2 尚可，≥ 0.2 排序图需谨慎解读。NMDS 的轴没有解释比例，距离越近的样本群落越相似。',
    '结果：NMDS 散点图（副标题为 stress）；样本坐标表。',
    DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: place the samples in two dimensions so that the rank order of their distances is kept as well as possible, to see which communities are alike.',
    TABLE_FORMATS_EN + ' Relative abundances (decimals) are fine too.',
    METADATA_FORMAT_EN + ' The metadata is optional.',
    "Method: distances by the chosen metric (as R vegan's vegdist), then a two-dimensional configuration by SMACOF iterations alternating with monotone regression, so that its distances are as nearly as possible a monotone function of the dissimilarities; the first start is the PCoA, the others random; the one with the smallest stress (Kruskal's stress-1) is kept. The stress is close to vegan metaMDS's; the optimiser differs, so the configuration may be rotated or mirrored.",
    'Parameters: distance metric; grouping column; starts (more starts guard better against local minima; default 20); random seed; whether to show sample names.',
    'Reading it: stress < 0.05 excellent, < 0.1 good, < 0.2 fair, ≥ 0.2 read with care. NMDS axes explain no share of variation; samples closer together have more similar communities.',
    'Result: the NMDS scatter plot with the stress as its subtitle; a table of the sample coordinates.',
    DEMO_EN,
  ),
  category: 'microbiome',
  tags: ['NMDS', 'beta diversity', '排序'],
  toolType: 1,
  sort: 204,
  tableDelimiter: 1,
  form: [
    betaMetricField,
    groupColumnField(false),
    { key: 'starts', label: '起点数', labelEn: 'Starts', type: 'number', min: 1, max: 100, step: 1, defaultValue: 20 },
    seedField,
    showLabelsField,
  ],
  dataFiles: [otuTable('otu_table.tsv', { counts: 'number', taxonomyColumn: false }), metadataFile(false)],
  demo: {
    params: { metric: 'braycurtis', group_column: 'SampleType', starts: 20, seed: 1, show_labels: true },
    files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' },
  },
}

const taxonomyComposition: ToolDefinition = {
  scriptClassName: 'TaxonomyComposition',
  title: '物种组成堆叠柱状图',
  titleEn: 'Taxonomic composition bar chart',
  description:
    '在门、纲、目、科或属水平汇总物种注释，绘制每个样本（或每组平均）的相对丰度堆叠柱状图，显示前 N 个分类单元，其余合并为“其他”。',
  descriptionEn:
    'Relative abundance of the taxa at phylum, class, order, family or genus level in each sample (or group mean), as 100% stacked bars of the top N taxa with the rest as "Others".',
  manual: paragraphs(
    '用途：直观比较各样本或各组的群落组成。',
    TABLE_FORMATS_ZH +
      '本工具需要物种注释：文本表的最后一列 "taxonomy"，或 BIOM 文件中的 taxonomy 元数据。支持 Greengenes（k__Bacteria; p__Firmicutes; …）、SILVA（d__Bacteria;p__…、D_0__…）和不带前缀的分号分隔注释。',
    METADATA_FORMAT_ZH + '按样本显示时分组表可不上传（上传后同组样本相邻排列）；按组平均显示时必须上传。',
    '方法：同一分类水平上注释谱系相同的 OTU/ASV 读数相加（同名但上级不同的分类单元分开计，如两个科中的同名属，名称后会注明上级）；在该水平未注释的 OTU/ASV 归入“未分类 <最近的已注释上级>”；每个样本的读数换算为百分比；按组平均为组内各样本百分比的平均值。按全部柱的平均相对丰度取前 N 个，其余合并为“其他”。',
    '参数：分类水平；显示前 N 个（1–20）；显示方式（每个样本 / 每组平均）；分组列。',
    '结果：100% 堆叠柱状图；该水平全部分类单元在各样本（或各组）中的相对丰度表（%，按平均丰度排序，含谱系，可下载 TSV）。',
    DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: compare the community composition of samples or groups at a glance.',
    TABLE_FORMATS_EN +
      ' This tool needs taxonomy: a last "taxonomy" column in a text table, or taxonomy metadata in a BIOM file. Greengenes (k__Bacteria; p__Firmicutes; …), SILVA (d__Bacteria;p__…, D_0__…) and plain semicolon-separated lineages are understood.',
    METADATA_FORMAT_EN +
      ' Per-sample bars need no metadata (with it, the samples of a group stand together); group means need it.',
    'Method: the reads of OTUs/ASVs with the same lineage down to the chosen rank are added up (a name under two different parents stays two taxa, labelled with the parent that tells them apart); OTUs/ASVs without a name at the rank go to "Unclassified <closest named ancestor>"; each sample\'s reads become percentages; a group mean is the mean of its samples\' percentages. The top N taxa by mean relative abundance over all bars are shown, the rest pooled as "Others".',
    'Parameters: rank; top N (1–20); display (each sample / group means); grouping column.',
    'Result: the 100% stacked bar chart; a table of the relative abundance (%) of every taxon at the rank in every sample (or group), most abundant first, with lineages (downloadable as TSV).',
    DEMO_EN,
  ),
  category: 'microbiome',
  tags: ['物种组成', 'taxonomy', 'composition', 'stacked bar'],
  toolType: 1,
  sort: 205,
  tableDelimiter: 1,
  form: [
    {
      key: 'rank',
      label: '分类水平',
      labelEn: 'Rank',
      type: 'select',
      required: true,
      defaultValue: 'Phylum',
      options: rankOptions(COMPOSITION_RANKS),
    },
    {
      key: 'top_n',
      label: '显示前 N 个',
      labelEn: 'Top N taxa',
      type: 'number',
      min: 1,
      max: 20,
      step: 1,
      defaultValue: 10,
    },
    {
      key: 'display',
      label: '显示方式',
      labelEn: 'Display',
      type: 'select',
      required: true,
      defaultValue: 'samples',
      options: [
        { label: '每个样本', labelEn: 'Each sample', value: 'samples' },
        { label: '每组平均', labelEn: 'Group means', value: 'groups' },
      ],
    },
    groupColumnField(false),
  ],
  dataFiles: [otuTable('otu_table_taxonomy.tsv', { counts: 'number', taxonomyColumn: true }), metadataFile(false)],
  demo: {
    params: { rank: 'Phylum', top_n: 10, display: 'samples', group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy.tsv', metadata: 'metadata.tsv' },
  },
}

const lefseLda: ToolDefinition = {
  scriptClassName: 'LefseLDA',
  title: 'LEfSe 差异物种分析',
  titleEn: 'LEfSe biomarker analysis (LDA)',
  description:
    '用 Kruskal-Wallis 检验和线性判别分析（LDA）找出各组之间差异显著的物种，绘制按富集组着色的 LDA 值柱状图。',
  descriptionEn:
    'Taxa that differ between groups by a Kruskal-Wallis test, ranked by a linear discriminant analysis (LDA) effect size, drawn as bars coloured by the group they are enriched in.',
  manual: paragraphs(
    '用途：寻找能区分各组的生物标志物（OTU/ASV 或某分类水平的分类单元）。',
    TABLE_FORMATS_ZH + '在门到属水平分析时需要物种注释（"taxonomy" 列或 BIOM 元数据）；选择 OTU/ASV 水平时不需要。',
    METADATA_FORMAT_ZH + '本工具必须上传分组表，且分组列至少有 2 组。',
    '方法（与 LEfSe 相同的部分）：每个样本缩放到总和 1,000,000；对每个特征做各组间的 Kruskal-Wallis 检验，p < α 的特征进入 LDA；LDA 值 = log10(1 + 最大组对的 (均值差 + |判别系数| × 判别轴上的组间距) / 2)；大于阈值的特征保留，富集组为平均丰度最高的组。不同之处：判别分析在全部样本上拟合一次，不做 LEfSe 的 30 次自助抽样和加噪，因此结果可重复，与 LEfSe 程序的（随机）结果相近但不完全相同；没有亚组时不做 LEfSe 的组内两两 Wilcoxon 检验。',
    '参数：分组列；分析水平（OTU/ASV，或门、纲、目、科、属）；Kruskal-Wallis 显著性水平 α（默认 0.05）；LDA 阈值（默认 2，常用 2–4）；图中最多显示的特征数（表格列出全部）。',
    '结果：横向柱状图，每个特征一根柱，长度为 LDA 值，颜色为富集组，按组排列；结果表列出全部差异特征（谱系、富集组、LDA 值、Kruskal-Wallis p 值）。',
    DEMO_ZH +
      '本工具的示例只取读数最多的 2,000 个 OTU（占全部读数的 93.8%），在属水平、LDA 阈值 4 下分析，图中显示 LDA 值最高的 40 个。',
  ),
  manualEn: paragraphs(
    'Purpose: find the biomarkers (OTUs/ASVs or taxa at a rank) that tell the groups apart.',
    TABLE_FORMATS_EN +
      ' Analysing at phylum to genus level needs taxonomy (a "taxonomy" column or BIOM metadata); the OTU/ASV level does not.',
    METADATA_FORMAT_EN + ' This tool needs the metadata, and the grouping column needs at least 2 groups.',
    "Method (as LEfSe): each sample is scaled to a total of 1,000,000; each feature gets a Kruskal-Wallis test between the groups, and those with p < alpha go into the LDA; the LDA score is log10(1 + the largest over pairs of groups of (difference of means + |discriminant coefficient| × distance of the groups on the discriminant) / 2); features above the threshold are reported, each enriched in the group with its highest mean. Unlike LEfSe, the discriminant is fitted once on all samples instead of on 30 bootstrap subsamples with added noise, so the result is reproducible; it is close to, not identical with, the LEfSe program's randomised scores. Without subgroups LEfSe's pairwise Wilcoxon step within classes does not apply.",
    'Parameters: grouping column; level (OTU/ASV, or phylum, class, order, family, genus); Kruskal-Wallis significance level alpha (default 0.05); LDA threshold (default 2, commonly 2–4); the most features the chart shows (the table lists all).',
    'Result: horizontal bars, one per feature, as long as its LDA score and coloured by its enriched group, grouped by group; a table of every discriminating feature (lineage, enriched group, LDA score, Kruskal-Wallis p).',
    DEMO_EN +
      " This tool's demo takes the 2,000 OTUs with the most reads (93.8% of all reads) and works at genus level with an LDA threshold of 4, charting the 40 highest scores.",
  ),
  category: 'microbiome',
  tags: ['LEfSe', 'LDA', 'biomarker', '差异物种'],
  toolType: 1,
  sort: 206,
  tableDelimiter: 1,
  form: [
    groupColumnField(true),
    {
      key: 'level',
      label: '分析水平',
      labelEn: 'Level',
      type: 'select',
      required: true,
      defaultValue: 'Genus',
      options: [{ label: 'OTU/ASV', labelEn: 'OTU/ASV', value: 'feature' }, ...rankOptions(COMPOSITION_RANKS)],
    },
    {
      key: 'kw_alpha',
      label: 'Kruskal-Wallis 显著性水平 α',
      labelEn: 'Kruskal-Wallis alpha',
      type: 'number',
      min: 0.0001,
      max: 1,
      step: 0.0001,
      defaultValue: 0.05,
    },
    {
      key: 'lda_threshold',
      label: 'LDA 阈值',
      labelEn: 'LDA threshold',
      type: 'number',
      min: 0,
      max: 10,
      step: 0.1,
      defaultValue: 2,
    },
    {
      key: 'max_shown',
      label: '图中最多显示',
      labelEn: 'Most features in the chart',
      type: 'number',
      min: 5,
      max: 200,
      step: 1,
      defaultValue: 40,
    },
  ],
  dataFiles: [
    otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number', taxonomyColumn: true }),
    metadataFile(true),
  ],
  demo: {
    params: { group_column: 'SampleType', level: 'Genus', kw_alpha: 0.05, lda_threshold: 4, max_shown: 40 },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
}

const otuTableFilter: ToolDefinition = {
  scriptClassName: 'OtuTableFilter',
  title: 'OTU/ASV 表过滤',
  titleEn: 'OTU/ASV table filter',
  description: '按物种注释、样本出现率、总丰度过滤 OTU/ASV，并可抽平（稀释）到统一深度，下载过滤后的表。',
  descriptionEn:
    'Filter OTUs/ASVs by taxonomy, prevalence and total count, optionally flatten (rarefy) to one depth, and download the filtered table.',
  manual: paragraphs(
    '用途：去除污染或非目标类群（如叶绿体）、低丰度和偶见的 OTU/ASV，并把样本抽平到相同深度，为后续分析准备表格。与分析项目中的 OTU/ASV 过滤面板规则相同。',
    TABLE_FORMATS_ZH + '物种注释规则需要注释；抽平需要整数读数。',
    '规则按以下顺序执行：① 物种注释规则（checked1）：最多 3 条，每条为“保留/去除 + 分类水平 + 分类名”；多条“保留”规则取并集（如保留 Bacteria 与 Archaea），“去除”规则再从中去掉；分类名不区分大小写，可带 k__ 等前缀；分类名为空的规则不使用。② 样本出现率（checked2）：保留（或去除）至少在 checked2_at_least 个样本（默认 3）中计数不小于 checked2_at_least_value（默认 5）的 OTU/ASV。③ 总丰度（checked3）：保留（或去除）所有样本计数之和不小于 checked3_otu_sum（默认 20）的 OTU/ASV。④ 抽平（flattening_type）：0 不抽平（默认）；1 抽平到过滤后读数最少的样本的深度；2 抽平到 flattening_value 条读数（默认 10），读数不足的样本被去除。抽平为不放回随机抽样（随机种子相同结果相同），抽平后全为 0 的 OTU/ASV 被去除。',
    '结果：过滤后的表（制表符分隔，表头 "#OTU ID"，保留 taxonomy 列，可下载）；过滤摘要表（每一步去除的特征数、前后的特征数、样本数与读数、抽平深度）；抽平时去除的样本表；过滤前后特征数与样本数的柱状图。',
    DEMO_ZH + '示例：保留 Bacteria、去除 Chloroplast 纲，出现率与总丰度规则用默认值，抽平到 10,000 条读数。',
  ),
  manualEn: paragraphs(
    "Purpose: remove contaminants or non-target taxa (such as chloroplasts), rare and sporadic OTUs/ASVs, and bring the samples to one depth, before further analysis. The rules are those of the analysis projects' OTU/ASV filter panel.",
    TABLE_FORMATS_EN + ' Taxonomy rules need taxonomy; flattening needs whole-number reads.',
    'The rules apply in this order. 1. Taxonomy rules (checked1): up to 3, each "keep/remove + rank + taxon name"; several keep rules widen the selection (keep Bacteria and Archaea), remove rules then take taxa out of it; names ignore case and may carry a prefix such as k__; a rule without a name is not used. 2. Prevalence (checked2): keep (or remove) OTUs/ASVs with a count of at least checked2_at_least_value (default 5) in at least checked2_at_least samples (default 3). 3. Total count (checked3): keep (or remove) OTUs/ASVs whose counts over all samples add up to at least checked3_otu_sum (default 20). 4. Flattening (flattening_type): 0 none (default); 1 rarefy to the depth of the sample with the fewest reads after filtering; 2 rarefy to flattening_value reads (default 10), dropping samples with fewer. Rarefying draws reads without replacement (the same random seed gives the same table); OTUs/ASVs left all zero are removed.',
    'Result: the filtered table (tab-separated, header "#OTU ID", taxonomy column kept; downloadable); a summary table (features removed by each step, features, samples and reads before and after, the flattening depth); the samples dropped by flattening; a bar chart of features and samples before and after.',
    DEMO_EN +
      ' The demo keeps Bacteria, removes the class Chloroplast, uses the default prevalence and total rules and flattens to 10,000 reads.',
  ),
  category: 'microbiome',
  tags: ['OTU', 'ASV', '过滤', 'filter', 'rarefy'],
  toolType: 1,
  sort: 207,
  tableDelimiter: 1,
  form: [
    {
      key: 'checked1',
      label: '按物种注释过滤 (checked1)',
      labelEn: 'Filter by taxonomy (checked1)',
      type: 'checkbox',
      defaultValue: false,
    },
    ...taxonomyRuleRows,
    {
      key: 'checked2',
      label: '按样本出现率过滤 (checked2)',
      labelEn: 'Filter by prevalence (checked2)',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      key: 'checked2_keep',
      label: '出现率规则：保留/去除',
      labelEn: 'Prevalence rule: keep or remove',
      type: 'select',
      defaultValue: 'true',
      options: keepOrRemove,
    },
    {
      key: 'checked2_at_least',
      label: '至少出现的样本数',
      labelEn: 'In at least this many samples',
      type: 'number',
      min: 1,
      step: 1,
      defaultValue: 3,
    },
    {
      key: 'checked2_at_least_value',
      label: '每个样本中的最小计数',
      labelEn: 'With a count of at least',
      type: 'number',
      min: 1,
      defaultValue: 5,
    },
    {
      key: 'checked3',
      label: '按总丰度过滤 (checked3)',
      labelEn: 'Filter by total count (checked3)',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      key: 'checked3_keep',
      label: '总丰度规则：保留/去除',
      labelEn: 'Total count rule: keep or remove',
      type: 'select',
      defaultValue: 'true',
      options: keepOrRemove,
    },
    {
      key: 'checked3_otu_sum',
      label: '最小总计数',
      labelEn: 'Total count of at least',
      type: 'number',
      min: 1,
      defaultValue: 20,
    },
    {
      key: 'flattening_type',
      label: '抽平方式',
      labelEn: 'Flattening',
      type: 'select',
      required: true,
      defaultValue: '0',
      options: [
        { label: '不抽平', labelEn: 'None', value: '0' },
        { label: '抽平到最小样本深度', labelEn: 'To the smallest sample', value: '1' },
        { label: '抽平到指定深度', labelEn: 'To a given depth', value: '2' },
      ],
    },
    {
      key: 'flattening_value',
      label: '指定抽平深度（读数）',
      labelEn: 'Given depth (reads)',
      type: 'number',
      min: 1,
      step: 1,
      defaultValue: 10,
    },
    seedField,
  ],
  dataFiles: [otuTable('otu_table_taxonomy.tsv', { counts: 'integer', taxonomyColumn: true })],
  demo: {
    params: {
      checked1: true,
      checked1_keep_1: 'true',
      taxonomy_type_1: 'Kingdom',
      taxonomy_value_1: 'Bacteria',
      checked1_keep_2: 'false',
      taxonomy_type_2: 'Class',
      taxonomy_value_2: 'Chloroplast',
      checked2: true,
      checked2_keep: 'true',
      checked2_at_least: 3,
      checked2_at_least_value: 5,
      checked3: true,
      checked3_keep: 'true',
      checked3_otu_sum: 20,
      flattening_type: '2',
      flattening_value: 10000,
      seed: 1,
    },
    files: { table: 'otu_table_taxonomy.tsv' },
  },
}

export const microbiomeTools: ToolDefinition[] = [
  alphaDiversity,
  rarefactionCurves,
  betaDiversityPcoa,
  nmdsPlot,
  taxonomyComposition,
  lefseLda,
  otuTableFilter,
]
