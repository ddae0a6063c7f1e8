import { and, eq, inArray } from 'drizzle-orm'
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
import { forms, tools } from '../schema/tools'
import type { FormField } from '../../core/tools'
import { projectGuides, workflowAnalysisGroups, workflowAnalysisItems, workflows } from '../schema/workflows'
import {
  APPENDIX_EN,
  APPENDIX_ZH,
  METHODS_EN,
  METHODS_ZH,
  REFERENCES_EN,
  REFERENCES_ZH,
} from './microbial-diversity-texts'

/**
 * The published cloud analysis workflows every installation starts with (spec 02 §2.2). Labels
 * are the technical terms a customer searches for, written the same in both languages.
 */
export const SEEDED_WORKFLOWS = [
  {
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

/**
 * Inserts the seeded workflows, active and published, into an empty catalogue. After the first
 * start staff own the rows: a workflow they rename must not come back as a duplicate, nor one they
 * delete come back at all.
 */
export async function seedWorkflows(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [anyWorkflow] = await tx.select({ id: workflows.id }).from(workflows).limit(1)
    if (anyWorkflow) return
    await tx
      .insert(workflows)
      .values(SEEDED_WORKFLOWS.map((workflow) => ({ ...workflow, isActive: true, isPublish: true })))
  })
}

/** The microbial diversity workflow, found by its English title (staff edit the Chinese one more often). */
export const MICROBIAL_DIVERSITY_TITLE_EN = SEEDED_WORKFLOWS[0].titleEn

/** An item of a seeded template: the tool (by its script class name), its name and its runs. */
interface TemplateItem {
  scriptClassName: string
  name: string
  nameEn: string
  runSettings: AnalysisRunSetting[]
  /** Script class names of earlier items of the template this one needs finished first. */
  dependsOn: string[]
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

interface TemplateGroup {
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
function item(
  scriptClassName: string,
  name: string,
  nameEn: string,
  runSettings: AnalysisRunSetting[] = [],
  dependsOn: string[] = [],
  quick: TemplateItem['quick'] = {},
): TemplateItem {
  return { scriptClassName, name, nameEn, runSettings, dependsOn, quick }
}

// One-click analysis conditions (spec 03 §5). Group comparisons need at least two groups; LEfSe's
// per-class tests need three samples in each group; an ordination of three samples or fewer says nothing.
const AT_LEAST_TWO_GROUPS: QuickConditions = { condition3: CONDITION_OPERATOR.atLeast, sampleCompareGroupNumber: 2 }
const MORE_THAN_THREE_SAMPLES: QuickConditions = { condition1: CONDITION_OPERATOR.greaterThan, sampleTotalNumber: 3 }

function run(
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
  { name: '项目概况', nameEn: 'Project overview', type: ANALYSIS_GROUP_TYPE.projectOverview },
  { name: '质控', nameEn: 'QC', type: ANALYSIS_GROUP_TYPE.qc },
  {
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
    name: 'Alpha 多样性',
    nameEn: 'Alpha diversity',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [
      // Every one-click analysis reports the alpha indices: the first look at any grouping.
      item('AlphaDiversity', 'Alpha 多样性指数', 'Alpha diversity indices', [], [], { required: true }),
      item('RarefactionCurves', '稀释曲线', 'Rarefaction curves'),
    ],
  },
  {
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
        ],
      },
    },
    items: [
      item(
        'BetaDiversityPCoA',
        'PCoA 分析',
        'PCoA',
        [run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis' }), ...unifracRuns()],
        [],
        { conditions: MORE_THAN_THREE_SAMPLES },
      ),
      item(
        'NMDSPlot',
        'NMDS 分析',
        'NMDS',
        [run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis' }), ...unifracRuns()],
        [],
        { conditions: MORE_THAN_THREE_SAMPLES },
      ),
      item('SampleClusteringTree', '样本聚类树 (UPGMA)', 'Sample clustering tree (UPGMA)', [
        run('Bray-Curtis', 'Bray-Curtis', { metric: 'braycurtis', linkage: 'average' }),
        ...unifracRuns({ linkage: 'average' }).slice(0, 1),
      ]),
    ],
  },
  {
    name: '共有与特有物种',
    nameEn: 'Shared features',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [item('SharedFeatures', '韦恩图与 UpSet 图', 'Venn and UpSet', [run('OTU', 'OTU', { level: 'feature' })])],
  },
  {
    name: '差异分析',
    nameEn: 'Differential abundance',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [
      item('LefseLDA', 'LEfSe 差异物种', 'LEfSe', [run('属', 'Genus', { level: 'Genus' })], [], {
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
        [],
        { conditions: AT_LEAST_TWO_GROUPS },
      ),
    ],
  },
  {
    name: '一键分析',
    nameEn: 'One-click analysis',
    type: ANALYSIS_GROUP_TYPE.oneClickAnalysis,
    modules: [ADDITIONAL_MODULE.otu, ADDITIONAL_MODULE.compareSolution],
  },
  {
    name: '全局数据',
    nameEn: 'Global dataset',
    type: ANALYSIS_GROUP_TYPE.globalDataset,
    modules: [ADDITIONAL_MODULE.otu, ADDITIONAL_MODULE.compareSolution],
  },
  {
    name: '分析方法',
    nameEn: 'Methods',
    type: ANALYSIS_GROUP_TYPE.richText,
    contentZh: METHODS_ZH,
    contentEn: METHODS_EN,
  },
  {
    name: '附录',
    nameEn: 'Appendix',
    type: ANALYSIS_GROUP_TYPE.appendix,
    contentZh: APPENDIX_ZH,
    contentEn: APPENDIX_EN,
  },
  {
    name: '参考文献',
    nameEn: 'References',
    type: ANALYSIS_GROUP_TYPE.reference,
    contentZh: REFERENCES_ZH,
    contentEn: REFERENCES_EN,
  },
]

/** Guide cards of the workflow's projects; `toolOf` names the tool whose page the card opens. */
const MICROBIAL_DIVERSITY_GUIDES = [
  {
    icon: PROJECT_GUIDE_ICON.icon01,
    title: '如何解读物种组成图',
    description: '堆叠柱状图中每根柱是一个样本（或分组），颜色是丰度最高的类群；在工具页可换分类水平重新作图。',
    toolOf: 'TaxonomyComposition',
  },
  {
    icon: PROJECT_GUIDE_ICON.icon02,
    title: 'Alpha 多样性与测序深度',
    description: '先看稀释曲线是否趋于平坦，再比较各组的 Shannon、Chao1 等指数及 Kruskal-Wallis 检验结果。',
    toolOf: 'RarefactionCurves',
  },
  {
    icon: PROJECT_GUIDE_ICON.icon03,
    title: '用 PCoA 比较样本群落',
    description: '点越近群落越相似；PERMANOVA 与 ANOSIM 的 p 值说明分组是否解释了样本间差异。',
    toolOf: 'BetaDiversityPCoA',
  },
  {
    icon: PROJECT_GUIDE_ICON.icon04,
    title: '学习课程',
    description: '从零开始学习扩增子数据分析的视频课程。',
    url: '/course',
  },
]

/** The seeded microbial diversity workflow (the oldest of that English title), if staff have not deleted it. */
export async function findMicrobialDiversityWorkflow(db: Database | Transaction): Promise<{ id: number } | undefined> {
  const [workflow] = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
    .orderBy(workflows.id)
    .limit(1)
  return workflow
}

/**
 * A template seeded before groups and items had English names gets them (where an administrator has
 * not set one); projects made from it before keep showing the Chinese names.
 */
async function backfillEnglishNames(tx: Transaction, workflowId: number): Promise<void> {
  // Once backfilled, a start reads one row and writes nothing.
  const [unnamed] = await tx
    .select({ id: workflowAnalysisGroups.id })
    .from(workflowAnalysisGroups)
    .where(and(eq(workflowAnalysisGroups.workflowId, workflowId), eq(workflowAnalysisGroups.groupNameEn, '')))
    .limit(1)
  if (!unnamed) return
  for (const group of MICROBIAL_DIVERSITY_TEMPLATE) {
    await tx
      .update(workflowAnalysisGroups)
      .set({ groupNameEn: group.nameEn })
      .where(
        and(
          eq(workflowAnalysisGroups.workflowId, workflowId),
          eq(workflowAnalysisGroups.groupName, group.name),
          eq(workflowAnalysisGroups.groupNameEn, ''),
        ),
      )
    for (const templateItem of group.items ?? [])
      await tx
        .update(workflowAnalysisItems)
        .set({ analysisNameEn: templateItem.nameEn })
        .where(
          and(
            eq(workflowAnalysisItems.analysisName, templateItem.name),
            eq(workflowAnalysisItems.analysisNameEn, ''),
            inArray(
              workflowAnalysisItems.groupId,
              tx
                .select({ id: workflowAnalysisGroups.id })
                .from(workflowAnalysisGroups)
                .where(eq(workflowAnalysisGroups.workflowId, workflowId)),
            ),
          ),
        )
  }
}

/**
 * Gives the microbial diversity workflow its project template and guide cards, once: only while the
 * workflow has no groups (staff edit the template afterwards; a second start must not add to it).
 * Runs after the tools are seeded, since items and guides point at tools by script class name; a
 * tool that is missing leaves its item out.
 */
export async function seedMicrobialDiversityTemplate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const workflow = await findMicrobialDiversityWorkflow(tx)
    if (!workflow) return
    const [anyGroup] = await tx
      .select({ id: workflowAnalysisGroups.id })
      .from(workflowAnalysisGroups)
      .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
      .limit(1)
    if (anyGroup) return backfillEnglishNames(tx, workflow.id)

    const classNames = [
      ...MICROBIAL_DIVERSITY_TEMPLATE.flatMap((group) => (group.items ?? []).map((i) => i.scriptClassName)),
      ...MICROBIAL_DIVERSITY_GUIDES.flatMap((guide) => (guide.toolOf ? [guide.toolOf] : [])),
    ]
    const toolRows = await tx
      .select({ id: tools.id, scriptClassName: tools.scriptClassName })
      .from(tools)
      .where(inArray(tools.scriptClassName, classNames))
      .orderBy(tools.id)
    const toolId = new Map<string, number>()
    for (const tool of toolRows)
      if (tool.scriptClassName && !toolId.has(tool.scriptClassName)) toolId.set(tool.scriptClassName, tool.id)

    const templateItemId = new Map<string, number>()
    for (const [groupIndex, group] of MICROBIAL_DIVERSITY_TEMPLATE.entries()) {
      const paramsForm = group.quick?.paramsForm
      const [form] = paramsForm
        ? await tx
            .insert(forms)
            .values({ name: paramsForm.name, fields: paramsForm.fields, description: group.nameEn })
            .onConflictDoUpdate({ target: forms.name, set: { fields: paramsForm.fields } })
            .returning({ id: forms.id })
        : []
      const [groupRow] = await tx
        .insert(workflowAnalysisGroups)
        .values({
          workflowId: workflow.id,
          groupName: group.name,
          groupNameEn: group.nameEn,
          groupType: group.type,
          groupContentZh: group.contentZh ?? '',
          groupContentEn: group.contentEn ?? '',
          additionalModules: group.modules ?? [],
          inQuickAnalysis: group.quick !== undefined,
          quickParamsFormId: form?.id ?? null,
          sort: groupIndex + 1,
        })
        .returning({ id: workflowAnalysisGroups.id })
      for (const [itemIndex, templateItem] of (group.items ?? []).entries()) {
        const id = toolId.get(templateItem.scriptClassName)
        if (id === undefined) continue
        const [itemRow] = await tx
          .insert(workflowAnalysisItems)
          .values({
            groupId: groupRow.id,
            analysisName: templateItem.name,
            analysisNameEn: templateItem.nameEn,
            toolId: id,
            sort: itemIndex + 1,
            runSettings: templateItem.runSettings,
            inQuickAnalysis: group.quick !== undefined,
            isQuickRequired: templateItem.quick?.required ?? false,
            ...templateItem.quick?.conditions,
            dependencyItemIds: templateItem.dependsOn.flatMap((name) => templateItemId.get(name) ?? []),
          })
          .returning({ id: workflowAnalysisItems.id })
        templateItemId.set(templateItem.scriptClassName, itemRow.id)
      }
    }

    const guides = MICROBIAL_DIVERSITY_GUIDES.flatMap((guide, index) => {
      const url = guide.toolOf ? (toolId.has(guide.toolOf) ? `/tool/${toolId.get(guide.toolOf)}` : null) : guide.url
      return url
        ? [
            {
              workflowId: workflow.id,
              icon: guide.icon,
              title: guide.title,
              description: guide.description,
              url,
              sort: index + 1,
            },
          ]
        : []
    })
    if (guides.length > 0) await tx.insert(projectGuides).values(guides)
  })
}
