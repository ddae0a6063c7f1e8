import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import {
  ANALYSIS_CATEGORY,
  ADDITIONAL_MODULE,
  ANALYSIS_GROUP_TYPE,
  type AnalysisRunSetting,
  CONDITION_OPERATOR,
  PROJECT_GUIDE_ICON,
} from '../../core/workflows'
import { DATASET_ROLE, type DatasetRole } from '../../core/projects'
import type { Database } from '../client'
import { forms, tools } from '../schema/tools'
import type { FormField } from '../../core/tools'
import { env } from '../../core/env'
import { wikiTutorialUrl } from '../../core/tutorials'
import { projectGuides, workflowAnalysisGroups, workflowAnalysisItems, workflows } from '../schema/workflows'
import {
  APPENDIX_EN,
  APPENDIX_ZH,
  METHODS_EN,
  METHODS_ZH,
  REFERENCES_EN,
  REFERENCES_ZH,
} from './microbial-diversity-texts'
import { SEED_KIND, type SeedEntry, type SeedTable, seedRows, seededRowIds, type Transaction } from './seeded-content'

/**
 * The published cloud analysis workflows every installation starts with (spec 02 §2.2). Labels
 * are the technical terms a customer searches for, written the same in both languages. `code` is the
 * seed's key for the workflow (db/README.md, *Seeded content*).
 */
export const SEEDED_WORKFLOWS = [
  {
    code: 'microbial-diversity',
    categoryId: ANALYSIS_CATEGORY.microbiome,
    title: '16S rRNA 扩增子分析（微生物多样性）',
    titleEn: '16S rRNA amplicon analysis (microbial diversity)',
    description:
      '从细菌和古菌 16S rRNA 基因高变区的 OTU/ASV 丰度表出发：物种组成（各分类水平堆叠图、Top-N 热图）、Alpha 多样性（指数、组间检验、稀释曲线）、Beta 多样性（基于 Bray-Curtis 与 UniFrac 的 PCoA/NMDS、ANOSIM、PERMANOVA）、共有特征 Venn 图以及组间差异物种（LEfSe、Kruskal-Wallis）。',
    descriptionEn:
      'Starts from an OTU/ASV abundance table of the bacterial and archaeal 16S rRNA hypervariable regions: taxonomic composition (stacked bars at each rank, top-N heatmap), alpha diversity (indices, group tests, rarefaction curves), beta diversity (PCoA/NMDS on Bray-Curtis and UniFrac, ANOSIM, PERMANOVA), shared features (Venn) and taxa that differ between groups (LEfSe, Kruskal-Wallis).',
    labels: ['16S rRNA', 'Amplicon', 'OTU/ASV', 'Diversity'],
    isNew: true,
    sort: 1,
  },
  {
    code: 'fungal-diversity',
    categoryId: ANALYSIS_CATEGORY.microbiome,
    title: 'ITS 扩增子分析（真菌多样性）',
    titleEn: 'ITS amplicon analysis (fungal diversity)',
    description:
      '针对真菌核糖体 ITS1/ITS2 区的扩增子数据，分析真菌群落的物种组成、Alpha 与 Beta 多样性以及组间差异类群；分类注释基于 UNITE 等真菌参考库，因 ITS 长度变化大而不做系统发育树相关的 UniFrac 分析。',
    descriptionEn:
      'For amplicons of the fungal ribosomal ITS1/ITS2 region: community composition, alpha and beta diversity, and taxa that differ between groups, with taxonomy from fungal references such as UNITE; since ITS lengths vary widely, no tree-based UniFrac analysis is made.',
    labels: ['ITS', 'Amplicon', 'Fungi', 'Diversity'],
    isNew: false,
    sort: 2,
  },
  {
    code: 'shotgun-metagenomics',
    categoryId: ANALYSIS_CATEGORY.dna,
    title: '宏基因组分析（鸟枪法测序）',
    titleEn: 'Shotgun metagenomic analysis',
    description:
      '对样本全部 DNA 的鸟枪法测序数据进行质控与去宿主后，给出从门到种的物种丰度谱和 KEGG、eggNOG、CAZy 等功能基因丰度，并比较样本间的物种与功能多样性及组间差异。',
    descriptionEn:
      'After quality control and host removal of shotgun reads from all DNA in the samples, profiles species abundance from phylum to species and functional gene abundance (KEGG, eggNOG, CAZy), then compares taxonomic and functional diversity between samples and groups.',
    labels: ['Metagenomics', 'Shotgun', 'KEGG', 'Function'],
    isNew: true,
    sort: 3,
  },
  {
    code: 'wgs-resequencing',
    categoryId: ANALYSIS_CATEGORY.dna,
    title: '全基因组重测序分析',
    titleEn: 'Whole-genome resequencing analysis',
    description:
      '将个体的全基因组测序读段比对到参考基因组，检测 SNP、InDel 与结构变异并进行功能注释，可用于群体遗传结构、连锁分析与性状关联研究。',
    descriptionEn:
      'Aligns whole-genome reads of individuals to a reference genome, calls SNPs, InDels and structural variants and annotates their effects, for population structure, linkage and trait association studies.',
    labels: ['WGS', 'SNP', 'InDel', 'Variant'],
    isNew: false,
    sort: 4,
  },
  {
    code: 'rna-seq',
    categoryId: ANALYSIS_CATEGORY.rna,
    title: 'RNA-seq 转录组分析',
    titleEn: 'RNA-seq transcriptome analysis',
    description:
      '从转录组测序的基因表达计数表出发：样本表达分布与相关性、主成分分析、组间差异表达基因（倍数变化与 FDR 校正）、火山图与聚类热图，以及差异基因的 GO 与 KEGG 富集分析。',
    descriptionEn:
      'Starts from a gene count table of transcriptome sequencing: expression distributions and sample correlation, principal component analysis, genes differentially expressed between groups (fold change with FDR correction), volcano plots and clustered heatmaps, and GO and KEGG enrichment of the differential genes.',
    labels: ['RNA-seq', 'Transcriptome', 'DEG', 'Enrichment'],
    isNew: false,
    sort: 5,
  },
]

type SeededWorkflow = (typeof SEEDED_WORKFLOWS)[number]

/** What staff own of a seeded workflow: everything its catalogue card and introduction page show. */
type WorkflowContent = Pick<
  typeof workflows.$inferSelect,
  'categoryId' | 'title' | 'titleEn' | 'description' | 'descriptionEn' | 'labels' | 'isNew' | 'sort'
>

/**
 * Seeded workflows, keyed by their code. A workflow staff deleted does not come back; one they renamed
 * keeps its name. `isActive` and `isPublish` are staff's decision: set only when first inserted.
 */
function workflowTable(catalogueSeededBefore: boolean): SeedTable<WorkflowContent> {
  return {
    kind: SEED_KIND.workflow,
    async read(tx, rowIds) {
      const rows = await tx
        .select({
          id: workflows.id,
          categoryId: workflows.categoryId,
          title: workflows.title,
          titleEn: workflows.titleEn,
          description: workflows.description,
          descriptionEn: workflows.descriptionEn,
          labels: workflows.labels,
          isNew: workflows.isNew,
          sort: workflows.sort,
        })
        .from(workflows)
        .where(inArray(workflows.id, rowIds))
      return new Map(rows.map(({ id, ...content }) => [id, content]))
    },
    async insert(tx, { content }) {
      const [row] = await tx
        .insert(workflows)
        .values({ ...content, isActive: true, isPublish: true })
        .returning({ id: workflows.id })
      return row.id
    },
    async write(tx, rowId, content) {
      await tx
        .update(workflows)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(workflows.id, rowId))
    },
    // Earlier releases seeded the five into an empty catalogue only: one missing from a seeded catalogue was deleted.
    async findUnrecorded(tx, { content }) {
      const [row] = await tx
        .select({ id: workflows.id })
        .from(workflows)
        .where(or(eq(workflows.titleEn, content.titleEn), eq(workflows.title, content.title)))
        .orderBy(asc(workflows.id))
        .limit(1)
      return row?.id ?? (catalogueSeededBefore ? null : undefined)
    },
  }
}

/** Inserts the seeded workflows, active and published; later starts bring untouched ones up to this release. */
export async function seedWorkflows(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [anyWorkflow] = await tx.select({ id: workflows.id }).from(workflows).limit(1)
    await seedRows(
      tx,
      workflowTable(anyWorkflow !== undefined),
      SEEDED_WORKFLOWS.map(({ code, ...content }) => ({ key: code, content })),
    )
  })
}

/** The seeded English title of the microbial diversity workflow, by which tests find it (the seed finds it by code). */
export const MICROBIAL_DIVERSITY_TITLE_EN = SEEDED_WORKFLOWS[0].titleEn

/** An item of a seeded template: the tool (by its script class name), its name and its runs. */
export interface TemplateItem {
  scriptClassName: string
  name: string
  nameEn: string
  runSettings: AnalysisRunSetting[]
  /** One-click analysis: the item is always run (checked and locked), and the sample conditions it needs. */
  quick?: { required?: boolean; conditions?: QuickConditions }
}

/** An item's sample conditions (CONDITION_OPERATOR codes with their counts), checked against the chosen group solution. */
interface QuickConditions {
  condition1?: number
  sampleTotalNumber?: number
  condition2?: number
  sampleInGroupNumber?: number
  condition3?: number
  sampleCompareGroupNumber?: number
}

/** A tools group's one-click parameter form: fields applied to every run of the tree whose tool has that field. */
interface QuickParamsForm {
  name: string
  fields: FormField[]
}

export interface TemplateGroup {
  /** Stable within the template: the seed's key for the group, whatever staff rename it to. */
  code: string
  name: string
  nameEn: string
  type: number
  contentZh?: string
  contentEn?: string
  /** Additional modules (ADDITIONAL_MODULE) the group switches on for the project. */
  modules?: string[]
  items?: TemplateItem[]
  /** A tools group offered in one-click analysis, with its parameter form (none: the runs keep their settings). */
  quick?: { paramsForm?: QuickParamsForm }
}

/** One line per item: `item('NMDSPlot', 'NMDS', 'NMDS', [run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis' })])`. */
export function item(
  scriptClassName: string,
  name: string,
  nameEn: string,
  runSettings: AnalysisRunSetting[] = [],
  quick: TemplateItem['quick'] = {},
): TemplateItem {
  return { scriptClassName, name, nameEn, runSettings, quick }
}

// One-click analysis conditions (spec 03 §5). Group comparisons need at least two groups; LEfSe's
// per-class tests need three samples in each group; an ordination of three samples or fewer says nothing.
export const AT_LEAST_TWO_GROUPS: QuickConditions = {
  condition3: CONDITION_OPERATOR.atLeast,
  sampleCompareGroupNumber: 2,
}
const MORE_THAN_THREE_SAMPLES: QuickConditions = { condition1: CONDITION_OPERATOR.greaterThan, sampleTotalNumber: 3 }

export function run(
  name: string,
  nameEn: string,
  params: Record<string, unknown>,
  requires: DatasetRole[] = [],
): AnalysisRunSetting {
  return { name, nameEn, params, ...(requires.length > 0 ? { requires } : {}) }
}

/** UniFrac runs need the dataset's tree; a dataset without one gets the other runs only. */
const unifracRuns = (params: Record<string, unknown> = {}) => [
  run('非加权 UniFrac', 'Unweighted UniFrac', { ...params, metric: 'unweighted_unifrac' }, [DATASET_ROLE.tree]),
  run('加权 UniFrac', 'Weighted UniFrac', { ...params, metric: 'weighted_unifrac' }, [DATASET_ROLE.tree]),
]

const RANK_NAMES: [string, string][] = [
  ['门', 'Phylum'],
  ['纲', 'Class'],
  ['目', 'Order'],
  ['科', 'Family'],
  ['属', 'Genus'],
]

/**
 * The microbial diversity project template (spec 02 §2.4): what a project of the workflow shows and
 * what the pipeline runs, its group and item names in both languages.
 */
export const MICROBIAL_DIVERSITY_TEMPLATE: TemplateGroup[] = [
  { code: 'overview', name: '项目概况', nameEn: 'Project overview', type: ANALYSIS_GROUP_TYPE.projectOverview },
  { code: 'qc', name: '质控', nameEn: 'QC', type: ANALYSIS_GROUP_TYPE.qc },
  {
    code: 'taxonomy',
    name: '物种组成',
    nameEn: 'Taxonomy composition',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {
      paramsForm: {
        name: '一键分析：物种组成参数',
        fields: [
          {
            key: 'display',
            label: '堆叠图显示方式',
            labelEn: 'Stacked bars show',
            type: 'select',
            required: true,
            defaultValue: 'samples',
            options: [
              { label: '每个样本', labelEn: 'Each sample', value: 'samples' },
              { label: '每组平均', labelEn: 'Group means', value: 'groups' },
            ],
          },
        ],
      },
    },
    items: [
      item(
        'TaxonomyComposition',
        '物种组成堆叠柱状图',
        'Taxonomy composition',
        RANK_NAMES.map(([zh, en]) => run(zh, en, { rank: en })),
      ),
      item('TaxonomyHeatmap', '物种丰度热图', 'Taxonomy heatmap', [
        run('属 Top 30', 'Genus top 30', { rank: 'Genus', top_n: 30 }),
      ]),
    ],
  },
  {
    code: 'alpha-diversity',
    name: 'Alpha 多样性',
    nameEn: 'Alpha diversity',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [
      // Every one-click analysis reports the alpha indices: the first look at any grouping.
      item('AlphaDiversity', 'Alpha 多样性指数', 'Alpha diversity indices', [], { required: true }),
      item('RarefactionCurves', '稀释曲线', 'Rarefaction curves'),
    ],
  },
  {
    code: 'beta-diversity',
    name: 'Beta 多样性',
    nameEn: 'Beta diversity',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {
      paramsForm: {
        name: '一键分析：Beta 多样性参数',
        fields: [
          {
            key: 'permutations',
            label: 'PERMANOVA/ANOSIM 置换次数',
            labelEn: 'PERMANOVA/ANOSIM permutations',
            type: 'number',
            required: true,
            min: 99,
            max: 9999,
            step: 1,
            defaultValue: 999,
          },
          {
            // The PCoA and NMDS tools' parameter (tools/microbiome/definitions.ts), without CLR: the
            // group's runs use Bray-Curtis and UniFrac, which CLR's negative values do not suit.
            key: 'normalisation',
            label: '标准化（PCoA、NMDS）',
            labelEn: 'Normalisation (PCoA, NMDS)',
            type: 'select',
            required: true,
            defaultValue: 'none',
            options: [
              { label: '不标准化（使用原表）', labelEn: 'None (the table as uploaded)', value: 'none' },
              { label: '抽平到最小样本深度', labelEn: "Rarefy to the smallest sample's depth", value: 'rarefy' },
              { label: '总和缩放（TSS，相对丰度）', labelEn: 'Total-sum scaling (TSS, proportions)', value: 'tss' },
              {
                label: '累积和缩放（CSS，metagenomeSeq）',
                labelEn: 'Cumulative-sum scaling (CSS, metagenomeSeq)',
                value: 'css',
              },
            ],
          },
        ],
      },
    },
    items: [
      item(
        'BetaDiversityPCoA',
        'PCoA 分析',
        'PCoA',
        [run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis' }), ...unifracRuns()],
        { conditions: MORE_THAN_THREE_SAMPLES },
      ),
      item(
        'NMDSPlot',
        'NMDS 分析',
        'NMDS',
        [run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis' }), ...unifracRuns()],
        { conditions: MORE_THAN_THREE_SAMPLES },
      ),
      item('SampleClusteringTree', '样本聚类树 (UPGMA)', 'Sample clustering tree (UPGMA)', [
        run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis', linkage: 'average' }),
        ...unifracRuns({ linkage: 'average' }).slice(0, 1),
      ]),
    ],
  },
  {
    code: 'shared-features',
    name: '共有与特有物种',
    nameEn: 'Shared features',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [item('SharedFeatures', '韦恩图与 UpSet 图', 'Venn and UpSet', [run('OTU', 'OTU', { level: 'feature' })])],
  },
  {
    code: 'differential-abundance',
    name: '差异分析',
    nameEn: 'Differential abundance',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [
      item('LefseLDA', 'LEfSe 差异物种', 'LEfSe', [run('属', 'Genus', { level: 'Genus' })], {
        conditions: {
          ...AT_LEAST_TWO_GROUPS,
          condition2: CONDITION_OPERATOR.atLeast,
          sampleInGroupNumber: 3,
        },
      }),
      item(
        'DifferentialAbundance',
        'Kruskal-Wallis 组间差异检验',
        'Kruskal-Wallis test with FDR',
        [run('属', 'Genus', { level: 'Genus' })],
        { conditions: AT_LEAST_TWO_GROUPS },
      ),
    ],
  },
  {
    code: 'one-click',
    name: '一键分析',
    nameEn: 'One-click analysis',
    type: ANALYSIS_GROUP_TYPE.oneClickAnalysis,
    modules: [ADDITIONAL_MODULE.otu, ADDITIONAL_MODULE.compareSolution],
  },
  {
    code: 'global-dataset',
    name: '全局数据',
    nameEn: 'Global dataset',
    type: ANALYSIS_GROUP_TYPE.globalDataset,
    modules: [ADDITIONAL_MODULE.otu, ADDITIONAL_MODULE.compareSolution],
  },
  {
    code: 'methods',
    name: '分析方法',
    nameEn: 'Methods',
    type: ANALYSIS_GROUP_TYPE.richText,
    contentZh: METHODS_ZH,
    contentEn: METHODS_EN,
  },
  {
    code: 'appendix',
    name: '附录',
    nameEn: 'Appendix',
    type: ANALYSIS_GROUP_TYPE.appendix,
    contentZh: APPENDIX_ZH,
    contentEn: APPENDIX_EN,
  },
  {
    code: 'references',
    name: '参考文献',
    nameEn: 'References',
    type: ANALYSIS_GROUP_TYPE.reference,
    contentZh: REFERENCES_ZH,
    contentEn: REFERENCES_EN,
  },
]

/** A guide card of a workflow's projects: `toolOf` names the tool whose page it opens, `tutorial` a wiki tutorial, else `url`. */
export interface TemplateGuide {
  code: string
  icon: string
  title: string
  description: string
  titleEn: string
  descriptionEn: string
  toolOf?: string
  tutorial?: string
  url?: string
}

/** Guide cards of the workflow's projects; `toolOf` names the tool whose page the card opens. */
const MICROBIAL_DIVERSITY_GUIDES: TemplateGuide[] = [
  {
    code: 'reading-composition',
    icon: PROJECT_GUIDE_ICON.icon01,
    title: '如何解读物种组成图',
    description: '堆叠柱状图中每根柱是一个样本（或分组），颜色是丰度最高的类群；在工具页可换分类水平重新作图。',
    titleEn: 'How to read the composition chart',
    descriptionEn:
      'Each bar of the stacked chart is a sample (or group) and each colour one of the most abundant taxa; on the tool page you can redraw it at another rank.',
    toolOf: 'TaxonomyComposition',
  },
  {
    code: 'alpha-and-depth',
    icon: PROJECT_GUIDE_ICON.icon02,
    title: 'Alpha 多样性与测序深度',
    description: '先看稀释曲线是否趋于平坦，再比较各组的 Shannon、Chao1 等指数及 Kruskal-Wallis 检验结果。',
    titleEn: 'Alpha diversity and sequencing depth',
    descriptionEn:
      'First check that the rarefaction curves level off, then compare the groups’ Shannon, Chao1 and other indices with the Kruskal-Wallis test.',
    toolOf: 'RarefactionCurves',
  },
  {
    code: 'comparing-communities',
    icon: PROJECT_GUIDE_ICON.icon03,
    title: '用 PCoA 比较样本群落',
    description: '点越近群落越相似；PERMANOVA 与 ANOSIM 的 p 值说明分组是否解释了样本间差异。',
    titleEn: 'Comparing communities with PCoA',
    descriptionEn:
      'The closer two points, the more alike their communities; the p-values of PERMANOVA and ANOSIM tell whether the grouping explains the differences between samples.',
    toolOf: 'BetaDiversityPCoA',
  },
  {
    code: 'diversity-tutorial',
    icon: PROJECT_GUIDE_ICON.icon02,
    title: '教程：解读多样性结果',
    description: 'Alpha、Beta 多样性与统计检验的图表各说明什么，结合本项目的结果一步步阅读。',
    titleEn: 'Tutorial: reading diversity results',
    descriptionEn: 'What the alpha and beta diversity charts and their tests tell, read step by step.',
    tutorial: '05-reading-diversity',
  },
  {
    code: 'course',
    icon: PROJECT_GUIDE_ICON.icon04,
    title: '学习课程',
    description: '从零开始学习扩增子数据分析的视频课程。',
    titleEn: 'Courses',
    descriptionEn: 'Video courses on amplicon data analysis, from the first step.',
    url: '/course',
  },
]

/** The seeded workflow of this code, if staff have not deleted it. */
export async function findSeededWorkflow(
  db: Database | Transaction,
  code: SeededWorkflow['code'],
): Promise<{ id: number } | undefined> {
  const rowId = (await seededRowIds(db, SEED_KIND.workflow, [code])).get(code)
  if (rowId === undefined) return undefined
  const [workflow] = await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.id, rowId))
  return workflow
}

/** The seeded tools by script class name, those staff have not deleted. */
async function findSeededTools(tx: Transaction, scriptClassNames: string[]): Promise<Map<string, number>> {
  const rowIds = await seededRowIds(tx, SEED_KIND.tool, scriptClassNames)
  if (rowIds.size === 0) return rowIds
  const present = new Set(
    (
      await tx
        .select({ id: tools.id })
        .from(tools)
        .where(inArray(tools.id, [...rowIds.values()]))
    ).map((t) => t.id),
  )
  return new Map([...rowIds].filter(([, id]) => present.has(id)))
}

/** The seed key of a template group, item or guide of a workflow: codes all the way, never a title. */
export const templateKey = (...codes: string[]) => codes.join('/')

type GroupContent = Pick<
  typeof workflowAnalysisGroups.$inferSelect,
  | 'groupName'
  | 'groupNameEn'
  | 'groupContentZh'
  | 'groupContentEn'
  | 'additionalModules'
  | 'inQuickAnalysis'
  | 'quickParamsFormId'
  | 'sort'
>
type ItemContent = Pick<
  typeof workflowAnalysisItems.$inferSelect,
  | 'analysisName'
  | 'analysisNameEn'
  | 'toolId'
  | 'sort'
  | 'runSettings'
  | 'inQuickAnalysis'
  | 'isQuickRequired'
  | 'condition1'
  | 'sampleTotalNumber'
  | 'condition2'
  | 'sampleInGroupNumber'
  | 'condition3'
  | 'sampleCompareGroupNumber'
  | 'dependencyItemIds'
>
/**
 * A guide's staff-owned content. The English title and description came in a later release: `read`
 * leaves them out while empty, so a guide seeded before them (and untouched since) still hashes as
 * the seed wrote it and is brought up to date with its English texts.
 */
type GuideContent = Pick<typeof projectGuides.$inferSelect, 'icon' | 'title' | 'description' | 'url' | 'sort'> &
  Partial<Pick<typeof projectGuides.$inferSelect, 'titleEn' | 'descriptionEn'>>
interface FormContent {
  description: string
  fields: FormField[]
}

/**
 * The template's rows of one workflow. `templateSeededBefore`: the workflow had groups before the
 * ledger existed, so a row of it that cannot be found was deleted by staff.
 */
function templateTables(workflowId: number, templateSeededBefore: boolean) {
  const deletedOrNew = templateSeededBefore ? null : undefined
  const forms_: SeedTable<FormContent, SeedEntry<FormContent> & { name: string }> = {
    kind: SEED_KIND.templateForm,
    async read(tx, rowIds) {
      const rows = await tx
        .select({ id: forms.id, description: forms.description, fields: forms.fields })
        .from(forms)
        .where(inArray(forms.id, rowIds))
      return new Map(rows.map(({ id, ...content }) => [id, content]))
    },
    async insert(tx, { name, content }) {
      const [row] = await tx
        .insert(forms)
        .values({ name, ...content })
        .onConflictDoNothing({ target: forms.name })
        .returning({ id: forms.id })
      return row?.id
    },
    async write(tx, rowId, content) {
      await tx
        .update(forms)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(forms.id, rowId))
    },
    async findUnrecorded(tx, { name }) {
      const [row] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.name, name))
      return row?.id ?? deletedOrNew
    },
  }
  const groups: SeedTable<GroupContent, SeedEntry<GroupContent> & { groupType: number }> = {
    kind: SEED_KIND.templateGroup,
    async read(tx, rowIds) {
      const rows = await tx
        .select({
          id: workflowAnalysisGroups.id,
          groupName: workflowAnalysisGroups.groupName,
          groupNameEn: workflowAnalysisGroups.groupNameEn,
          groupContentZh: workflowAnalysisGroups.groupContentZh,
          groupContentEn: workflowAnalysisGroups.groupContentEn,
          additionalModules: workflowAnalysisGroups.additionalModules,
          inQuickAnalysis: workflowAnalysisGroups.inQuickAnalysis,
          quickParamsFormId: workflowAnalysisGroups.quickParamsFormId,
          sort: workflowAnalysisGroups.sort,
        })
        .from(workflowAnalysisGroups)
        .where(inArray(workflowAnalysisGroups.id, rowIds))
      return new Map(rows.map(({ id, ...content }) => [id, content]))
    },
    async insert(tx, { content, groupType }) {
      const [row] = await tx
        .insert(workflowAnalysisGroups)
        .values({ workflowId, groupType, ...content })
        .returning({ id: workflowAnalysisGroups.id })
      return row.id
    },
    async write(tx, rowId, content) {
      await tx
        .update(workflowAnalysisGroups)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(workflowAnalysisGroups.id, rowId))
    },
    async findUnrecorded(tx, { content, groupType }) {
      const [row] = await tx
        .select({ id: workflowAnalysisGroups.id })
        .from(workflowAnalysisGroups)
        .where(
          and(
            eq(workflowAnalysisGroups.workflowId, workflowId),
            eq(workflowAnalysisGroups.groupType, groupType),
            eq(workflowAnalysisGroups.groupName, content.groupName),
          ),
        )
        .orderBy(asc(workflowAnalysisGroups.id))
        .limit(1)
      return row?.id ?? deletedOrNew
    },
    // A group's type is its behaviour (the panel the project page shows), which the code owns.
    async updateCodeOwned(tx, rowId, { groupType }) {
      await tx
        .update(workflowAnalysisGroups)
        .set({ groupType, updatedAt: sql`now()` })
        .where(and(eq(workflowAnalysisGroups.id, rowId), ne(workflowAnalysisGroups.groupType, groupType)))
    },
  }
  const items: SeedTable<ItemContent, SeedEntry<ItemContent> & { groupId: number }> = {
    kind: SEED_KIND.templateItem,
    async read(tx, rowIds) {
      const rows = await tx
        .select({
          id: workflowAnalysisItems.id,
          analysisName: workflowAnalysisItems.analysisName,
          analysisNameEn: workflowAnalysisItems.analysisNameEn,
          toolId: workflowAnalysisItems.toolId,
          sort: workflowAnalysisItems.sort,
          runSettings: workflowAnalysisItems.runSettings,
          inQuickAnalysis: workflowAnalysisItems.inQuickAnalysis,
          isQuickRequired: workflowAnalysisItems.isQuickRequired,
          condition1: workflowAnalysisItems.condition1,
          sampleTotalNumber: workflowAnalysisItems.sampleTotalNumber,
          condition2: workflowAnalysisItems.condition2,
          sampleInGroupNumber: workflowAnalysisItems.sampleInGroupNumber,
          condition3: workflowAnalysisItems.condition3,
          sampleCompareGroupNumber: workflowAnalysisItems.sampleCompareGroupNumber,
          dependencyItemIds: workflowAnalysisItems.dependencyItemIds,
        })
        .from(workflowAnalysisItems)
        .where(inArray(workflowAnalysisItems.id, rowIds))
      return new Map(rows.map(({ id, ...content }) => [id, content]))
    },
    async insert(tx, { content, groupId }) {
      const [row] = await tx
        .insert(workflowAnalysisItems)
        .values({ groupId, ...content })
        .returning({ id: workflowAnalysisItems.id })
      return row.id
    },
    async write(tx, rowId, content) {
      await tx
        .update(workflowAnalysisItems)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(workflowAnalysisItems.id, rowId))
    },
    async findUnrecorded(tx, { content, groupId }) {
      const [row] = await tx
        .select({ id: workflowAnalysisItems.id })
        .from(workflowAnalysisItems)
        .where(and(eq(workflowAnalysisItems.groupId, groupId), eq(workflowAnalysisItems.toolId, content.toolId!)))
        .orderBy(asc(workflowAnalysisItems.id))
        .limit(1)
      return row?.id ?? deletedOrNew
    },
  }
  const guides: SeedTable<GuideContent> = {
    kind: SEED_KIND.projectGuide,
    async read(tx, rowIds) {
      const rows = await tx
        .select({
          id: projectGuides.id,
          icon: projectGuides.icon,
          title: projectGuides.title,
          titleEn: projectGuides.titleEn,
          description: projectGuides.description,
          descriptionEn: projectGuides.descriptionEn,
          url: projectGuides.url,
          sort: projectGuides.sort,
        })
        .from(projectGuides)
        .where(inArray(projectGuides.id, rowIds))
      return new Map(
        rows.map(({ id, titleEn, descriptionEn, ...content }) => [
          id,
          { ...content, titleEn: titleEn || undefined, descriptionEn: descriptionEn || undefined },
        ]),
      )
    },
    async insert(tx, { content }) {
      const [row] = await tx
        .insert(projectGuides)
        .values({ workflowId, ...content, titleEn: content.titleEn ?? '', descriptionEn: content.descriptionEn ?? '' })
        .returning({ id: projectGuides.id })
      return row.id
    },
    async write(tx, rowId, content) {
      await tx
        .update(projectGuides)
        .set({
          ...content,
          titleEn: content.titleEn ?? '',
          descriptionEn: content.descriptionEn ?? '',
          updatedAt: sql`now()`,
        })
        .where(eq(projectGuides.id, rowId))
    },
    async findUnrecorded(tx, { content }) {
      const [row] = await tx
        .select({ id: projectGuides.id })
        .from(projectGuides)
        .where(and(eq(projectGuides.workflowId, workflowId), eq(projectGuides.title, content.title)))
        .orderBy(asc(projectGuides.id))
        .limit(1)
      return row?.id ?? deletedOrNew
    },
  }
  return { forms: forms_, groups, items, guides }
}

/** The microbial diversity workflow's template and guide cards (`seedWorkflowTemplate`). */
export async function seedMicrobialDiversityTemplate(
  db: Database,
  template: readonly TemplateGroup[] = MICROBIAL_DIVERSITY_TEMPLATE,
): Promise<void> {
  await seedWorkflowTemplate(db, 'microbial-diversity', template, MICROBIAL_DIVERSITY_GUIDES)
}

/**
 * Gives a seeded workflow its project template (groups, items and their one-click parameter forms)
 * and guide cards, each row keyed by codes (`templateKey`), inserted once and following later
 * releases only while staff have not edited it. Runs after the tools are seeded, since items and
 * guides point at tools by script class name; a tool that is missing leaves its item or guide out,
 * and a group staff deleted takes its items with it.
 */
export async function seedWorkflowTemplate(
  db: Database,
  workflowCode: SeededWorkflow['code'],
  template: readonly TemplateGroup[],
  guides: readonly TemplateGuide[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const workflow = await findSeededWorkflow(tx, workflowCode)
    if (!workflow) return
    const [anyGroup] = await tx
      .select({ id: workflowAnalysisGroups.id })
      .from(workflowAnalysisGroups)
      .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
      .limit(1)
    const tables = templateTables(workflow.id, anyGroup !== undefined)
    const toolId = await findSeededTools(tx, [
      ...template.flatMap((group) => (group.items ?? []).map((i) => i.scriptClassName)),
      ...guides.flatMap((guide) => (guide.toolOf ? [guide.toolOf] : [])),
    ])
    const groupKey = (group: TemplateGroup) => templateKey(workflowCode, group.code)

    const formIds = await seedRows(
      tx,
      tables.forms,
      template.flatMap((group) => {
        const paramsForm = group.quick?.paramsForm
        return paramsForm
          ? [
              {
                key: groupKey(group),
                name: paramsForm.name,
                content: { description: group.nameEn, fields: paramsForm.fields },
              },
            ]
          : []
      }),
    )
    const groupIds = await seedRows(
      tx,
      tables.groups,
      template.map((group, groupIndex) => ({
        key: groupKey(group),
        groupType: group.type,
        content: {
          groupName: group.name,
          groupNameEn: group.nameEn,
          groupContentZh: group.contentZh ?? '',
          groupContentEn: group.contentEn ?? '',
          additionalModules: group.modules ?? [],
          inQuickAnalysis: group.quick !== undefined,
          quickParamsFormId: formIds.get(groupKey(group))?.rowId ?? null,
          sort: groupIndex + 1,
        },
      })),
    )
    await seedRows(
      tx,
      tables.items,
      template.flatMap((group) => {
        const groupId = groupIds.get(groupKey(group))?.rowId
        if (groupId === undefined) return []
        return (group.items ?? []).flatMap((templateItem, itemIndex) => {
          const itemToolId = toolId.get(templateItem.scriptClassName)
          if (itemToolId === undefined) return []
          const conditions = templateItem.quick?.conditions
          return [
            {
              key: templateKey(workflowCode, group.code, templateItem.scriptClassName),
              groupId,
              content: {
                analysisName: templateItem.name,
                analysisNameEn: templateItem.nameEn,
                toolId: itemToolId,
                sort: itemIndex + 1,
                runSettings: templateItem.runSettings,
                inQuickAnalysis: group.quick !== undefined,
                isQuickRequired: templateItem.quick?.required ?? false,
                condition1: conditions?.condition1 ?? CONDITION_OPERATOR.none,
                sampleTotalNumber: conditions?.sampleTotalNumber ?? 0,
                condition2: conditions?.condition2 ?? CONDITION_OPERATOR.none,
                sampleInGroupNumber: conditions?.sampleInGroupNumber ?? 0,
                condition3: conditions?.condition3 ?? CONDITION_OPERATOR.none,
                sampleCompareGroupNumber: conditions?.sampleCompareGroupNumber ?? 0,
                dependencyItemIds: [],
              },
            },
          ]
        })
      }),
    )
    await seedRows(
      tx,
      tables.guides,
      guides.flatMap((guide, index) => {
        const guideToolId = guide.toolOf ? toolId.get(guide.toolOf) : undefined
        const url = guide.toolOf
          ? guideToolId === undefined
            ? null
            : `/tool/${guideToolId}`
          : guide.tutorial
            ? wikiTutorialUrl(env().PROVIDER_WEBSITE_URL, guide.tutorial)
            : guide.url
        return url
          ? [
              {
                key: templateKey(workflowCode, 'guide', guide.code),
                content: {
                  icon: guide.icon,
                  title: guide.title,
                  titleEn: guide.titleEn,
                  description: guide.description,
                  descriptionEn: guide.descriptionEn,
                  url,
                  sort: index + 1,
                },
              },
            ]
          : []
      }),
    )
  })
}
