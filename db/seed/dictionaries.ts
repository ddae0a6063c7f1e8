import type { Database } from '../client'
import { dictionaryItems } from '../schema/dictionary'

interface DictionaryEntry {
  code: string | number
  name: string
  nameEn: string
}

/**
 * The dictionaries and enumerations the spec lists, with names in both languages. Codes are the
 * stored values (the same numbers as the schema's enumerations); `sort` is the list order.
 */
export const SEEDED_DICTIONARIES: Record<string, DictionaryEntry[]> = {
  ToolType: [
    { code: 0, name: '云图表', nameEn: 'Cloud chart' },
    { code: 1, name: '云分析 / 一键分析', nameEn: 'Cloud analysis / one-click' },
    { code: 2, name: '预定义工具', nameEn: 'Predefined tool' },
    { code: 3, name: '超链接工具', nameEn: 'Hyperlink tool' },
    { code: 4, name: 'JS 工具', nameEn: 'JS tool' },
    { code: 5, name: 'JS 工具（后台计算）', nameEn: 'JS tool with backend calculation' },
  ],
  ToolPublishStatus: [
    { code: 0, name: '未发布', nameEn: 'Unpublished' },
    { code: 1, name: '已发布', nameEn: 'Published' },
    { code: 2, name: '待发布', nameEn: 'Pending publish' },
    { code: 3, name: '内部测试', nameEn: 'Internal test' },
  ],
  ToolRunStatus: [
    { code: 0, name: '初始化', nameEn: 'Init' },
    { code: 1, name: '排队中', nameEn: 'Queueing' },
    { code: 100, name: '运行中', nameEn: 'In queue / running' },
    { code: 200, name: '处理中', nameEn: 'Processing' },
    { code: 400, name: '错误', nameEn: 'Error' },
    { code: 700, name: '无需同步', nameEn: 'No need to sync' },
    { code: 790, name: '完成但有错误', nameEn: 'Completed with error' },
    { code: 800, name: '成功', nameEn: 'Success' },
    { code: 900, name: '已审核', nameEn: 'Reviewed' },
  ],
  ToolErrorCode: [
    { code: 1001, name: '参数校验错误', nameEn: 'Parameter validation error' },
    { code: 1002, name: '数据校验错误', nameEn: 'Data validation error' },
    { code: 1003, name: '绘图错误', nameEn: 'Drawing error' },
    { code: 1004, name: '分析错误', nameEn: 'Analysis error' },
    { code: 1005, name: '数据上传错误', nameEn: 'Data upload error' },
    { code: 1006, name: '数据下载错误', nameEn: 'Data download error' },
  ],
  AnalysisStatus: [
    { code: 0, name: '待处理', nameEn: 'To be processed' },
    { code: 1, name: '处理中', nameEn: 'Processing' },
    { code: 2, name: '已完成', nameEn: 'Completed' },
    { code: 3, name: '失败', nameEn: 'Failed' },
  ],
  AnalysisGroupType: [
    { code: 1, name: '项目概况', nameEn: 'Project overview' },
    { code: 2, name: '工具组', nameEn: 'Tools group' },
    { code: 3, name: '富文本', nameEn: 'Rich text' },
    { code: 4, name: '质控', nameEn: 'QC' },
    { code: 5, name: '一键分析', nameEn: 'One-click analysis' },
    { code: 6, name: '附录', nameEn: 'Appendix' },
    { code: 7, name: '参考文献', nameEn: 'Reference' },
    { code: 8, name: '全局数据集', nameEn: 'Global dataset' },
    { code: 999, name: '无', nameEn: 'None' },
  ],
  FeedbackType: [
    { code: 1, name: '建议', nameEn: 'Advice' },
    { code: 2, name: '问题', nameEn: 'Problem' },
    { code: 3, name: '其他', nameEn: 'Other' },
  ],
  FeedbackStatus: [
    { code: 0, name: '已提交', nameEn: 'Submitted' },
    { code: 20, name: '处理中', nameEn: 'In process' },
    { code: 30, name: '待定', nameEn: 'Pending' },
    { code: 40, name: '已解决', nameEn: 'Resolved' },
    { code: 50, name: '未解决', nameEn: 'Unresolved' },
    { code: 100, name: '已关闭', nameEn: 'Closed' },
  ],
  MessageStatus: [
    { code: 0, name: '初始化', nameEn: 'Init' },
    { code: 10, name: '已发送', nameEn: 'Sent' },
    { code: 20, name: '已送达', nameEn: 'Delivered' },
    { code: 99, name: '失败', nameEn: 'Failed' },
  ],
  MessageImportance: [
    { code: 0, name: '低', nameEn: 'Low' },
    { code: 10, name: '中', nameEn: 'Medium' },
    { code: 20, name: '高', nameEn: 'High' },
    { code: 99, name: '紧急', nameEn: 'Urgent' },
  ],
  CourseStatus: [
    { code: 0, name: '未发布', nameEn: 'Unpublished' },
    { code: 1, name: '已发布', nameEn: 'Published' },
  ],
  FormType: [
    { code: 0, name: '动态表单', nameEn: 'Dynamic form' },
    { code: 1, name: '预定义表单', nameEn: 'Predefined form' },
    { code: 2, name: '一键分析表单', nameEn: 'One-click analysis form' },
  ],
  TableDelimiter: [
    { code: 1, name: '制表符', nameEn: 'Tab' },
    { code: 2, name: '逗号', nameEn: 'Comma' },
    { code: 3, name: '分号', nameEn: 'Semicolon' },
    { code: 4, name: '空格', nameEn: 'Space' },
  ],
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
  CollectType: [
    { code: 1, name: '工具', nameEn: 'Tool' },
    { code: 2, name: '课程', nameEn: 'Course' },
    { code: 3, name: '分析流程', nameEn: 'Workflow' },
  ],
}

/** Inserts missing items and leaves existing ones alone, so staff edits survive a restart. */
export async function seedDictionaries(db: Database): Promise<void> {
  const rows = Object.entries(SEEDED_DICTIONARIES).flatMap(([category, entries]) =>
    entries.map((entry, index) => ({
      category,
      code: String(entry.code),
      name: entry.name,
      nameEn: entry.nameEn,
      sort: index + 1,
    })),
  )
  await db
    .insert(dictionaryItems)
    .values(rows)
    .onConflictDoNothing({ target: [dictionaryItems.category, dictionaryItems.code] })
}
