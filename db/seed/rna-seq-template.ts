import type { Database } from '../client'
import { ADDITIONAL_MODULE, ANALYSIS_GROUP_TYPE, CONDITION_OPERATOR, PROJECT_GUIDE_ICON } from '../../core/workflows'
import { seedReportTemplate } from './report-templates'
import {
  RNA_SEQ_APPENDIX_EN,
  RNA_SEQ_APPENDIX_ZH,
  RNA_SEQ_METHODS_EN,
  RNA_SEQ_METHODS_ZH,
  RNA_SEQ_REFERENCES_EN,
  RNA_SEQ_REFERENCES_ZH,
  RNA_SEQ_REPORT_TEXTS,
} from './rna-seq-texts'
import {
  AT_LEAST_TWO_GROUPS,
  item,
  run,
  seedWorkflowTemplate,
  type TemplateGroup,
  type TemplateGuide,
} from './workflows'

const WORKFLOW_CODE = 'rna-seq'

/** Differential expression needs two groups and replicates in each: dispersions are estimated from them. */
const TWO_GROUPS_WITH_REPLICATES = {
  ...AT_LEAST_TWO_GROUPS,
  condition2: CONDITION_OPERATOR.atLeast,
  sampleInGroupNumber: 2,
}

/**
 * The eukaryotic reference-based transcriptome (RNA-seq) project template (spec 02 §2.4): from a gene
 * counts table and a sample sheet. The differential expression items run once per control/treatment
 * pair of the project's compare solution (`insertItemTask`), so the compare solution chooses the contrasts.
 */
export const RNA_SEQ_TEMPLATE: TemplateGroup[] = [
  { code: 'overview', name: '项目概况', nameEn: 'Project overview', type: ANALYSIS_GROUP_TYPE.projectOverview },
  { code: 'qc', name: '质控', nameEn: 'QC', type: ANALYSIS_GROUP_TYPE.qc },
  {
    code: 'expression',
    name: '表达分布、样本相关性与 PCA',
    nameEn: 'Expression distribution, sample correlation and PCA',
    type: ANALYSIS_GROUP_TYPE.tools,
    quick: {},
    items: [
      item('ExpressionDistribution', '表达分布与样本相关性', 'Expression distribution and sample correlation', [], {
        required: true,
      }),
    ],
  },
  {
    code: 'differential-expression',
    name: '差异表达',
    nameEn: 'Differential expression',
    type: ANALYSIS_GROUP_TYPE.tools,
    modules: [ADDITIONAL_MODULE.compareSolution],
    quick: {},
    items: [
      item('DifferentialExpressionDESeq2', 'DESeq2 差异表达', 'DESeq2 differential expression', [], {
        conditions: TWO_GROUPS_WITH_REPLICATES,
      }),
      item(
        'DifferentialExpressionEdgeR',
        'edgeR 差异表达',
        'edgeR differential expression',
        [run('拟似然 F 检验', 'Quasi-likelihood F test', { test: 'qlf' })],
        { conditions: TWO_GROUPS_WITH_REPLICATES },
      ),
    ],
  },
  {
    code: 'one-click',
    name: '一键分析',
    nameEn: 'One-click analysis',
    type: ANALYSIS_GROUP_TYPE.oneClickAnalysis,
    modules: [ADDITIONAL_MODULE.compareSolution],
  },
  {
    code: 'global-dataset',
    name: '全局数据',
    nameEn: 'Global dataset',
    type: ANALYSIS_GROUP_TYPE.globalDataset,
    modules: [ADDITIONAL_MODULE.compareSolution],
  },
  {
    code: 'methods',
    name: '分析方法',
    nameEn: 'Methods',
    type: ANALYSIS_GROUP_TYPE.richText,
    contentZh: RNA_SEQ_METHODS_ZH,
    contentEn: RNA_SEQ_METHODS_EN,
  },
  {
    code: 'appendix',
    name: '附录',
    nameEn: 'Appendix',
    type: ANALYSIS_GROUP_TYPE.appendix,
    contentZh: RNA_SEQ_APPENDIX_ZH,
    contentEn: RNA_SEQ_APPENDIX_EN,
  },
  {
    code: 'references',
    name: '参考文献',
    nameEn: 'References',
    type: ANALYSIS_GROUP_TYPE.reference,
    contentZh: RNA_SEQ_REFERENCES_ZH,
    contentEn: RNA_SEQ_REFERENCES_EN,
  },
]

const RNA_SEQ_GUIDES: TemplateGuide[] = [
  {
    code: 'reading-volcano',
    icon: PROJECT_GUIDE_ICON.icon01,
    title: '如何解读火山图',
    description: '横轴为 log2 倍数变化，纵轴为 −log10 p；右上与左上的彩色点为显著上调与下调的基因。',
    titleEn: 'How to read the volcano plot',
    descriptionEn:
      'log2 fold change across, −log10 p up; the coloured points at the upper right and upper left are the significantly up- and down-regulated genes.',
    toolOf: 'VolcanoPlot',
  },
  {
    code: 'choosing-comparisons',
    icon: PROJECT_GUIDE_ICON.icon02,
    title: '用比较方案选择对照与处理',
    description: '在“全局数据”中为分组方案添加比较方案：每个“对照组—处理组”组合做一次差异表达分析。',
    titleEn: 'Choosing comparisons with a compare solution',
    descriptionEn:
      'In "Global dataset", add a compare solution to a group solution: each control–treatment pair gets one differential expression analysis.',
    toolOf: 'DifferentialExpressionDESeq2',
  },
  {
    code: 'course',
    icon: PROJECT_GUIDE_ICON.icon04,
    title: '学习课程',
    description: '从零开始学习转录组数据分析的视频课程。',
    titleEn: 'Courses',
    descriptionEn: 'Video courses on transcriptome data analysis, from the first step.',
    url: '/course',
  },
]

/** The RNA-seq workflow's project template and guide cards (`seedWorkflowTemplate`). */
export async function seedRnaSeqTemplate(
  db: Database,
  template: readonly TemplateGroup[] = RNA_SEQ_TEMPLATE,
): Promise<void> {
  await seedWorkflowTemplate(db, WORKFLOW_CODE, template, RNA_SEQ_GUIDES)
}

/** The RNA-seq workflow's report template in Chinese and English (`seedReportTemplate`). */
export async function seedRnaSeqReportTemplate(db: Database, texts = RNA_SEQ_REPORT_TEXTS): Promise<void> {
  await seedReportTemplate(db, WORKFLOW_CODE, RNA_SEQ_TEMPLATE, texts)
}
