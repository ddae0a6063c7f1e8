import { isMissingValue } from '#analysis/io/missing-value'

/** A group of samples sharing one value of the chosen metadata column. */
export interface SampleGroupPreview {
  name: string
  samples: string[]
}

export interface GroupScheme {
  groups: SampleGroupPreview[]
  /** Samples whose value is missing (`isMissingValue`): they belong to no group, as R drops NA from a grouping. */
  excluded: string[]
}

/**
 * The groups a metadata column makes of the samples, in order of first appearance, from the
 * sample info table (header row first, sample id first in each row). Null when there is no such column.
 */
export function groupSchemeOf(sampleInfo: readonly (readonly string[])[], column: string): GroupScheme | null {
  const [header, ...rows] = sampleInfo
  const index = header ? header.indexOf(column) : -1
  if (index < 1) return null
  const groups = new Map<string, string[]>()
  const excluded: string[] = []
  for (const row of rows) {
    const value = (row[index] ?? '').trim()
    if (isMissingValue(value)) excluded.push(row[0])
    else groups.set(value, [...(groups.get(value) ?? []), row[0]])
  }
  return { groups: [...groups].map(([name, samples]) => ({ name, samples })), excluded }
}

/** The sample info table (header row first) has a column besides the sample id to group by. */
export function hasMetadataColumns(sampleInfo: readonly (readonly string[])[]): boolean {
  return (sampleInfo[0]?.length ?? 0) > 1
}

/** The scheme of a dataset without groups: every sample ungrouped, none left out. */
export const UNGROUPED: GroupScheme = { groups: [], excluded: [] }

/** A compare solution needs two groups to pair. */
export function canCompare(scheme: GroupScheme): boolean {
  return scheme.groups.length >= 2
}

/** One comparison of the compare solution: control versus treatment. */
export interface ComparePair {
  control: string
  treatment: string
}

/** Problems of a compare solution, as i18n keys under `newDataset.compare` (spec 03 §5 wording). */
export type CompareProblem = 'tooFewGroups' | 'empty' | 'bothRequired' | 'sameGroup' | 'duplicate' | 'unknownGroup'

/**
 * Checks a compare solution against the groups of the scheme (spec 03 §5, control/treatment
 * variant): the scheme needs at least 2 groups, the list must not be empty, each pair needs both
 * groups, distinct ones, of the scheme, and no combination may repeat (A vs B and B vs A are the
 * same combination). Rows with neither group chosen are blank rows of the form, not pairs.
 * Returns the pairs to store, or the problems by row (-1: the whole list).
 */
export function checkComparePairs(
  groupNames: readonly string[],
  rows: readonly ComparePair[],
): { ok: true; pairs: ComparePair[] } | { ok: false; problems: { row: number; problem: CompareProblem }[] } {
  if (groupNames.length < 2) return { ok: false, problems: [{ row: -1, problem: 'tooFewGroups' }] }
  const known = new Set(groupNames)
  const problems: { row: number; problem: CompareProblem }[] = []
  const pairs: ComparePair[] = []
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const control = row.control.trim()
    const treatment = row.treatment.trim()
    if (control === '' && treatment === '') return
    if (control === '' || treatment === '') return problems.push({ row: index, problem: 'bothRequired' })
    if (!known.has(control) || !known.has(treatment)) return problems.push({ row: index, problem: 'unknownGroup' })
    if (control === treatment) return problems.push({ row: index, problem: 'sameGroup' })
    const combination = JSON.stringify([control, treatment].sort())
    if (seen.has(combination)) return problems.push({ row: index, problem: 'duplicate' })
    seen.add(combination)
    pairs.push({ control, treatment })
  })
  if (problems.length > 0) return { ok: false, problems }
  if (pairs.length === 0) return { ok: false, problems: [{ row: -1, problem: 'empty' }] }
  return { ok: true, pairs }
}
