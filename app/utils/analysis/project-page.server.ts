import { asc, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { nameInLanguage } from '#db/in-language'
import { analysisTasks, projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { runNameInLanguage } from '#core/workflows'
import type { Language } from '#core/language'
import { panelFor, type ProjectPane } from '~/panels/registry.server'
import type { ViewableProject } from './project-access.server'
import { loadGroupMenu } from './project-menu.server'
import type { ProjectPageQuery } from './project-page-query.server'
import { runOutcome, type RunOutcome } from './run-outcome'

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
      itemNames: { name: projectAnalysisItems.analysisName, nameEn: projectAnalysisItems.analysisNameEn },
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
      name: row.runName ? runNameInLanguage(language, row.runName, row.runSettings, row.itemNames) : row.taskNumber,
      status: row.status,
    })
  }
  return summary
}

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
  const pane: ProjectPane = await panelFor(group.type).load({ project, group, language, query, wikiHost, request })
  return { menu, openGroupId: group.id, openItemId: pane.kind === 'tools' ? pane.item.id : null, pane }
}
