import { DEFAULT_SOLUTION_NAME } from '#core/project-tooling'

/*
 * The rules of the group and compare solution editors (spec 03 §5), pure so that the server (which
 * decides) and the browser (which answers a click at once) apply the same ones. Every message is an
 * i18next key under `solutions.errors`; the zh texts are the spec's, verbatim.
 */

/** A letter, then letters, digits or hyphens, 1-20 characters in all (the schema's check says the same). */
export const SOLUTION_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,19}$/
/** Group names: spec 03 §5's "same character rule" as solution names: a letter, then letters, digits or hyphens. */
export const GROUP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9-]*$/
export const NAME_MAX_LENGTH = 20
/** The new-group input's maxlength; a renamed group may be up to NAME_MAX_LENGTH (spec 03 §5). */
export const NEW_GROUP_INPUT_MAX_LENGTH = 10
/** Group names longer than this are shown cut with an ellipsis, the full name in a title (spec 03 §9). */
export const GROUP_NAME_SHOWN_MAX_LENGTH = 10

/** A message for the user: an i18next key and the values it interpolates. */
export interface SolutionMessage {
  key: string
  values?: Record<string, string>
}

const message = (name: string, values?: Record<string, string>): SolutionMessage => ({
  key: `solutions.errors.${name}`,
  ...(values ? { values } : {}),
})

export function isReservedName(name: string): boolean {
  return name.trim().toLowerCase() === DEFAULT_SOLUTION_NAME
}

/** A group solution's name: reserved, then format, then taken by another solution of the project. */
export function groupSolutionNameError(name: string, otherNames: readonly string[]): SolutionMessage | null {
  if (isReservedName(name)) return message('solutionNameReserved')
  if (!SOLUTION_NAME_PATTERN.test(name)) return message('solutionNameFormat')
  if (otherNames.includes(name)) return message('solutionNameDuplicate')
  return null
}

/** A group's name: length 1-20, the character rule, not the name of another group of the draft. */
export function groupNameError(name: string, otherGroupNames: readonly string[]): SolutionMessage | null {
  if (name.length < 1 || name.length > NAME_MAX_LENGTH) return message('groupNameLength')
  if (!GROUP_NAME_PATTERN.test(name)) return message('groupNameFormat')
  if (otherGroupNames.includes(name)) return message('groupNameExists')
  return null
}

/** A group's name shown in lists: cut beyond 10 characters with an ellipsis. */
export function shownGroupName(name: string): string {
  return name.length > GROUP_NAME_SHOWN_MAX_LENGTH ? `${name.slice(0, GROUP_NAME_SHOWN_MAX_LENGTH)}…` : name
}

// ---------------------------------------------------------------------------------------------
// The group solution being edited
// ---------------------------------------------------------------------------------------------

/**
 * A group of the draft (the spec's "sample group being edited"). `originalName` is the name the
 * group has in the stored solution (null for a new group), so a save knows the renames to carry into
 * the compare solutions; `renaming` is the text of an open rename (the spec's isEdit), null when closed.
 */
export interface DraftGroup {
  name: string
  originalName: string | null
  samples: string[]
  renaming: string | null
}

export interface GroupSolutionDraft {
  /** The stored solution being edited; null when adding. */
  solutionId: number | null
  name: string
  groups: DraftGroup[]
  /** The group that pool samples are added to (an index into groups), or null. */
  selected: number | null
}

/** The draft as a save would store it, or the messages that stop it (spec 03 §5 "on save"). */
export function groupSolutionSaveErrors(
  draft: GroupSolutionDraft,
  otherSolutionNames: readonly string[],
  projectSamples: ReadonlySet<string>,
): SolutionMessage[] {
  const errors: SolutionMessage[] = []
  const nameError = groupSolutionNameError(draft.name, otherSolutionNames)
  if (nameError) errors.push(nameError)
  if (draft.groups.some((group) => group.renaming !== null)) errors.push(message('renamePending'))
  const names = draft.groups.map((group) => group.name)
  if (new Set(names).size !== names.length) errors.push(message('groupNamesNotUnique'))
  if (draft.groups.length === 0) errors.push(message('noGroups'))
  for (const group of draft.groups) {
    // A group copied from a stored solution (the default one is built from the sample table) may carry any name.
    if (groupNameError(group.name, [])) errors.push(message('savedGroupNameInvalid', { name: group.name }))
    if (group.samples.length === 0) errors.push(message('groupEmpty', { name: group.name }))
  }
  const unknown = draft.groups.flatMap((group) => group.samples).filter((sample) => !projectSamples.has(sample))
  if (unknown.length) errors.push(message('unknownSamples', { samples: [...new Set(unknown)].join(', ') }))
  return dedupe(errors)
}

function dedupe(messages: SolutionMessage[]): SolutionMessage[] {
  const seen = new Set<string>()
  return messages.filter((entry) => {
    const id = `${entry.key}|${JSON.stringify(entry.values ?? {})}`
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

/** What an editor operation produced: the new draft, and a message when it refused (the draft is then unchanged). */
export type DraftResult = { draft: GroupSolutionDraft; error: SolutionMessage | null }

const refused = (draft: GroupSolutionDraft, name: string, values?: Record<string, string>): DraftResult => ({
  draft,
  error: message(name, values),
})

export function addGroup(draft: GroupSolutionDraft, rawName: string): DraftResult {
  const name = rawName.trim()
  const error = groupNameError(
    name,
    draft.groups.map((group) => group.name),
  )
  if (error) return { draft, error }
  const groups = [...draft.groups, { name, originalName: null, samples: [], renaming: null }]
  return { draft: { ...draft, groups, selected: groups.length - 1 }, error: null }
}

export function deleteGroup(draft: GroupSolutionDraft, index: number): GroupSolutionDraft {
  if (!draft.groups[index]) return draft
  const selected =
    draft.selected === null || draft.selected === index
      ? null
      : draft.selected > index
        ? draft.selected - 1
        : draft.selected
  return { ...draft, groups: draft.groups.filter((_, at) => at !== index), selected }
}

export function startRename(draft: GroupSolutionDraft, index: number): GroupSolutionDraft {
  return mapGroup(draft, index, (group) => ({ ...group, renaming: group.name }))
}

export function cancelRename(draft: GroupSolutionDraft, index: number): GroupSolutionDraft {
  return mapGroup(draft, index, (group) => ({ ...group, renaming: null }))
}

/** Applies an open rename; an invalid name keeps it open (with the text typed) and says why. */
export function applyRename(draft: GroupSolutionDraft, index: number, rawName: string): DraftResult {
  const group = draft.groups[index]
  if (!group) return { draft, error: null }
  const name = rawName.trim()
  const error = groupNameError(
    name,
    draft.groups.filter((_, at) => at !== index).map((other) => other.name),
  )
  if (error) return { draft: mapGroup(draft, index, (open) => ({ ...open, renaming: rawName })), error }
  return { draft: mapGroup(draft, index, (open) => ({ ...open, name, renaming: null })), error: null }
}

/**
 * Adds pool samples to the selected group. A sample already in that group, or in another group of
 * the draft, is refused with the spec's messages (a sample belongs to one group of a solution).
 */
export function addSamples(draft: GroupSolutionDraft, samples: readonly string[]): DraftResult {
  if (draft.selected === null || !draft.groups[draft.selected]) return refused(draft, 'selectGroupFirst')
  const target = draft.groups[draft.selected]
  const inTarget = samples.filter((sample) => target.samples.includes(sample))
  if (inTarget.length) return refused(draft, 'sampleInCurrentGroup', { samples: inTarget.join(', ') })
  const elsewhere = samples.filter((sample) => draft.groups.some((group) => group.samples.includes(sample)))
  if (elsewhere.length) return refused(draft, 'sampleExists', { samples: elsewhere.join(', ') })
  return {
    draft: mapGroup(draft, draft.selected, (group) => ({ ...group, samples: [...group.samples, ...samples] })),
    error: null,
  }
}

/** Returns samples of a group to the pool. */
export function removeSamples(
  draft: GroupSolutionDraft,
  index: number,
  samples: readonly string[],
): GroupSolutionDraft {
  return mapGroup(draft, index, (group) => ({
    ...group,
    samples: group.samples.filter((sample) => !samples.includes(sample)),
  }))
}

/** The samples in no group of the draft, in the project's order. */
export function poolSamples(draft: GroupSolutionDraft, projectSamples: readonly string[]): string[] {
  const grouped = new Set(draft.groups.flatMap((group) => group.samples))
  return projectSamples.filter((sample) => !grouped.has(sample))
}

/** The spec's pool filter: a case-insensitive substring match. */
export function matchesPoolFilter(sample: string, filter: string): boolean {
  return sample.toLowerCase().includes(filter.trim().toLowerCase())
}

function mapGroup(
  draft: GroupSolutionDraft,
  index: number,
  change: (group: DraftGroup) => DraftGroup,
): GroupSolutionDraft {
  if (!draft.groups[index]) return draft
  return { ...draft, groups: draft.groups.map((group, at) => (at === index ? change(group) : group)) }
}

/** The spec's group_name_maps: each stored group the draft kept under a new name. */
export function groupNameMaps(groups: readonly DraftGroup[]): { oldName: string; newName: string }[] {
  return groups
    .filter((group) => group.originalName !== null && group.originalName !== group.name)
    .map((group) => ({ oldName: group.originalName as string, newName: group.name }))
}

// ---------------------------------------------------------------------------------------------
// Compare solutions
// ---------------------------------------------------------------------------------------------

/**
 * A comparison row of the compare editor: variant B names a control and a treatment group, variant
 * A picks two or more groups with a multi-select. Both are stored as a list of group names.
 */
export type ComparisonRow = { kind: 'pair'; control: string; treatment: string } | { kind: 'multi'; groups: string[] }

export interface CompareSolutionDraft {
  compareId: number | null
  name: string
  rows: ComparisonRow[]
}

/** A stored comparison as an editor row: two groups read as control and treatment, more as a multi-select. */
export function rowOf(comparison: readonly string[]): ComparisonRow {
  return comparison.length === 2
    ? { kind: 'pair', control: comparison[0], treatment: comparison[1] }
    : { kind: 'multi', groups: [...comparison] }
}

export function comparisonOf(row: ComparisonRow): string[] {
  return row.kind === 'pair' ? [row.control, row.treatment] : row.groups
}

/** "A vs B" (multi-group: "A vs B vs C"). */
export function comparisonLabel(comparison: readonly string[]): string {
  return comparison.join(' vs ')
}

/** Everything that stops a compare solution's save (spec 03 §5 "Compare solution"). */
export function compareSolutionSaveErrors(
  draft: CompareSolutionDraft,
  otherCompareNames: readonly string[],
  groups: readonly { name: string; samples: readonly string[] }[],
): SolutionMessage[] {
  const errors: SolutionMessage[] = []
  if (isReservedName(draft.name)) errors.push(message('compareNameReserved'))
  else if (!SOLUTION_NAME_PATTERN.test(draft.name)) errors.push(message('compareNameFormat'))
  else if (otherCompareNames.includes(draft.name)) errors.push(message('compareNameDuplicate'))
  if (draft.rows.length === 0) errors.push(message('comparisonsEmpty'))
  const samplesOf = new Map(groups.map((group) => [group.name, group.samples]))
  const seen = new Set<string>()
  // The groups of each row as a set: a pair row and a multi-group row of the same two groups compare
  // the same samples twice (a two-group multi row is even stored as that pair), so they may not both be there.
  const pairSets = new Set<string>()
  const multiSets = new Set<string>()
  for (const row of draft.rows) {
    if (row.kind === 'multi') {
      if (row.groups.length < 2) {
        errors.push(message('multiTooFew'))
        continue
      }
    } else {
      if (!row.control || !row.treatment) {
        errors.push(message('pairRequired'))
        continue
      }
      if (row.control === row.treatment) {
        errors.push(message('pairSame'))
        continue
      }
      const treated = new Set(samplesOf.get(row.treatment) ?? [])
      const shared = (samplesOf.get(row.control) ?? []).filter((sample) => treated.has(sample))
      if (shared.length) errors.push(message('pairSharedSamples', { samples: shared.join(', ') }))
    }
    const names = comparisonOf(row)
    const unknown = names.filter((name) => !samplesOf.has(name))
    if (unknown.length) errors.push(message('unknownGroups', { groups: unknown.join(', ') }))
    // A multi-select combination is a set (order does not matter); a control/treatment pair is ordered.
    const identity = row.kind === 'multi' ? `m:${[...names].sort().join('\u0000')}` : `p:${names.join('\u0000')}`
    if (seen.has(identity)) errors.push(message('comparisonDuplicate'))
    seen.add(identity)
    const groupSet = [...names].sort().join('\u0000')
    if ((row.kind === 'pair' ? multiSets : pairSets).has(groupSet))
      errors.push(message('comparisonPairAndMulti', { groups: comparisonLabel([...names].sort()) }))
    ;(row.kind === 'pair' ? pairSets : multiSets).add(groupSet)
  }
  return dedupe(errors)
}

/**
 * A stored compare solution after its group solution was saved: every comparison is read through
 * the stored names of the draft's groups (group_name_maps: old name to new name), so a renamed group
 * carries its new name; a comparison naming a group the draft deleted is dropped, since a comparison
 * of fewer groups than the user chose would be a different comparison.
 */
export function carriedComparisons(comparisons: readonly string[][], groups: readonly DraftGroup[]): string[][] {
  const current = new Map(
    groups.filter((group) => group.originalName !== null).map((group) => [group.originalName as string, group.name]),
  )
  return comparisons
    .filter((comparison) => comparison.every((name) => current.has(name)))
    .map((comparison) => comparison.map((name) => current.get(name) as string))
}
