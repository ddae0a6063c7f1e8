import type { DatasetFiles } from './projects'
import type { FormField } from './tools'
import type { AnalysisRunSetting } from './workflows'

/** The batch pipeline's shared rules (spec 02 §4); its jobs are in core/tasks.ts. */

/** pg_notify channel of one-click analysis record statuses: payload `<analysis id>:<record id>:<status>`. */
export const OCA_RECORD_STATUS_CHANNEL = 'oca_record_status'

/** The run parameter naming the group solution a one-click run used (the project page's solution selector filters by it). */
export const RUN_GROUP_SOLUTION_PARAM = 'groupSolution'

/** The tools' form field that names the metadata column grouping the samples. */
export const GROUP_COLUMN_FIELD = 'group_column'

/**
 * The form fields of a tool that compares two groups of the grouping column (differential
 * expression): with a compare solution, the pipeline runs it once per control/treatment pair.
 */
export const COMPARISON_FIELDS = { reference: 'reference_level', treatment: 'treatment_level' } as const

/** A tool's form values before a run setting changes any: each field's default. */
export function formDefaults(fields: readonly FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields)
    if (field.defaultValue !== undefined && field.defaultValue !== null) values[field.key] = field.defaultValue
  return values
}

/**
 * The data files of one run: each of the tool's data-file keys gets the dataset file of the role
 * the run setting maps it to, else of the same-named role; keys the dataset has no file for are
 * left out (the tool says whether it needs them).
 */
export function runDataFiles(
  toolDataKeys: readonly string[],
  datasetFiles: DatasetFiles,
  setting: AnalysisRunSetting | null,
): Record<string, string> {
  const files: Record<string, string> = {}
  for (const key of toolDataKeys) {
    const role = setting?.dataFiles?.[key] ?? key
    const storageKey = datasetFiles[role as keyof DatasetFiles]
    if (storageKey) files[key] = storageKey
  }
  return files
}

/** The form fields that choose a taxonomic level: their values are ranks, or the features themselves. */
const TAXONOMIC_LEVEL_FIELDS = ['rank', 'level']

/** The level value of the features themselves (OTUs/ASVs), which needs no taxonomy. */
export const FEATURE_LEVEL = 'feature'

/**
 * A run's form values for a dataset without taxonomy: a taxonomic level becomes the feature level
 * where the field offers it (LEfSe, Kruskal-Wallis); null when a field needs a rank and offers
 * nothing else (composition, taxonomy heatmap), so the run cannot be made.
 */
export function paramsWithoutTaxonomy(
  fields: readonly FormField[],
  params: Record<string, unknown>,
): Record<string, unknown> | null {
  let adjusted = params
  for (const field of fields) {
    if (!TAXONOMIC_LEVEL_FIELDS.includes(field.key) || params[field.key] === FEATURE_LEVEL) continue
    if (!field.options?.some((option) => option.value === FEATURE_LEVEL)) return null
    adjusted = { ...adjusted, [field.key]: FEATURE_LEVEL }
  }
  return adjusted
}
