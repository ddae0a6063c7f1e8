import { CONDITION_OPERATOR } from '#core/workflows'

/*
 * Health checks of a run request (spec 03 §5 "Health checks", spec 02 §5): a group solution (and,
 * with compare, a compare solution) must be chosen; each analysis item's sample conditions must
 * hold for the chosen solution; on a rerun the chosen samples must be among the earlier run's.
 * Pure: the one-click analysis form and its server check use the same functions.
 */

export interface SolutionGroups {
  groups: { name: string; samples: string[] }[]
}

/** What an item's conditions are compared against. */
export interface SolutionCounts {
  /** Distinct samples in the solution's groups. */
  totalSamples: number
  /** The smallest group's sample count (0 without groups). */
  smallestGroup: number
  /** Groups compared: the distinct groups the compare solution's comparisons name when one is chosen, else the solution's groups. */
  comparedGroups: number
}

export function solutionCounts(solution: SolutionGroups, compareGroups: string[][] | null = null): SolutionCounts {
  const samples = new Set(solution.groups.flatMap((group) => group.samples))
  const sizes = solution.groups.map((group) => new Set(group.samples).size)
  return {
    totalSamples: samples.size,
    smallestGroup: sizes.length === 0 ? 0 : Math.min(...sizes),
    comparedGroups: compareGroups ? new Set(compareGroups.flat()).size : solution.groups.length,
  }
}

/** An item's three conditions (spec 03 §3 analysis item): operator codes and required counts. */
export interface ItemConditions {
  name: string
  condition1: number
  condition2: number
  condition3: number
  sampleTotalNumber: number
  sampleInGroupNumber: number
  sampleCompareGroupNumber: number
}

export type ConditionKind = 'totalSamples' | 'samplesPerGroup' | 'comparedGroups'

export interface ConditionFailure {
  item: string
  condition: ConditionKind
  /** CONDITION_OPERATOR code. */
  operator: number
  required: number
  actual: number
}

/** Whether `actual <operator> required` holds; operator 0 (none) always holds. */
export function conditionHolds(operator: number, actual: number, required: number): boolean {
  switch (operator) {
    case CONDITION_OPERATOR.none:
      return true
    case CONDITION_OPERATOR.greaterThan:
      return actual > required
    case CONDITION_OPERATOR.equal:
      return actual === required
    case CONDITION_OPERATOR.atLeast:
      return actual >= required
    case CONDITION_OPERATOR.lessThan:
      return actual < required
    case CONDITION_OPERATOR.atMost:
      return actual <= required
    case CONDITION_OPERATOR.notEqual:
      return actual !== required
    default:
      // An unknown operator cannot be checked; refusing the run is safer than running it blind.
      return false
  }
}

/** The conditions of one item the chosen solution does not meet, in condition order. */
export function itemConditionFailures(item: ItemConditions, counts: SolutionCounts): ConditionFailure[] {
  const checks: [ConditionKind, number, number, number][] = [
    ['totalSamples', item.condition1, item.sampleTotalNumber, counts.totalSamples],
    ['samplesPerGroup', item.condition2, item.sampleInGroupNumber, counts.smallestGroup],
    ['comparedGroups', item.condition3, item.sampleCompareGroupNumber, counts.comparedGroups],
  ]
  return checks
    .filter(([, operator, required, actual]) => !conditionHolds(operator, actual, required))
    .map(([condition, operator, required, actual]) => ({ item: item.name, condition, operator, required, actual }))
}

/** Messages (i18n keys) when a required solution is not chosen: 请选择分组 / 请选择比较分组. */
export function missingSolutionKeys(choice: {
  groupSolutionChosen: boolean
  compareRequired: boolean
  compareSolutionChosen: boolean
}): string[] {
  const keys: string[] = []
  if (!choice.groupSolutionChosen) keys.push('oca.health.chooseGroupSolution')
  if (choice.compareRequired && !choice.compareSolutionChosen) keys.push('oca.health.chooseCompareSolution')
  return keys
}

/** Rerun containment: the chosen solution's samples that the earlier run did not have (empty: contained). */
export function samplesOutsideEarlierRun(chosen: SolutionGroups, earlierSamples: readonly string[]): string[] {
  const earlier = new Set(earlierSamples)
  const outside = new Set<string>()
  for (const group of chosen.groups) for (const sample of group.samples) if (!earlier.has(sample)) outside.add(sample)
  return [...outside]
}

/** An item of the selection tree with its links (template item ids, as the project items keep them). */
export interface SelectableItem {
  templateItemId: number
  dependencyItemIds: readonly number[]
  affectItemIds: readonly number[]
  isQuickRequired: boolean
}

/**
 * The items a submission runs: the chosen ones, the required ones, and everything they depend on
 * (transitively). Returns template item ids in the items' order, and which were added.
 */
export function withDependencies(
  items: readonly SelectableItem[],
  chosen: Iterable<number>,
): { selected: number[]; added: number[] } {
  const byId = new Map(items.map((item) => [item.templateItemId, item]))
  const chosenSet = new Set([...chosen].filter((id) => byId.has(id)))
  const selected = new Set(chosenSet)
  for (const item of items) if (item.isQuickRequired) selected.add(item.templateItemId)
  const pending = [...selected]
  while (pending.length > 0) {
    const item = byId.get(pending.pop()!)
    for (const dependency of item?.dependencyItemIds ?? [])
      if (byId.has(dependency) && !selected.has(dependency)) {
        selected.add(dependency)
        pending.push(dependency)
      }
  }
  const order = items.map((item) => item.templateItemId).filter((id) => selected.has(id))
  return { selected: order, added: order.filter((id) => !chosenSet.has(id)) }
}

/**
 * Unchoosing an item removes what depends on it: its affect list and every item whose dependency
 * list names it (transitively). Required items stay. Returns the remaining selection.
 */
export function withoutItem(items: readonly SelectableItem[], selected: Iterable<number>, removed: number): number[] {
  const remaining = new Set(selected)
  const pending = [removed]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (!remaining.delete(id)) continue
    const item = items.find((candidate) => candidate.templateItemId === id)
    const dependents = items
      .filter((candidate) => candidate.dependencyItemIds.includes(id))
      .map((candidate) => candidate.templateItemId)
    pending.push(...(item?.affectItemIds ?? []), ...dependents)
  }
  for (const item of items) if (item.isQuickRequired) remaining.add(item.templateItemId)
  return items.map((item) => item.templateItemId).filter((id) => remaining.has(id))
}
