/*
 * What the microbiome tools' definitions share (tool type 1, category `microbiome`). Each takes an
 * OTU/ASV table (data-file key `table`) and most a sample metadata sheet (key `metadata`) whose column
 * the parameter `group_column` picks. The demos use the Global Patterns survey (see each demo
 * folder's README).
 *
 * Rules use the data-file rules' numbering: 1-based rows (the header is row 1) and columns, `[2:]`
 * = from the second on. The rules read text tables only; BIOM and .qza files are checked by the
 * table reader when the run starts.
 */
import type { SampleDistanceMetric } from '../../analysis/diversity/sample-distances'
import type { Rank } from '../../analysis/taxonomy'
import type { DataFileSetting } from '../../core/tools'
import { checkboxParameter, columnParameter, numberParameter, selectParameter, type Choice } from '../kit/parameters'

const TABLE_FILE_TYPES = ['tsv', 'txt', 'biom', 'qza']

/**
 * The OTU/ASV table. `counts`: whole numbers where the tool needs reads (rarefaction, richness
 * estimators, flattening), any number where relative abundances do as well. Every tool takes the
 * table with or without a trailing `taxonomy` column (the table reader's layout, and the OTU filter's
 * output), so one tool's result opens in the next.
 */
export function otuTable(exampleFile: string, options: { counts: 'integer' | 'number' }): DataFileSetting {
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

export function metadataFile(required: boolean): DataFileSetting {
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

/**
 * The environmental table of the constrained ordinations (data-file key `metadata`): sample ids in
 * the first column, then the variables; the chosen constraints and the colouring column must be
 * among its columns after the first.
 */
export function environmentalTable(exampleFile: string): DataFileSetting {
  return {
    label: '环境因子表 (Environmental variables)',
    key: 'metadata',
    required: true,
    exampleFile,
    fileTypes: ['tsv', 'txt'],
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: 2 },
      { kind: 'formKeyMapping', formKey: 'constraints', column: '[2:]' },
      { kind: 'formKeyMapping', formKey: 'group_column', column: '[2:]' },
    ],
  }
}

/** The metadata column holding the groups (parameter `group_column`). */
export function groupColumnParameter(required: boolean) {
  return columnParameter('分组列', 'Grouping column', {
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

/**
 * The Newick tree UniFrac needs (data-file key `tree`); optional, since the count-based metrics need
 * none. Read by the Newick parser when the run starts (its errors name the line and column).
 */
export function phylogeneticTreeFile(exampleFile: string): DataFileSetting {
  return {
    label: '进化树 (Phylogenetic tree, Newick)',
    key: 'tree',
    required: false,
    exampleFile,
    fileTypes: ['nwk', 'tre', 'tree', 'txt'],
    fileSizeMb: 10,
    rules: [],
  }
}

/** Metric values as analysis/diversity/sample-distances.ts names them, with their labels. */
const SAMPLE_DISTANCE_METRIC_CHOICES: Record<SampleDistanceMetric, Choice> = {
  braycurtis: ['braycurtis', 'Bray-Curtis', 'Bray-Curtis'],
  jaccard: ['jaccard', 'Jaccard（有/无）', 'Jaccard (presence/absence)'],
  euclidean: ['euclidean', '欧氏距离', 'Euclidean'],
  hellinger: ['hellinger', 'Hellinger', 'Hellinger'],
  aitchison: ['aitchison', 'Aitchison（CLR，伪计数 1）', 'Aitchison (CLR, pseudocount 1)'],
  robust_aitchison: ['robust_aitchison', '稳健 Aitchison（rCLR，零值不变）', 'Robust Aitchison (rCLR, zeros kept)'],
  unweighted_unifrac: ['unweighted_unifrac', '非加权 UniFrac（需进化树）', 'Unweighted UniFrac (needs the tree)'],
  weighted_unifrac: ['weighted_unifrac', '加权 UniFrac（需进化树）', 'Weighted UniFrac (needs the tree)'],
  weighted_normalized_unifrac: [
    'weighted_normalized_unifrac',
    '归一化加权 UniFrac（需进化树）',
    'Weighted normalized UniFrac (needs the tree)',
  ],
}

/** The distance between samples (`metric`), one of `metrics`; UniFrac takes the uploaded tree. */
export function sampleDistanceMetricParameter<const M extends readonly SampleDistanceMetric[]>(metrics: M) {
  const choices = metrics.map((metric) => SAMPLE_DISTANCE_METRIC_CHOICES[metric]) as unknown as {
    readonly [K in keyof M]: readonly [M[K], string, string]
  }
  return selectParameter('距离算法', 'Distance metric', choices, {
    defaultValue: 'braycurtis' as M[number],
    required: true,
    help: {
      zh: 'UniFrac 需要上传进化树（Newick），树的末端名称为表中的特征 ID。',
      en: "UniFrac needs the phylogenetic tree (Newick) whose tips are the table's feature ids.",
    },
  })
}

/**
 * How the table is normalised before the analysis (`normalisation`), as analysis/normalisation.ts
 * names the methods; `none` (the default) keeps the table as uploaded. CLR here adds a pseudocount
 * of 1 (the label says so); the tool "Normalise a feature table" lets the user choose it.
 */
export const normalisationParameter = selectParameter(
  '标准化',
  'Normalisation',
  [
    ['none', '不标准化（使用原表）', 'None (the table as uploaded)'],
    ['rarefy', '抽平到最小样本深度', "Rarefy to the smallest sample's depth"],
    ['tss', '总和缩放（TSS，相对丰度）', 'Total-sum scaling (TSS, proportions)'],
    ['css', '累积和缩放（CSS，metagenomeSeq）', 'Cumulative-sum scaling (CSS, metagenomeSeq)'],
    ['clr', '中心对数比（CLR，伪计数 1）', 'Centred log-ratio (CLR, pseudocount 1)'],
  ] as const,
  {
    defaultValue: 'none',
    required: true,
    help: {
      zh: '计算前对表做的标准化；抽平使用运行的随机种子。CLR 只能配合欧氏距离（即 Aitchison 距离）。',
      en: "Applied to the table before the analysis; rarefying uses the run's random seed. CLR goes only with the Euclidean distance (which on CLR is the Aitchison distance).",
    },
  },
)

/** The seed of anything random; the run job hands it to the executor as `input.seed`. */
export const seedParameter = numberParameter(
  '随机种子',
  'Random seed',
  { min: 1, max: 2147483647, step: 1, integer: true, defaultValue: 1 },
  { zh: '相同的种子与数据得到相同的结果。', en: 'The same seed and data give the same result.' },
)

export const showLabelsParameter = checkboxParameter('显示样本名', 'Show sample names', true, {
  zh: '超过 60 个样本时不显示。',
  en: 'Not shown beyond 60 samples.',
})

const RANK_NAMES_ZH: Record<Rank, string> = {
  Kingdom: '界',
  Phylum: '门',
  Class: '纲',
  Order: '目',
  Family: '科',
  Genus: '属',
  Species: '种',
}

/** The choices of a rank, valued by the rank's name: "门 (Phylum)" / "Phylum". */
export function rankChoices<const R extends readonly Rank[]>(ranks: R) {
  return ranks.map((rank) => [rank, `${RANK_NAMES_ZH[rank]} (${rank})`, rank] as const) as unknown as {
    readonly [K in keyof R]: readonly [R[K], string, string]
  }
}

/** The ranks the composition, heatmap and group-comparison tools summarise at. */
export const COMPOSITION_RANKS = ['Phylum', 'Class', 'Order', 'Family', 'Genus'] as const satisfies readonly Rank[]

/** The taxonomic rank of a summary (`rank`). */
export function rankParameter(defaultValue: (typeof COMPOSITION_RANKS)[number]) {
  return selectParameter('分类水平', 'Rank', rankChoices(COMPOSITION_RANKS), { defaultValue, required: true })
}

/** What a group comparison compares (`level`): the OTUs/ASVs themselves, or the taxa they sum to at a rank. */
export function levelParameter(defaultValue: 'feature' | (typeof COMPOSITION_RANKS)[number]) {
  return selectParameter(
    '分析水平',
    'Level',
    [['feature', 'OTU/ASV', 'OTU/ASV'], ...rankChoices(COMPOSITION_RANKS)] as const,
    { defaultValue, required: true },
  )
}
