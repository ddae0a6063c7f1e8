import { checkbox, columnField, manualOf, numberField, select, textField, type Choice } from './builders'
import type { DataFileSetting, FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'

/*
 * The microbiome analysis tools (tool type 1, category `microbiome`). Each takes an OTU/ASV table
 * (data-file key `table`) and most a sample metadata sheet (key `metadata`) whose column the form
 * field `group_column` picks; the executors live in jobs/tools/microbiome/ under the same script
 * class names, the manuals in microbiome/. The demos use the Global Patterns survey (see each demo
 * folder's README).
 *
 * Rules use the data-file rules' numbering: 1-based rows (the header is row 1) and columns, `[2:]`
 * = from the second on. The rules read text tables only; BIOM and .qza files are checked by the
 * table reader when the run starts.
 */

const AREA = 'microbiome'

// ---------------------------------------------------------------------------------------------
// Data files

const TABLE_FILE_TYPES = ['tsv', 'txt', 'biom', 'qza']

/**
 * The OTU/ASV table. `counts`: whole numbers where the tool needs reads (rarefaction, richness
 * estimators, flattening), any number where relative abundances do as well. Every tool takes the
 * table with or without a trailing `taxonomy` column (the table reader's layout, and the OTU filter's
 * output), so one tool's result opens in the next.
 */
function otuTable(exampleFile: string, options: { counts: 'integer' | 'number' }): DataFileSetting {
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
        columns: '[2:]',
        valueType: options.counts,
        allowEmpty: false,
        exceptColumnsNamed: ['taxonomy'],
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
  return columnField('group_column', '分组列', 'Grouping column', {
    of: 'metadata',
    required,
    help: required
      ? { zh: '样本分组表中用于分组的列。', en: 'The column of the sample metadata that holds the groups.' }
      : {
          zh: '样本分组表中用于分组的列；不上传分组表时留空。',
          en: 'The column of the sample metadata that holds the groups; leave empty without a metadata file.',
        },
  })
}

/** Metric values as analysis/diversity/sample-distances.ts names them, with their labels. */
const SAMPLE_DISTANCE_METRIC_CHOICES: Record<string, Choice> = {
  braycurtis: ['braycurtis', 'Bray-Curtis', 'Bray-Curtis'],
  jaccard: ['jaccard', 'Jaccard（有/无）', 'Jaccard (presence/absence)'],
  euclidean: ['euclidean', '欧氏距离', 'Euclidean'],
  hellinger: ['hellinger', 'Hellinger', 'Hellinger'],
  unweighted_unifrac: ['unweighted_unifrac', '非加权 UniFrac（需进化树）', 'Unweighted UniFrac (needs the tree)'],
  weighted_unifrac: ['weighted_unifrac', '加权 UniFrac（需进化树）', 'Weighted UniFrac (needs the tree)'],
  weighted_normalized_unifrac: [
    'weighted_normalized_unifrac',
    '归一化加权 UniFrac（需进化树）',
    'Weighted normalized UniFrac (needs the tree)',
  ],
}
const ORDINATION_METRICS = [
  'braycurtis',
  'jaccard',
  'euclidean',
  'hellinger',
  'unweighted_unifrac',
  'weighted_unifrac',
  'weighted_normalized_unifrac',
]
const CLUSTERING_METRICS = [
  'braycurtis',
  'jaccard',
  'unweighted_unifrac',
  'weighted_unifrac',
  'weighted_normalized_unifrac',
]

function sampleDistanceMetricField(metrics: readonly string[]): FormField {
  return select(
    'metric',
    '距离算法',
    'Distance metric',
    metrics.map((metric) => SAMPLE_DISTANCE_METRIC_CHOICES[metric]),
    {
      defaultValue: 'braycurtis',
      required: true,
      help: {
        zh: 'UniFrac 需要上传进化树（Newick），树的末端名称为表中的特征 ID。',
        en: "UniFrac needs the phylogenetic tree (Newick) whose tips are the table's feature ids.",
      },
    },
  )
}

const seedField = numberField(
  'seed',
  '随机种子',
  'Random seed',
  { min: 1, max: 2147483647, step: 1, defaultValue: 1 },
  { zh: '相同的种子与数据得到相同的结果。', en: 'The same seed and data give the same result.' },
)

const showLabelsField = checkbox('show_labels', '显示样本名', 'Show sample names', true, {
  zh: '超过 60 个样本时不显示。',
  en: 'Not shown beyond 60 samples.',
})

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
  return ranks.map((rank): Choice => [rank, `${names[rank]} (${rank})`, rank])
}
const RANKS = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species']
const COMPOSITION_RANKS = ['Phylum', 'Class', 'Order', 'Family', 'Genus']

const keepOrRemove: Choice[] = [
  ['true', '保留', 'Keep'],
  ['false', '去除', 'Remove'],
]

/** Spec 03's filter panel takes a list of taxonomy rules; the form offers three rule rows. */
const taxonomyRuleRows: FormField[] = [1, 2, 3].flatMap((row): FormField[] => [
  select(`checked1_keep_${row}`, `规则 ${row}：保留/去除`, `Rule ${row}: keep or remove`, keepOrRemove, {
    defaultValue: 'true',
  }),
  select(`taxonomy_type_${row}`, `规则 ${row}：分类水平`, `Rule ${row}: rank`, rankOptions(RANKS), {
    defaultValue: 'Kingdom',
  }),
  textField(
    `taxonomy_value_${row}`,
    `规则 ${row}：分类名`,
    `Rule ${row}: taxon name`,
    { maxLength: 100 },
    {
      zh: '如 Bacteria、Proteobacteria；不区分大小写，可带或不带 k__ 等前缀；留空则不使用该规则。',
      en: 'E.g. Bacteria, Proteobacteria; case does not matter, with or without a prefix such as k__; leave empty to skip the rule.',
    },
  ),
])

// ---------------------------------------------------------------------------------------------
// The tools

const otuTableFilter: ToolDefinition = {
  scriptClassName: 'OtuTableFilter',
  title: 'OTU/ASV 表过滤',
  titleEn: 'OTU/ASV table filter',
  description: '按物种注释、样本出现率、总丰度过滤 OTU/ASV，并可抽平（稀释）到统一深度，下载过滤后的表。',
  descriptionEn:
    'Filter OTUs/ASVs by taxonomy, prevalence and total count, optionally flatten (rarefy) to one depth, and download the filtered table.',
  ...manualOf(AREA, 'otu-table-filter'),
  category: 'microbiome',
  tags: ['OTU', 'ASV', '过滤', 'filter', 'rarefy'],
  toolType: 1,
  sort: 207,
  tableDelimiter: 1,
  form: [
    checkbox('checked1', '按物种注释过滤 (checked1)', 'Filter by taxonomy (checked1)', false),
    ...taxonomyRuleRows,
    checkbox('checked2', '按样本出现率过滤 (checked2)', 'Filter by prevalence (checked2)', false),
    select('checked2_keep', '出现率规则：保留/去除', 'Prevalence rule: keep or remove', keepOrRemove, {
      defaultValue: 'true',
    }),
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
    checkbox('checked3', '按总丰度过滤 (checked3)', 'Filter by total count (checked3)', false),
    select('checked3_keep', '总丰度规则：保留/去除', 'Total count rule: keep or remove', keepOrRemove, {
      defaultValue: 'true',
    }),
    {
      key: 'checked3_otu_sum',
      label: '最小总计数',
      labelEn: 'Total count of at least',
      type: 'number',
      min: 1,
      defaultValue: 20,
    },
    select(
      'flattening_type',
      '抽平方式',
      'Flattening',
      [
        ['0', '不抽平', 'None'],
        ['1', '抽平到最小样本深度', 'To the smallest sample'],
        ['2', '抽平到指定深度', 'To a given depth'],
      ],
      { defaultValue: '0', required: true },
    ),
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
  dataFiles: [otuTable('otu_table_taxonomy.tsv', { counts: 'integer' })],
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

// ---------------------------------------------------------------------------------------------
// Phylogenetic beta diversity (UniFrac over an uploaded tree) and the sample clustering tree.

/**
 * The Newick tree UniFrac needs; optional, since the count-based metrics need none. A function
 * declaration, so the PCoA and NMDS definitions above can use it.
 */
function phylogeneticTreeFile(exampleFile: string): DataFileSetting {
  return {
    label: '进化树 (Phylogenetic tree, Newick)',
    key: 'tree',
    required: false,
    exampleFile,
    fileTypes: ['nwk', 'tre', 'tree', 'txt'],
    fileSizeMb: 10,
    // Read by the Newick parser when the run starts (its errors name the line and column).
    rules: [],
  }
}

// ---------------------------------------------------------------------------------------------
// Tools that compare groups of samples (shared features, differential abundance, taxonomy heatmap)

const levelField = (defaultValue: string) =>
  select('level', '分析水平', 'Level', [['feature', 'OTU/ASV', 'OTU/ASV'], ...rankOptions(COMPOSITION_RANKS)], {
    defaultValue,
    required: true,
  })

/** The microbiome tools not yet in their own folder (tools/microbiome/<slug>/index.ts). */
export const microbiomeTools: ToolDefinition[] = [otuTableFilter]
