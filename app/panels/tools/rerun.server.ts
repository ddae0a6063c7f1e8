import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { ocaRecords } from '#db/schema/project-tooling'
import { analysisBatches, analysisTasks, projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { RUN_GROUP_SOLUTION_PARAM } from '#core/analysis-pipeline'
import { ADDITIONAL_MODULE, ANALYSIS_GROUP_TYPE } from '#core/workflows'
import {
  conditionReminder,
  defaultOcaName,
  newFormToken,
  type OcaReminder,
} from '~/utils/analysis/tooling/oca-form.server'
import { loadGroupSolutions, type GroupSolutionChoice } from '~/utils/analysis/tooling/project-samples.server'
import {
  itemConditionFailures,
  missingSolutionKeys,
  samplesOutsideEarlierRun,
  solutionCounts,
  type ItemConditions,
  type SolutionGroups,
} from '~/utils/analysis/tooling/run-conditions'

/*
 * "Run again with a group solution" (spec 03 §2.3 rerun mode, §5 health checks; spec 02 §5): one
 * item of the tools pane run again, as a one-click analysis of that item alone, on a solution the
 * user picks among the existing ones (OnlySelect: nothing is created here). The earlier run is the
 * open task's first run; the chosen samples must be among the samples it ran on.
 */

/** The part of a one-click record's params that says which groups it ran on. */
const ocaSolutionSchema = z.object({
  solution_name: z.string(),
  groups: z.array(z.object({ name: z.string(), samples: z.array(z.string()) })),
})

/** The record's name: the one-click default pattern with RERUN for OCA, so the records list tells reruns apart. */
export const RERUN_NAME_PATTERN = /^RERUN\d{15}$/

export function defaultRerunName(now = new Date()): string {
  return defaultOcaName(now).replace(/^OCA/, 'RERUN')
}

export interface RerunItem extends ItemConditions {
  id: number
  groupId: number
}

export interface RerunOptions {
  item: RerunItem
  /** The task whose first run is the earlier run. */
  taskId: number
  solutions: GroupSolutionChoice[]
  /** The project has module compare_solution and the item does not hide it. */
  compareRequired: boolean
  /** The samples the earlier run used (null: unknown, e.g. its solution was deleted; containment is not checked). */
  earlierSamples: string[] | null
  /** Which solution the earlier run used, by name (the batch's own runs used the default). */
  earlierSolutionName: string | null
}

/**
 * What the rerun form needs for an item and one of its tasks, or null when the item cannot run
 * again this way (no tool, or the task is not this item's in this project).
 */
export async function loadRerunOptions(
  analysisId: string,
  itemId: number,
  taskId: number,
): Promise<RerunOptions | null> {
  const db = getDb()
  const [row] = await db
    .select({
      id: projectAnalysisItems.id,
      groupId: projectAnalysisItems.groupId,
      name: projectAnalysisItems.analysisName,
      hideCompareSolution: projectAnalysisItems.hideCompareSolution,
      condition1: projectAnalysisItems.condition1,
      condition2: projectAnalysisItems.condition2,
      condition3: projectAnalysisItems.condition3,
      sampleTotalNumber: projectAnalysisItems.sampleTotalNumber,
      sampleInGroupNumber: projectAnalysisItems.sampleInGroupNumber,
      sampleCompareGroupNumber: projectAnalysisItems.sampleCompareGroupNumber,
      modules: analysisBatches.additionalModules,
      taskId: analysisTasks.id,
      ocaParams: ocaRecords.params,
    })
    .from(analysisTasks)
    .innerJoin(projectAnalysisItems, eq(projectAnalysisItems.id, analysisTasks.projectItemId))
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisTasks.analysisId))
    .leftJoin(ocaRecords, eq(ocaRecords.id, analysisTasks.ocaRecordId))
    .where(
      and(
        eq(analysisTasks.id, taskId),
        eq(analysisTasks.analysisId, analysisId),
        eq(projectAnalysisItems.id, itemId),
        eq(projectAnalysisItems.isActive, true),
        isNotNull(projectAnalysisItems.toolId),
      ),
    )
  if (!row) return null
  const [solutions, [firstRun]] = await Promise.all([
    loadGroupSolutions(analysisId),
    db
      .select({ params: toolTasks.params })
      .from(toolTasks)
      .where(eq(toolTasks.analysisTaskId, taskId))
      .orderBy(asc(toolTasks.id))
      .limit(1),
  ])
  const runSolution = (firstRun?.params as Record<string, unknown> | undefined)?.[RUN_GROUP_SOLUTION_PARAM]
  let earlier: SolutionGroups | undefined
  let earlierSolutionName: string | null
  if (typeof runSolution === 'string') {
    earlierSolutionName = runSolution
    // A one-click task keeps the groups it ran on, even if the solution was edited since.
    const stored = ocaSolutionSchema.safeParse(row.ocaParams?.sample_group_solution)
    earlier =
      stored.success && stored.data.solution_name === runSolution
        ? stored.data
        : solutions.find((solution) => solution.name === runSolution)
  } else {
    const defaultSolution = solutions.find((solution) => solution.isDefault)
    earlier = defaultSolution
    earlierSolutionName = defaultSolution?.name ?? null
  }
  const { modules, taskId: _, ocaParams: __, hideCompareSolution, ...item } = row
  return {
    item,
    taskId,
    solutions,
    compareRequired: (modules ?? []).includes(ADDITIONAL_MODULE.compareSolution) && !hideCompareSolution,
    earlierSamples: earlier ? [...new Set(earlier.groups.flatMap((group) => group.samples))] : null,
    earlierSolutionName,
  }
}

export interface RerunFormValues {
  groupSolutionId: string
  compareSolutionId: string
}

export interface CheckedRerun {
  /** The numbered "friendly reminder": every failed health check (empty: the rerun may go). */
  reminders: OcaReminder[]
  groupSolution?: GroupSolutionChoice
  compareSolution: GroupSolutionChoice['compareSolutions'][number] | null
}

/**
 * The health checks of a rerun, in the order the reminder lists them: the solutions chosen
 * (请选择分组 / 请选择比较分组), the chosen samples among the earlier run's, the item's conditions.
 */
export function checkRerun(values: RerunFormValues, options: RerunOptions): CheckedRerun {
  const groupSolution = options.solutions.find((solution) => String(solution.id) === values.groupSolutionId)
  const compareSolution = options.compareRequired
    ? (groupSolution?.compareSolutions.find((compare) => String(compare.id) === values.compareSolutionId) ?? null)
    : null
  const reminders: OcaReminder[] = missingSolutionKeys({
    groupSolutionChosen: groupSolution !== undefined,
    compareRequired: options.compareRequired,
    compareSolutionChosen: compareSolution !== null,
  }).map((key) => ({ key: key.replace(/^oca\.health\./, 'rerun.health.') }))
  if (groupSolution) {
    if (options.earlierSamples) {
      const outside = samplesOutsideEarlierRun(groupSolution, options.earlierSamples)
      if (outside.length > 0)
        reminders.push({
          key: 'rerun.health.samplesOutside',
          values: { solution: options.earlierSolutionName ?? '', samples: outside.join(', '), count: outside.length },
        })
    }
    const counts = solutionCounts(groupSolution, compareSolution?.groups ?? null)
    for (const failure of itemConditionFailures(options.item, counts)) reminders.push(conditionReminder(failure))
  }
  return { reminders, groupSolution, compareSolution }
}

/** The rerun form of the tools pane: the solutions to select (with their sizes), a fresh token and record name. */
export async function loadRerunForm(analysisId: string, itemId: number, taskId: number) {
  const [options, [globalDataset]] = await Promise.all([
    loadRerunOptions(analysisId, itemId, taskId),
    getDb()
      .select({ id: projectAnalysisGroups.id })
      .from(projectAnalysisGroups)
      .where(
        and(
          eq(projectAnalysisGroups.analysisId, analysisId),
          eq(projectAnalysisGroups.groupType, ANALYSIS_GROUP_TYPE.globalDataset),
          eq(projectAnalysisGroups.isActive, true),
        ),
      )
      .limit(1),
  ])
  if (!options) return null
  return {
    /** Solutions are managed on the global dataset group's Sample groups tab (OnlySelect here). */
    globalDatasetGroupId: globalDataset?.id ?? null,
    taskId: options.taskId,
    compareRequired: options.compareRequired,
    earlierSolutionName: options.earlierSolutionName,
    earlierSampleCount: options.earlierSamples?.length ?? null,
    solutions: options.solutions.map((solution) => ({
      id: solution.id,
      name: solution.name,
      groupCount: solution.groups.length,
      sampleCount: new Set(solution.groups.flatMap((group) => group.samples)).size,
      compareSolutions: solution.compareSolutions.map((compare) => ({
        id: compare.id,
        name: compare.name,
        pairs: compare.groups.map((pair) => pair.join(' vs ')).join(', '),
      })),
    })),
    formToken: newFormToken(),
    name: defaultRerunName(),
  }
}
