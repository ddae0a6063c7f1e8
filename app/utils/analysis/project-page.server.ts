import { RUN_GROUP_SOLUTION_PARAM } from '#core/analysis-pipeline'
import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { nameInLanguage } from '#db/in-language'
import { analysisTasks, projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import { ocaRecords, sampleGroupSolutions } from '#db/schema/project-tooling'
import { toolTasks } from '#db/schema/tools'
import { projectGuides } from '#db/schema/workflows'
import { ANALYSIS_GROUP_TYPE, runNameInLanguage } from '#core/workflows'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import type { StoredToolResult } from '#core/tool-results'
import { inLanguage, type Language } from '#core/language'
import { idParam, optional, pageParam, textParam } from '../request-input.server'
import { formatDateTime } from '#core/date-time'
import { toolResultView } from '../tools/tool-result-view.server'
import { describeToolFailure } from '../tools/tool-failure.server'
import { i18next } from '../translations.server'
import type { ViewableProject } from './project-access.server'
import { loadGlobalDatasetPane } from './tooling/global-dataset-pane.server'
import { loadOcaPane } from './tooling/oca-pane.server'
import { loadQcPane } from './tooling/qc-pane.server'
import { loadSampleNameMap } from './tooling/project-samples.server'
import { loadRerunForm } from './tooling/rerun.server'
import { displayNameChartUrl } from './tooling/sample-names.server'
import { displayNamesFingerprint } from '#core/sample-display-names'

/** `?group=&item=&task=&run=&solution=` open a part of the project; `table` and `page` page a result table. */
export const projectPageQuery = z.object({
  group: optional(idParam),
  item: optional(idParam),
  task: optional(idParam),
  run: optional(idParam),
  solution: optional(idParam),
  table: optional(textParam()),
  page: optional(pageParam),
})

export type ProjectPageQuery = z.output<typeof projectPageQuery>

/** How the task summary sorts a run (spec 02 §4: in process, success, failure). */
export type RunOutcome = 'success' | 'failed' | 'inProcess'

const SUCCESS_STATUSES: number[] = [TOOL_RUN_STATUS.success, TOOL_RUN_STATUS.reviewed, TOOL_RUN_STATUS.noNeedToSync]
const FAILED_STATUSES: number[] = [TOOL_RUN_STATUS.error, TOOL_RUN_STATUS.completedWithError]

export function runOutcome(status: number): RunOutcome {
  if (SUCCESS_STATUSES.includes(status)) return 'success'
  return FAILED_STATUSES.includes(status) ? 'failed' : 'inProcess'
}

/**
 * A run's params name the group solution it compared (`groupSolution`, the solution's name); a
 * run without one used the batch's own grouping and shows under every solution.
 */
export { RUN_GROUP_SOLUTION_PARAM }

export interface SummaryRun {
  id: number
  name: string
  status: number
}
export interface SummaryItem {
  id: number
  name: string
  runs: SummaryRun[]
}
export interface SummaryGroup {
  id: number
  name: string
  icon: string | null
  items: SummaryItem[]
}
export type TaskSummary = Record<RunOutcome, { total: number; groups: SummaryGroup[] }>

/**
 * The task summary (spec 02 §3 inSuccessTasks, inFailureTasks, inProcessTasks): every run of the
 * batch placed under its group and item, read in one query and sorted into the three outcomes.
 */
export async function loadTaskSummary(analysisId: string, language: Language): Promise<TaskSummary> {
  const rows = await getDb()
    .select({
      runId: toolTasks.id,
      runName: toolTasks.runName,
      taskNumber: toolTasks.taskNumber,
      status: toolTasks.status,
      itemId: projectAnalysisItems.id,
      itemName: nameInLanguage(language, projectAnalysisItems.analysisName, projectAnalysisItems.analysisNameEn),
      runSettings: projectAnalysisItems.runSettings,
      groupId: projectAnalysisGroups.id,
      groupName: nameInLanguage(language, projectAnalysisGroups.groupName, projectAnalysisGroups.groupNameEn),
      groupIcon: projectAnalysisGroups.icon,
    })
    .from(toolTasks)
    .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
    .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
    .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
    .where(eq(toolTasks.analysisId, analysisId))
    .orderBy(
      asc(projectAnalysisGroups.sort),
      asc(projectAnalysisGroups.id),
      asc(projectAnalysisItems.sort),
      asc(projectAnalysisItems.id),
      asc(toolTasks.id),
    )
  const summary: TaskSummary = {
    success: { total: 0, groups: [] },
    failed: { total: 0, groups: [] },
    inProcess: { total: 0, groups: [] },
  }
  for (const row of rows) {
    const outcome = summary[runOutcome(row.status)]
    outcome.total += 1
    let group = outcome.groups.at(-1)
    if (group?.id !== row.groupId) {
      group = { id: row.groupId, name: row.groupName, icon: row.groupIcon, items: [] }
      outcome.groups.push(group)
    }
    let item = group.items.at(-1)
    if (item?.id !== row.itemId) {
      item = { id: row.itemId, name: row.itemName, runs: [] }
      group.items.push(item)
    }
    item.runs.push({
      id: row.runId,
      name: row.runName ? runNameInLanguage(language, row.runName, row.runSettings) : row.taskNumber,
      status: row.status,
    })
  }
  return summary
}

export interface MenuGroup {
  id: number
  name: string
  type: number
  icon: string | null
  items: { id: number; name: string }[]
}

/** The left menu: the batch's active groups, each with its active items, in template order. */
export async function loadGroupMenu(analysisId: string, language: Language): Promise<MenuGroup[]> {
  const rows = await getDb()
    .select({
      groupId: projectAnalysisGroups.id,
      groupName: nameInLanguage(language, projectAnalysisGroups.groupName, projectAnalysisGroups.groupNameEn),
      groupType: projectAnalysisGroups.groupType,
      groupIcon: projectAnalysisGroups.icon,
      itemId: projectAnalysisItems.id,
      itemName: nameInLanguage(language, projectAnalysisItems.analysisName, projectAnalysisItems.analysisNameEn),
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
  const groups: MenuGroup[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (group?.id !== row.groupId) {
      group = { id: row.groupId, name: row.groupName, type: row.groupType, icon: row.groupIcon, items: [] }
      groups.push(group)
    }
    if (row.itemId !== null && row.itemName !== null) group.items.push({ id: row.itemId, name: row.itemName })
  }
  return groups
}

/**
 * Where a guide card leads (spec 03 §2.1): a page of the provider's wiki opens as our tutorial page
 * `/tutorial/analysis&<guide id>&<workflow name>_<title>`; any other url opens as it is.
 */
export function guideHref(
  guide: { id: number; url: string; title: string },
  workflowName: string,
  wikiHost: string,
): string {
  let host: string | null = null
  try {
    host = new URL(guide.url).host.toLowerCase()
  } catch {
    host = null
  }
  if (host !== wikiHost.toLowerCase()) return guide.url
  const name = `${workflowName}_${guide.title}`.replaceAll('&', ' ').replaceAll('/', ' ').replace(/\s+/g, '_')
  return `/tutorial/${encodeURIComponent(`analysis&${guide.id}&${name}`)}`
}

/** The provider's wiki is the `wiki.` host of its website (PROVIDER_WEBSITE_URL without `www.`). */
export function wikiHostOf(providerWebsiteUrl: string): string {
  return `wiki.${new URL(providerWebsiteUrl).host.replace(/^www\./, '')}`
}

/** What a pane loader gets: the project, its open group, the page's query and, for panes with their own query parameters, the request. */
export interface PaneContext {
  project: ViewableProject
  group: MenuGroup
  language: Language
  query: ProjectPageQuery
  wikiHost: string
  /** Panes with query parameters of their own parse them from it (a bad one is a 400). */
  request: Request | null
}

async function groupContent(groupId: number, language: Language): Promise<string> {
  const [row] = await getDb()
    .select({ zh: projectAnalysisGroups.groupContentZh, en: projectAnalysisGroups.groupContentEn })
    .from(projectAnalysisGroups)
    .where(eq(projectAnalysisGroups.id, groupId))
  return row ? inLanguage(language, row.zh, row.en) : ''
}

async function overviewPane({ project, language, wikiHost }: PaneContext) {
  const guides = await getDb()
    .select({
      id: projectGuides.id,
      icon: projectGuides.icon,
      title: projectGuides.title,
      description: projectGuides.description,
      url: projectGuides.url,
    })
    .from(projectGuides)
    .where(and(eq(projectGuides.workflowId, project.workflowId), eq(projectGuides.isActive, true)))
    .orderBy(asc(projectGuides.sort), asc(projectGuides.id))
  const workflowName = inLanguage(language, project.workflowTitle, project.workflowTitleEn)
  const sampleRows = project.sampleInfo?.data ?? []
  return {
    kind: 'overview' as const,
    guides: guides.map((guide) => ({ ...guide, href: guideHref(guide, workflowName, wikiHost) })),
    // Each base-info tab lists its attribute/value pairs sorted by attribute name (spec 03 §2.1).
    baseInfoTabs: Object.entries(project.baseInfo).map(([name, pairs]) => ({
      name,
      pairs: Object.entries(pairs)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([attribute, value]) => ({ attribute, value: value === null ? '' : String(value) })),
    })),
    sampleTable: sampleRows.length ? { header: sampleRows[0], rows: sampleRows.slice(1) } : null,
  }
}

async function toolsPane({ project, group, language, query }: PaneContext) {
  const item = group.items.find((candidate) => candidate.id === query.item)
  if (!item) return { kind: 'groupIntroduction' as const, content: await groupContent(group.id, language) }
  const db = getDb()
  const [tasks, solutions, [itemRow]] = await Promise.all([
    db
      .select({
        id: analysisTasks.id,
        taskName: analysisTasks.taskName,
        createdAt: analysisTasks.createdAt,
        ocaBatchId: ocaRecords.batchId,
      })
      .from(analysisTasks)
      .leftJoin(ocaRecords, eq(ocaRecords.id, analysisTasks.ocaRecordId))
      .where(and(eq(analysisTasks.projectItemId, item.id), eq(analysisTasks.analysisId, project.id)))
      .orderBy(desc(analysisTasks.createdAt), desc(analysisTasks.id)),
    db
      .select({ id: sampleGroupSolutions.id, name: sampleGroupSolutions.solutionName })
      .from(sampleGroupSolutions)
      .where(eq(sampleGroupSolutions.analysisId, project.id))
      .orderBy(asc(sampleGroupSolutions.id)),
    db
      .select({ runSettings: projectAnalysisItems.runSettings })
      .from(projectAnalysisItems)
      .where(eq(projectAnalysisItems.id, item.id)),
  ])
  const task = tasks.find((candidate) => candidate.id === query.task) ?? tasks[0] ?? null
  const solution = solutions.find((candidate) => candidate.id === query.solution) ?? null
  const runs = task
    ? await db
        .select({
          id: toolTasks.id,
          runName: toolTasks.runName,
          taskNumber: toolTasks.taskNumber,
          status: toolTasks.status,
        })
        .from(toolTasks)
        .where(
          and(
            eq(toolTasks.analysisTaskId, task.id),
            solution
              ? or(
                  sql`not (${toolTasks.params} ? ${RUN_GROUP_SOLUTION_PARAM})`,
                  eq(sql`${toolTasks.params} ->> ${RUN_GROUP_SOLUTION_PARAM}`, solution.name),
                )
              : undefined,
          ),
        )
        .orderBy(asc(toolTasks.id))
    : []
  const run =
    runs.find((candidate) => candidate.id === query.run) ??
    runs.find((candidate) => runOutcome(candidate.status) === 'success') ??
    runs[0] ??
    null
  // Side by side: the run's result, the display names every chart and table of the project shows
  // (spec 03 §2.4), and "run again with a group solution" (spec 03 §2.3 rerun mode) from the task's first run.
  const [[runRow], sampleNames, rerun] = await Promise.all([
    run
      ? db
          .select({
            result: toolTasks.result,
            errorCode: toolTasks.errorCode,
            errorDetail: toolTasks.errorDetail,
            errorLog: toolTasks.errorLog,
          })
          .from(toolTasks)
          .where(eq(toolTasks.id, run.id))
      : Promise.resolve([]),
    loadSampleNameMap(project.id),
    task ? loadRerunForm(project.id, item.id, task.id) : Promise.resolve(null),
  ])
  const result = (runRow?.result as StoredToolResult | null | undefined) ?? null
  const hasResult = result !== null && (result.charts.length > 0 || result.tables.length > 0)
  const fingerprint = displayNamesFingerprint(sampleNames)
  return {
    kind: 'tools' as const,
    item,
    tasks: tasks.map((candidate) => ({
      id: candidate.id,
      taskName: candidate.taskName,
      batchId: candidate.ocaBatchId ?? project.id,
      createdAt: formatDateTime(candidate.createdAt, language),
    })),
    taskId: task?.id ?? null,
    solutions,
    solutionId: solution?.id ?? null,
    runs: runs.map((candidate) => ({
      id: candidate.id,
      name: candidate.runName
        ? runNameInLanguage(language, candidate.runName, itemRow?.runSettings ?? [])
        : candidate.taskNumber,
      status: candidate.status,
      outcome: runOutcome(candidate.status),
    })),
    run: run
      ? {
          id: run.id,
          outcome: runOutcome(run.status),
          // Why a failed run has no result, in the reader's language (not performed: what the dataset lacks).
          failure:
            runOutcome(run.status) === 'failed' && runRow
              ? describeToolFailure(await i18next.getFixedT(language), runRow, {})
              : null,
          result: hasResult
            ? toolResultView(
                { language, t: await i18next.getFixedT(language) },
                run.id,
                result,
                query.table,
                query.page ?? 1,
                {
                  names: sampleNames,
                  renamedChartPngUrl: (pngFileName) =>
                    displayNameChartUrl(project.id, run.id, pngFileName, fingerprint),
                },
              )
            : null,
        }
      : null,
    hasFailedRuns: runs.some((candidate) => runOutcome(candidate.status) === 'failed'),
    rerun,
  }
}

async function openPane(context: PaneContext) {
  const { group, language } = context
  switch (group.type) {
    case ANALYSIS_GROUP_TYPE.projectOverview:
      return overviewPane(context)
    case ANALYSIS_GROUP_TYPE.tools:
      return toolsPane(context)
    case ANALYSIS_GROUP_TYPE.richText:
    case ANALYSIS_GROUP_TYPE.appendix:
    case ANALYSIS_GROUP_TYPE.reference:
      return { kind: 'richText' as const, content: await groupContent(group.id, language) }
    case ANALYSIS_GROUP_TYPE.qc:
      return loadQcPane(context)
    case ANALYSIS_GROUP_TYPE.oneClickAnalysis:
      return loadOcaPane(context)
    case ANALYSIS_GROUP_TYPE.globalDataset:
      return loadGlobalDatasetPane(context)
    default:
      return { kind: 'unknown' as const }
  }
}

export type ProjectPane = Awaited<ReturnType<typeof openPane>>

/**
 * The body of a completed project: the group menu, which group (and item) is open, and that
 * group's pane. Only the open group's content is read; the first group opens by default.
 */
export async function loadProjectBody(
  project: ViewableProject,
  query: ProjectPageQuery,
  language: Language,
  wikiHost: string,
  request: Request | null = null,
) {
  const menu = await loadGroupMenu(project.id, language)
  const group = menu.find((candidate) => candidate.id === query.group) ?? menu[0] ?? null
  if (!group) return { menu, openGroupId: null, openItemId: null, pane: null }
  const pane = await openPane({ project, group, language, query, wikiHost, request })
  return { menu, openGroupId: group.id, openItemId: pane.kind === 'tools' ? pane.item.id : null, pane }
}
