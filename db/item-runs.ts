import { inArray, sql } from 'drizzle-orm'
import type { Database } from './client'
import { analysisTasks, projectAnalysisItems } from './schema/projects'
import { forms, tools, toolTasks } from './schema/tools'
import {
  COMPARISON_FIELDS,
  formDefaults,
  GROUP_COLUMN_FIELD,
  paramsWithoutTaxonomy,
  runDataFiles,
} from '../core/analysis-pipeline'
import { DATASET_ROLE, type DatasetFiles } from '../core/projects'
import { TOOL_ERROR_CODE, TOOL_RUN_STATUS } from '../core/tool-runs'
import type { DataFileSetting, FormField } from '../core/tools'
import type { AnalysisRunSetting } from '../core/workflows'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * What a project item's runs are made from: the item (its run settings) and its tool (script,
 * data files, form). Select these columns from project_analysis_items joined to tools, left-joined
 * to forms.
 */
export const ITEM_RUN_SOURCE_COLUMNS = {
  id: projectAnalysisItems.id,
  name: projectAnalysisItems.analysisName,
  runSettings: projectAnalysisItems.runSettings,
  legendId: projectAnalysisItems.legendId,
  onlyShow: projectAnalysisItems.onlyShow,
  toolId: tools.id,
  script: tools.script,
  dataFileSettings: tools.dataFileSettings,
  fields: forms.fields,
}

export interface ItemRunSource {
  id: number
  name: string
  runSettings: AnalysisRunSetting[]
  legendId: string | null
  onlyShow: boolean
  toolId: number
  script: string
  dataFileSettings: Pick<DataFileSetting, 'key'>[]
  /** Null when the tool has no form (left join). */
  fields: FormField[] | null
}

export interface ItemTaskInput {
  analysisId: string
  userId: number | null
  taskName: string
  /** The files the runs read, by dataset role. */
  datasetFiles: DatasetFiles
  /**
   * The grouping column of the metadata, for tools with a group_column field; null for a dataset
   * without groups, whose runs then read no metadata (they run ungrouped) and whose runs that need
   * groups are recorded as not performed, saying so.
   */
  groupColumn: string | null
  /**
   * How many groups the grouping column makes (missing values are none); with fewer than two, the
   * runs of tools that compare groups are recorded as not performed, saying so (default: two or more).
   */
  groupCount?: number
  /** False when neither the table nor a taxonomy file names the features' taxa (default: true). */
  hasTaxonomy?: boolean
  /** Form values after the run setting's own (a one-click tree's parameters, the group solution's name). */
  overrides?: Record<string, unknown>
  /**
   * The compare solution's comparisons (group names; a pair is control, treatment). A tool that
   * compares two levels (`COMPARISON_FIELDS`) runs once per pair, the control as its reference.
   */
  comparisons?: readonly (readonly string[])[]
  ocaRecordId?: number
}

/**
 * One analysis task of an item and one waiting run (status init, numbered later by numberRuns)
 * per run setting whose files the dataset has (and, for a tool comparing two levels, per pair of
 * the compare solution); none, with no task, when every setting needs a
 * file the dataset lacks (a tree for UniFrac). Form values: the tool's defaults, the grouping
 * column, the run setting's params, then the overrides.
 */
export async function insertItemTask(
  tx: Transaction,
  item: ItemRunSource,
  input: ItemTaskInput,
): Promise<{ id: number; runName: string | null }[]> {
  const fields = item.fields ?? []
  const dataKeys = item.dataFileSettings.map((setting) => setting.key)
  // A tool that groups by a metadata column runs ungrouped in a dataset without groups.
  const groupField = fields.find((field) => field.key === GROUP_COLUMN_FIELD)
  const ungrouped = input.groupColumn === null && groupField !== undefined
  const datasetFiles: DatasetFiles = ungrouped
    ? Object.fromEntries(Object.entries(input.datasetFiles).filter(([role]) => role !== DATASET_ROLE.metadata))
    : input.datasetFiles
  const comparesGroups = groupField?.required === true
  const notPerformed =
    comparesGroups && ungrouped
      ? NOT_PERFORMED_WITHOUT_GROUPS
      : comparesGroups && (input.groupCount ?? 2) < 2
        ? NOT_PERFORMED_WITH_ONE_GROUP
        : {}
  // Without taxonomy a run at a taxonomic level runs at the feature level, or is not performed.
  const runParams = (formFields: FormField[], params: Record<string, unknown>) => {
    if (input.hasTaxonomy !== false) return { params }
    const adjusted = paramsWithoutTaxonomy(formFields, params)
    return adjusted ? { params: adjusted } : { params, ...NOT_PERFORMED_WITHOUT_TAXONOMY }
  }
  const settings: (AnalysisRunSetting | null)[] =
    item.runSettings.length > 0
      ? item.runSettings.filter((setting) => (setting.requires ?? []).every((role) => datasetFiles[role]))
      : [null]
  if (settings.length === 0) return []
  const runs = settings.flatMap((setting) =>
    comparisonsOf(fields, input.comparisons).map((comparison) => ({
      setting,
      name: comparison ? comparisonRunName(setting, settings.length, comparison) : (setting?.name ?? item.name),
      params: comparison
        ? { [COMPARISON_FIELDS.reference]: comparison.reference, [COMPARISON_FIELDS.treatment]: comparison.treatment }
        : {},
    })),
  )
  const [task] = await tx
    .insert(analysisTasks)
    .values({
      analysisId: input.analysisId,
      projectItemId: item.id,
      ocaRecordId: input.ocaRecordId ?? null,
      taskName: input.taskName,
      analysisDatafiles: runDataFiles(dataKeys, datasetFiles, null),
    })
    .returning({ id: analysisTasks.id })
  const groupColumn =
    input.groupColumn && fields.some((field) => field.key === GROUP_COLUMN_FIELD)
      ? { [GROUP_COLUMN_FIELD]: input.groupColumn }
      : {}
  return tx
    .insert(toolTasks)
    .values(
      runs.map(({ setting, name, params }) => ({
        taskNumber: sql`'pending-' || gen_random_uuid()`,
        toolId: item.toolId,
        userId: input.userId,
        status: TOOL_RUN_STATUS.init,
        analysisId: input.analysisId,
        analysisTaskId: task.id,
        runName: name,
        legendId: item.legendId,
        onlyShow: item.onlyShow,
        script: item.script,
        ...runParams(fields, {
          ...formDefaults(fields),
          ...groupColumn,
          ...(setting?.params ?? {}),
          ...(input.overrides ?? {}),
          ...params,
        }),
        dataFiles: runDataFiles(dataKeys, datasetFiles, setting),
        ...notPerformed,
      })),
    )
    .returning({ id: toolTasks.id, runName: toolTasks.runName })
}

interface Comparison {
  reference: string
  treatment: string
}

/**
 * The comparisons a tool runs for: each control/treatment pair of the compare solution when the tool
 * compares two levels; else (or with no pair to run) one run with the levels the form leaves.
 * Comparisons of three or more groups are not pairs: such tools skip them.
 */
function comparisonsOf(fields: FormField[], comparisons: ItemTaskInput['comparisons']): (Comparison | null)[] {
  const keys = new Set(fields.map((field) => field.key))
  if (!keys.has(COMPARISON_FIELDS.reference) || !keys.has(COMPARISON_FIELDS.treatment)) return [null]
  const pairs = (comparisons ?? []).filter((groups) => groups.length === 2)
  return pairs.length > 0 ? pairs.map(([reference, treatment]) => ({ reference, treatment })) : [null]
}

/**
 * A comparison's run is named as the result reads it, "treatment vs control", in every language (the
 * group names are the user's); with several run settings the setting's name comes first.
 */
function comparisonRunName(setting: AnalysisRunSetting | null, settings: number, comparison: Comparison): string {
  const pair = `${comparison.treatment} vs ${comparison.reference}`
  return setting && settings > 1 ? `${setting.name} · ${pair}` : pair
}

/**
 * A run the dataset cannot support, final at once with its reason (translated when shown): a
 * group comparison without two groups, an analysis by taxa without taxonomy.
 */
function notPerformed(code: 'run.needsGroups' | 'run.needsTwoGroups' | 'run.needsTaxonomy', log: string) {
  return {
    status: TOOL_RUN_STATUS.error,
    errorCode: TOOL_ERROR_CODE.notPerformed,
    errorLog: `Not run: ${log}.`,
    errorDetail: { code, params: {} },
    endedAt: sql`now()`,
  }
}
const NOT_PERFORMED_WITHOUT_GROUPS = notPerformed(
  'run.needsGroups',
  'the tool compares groups and the dataset has none',
)
const NOT_PERFORMED_WITH_ONE_GROUP = notPerformed(
  'run.needsTwoGroups',
  'the tool compares groups and the dataset has only one',
)
const NOT_PERFORMED_WITHOUT_TAXONOMY = notPerformed(
  'run.needsTaxonomy',
  'the analysis needs taxonomy and the dataset has none',
)

/** Numbers new runs as stand-alone tasks are numbered (tool-tasks.server.ts): T, the platform's day, the id. */
export async function numberRuns(tx: Transaction, runIds: number[]): Promise<void> {
  if (runIds.length === 0) return
  await tx
    .update(toolTasks)
    .set({
      taskNumber: sql`'T' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || lpad(${toolTasks.id}::text, 6, '0')`,
    })
    .where(inArray(toolTasks.id, runIds))
}
