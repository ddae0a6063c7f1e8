import type { Language } from './language'
import type { DatasetRole } from './projects'

/**
 * The AnalysisCategory enumeration (spec 02 §2.1: microbiome, DNA, RNA). The catalogue page
 * fetches category 1, so ids are fixed codes inserted by the seed, not generated.
 */
export const ANALYSIS_CATEGORY = { microbiome: 1, dna: 2, rna: 3 } as const

/** Analysis group type (spec 02 §2.4): decides what the project page shows for the group. */
export const ANALYSIS_GROUP_TYPE = {
  projectOverview: 1,
  tools: 2,
  richText: 3,
  qc: 4,
  oneClickAnalysis: 5,
  appendix: 6,
  reference: 7,
  globalDataset: 8,
  none: 999,
} as const
export type AnalysisGroupType = (typeof ANALYSIS_GROUP_TYPE)[keyof typeof ANALYSIS_GROUP_TYPE]

/** Additional modules a group or project can switch on (spec 03 §2.2, §2.5). */
export const ADDITIONAL_MODULE = { compareSolution: 'compare_solution', otu: 'otu', asv: 'asv' } as const

/**
 * Operator of an item's sample conditions (spec 02 §5, spec 03 §5), comparing the chosen group
 * solution against sampleTotalNumber (condition1), sampleInGroupNumber (condition2) and
 * sampleCompareGroupNumber (condition3). 0 means no condition; 4-6 exist but the admin disables them.
 */
export const CONDITION_OPERATOR = {
  none: 0,
  greaterThan: 1,
  equal: 2,
  atLeast: 3,
  lessThan: 4,
  atMost: 5,
  notEqual: 6,
} as const

/** Guide card icons (spec 02 §3). */
export const PROJECT_GUIDE_ICON = {
  icon01: 'fxzn_icon01',
  icon02: 'fxzn_icon02',
  icon03: 'fxzn_icon03',
  icon04: 'fxzn_icon04',
} as const

/**
 * One run the pipeline makes of an analysis item's tool: its name in both languages and the form
 * values that differ from the tool's defaults (e.g. `{ rank: 'Genus' }`). Data files come from the
 * batch's dataset (DATASET_ROLE), mapped onto the tool's data-file keys by `dataFiles`
 * (tool data-file key to dataset role); unmapped keys default to the same-named role.
 */
export interface AnalysisRunSetting {
  name: string
  nameEn: string
  params: Record<string, unknown>
  dataFiles?: Record<string, string>
  /** Dataset roles the run needs beyond the tool's required files (e.g. `tree` for UniFrac); without them the run is not made. */
  requires?: DatasetRole[]
}

/**
 * A run's name in the reader's language: runs are named after their run setting's Chinese name
 * when the pipeline makes them, so the English reader gets that setting's English name; the one run
 * of an item without run settings is named after the item (its Chinese `name`), so it reads as the
 * item's English name.
 */
export function runNameInLanguage(
  language: Language,
  runName: string,
  settings: readonly AnalysisRunSetting[],
  item: { name: string | null; nameEn: string | null },
): string {
  if (language !== 'en') return runName
  const setting = settings.find((candidate) => candidate.name === runName)
  if (setting) return setting.nameEn || runName
  return runName === item.name && item.nameEn ? item.nameEn : runName
}
