import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { ocaRecordItems, ocaRecords } from '#db/schema/project-tooling'
import { analysisTasks, projectAnalysisItems } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { chartPngFileName, type StoredToolResult } from '#core/tool-results'
import { ocaRecordOutcome } from '#core/project-tooling'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { toolTaskFileUrl } from '~/utils/tools/tool-result-view.server'
import { formatDateTime } from '#core/date-time'
import { idParam, optional, parseSearchParams } from '~/utils/request-input.server'
import { readOnlyReason } from '~/utils/analysis/project-access.server'
import { loadGroupMenu } from '~/utils/analysis/project-menu.server'
import type { PanelContext } from '../contract'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { defaultOcaName, loadOcaFormOptions, newFormToken } from '~/utils/analysis/tooling/oca-form.server'

const ocaQuery = z.object({
  ocaTab: optional(z.enum(['create', 'records'])),
  ocaRecord: optional(idParam),
})

/** Records listed in the selector, newest first: enough for any project, bounded for the page. */
const RECORDS_SHOWN = 200

/** The one-click analysis group (spec 03 §2.5): the create form's options, or the records and the chosen record. */
export async function loadOcaPane(context: PanelContext) {
  const query = context.request ? await parseSearchParams(context.request, ocaQuery) : {}
  const tab = query.ocaTab ?? 'create'
  const isDemo = readOnlyReason(context.project) === 'demo'
  if (tab === 'create') {
    const options = await loadOcaFormOptions(context.project.id, context.group.id, context.language)
    return {
      kind: 'oca' as const,
      tab: 'create' as const,
      isDemo,
      create: {
        ...options,
        // Only what the form shows of each solution: names, group sizes and compare lists.
        solutions: options.solutions.map((solution) => ({
          id: solution.id,
          name: solution.name,
          groups: solution.groups.map((group) => ({ name: group.name, size: group.samples.length })),
          sampleCount: new Set(solution.groups.flatMap((group) => group.samples)).size,
          compareSolutions: solution.compareSolutions.map((compare) => ({
            id: compare.id,
            name: compare.name,
            groups: compare.groups,
          })),
        })),
        filterSolutions: options.filterSolutions.map(({ id, name }) => ({ id, name })),
        defaultName: defaultOcaName(),
        // The global dataset group's "Sample groups" and filter tabs manage what this form chooses from.
        globalDatasetGroupId:
          (await loadGroupMenu(context.project.id, context.language)).find(
            (g) => g.type === ANALYSIS_GROUP_TYPE.globalDataset,
          )?.id ?? null,
        formToken: newFormToken(),
      },
      records: null,
    }
  }
  return {
    kind: 'oca' as const,
    tab: 'records' as const,
    isDemo,
    create: null,
    records: await loadOcaRecords(context.project.id, query.ocaRecord ?? null, context.language),
  }
}

/** A record's failed runs, live from the runs themselves (the record items' copies follow them). */
// Written with qualified names: drizzle leaves the table out of a one-table select's column names.
const failedRunsSql = sql<number>`(select count(*)::int from oca_record_items item join tool_tasks run on run.id = item.tool_task_id where item.oca_record_id = oca_records.id and run.status = ${TOOL_RUN_STATUS.error})`

/**
 * The records selector and the chosen record (default: the newest) with its items and their first charts. Each
 * record carries its outcome (a finished record with failed runs says how many); the failed items come first.
 */
export async function loadOcaRecords(analysisId: string, recordId: number | null, language: PanelContext['language']) {
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: ocaRecords.id,
        name: ocaRecords.ocaName,
        batchId: ocaRecords.batchId,
        status: ocaRecords.status,
        failedRuns: failedRunsSql,
        totalRuns: ocaRecords.quickItemsTotal,
      })
      .from(ocaRecords)
      .where(eq(ocaRecords.analysisId, analysisId))
      .orderBy(desc(ocaRecords.createdAt), desc(ocaRecords.id))
      .limit(RECORDS_SHOWN),
    db.select({ total: count() }).from(ocaRecords).where(eq(ocaRecords.analysisId, analysisId)),
  ])
  const list = rows.map(({ failedRuns, totalRuns, ...record }) => ({
    ...record,
    outcome: ocaRecordOutcome(record.status, failedRuns, totalRuns),
    failedRuns,
    totalRuns,
  }))
  const chosenId = list.find((record) => record.id === recordId)?.id ?? list[0]?.id ?? null
  if (chosenId === null) return { list, total, record: null }
  const [[record], items] = await Promise.all([
    db
      .select({
        id: ocaRecords.id,
        name: ocaRecords.ocaName,
        batchId: ocaRecords.batchId,
        status: ocaRecords.status,
        quickItemsTotal: ocaRecords.quickItemsTotal,
        labels: ocaRecords.labels,
        comments: ocaRecords.comments,
        createdAt: ocaRecords.createdAt,
        updatedAt: ocaRecords.updatedAt,
      })
      .from(ocaRecords)
      .where(and(eq(ocaRecords.id, chosenId), eq(ocaRecords.analysisId, analysisId))),
    db
      .select({
        id: ocaRecordItems.id,
        itemName: ocaRecordItems.analysisItemName,
        itemId: ocaRecordItems.analysisItemId,
        groupId: projectAnalysisItems.groupId,
        runName: ocaRecordItems.runName,
        // The run's live status: the record item's copy is updated by the advance, which runs after it.
        status: toolTasks.status,
        runId: toolTasks.id,
        taskId: toolTasks.analysisTaskId,
        result: toolTasks.result,
        createdAt: ocaRecordItems.createdAt,
      })
      .from(ocaRecordItems)
      .leftJoin(toolTasks, eq(toolTasks.id, ocaRecordItems.toolTaskId))
      .leftJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
      .leftJoin(projectAnalysisItems, eq(projectAnalysisItems.id, ocaRecordItems.analysisItemId))
      .where(eq(ocaRecordItems.ocaRecordId, chosenId))
      .orderBy(asc(ocaRecordItems.id)),
  ])
  const failedFirst = [...items].sort(
    (a, b) => Number(b.status === TOOL_RUN_STATUS.error) - Number(a.status === TOOL_RUN_STATUS.error),
  )
  const failedRuns = items.filter((item) => item.status === TOOL_RUN_STATUS.error).length
  return {
    list,
    total,
    record: {
      ...record,
      outcome: ocaRecordOutcome(record.status, failedRuns, items.length),
      failedRuns,
      totalRuns: items.length,
      createdAt: formatDateTime(record.createdAt, language),
      updatedAt: formatDateTime(record.updatedAt, language),
      items: failedFirst.map((item) => {
        const result = item.result as StoredToolResult | null
        const chart = result?.charts[0]
        return {
          id: item.id,
          itemName: item.itemName,
          runName: item.runName,
          status: item.status ?? 0,
          createdAt: formatDateTime(item.createdAt, language),
          // Where the run shows in the project: its group, item, task and run.
          viewQuery:
            item.groupId !== null && item.itemId !== null && item.taskId !== null && item.runId !== null
              ? { group: item.groupId, item: item.itemId, task: item.taskId, run: item.runId }
              : null,
          chartUrl:
            chart && item.runId !== null
              ? toolTaskFileUrl(item.runId, `output/${chartPngFileName(chart, language)}`)
              : null,
        }
      }),
    },
  }
}
