import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { dictionaryItems } from '../schema/dictionary'
import { TOOL_ERROR_CODE, TOOL_RUN_STATUS } from '../../core/tool-runs'
import { FORM_TYPE, TABLE_DELIMITER, TOOL_PUBLISH_STATUS, TOOL_TYPE } from '../../core/tools'
import { COURSE_STATUS } from '../../core/courses'
import { FEEDBACK_STATUS, FEEDBACK_TYPE, MESSAGE_IMPORTANCE, MESSAGE_STATUS } from '../../core/engagement'
import { ANALYSIS_GROUP_TYPE } from '../../core/workflows'
import { ANALYSIS_STATUS } from '../../core/projects'
import { SEED_KIND, type SeedEntry, type SeedTable, seedRows } from './seeded-content'

interface DictionaryEntry {
  code: string | number
  name: string
  nameEn: string
}

/**
 * The entries of a dictionary whose codes core/ defines, in the codes' order. The names object
 * must name every code (null leaves one out), so a new code cannot miss its dictionary entry.
 */
function entriesOf<Codes extends Readonly<Record<string, number | string>>>(
  codes: Codes,
  names: { [Key in keyof Codes]: readonly [name: string, nameEn: string] | null },
): DictionaryEntry[] {
  return Object.entries(codes).flatMap(([key, code]) => {
    const pair = names[key]
    return pair ? [{ code, name: pair[0], nameEn: pair[1] }] : []
  })
}

/**
 * The dictionaries and enumerations the spec lists, with names in both languages. Codes are the
 * stored values (core/ defines those the schema checks); `sort` is the list order.
 */
export const SEEDED_DICTIONARIES: Record<string, DictionaryEntry[]> = {
  ToolType: entriesOf(TOOL_TYPE, {
    cloudChart: ['云图表', 'Cloud chart'],
    cloudAnalysis: ['云分析 / 一键分析', 'Cloud analysis / one-click'],
    predefined: ['预定义工具', 'Predefined tool'],
    hyperlink: ['超链接工具', 'Hyperlink tool'],
    jsTool: ['JS 工具', 'JS tool'],
    jsToolWithBackend: ['JS 工具（后台计算）', 'JS tool with backend calculation'],
  }),
  ToolPublishStatus: entriesOf(TOOL_PUBLISH_STATUS, {
    unpublished: ['未发布', 'Unpublished'],
    published: ['已发布', 'Published'],
    pendingPublish: ['待发布', 'Pending publish'],
    internalTest: ['内部测试', 'Internal test'],
  }),
  ToolRunStatus: entriesOf(TOOL_RUN_STATUS, {
    init: ['初始化', 'Init'],
    queueing: ['排队中', 'Queueing'],
    running: ['运行中', 'In queue / running'],
    processing: ['处理中', 'Processing'],
    error: ['错误', 'Error'],
    noNeedToSync: ['无需同步', 'No need to sync'],
    completedWithError: ['完成但有错误', 'Completed with error'],
    success: ['成功', 'Success'],
    reviewed: ['已审核', 'Reviewed'],
  }),
  ToolErrorCode: entriesOf(TOOL_ERROR_CODE, {
    parameterValidation: ['参数校验错误', 'Parameter validation error'],
    dataValidation: ['数据校验错误', 'Data validation error'],
    drawing: ['绘图错误', 'Drawing error'],
    analysis: ['分析错误', 'Analysis error'],
    dataUpload: ['数据上传错误', 'Data upload error'],
    dataDownload: ['数据下载错误', 'Data download error'],
    // The spec's dictionary lists 1001-1006; 000X only labels a run page whose tool never ran.
    notPerformed: null,
  }),
  AnalysisStatus: entriesOf(ANALYSIS_STATUS, {
    toBeProcessed: ['待处理', 'To be processed'],
    processing: ['处理中', 'Processing'],
    completed: ['已完成', 'Completed'],
    failed: ['失败', 'Failed'],
  }),
  AnalysisGroupType: entriesOf(ANALYSIS_GROUP_TYPE, {
    projectOverview: ['项目概况', 'Project overview'],
    tools: ['工具组', 'Tools group'],
    richText: ['富文本', 'Rich text'],
    qc: ['质控', 'QC'],
    oneClickAnalysis: ['一键分析', 'One-click analysis'],
    appendix: ['附录', 'Appendix'],
    reference: ['参考文献', 'Reference'],
    globalDataset: ['全局数据集', 'Global dataset'],
    none: ['无', 'None'],
  }),
  FeedbackType: entriesOf(FEEDBACK_TYPE, {
    advice: ['建议', 'Advice'],
    problem: ['问题', 'Problem'],
    other: ['其他', 'Other'],
  }),
  FeedbackStatus: entriesOf(FEEDBACK_STATUS, {
    submitted: ['已提交', 'Submitted'],
    inProcess: ['处理中', 'In process'],
    pending: ['待定', 'Pending'],
    resolved: ['已解决', 'Resolved'],
    unresolved: ['未解决', 'Unresolved'],
    closed: ['已关闭', 'Closed'],
  }),
  MessageStatus: entriesOf(MESSAGE_STATUS, {
    init: ['初始化', 'Init'],
    sent: ['已发送', 'Sent'],
    delivered: ['已送达', 'Delivered'],
    failed: ['失败', 'Failed'],
  }),
  MessageImportance: entriesOf(MESSAGE_IMPORTANCE, {
    low: ['低', 'Low'],
    medium: ['中', 'Medium'],
    high: ['高', 'High'],
    urgent: ['紧急', 'Urgent'],
  }),
  CourseStatus: entriesOf(COURSE_STATUS, {
    unpublished: ['未发布', 'Unpublished'],
    published: ['已发布', 'Published'],
  }),
  FormType: entriesOf(FORM_TYPE, {
    dynamic: ['动态表单', 'Dynamic form'],
    predefined: ['预定义表单', 'Predefined form'],
    oneClick: ['一键分析表单', 'One-click analysis form'],
  }),
  TableDelimiter: entriesOf(TABLE_DELIMITER, {
    tab: ['制表符', 'Tab'],
    comma: ['逗号', 'Comma'],
    semicolon: ['分号', 'Semicolon'],
    space: ['空格', 'Space'],
  }),
  TaxonomyType: ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species'].map((rank, index) => ({
    code: rank,
    name: ['界', '门', '纲', '目', '科', '属', '种'][index],
    nameEn: rank,
  })),
  OtuAsvType: [
    { code: 10, name: 'OTU', nameEn: 'OTU' },
    { code: 20, name: 'ASV', nameEn: 'ASV' },
  ],
  FlatteningType: [
    { code: 0, name: '不抽平', nameEn: 'None' },
    { code: 1, name: '按最小样本序列数抽平', nameEn: 'To the smallest sample depth' },
    { code: 2, name: '自定义抽平数', nameEn: 'Custom depth' },
  ],
  OcaStatus: [
    { code: 0, name: '等待中', nameEn: 'Waiting' },
    { code: 1, name: '运行中', nameEn: 'Running' },
    { code: 2, name: '成功', nameEn: 'Success' },
    { code: 3, name: '失败', nameEn: 'Failed' },
  ],
  ConditionOperator: [
    { code: 1, name: '大于', nameEn: 'Greater than' },
    { code: 2, name: '等于', nameEn: 'Equal' },
    { code: 3, name: '至少', nameEn: 'At least' },
    { code: 4, name: '小于', nameEn: 'Less than' },
    { code: 5, name: '至多', nameEn: 'At most' },
    { code: 6, name: '不等于', nameEn: 'Not equal' },
  ],
  SolutionType: [
    { code: 10, name: '分组方案', nameEn: 'Group solution' },
    { code: 20, name: '比较方案', nameEn: 'Compare solution' },
  ],
  QcStatus: [
    { code: 'Pass', name: '通过', nameEn: 'Pass' },
    { code: 'Warn', name: '警告', nameEn: 'Warn' },
    { code: 'Fail', name: '失败', nameEn: 'Fail' },
  ],
  AccountType: [
    { code: 0, name: '外部客户', nameEn: 'External customer' },
    { code: 1, name: '内部员工', nameEn: 'Internal staff' },
  ],
  // The course list's three classifications (COURSE_DICTIONARY in core/courses.ts); staff add more on /setting/code.
  CourseCategory: [
    { code: 'basics', name: '入门课程', nameEn: 'Getting started' },
    { code: 'analysis', name: '数据分析', nameEn: 'Data analysis' },
    { code: 'platform', name: '平台使用', nameEn: 'Using the platform' },
    { code: 'amplicon', name: '扩增子分析', nameEn: 'Amplicon analysis' },
    { code: 'statistics', name: '统计与可视化', nameEn: 'Statistics and charts' },
  ],
  ProductType: [
    { code: '16s', name: '16S rRNA 扩增子测序', nameEn: '16S rRNA amplicon sequencing' },
    { code: 'its', name: 'ITS 扩增子测序', nameEn: 'ITS amplicon sequencing' },
    { code: 'metagenome', name: '宏基因组测序', nameEn: 'Metagenome sequencing' },
    { code: 'transcriptome', name: '转录组测序', nameEn: 'Transcriptome sequencing' },
  ],
  CourseType: [
    { code: 'beginner', name: '入门', nameEn: 'Beginner' },
    { code: 'advanced', name: '进阶', nameEn: 'Advanced' },
  ],
  CollectType: [
    { code: 1, name: '工具', nameEn: 'Tool' },
    { code: 2, name: '课程', nameEn: 'Course' },
    { code: 3, name: '分析流程', nameEn: 'Workflow' },
  ],
}

/** What staff own of a dictionary item: its names and place. Its category and code are what code stores. */
interface DictionaryItemContent {
  name: string
  nameEn: string
  sort: number
}

const dictionaryItemKey = (category: string, code: string) => `${category}/${code}`

const dictionaryItemTable: SeedTable<
  DictionaryItemContent,
  SeedEntry<DictionaryItemContent> & { category: string; code: string }
> = {
  kind: SEED_KIND.dictionaryItem,
  async read(tx, rowIds) {
    const rows = await tx
      .select({
        id: dictionaryItems.id,
        name: dictionaryItems.name,
        nameEn: dictionaryItems.nameEn,
        sort: dictionaryItems.sort,
      })
      .from(dictionaryItems)
      .where(inArray(dictionaryItems.id, rowIds))
    return new Map(rows.map(({ id, ...content }) => [id, content]))
  },
  async insert(tx, { category, code, content }) {
    const [row] = await tx
      .insert(dictionaryItems)
      .values({ category, code, ...content })
      .onConflictDoNothing({ target: [dictionaryItems.category, dictionaryItems.code] })
      .returning({ id: dictionaryItems.id })
    return row?.id
  },
  async write(tx, rowId, content) {
    await tx
      .update(dictionaryItems)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(dictionaryItems.id, rowId))
  },
  // Earlier releases inserted missing items at every start, so one not found is new, never deleted.
  async findUnrecorded(tx, { category, code }) {
    const [row] = await tx
      .select({ id: dictionaryItems.id })
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.category, category), eq(dictionaryItems.code, code)))
    return row?.id
  },
}

/** Inserts the dictionaries' items once; later releases update those staff have not edited. */
export async function seedDictionaries(db: Database): Promise<void> {
  const entries = Object.entries(SEEDED_DICTIONARIES).flatMap(([category, items]) =>
    items.map((item, index) => {
      const code = String(item.code)
      return {
        key: dictionaryItemKey(category, code),
        category,
        code,
        content: { name: item.name, nameEn: item.nameEn, sort: index + 1 },
      }
    }),
  )
  await db.transaction((tx) => seedRows(tx, dictionaryItemTable, entries))
}
