import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import { RUN_GROUP_SOLUTION_PARAM } from '#core/analysis-pipeline'
import { formatDateTime } from '#core/date-time'
import { displayNamesFingerprint } from '#core/sample-display-names'
import type { StoredToolResult } from '#core/tool-results'
import { ANALYSIS_GROUP_TYPE, runNameInLanguage } from '#core/workflows'
import { getDb } from '#db/client'
import { ocaRecords, sampleGroupSolutions } from '#db/schema/project-tooling'
import { analysisTasks, projectAnalysisItems } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { runOutcome } from '~/utils/analysis/run-outcome'
import { loadSampleNameMap } from '~/utils/analysis/tooling/project-samples.server'
import { displayNameChartUrl } from '~/utils/analysis/tooling/sample-names.server'
import { describeToolFailure } from '~/utils/tools/tool-failure.server'
import { toolResultView } from '~/utils/tools/tool-result-view.server'
import { i18next } from '~/utils/translations.server'
import type { PanelContext, PanelDefinition } from '../contract'
import { loadGroupContent } from '../rich-text/group-content.server'
import { handleRerunAction } from './rerun-actions.server'
import { handleRerunItemAction } from './rerun-item-action.server'
import { loadRerunForm } from './rerun.server'

/**
 * The tools group (type 2): with no item open, the group's introduction; with one, its tasks, the
 * group solutions, the chosen task's runs and the chosen run's result.
 */
export async function loadToolsPane({ project, group, language, query }: PanelContext) {
  const item = group.items.find((candidate) => candidate.id === query.item)
  if (!item) return { kind: 'groupIntroduction' as const, content: await loadGroupContent(group.id, language) }
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
      .select({
        runSettings: projectAnalysisItems.runSettings,
        name: projectAnalysisItems.analysisName,
        nameEn: projectAnalysisItems.analysisNameEn,
      })
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
        ? runNameInLanguage(language, candidate.runName, itemRow?.runSettings ?? [], {
            name: itemRow?.name ?? null,
            nameEn: itemRow?.nameEn ?? null,
          })
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

export const toolsPanel = {
  groupType: ANALYSIS_GROUP_TYPE.tools,
  load: loadToolsPane,
  // `rerun.submit`: run the task again with a group solution; `rerunItem`: queue the item's failed runs again.
  actions: { rerun: handleRerunAction, rerunItem: handleRerunItemAction },
} satisfies PanelDefinition<Awaited<ReturnType<typeof loadToolsPane>>>
