import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { getDb } from './client'
import { groupSampleCounts } from './sample-info-groups'
import { nameInLanguage } from './in-language'
import { languageResources } from './schema/i18n'
import { sampleNameMaps } from './schema/project-tooling'
import {
  analysisBatches,
  analysisTasks,
  orders,
  projectAnalysisGroups,
  projectAnalysisItems,
  type SampleInfo,
} from './schema/projects'
import { toolTasks } from './schema/tools'
import { users } from './schema/users'
import { reportTemplates, workflows, type ReportGroupSetting } from './schema/workflows'
import type {
  AnalysisReport,
  ReportBaseInfoTab,
  ReportChart,
  ReportGroup,
  ReportIndexEntry,
  ReportItem,
  ReportProjectFact,
  ReportRun,
  ReportSection,
} from '../core/analysis-report'
import type { DrawnChartSpec } from '../core/charts/chart-spec'
import { renderResultTexts, type TranslateText } from '../core/result-text'
import { translatorFor } from '../core/translator'
import { mergedTranslations } from './translations'
import { env } from '../core/env'
import { formatReportDate } from '../core/date-time'
import { inLanguage, type Language } from '../core/language'
import { ANALYSIS_STATUS, displayTrackingNumber } from '../core/projects'
import {
  displayNameChartStorageKey,
  displayNamesFingerprint,
  renameSamplesInChart,
  renameSamplesInTable,
} from '../core/sample-display-names'
import { batchStoragePrefix } from '../core/storage-paths'
import { chartPngFileName, type StoredToolResult } from '../core/tool-results'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { ANALYSIS_GROUP_TYPE, runNameInLanguage, type AnalysisRunSetting } from '../core/workflows'

/** Runs whose result the report shows. */
const REPORTED_RUN_STATUSES = [TOOL_RUN_STATUS.success, TOOL_RUN_STATUS.reviewed, TOOL_RUN_STATUS.noNeedToSync]

/** Rows of a result table when no template says otherwise. */
const FALLBACK_TABLE_ROWS = 10

/** The groups of the batch's group column with their sample counts: "Soil (3), Feces (3)". */
function groupsOf(sampleInfo: SampleInfo | null, groupColumn: string | null): string {
  return [...groupSampleCounts(sampleInfo, groupColumn)].map(([group, samples]) => `${group} (${samples})`).join(', ')
}

function customerName(first: string, last: string, email: string, language: Language): string {
  const name = language === 'zh' ? `${last}${first}` : [first, last].filter(Boolean).join(' ')
  return name.trim() || email
}

/** Rows a table shows: the item's setting, else its group's, else the template's; -1 shows every stored row. */
function rowLimit(...candidates: (number | null | undefined)[]): number {
  const limit = candidates.find((value) => value !== null && value !== undefined) ?? FALLBACK_TABLE_ROWS
  return limit < 0 ? Number.POSITIVE_INFINITY : limit
}

/** A decimal a tool stored as text, long enough to be worth shortening. */
const LONG_DECIMAL = /^-?\d+\.\d{5,}(e-?\d+)?$/i

/**
 * A table cell as the report (page and PDF) prints it: integers and text as they are, decimals
 * (numbers, or long decimals stored as text) to four significant digits, in exponent form below
 * 1e-4 and from 1e6, so a column of floats fits a printed page; the TSV download keeps every digit.
 */
export function reportCell(value: string | number | null): string | number | null {
  const number = typeof value === 'number' ? value : value !== null && LONG_DECIMAL.test(value) ? Number(value) : null
  if (number === null || Number.isInteger(number) || !Number.isFinite(number)) return value
  const magnitude = Math.abs(number)
  if (magnitude < 1e-4 || magnitude >= 1e6) return number.toExponential(3)
  return Number(number.toPrecision(4))
}

export interface ReportLoadOptions {
  /** The PDF job draws a renamed chart whose display-name PNG is not drawn yet, so it needs the spec. */
  withChartSpecs?: boolean
  /**
   * The reader's translate function over the merged translations (a page has it at hand); without
   * it the report reads them (`mergedTranslations`). Results are stored without a language: their
   * words are put in the reader's here.
   */
  t?: TranslateText
}

/** A report chart, with the (renamed) spec in the reader's language when asked for. */
export type ReportChartWithSpec = ReportChart & { spec?: DrawnChartSpec }

/**
 * The report of a batch in the reader's language (spec 02 §2.5), or null when there is no such
 * batch. It checks no access: the caller has (the page for its viewer, the PDF job for the reader
 * who asked). Five queries, the last three side by side; results are read only for the runs shown.
 */
export async function loadAnalysisReport(
  analysisId: string,
  language: Language,
  options: ReportLoadOptions = {},
): Promise<AnalysisReport | null> {
  const db = getDb()
  const [batch] = await db
    .select({
      id: analysisBatches.id,
      status: analysisBatches.status,
      projectName: analysisBatches.projectName,
      analysisName: analysisBatches.analysisName,
      baseInfo: analysisBatches.baseInfo,
      sampleInfo: analysisBatches.sampleInfo,
      groupColumn: analysisBatches.groupColumn,
      createdAt: analysisBatches.createdAt,
      projectEndTime: analysisBatches.projectEndTime,
      trackingNumber: orders.trackingNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      workflowTitle: workflows.title,
      workflowTitleEn: workflows.titleEn,
      experimentContentId: reportTemplates.experimentProcessContentId,
      analysisContentId: reportTemplates.analysisProcessContentId,
      introductionContentId: reportTemplates.projectIntroductionContentId,
      defaultTableRows: reportTemplates.defaultTableRows,
      noticeContentId: reportTemplates.noticeContentId,
      groupSettings: reportTemplates.groupSettings,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .innerJoin(users, eq(users.id, analysisBatches.customerId))
    .innerJoin(workflows, eq(workflows.id, analysisBatches.workflowId))
    .leftJoin(reportTemplates, eq(reportTemplates.workflowId, analysisBatches.workflowId))
    .where(eq(analysisBatches.id, analysisId))
  if (!batch) return null

  const trackingNumber = displayTrackingNumber(batch.trackingNumber)
  const report: AnalysisReport = {
    analysisId: batch.id,
    status: batch.status,
    trackingNumber,
    projectName: batch.projectName,
    analysisName: batch.analysisName,
    title: `${trackingNumber} / ${batch.id} - ${batch.analysisName}`,
    cover: {
      trackingNumber,
      analysisId: batch.id,
      customerName: customerName(batch.firstName, batch.lastName, batch.email, language),
      reportDate: batch.projectEndTime ? formatReportDate(batch.projectEndTime) : null,
      contactEmail: env().SERVICE_EMAIL,
    },
    noticeHtml: '',
    sections: [],
    index: [],
    chartCount: 0,
  }
  if (batch.status !== ANALYSIS_STATUS.completed) return report

  // Every project has these, an uploaded one included, so the introduction's base info is never empty.
  const projectFacts: ReportProjectFact[] = [
    { label: 'projectName' as const, value: batch.projectName },
    { label: 'analysisName' as const, value: batch.analysisName },
    { label: 'trackingNumber' as const, value: trackingNumber },
    { label: 'analysisId' as const, value: batch.id },
    { label: 'customer' as const, value: report.cover.customerName },
    { label: 'sampleCount' as const, value: String(Math.max(0, (batch.sampleInfo?.data.length ?? 0) - 1)) },
    { label: 'groups' as const, value: groupsOf(batch.sampleInfo, batch.groupColumn) },
    { label: 'createdAt' as const, value: formatReportDate(batch.createdAt) },
  ].filter((fact) => fact.value !== '')

  const groupRows = await db
    .select({
      groupId: projectAnalysisGroups.id,
      templateGroupId: projectAnalysisGroups.templateGroupId,
      groupName: nameInLanguage(language, projectAnalysisGroups.groupName, projectAnalysisGroups.groupNameEn),
      groupType: projectAnalysisGroups.groupType,
      contentZh: projectAnalysisGroups.groupContentZh,
      contentEn: projectAnalysisGroups.groupContentEn,
      itemId: projectAnalysisItems.id,
      templateItemId: projectAnalysisItems.templateItemId,
      itemName: nameInLanguage(language, projectAnalysisItems.analysisName, projectAnalysisItems.analysisNameEn),
      itemNames: { name: projectAnalysisItems.analysisName, nameEn: projectAnalysisItems.analysisNameEn },
      runSettings: projectAnalysisItems.runSettings,
    })
    .from(projectAnalysisGroups)
    .leftJoin(
      projectAnalysisItems,
      and(eq(projectAnalysisItems.groupId, projectAnalysisGroups.id), eq(projectAnalysisItems.isActive, true)),
    )
    .where(and(eq(projectAnalysisGroups.analysisId, analysisId), eq(projectAnalysisGroups.isActive, true)))
    .orderBy(
      asc(projectAnalysisGroups.sort),
      asc(projectAnalysisGroups.id),
      asc(projectAnalysisItems.sort),
      asc(projectAnalysisItems.id),
    )

  const groupSettings = new Map<number, ReportGroupSetting>(
    (batch.groupSettings ?? []).map((setting) => [setting.groupId, setting]),
  )
  const itemSettings = new Map(
    (batch.groupSettings ?? []).flatMap((setting) => setting.items.map((item) => [item.itemId, item] as const)),
  )
  const contentIds = [
    batch.experimentContentId,
    batch.analysisContentId,
    batch.introductionContentId,
    batch.noticeContentId,
    ...(batch.groupSettings ?? []).flatMap((setting) => [
      setting.reportIntroductionId,
      ...setting.items.map((item) => item.reportIntroductionId),
    ]),
  ].filter((id): id is number => id !== null && id !== undefined)

  const [contents, runRows, nameRows] = await Promise.all([
    contentIds.length
      ? db
          .select({ id: languageResources.id, zh: languageResources.zh, en: languageResources.en })
          .from(languageResources)
          .where(inArray(languageResources.id, contentIds))
      : Promise.resolve([]),
    db
      .select({
        id: toolTasks.id,
        runName: toolTasks.runName,
        taskNumber: toolTasks.taskNumber,
        result: toolTasks.result,
        itemId: analysisTasks.projectItemId,
        taskId: analysisTasks.id,
      })
      .from(toolTasks)
      .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
      .where(
        and(
          eq(analysisTasks.analysisId, analysisId),
          // The pipeline's own tasks: one-click analyses and reruns are the customer's explorations.
          isNull(analysisTasks.ocaRecordId),
          inArray(toolTasks.status, REPORTED_RUN_STATUSES),
        ),
      )
      .orderBy(asc(analysisTasks.id), asc(toolTasks.id)),
    db
      .select({ originalName: sampleNameMaps.originalName, newName: sampleNameMaps.newName })
      .from(sampleNameMaps)
      .where(eq(sampleNameMaps.analysisId, analysisId)),
  ])
  const content = new Map(contents.map((row) => [row.id, inLanguage(language, row.zh, row.en)]))
  const text = (id: number | null | undefined) => (id === null || id === undefined ? '' : (content.get(id) ?? ''))
  report.noticeHtml = text(batch.noticeContentId)

  const names = new Map(nameRows.map((row) => [row.originalName, row.newName]))
  const fingerprint = displayNamesFingerprint(names)
  const batchFolder = batchStoragePrefix(batch.trackingNumber, batch.id)

  // An item's report shows the runs of its first (the pipeline's) task.
  const runsByItem = new Map<number, { taskId: number; rows: typeof runRows }>()
  for (const row of runRows) {
    const entry = runsByItem.get(row.itemId)
    if (!entry) runsByItem.set(row.itemId, { taskId: row.taskId, rows: [row] })
    else if (entry.taskId === row.taskId) entry.rows.push(row)
  }

  const t = options.t ?? translatorFor(language, (await mergedTranslations(db))[language])
  const reportRun = (
    row: (typeof runRows)[number],
    tableRows: number,
    settings: AnalysisRunSetting[],
    item: { name: string | null; nameEn: string | null },
  ): ReportRun => {
    const result = row.result as StoredToolResult | null
    const charts: ReportChartWithSpec[] = (result?.charts ?? []).map((chart) => {
      const renamedSpec = renameSamplesInChart(chart.spec, names)
      const renamed = renamedSpec !== chart.spec
      const spec = renderResultTexts(t, renamedSpec)
      const pngFileName = chartPngFileName(chart, language)
      const stored = result?.files.find((file) => file.name === pngFileName)
      return {
        id: chart.spec.id,
        title: spec.title,
        width: spec.width,
        height: spec.height,
        runId: row.id,
        pngFileName,
        storageKey: renamed
          ? displayNameChartStorageKey(batchFolder, row.taskNumber, pngFileName, fingerprint)
          : (stored?.storageKey ?? ''),
        renamed,
        ...(options.withChartSpecs ? { spec } : {}),
      }
    })
    report.chartCount += charts.length
    return {
      id: row.id,
      name: row.runName ? runNameInLanguage(language, row.runName, settings, item) : row.taskNumber,
      charts,
      tables: (result?.tables ?? []).map((stored) => {
        const table = renderResultTexts(
          t,
          renameSamplesInTable(
            { ...stored, rows: stored.rows.slice(0, Math.min(tableRows, stored.rows.length)) },
            names,
          ),
        )
        return {
          title: table.title,
          columns: table.columns,
          rows: table.rows.map((row) => row.map(reportCell)),
          rowCount: stored.rowCount,
        }
      }),
      notes: renderResultTexts(t, result?.notes ?? []),
      warnings: result?.warnings ?? [],
    }
  }

  // Groups in menu order, each with its active items.
  const groups: { row: (typeof groupRows)[number]; items: (typeof groupRows)[number][] }[] = []
  for (const row of groupRows) {
    const last = groups.at(-1)
    const group = last?.row.groupId === row.groupId ? last : { row, items: [] }
    if (group !== last) groups.push(group)
    if (row.itemId !== null) group.items.push(row)
  }

  const resultGroups: ReportGroup[] = []
  const appendix: string[] = []
  const references: string[] = []
  for (const { row, items } of groups) {
    const groupContent = inLanguage(language, row.contentZh, row.contentEn)
    const setting = row.templateGroupId === null ? undefined : groupSettings.get(row.templateGroupId)
    const number = `3.${resultGroups.length + 1}`
    const anchor = `group-${row.groupId}`
    const base = {
      anchor,
      number,
      title: row.groupName,
      projectFacts: [] as ReportProjectFact[],
      baseInfo: [] as ReportBaseInfoTab[],
      items: [] as ReportItem[],
    }
    switch (row.groupType) {
      case ANALYSIS_GROUP_TYPE.projectOverview:
        resultGroups.push({
          ...base,
          kind: 'projectIntroduction',
          introductionHtml: text(batch.introductionContentId) || text(setting?.reportIntroductionId),
          projectFacts,
          baseInfo: Object.entries(batch.baseInfo).map(([name, pairs]) => ({
            name,
            pairs: Object.entries(pairs)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([attribute, value]) => ({ attribute, value: value === null ? '' : String(value) })),
          })),
        })
        break
      case ANALYSIS_GROUP_TYPE.tools:
        resultGroups.push({
          ...base,
          kind: 'analyses',
          introductionHtml: text(setting?.reportIntroductionId) || groupContent,
          items: items.map((item, index) => {
            const itemSetting = item.templateItemId === null ? undefined : itemSettings.get(item.templateItemId)
            const tableRows = rowLimit(
              itemSetting?.defaultReportTableRows,
              setting?.defaultReportTableRows,
              batch.defaultTableRows,
            )
            return {
              anchor: `item-${item.itemId}`,
              number: `${number}.${index + 1}`,
              title: item.itemName ?? '',
              introductionHtml: text(itemSetting?.reportIntroductionId),
              runs: (runsByItem.get(item.itemId!)?.rows ?? []).map((run) =>
                reportRun(run, tableRows, item.runSettings ?? [], item.itemNames ?? { name: null, nameEn: null }),
              ),
            }
          }),
        })
        break
      case ANALYSIS_GROUP_TYPE.richText:
        resultGroups.push({ ...base, kind: 'introduction', introductionHtml: groupContent })
        break
      case ANALYSIS_GROUP_TYPE.appendix:
        appendix.push(groupContent)
        break
      case ANALYSIS_GROUP_TYPE.reference:
        references.push(groupContent)
        break
      // QC (hidden in the report, spec 02 §2.5), one-click analysis and the global dataset are not report content.
    }
  }

  const section = (number: number, kind: ReportSection['kind'], html: string, sectionGroups: ReportGroup[] = []) => ({
    anchor: `section-${kind}`,
    number: String(number),
    kind,
    html,
    groups: sectionGroups,
  })
  report.sections = [
    section(1, 'experiment', text(batch.experimentContentId)),
    section(2, 'analysis', text(batch.analysisContentId)),
    section(3, 'results', '', resultGroups),
    section(4, 'appendix', appendix.join('\n')),
    section(5, 'references', references.join('\n')),
  ]
  report.index = report.sections.flatMap((entry): ReportIndexEntry[] => [
    { anchor: entry.anchor, number: entry.number, title: '', sectionKind: entry.kind, depth: 1 },
    ...entry.groups.flatMap((group): ReportIndexEntry[] => [
      { anchor: group.anchor, number: group.number, title: group.title, depth: 2 },
      ...group.items.map((item): ReportIndexEntry => ({
        anchor: item.anchor,
        number: item.number,
        title: item.title,
        depth: 3,
      })),
    ]),
  ])
  return report
}
