import { describe, expect, it } from 'vitest'
import {
  conditionHolds,
  itemConditionFailures,
  missingSolutionKeys,
  samplesOutsideEarlierRun,
  solutionCounts,
  withDependencies,
  withoutItem,
} from './run-conditions'

// Global Patterns' default solution in miniature: Soil 3 samples, Feces 4, Mock 2 (9 in all).
const solution = {
  groups: [
    { name: 'Soil', samples: ['CL3', 'CC1', 'SV1'] },
    { name: 'Feces', samples: ['M31Fcsw', 'M11Fcsw', 'F21Plmr', 'M31Plmr'] },
    { name: 'Mock', samples: ['Even1', 'Even2'] },
  ],
}

const noConditions = {
  name: 'LEfSe',
  condition1: 0,
  condition2: 0,
  condition3: 0,
  sampleTotalNumber: 0,
  sampleInGroupNumber: 0,
  sampleCompareGroupNumber: 0,
}

describe('solution counts', () => {
  it('counts distinct samples, the smallest group and the compared groups', () => {
    expect(solutionCounts(solution)).toEqual({ totalSamples: 9, smallestGroup: 2, comparedGroups: 3 })
    expect(solutionCounts(solution, [['Soil', 'Feces']]).comparedGroups).toBe(2)
    expect(
      solutionCounts(solution, [
        ['Soil', 'Feces'],
        ['Soil', 'Mock'],
      ]).comparedGroups,
    ).toBe(3)
    expect(solutionCounts({ groups: [] })).toEqual({ totalSamples: 0, smallestGroup: 0, comparedGroups: 0 })
  })
})

describe('conditions (1 >, 2 =, 3 ≥)', () => {
  it('compares the actual count with the required one', () => {
    expect([conditionHolds(1, 3, 3), conditionHolds(1, 4, 3)]).toEqual([false, true])
    expect([conditionHolds(2, 3, 3), conditionHolds(2, 4, 3)]).toEqual([true, false])
    expect([conditionHolds(3, 3, 3), conditionHolds(3, 2, 3)]).toEqual([true, false])
    expect(conditionHolds(0, 0, 99)).toBe(true)
    expect(conditionHolds(42, 5, 1)).toBe(false)
  })

  it('names the item and each failing condition with what was required and found', () => {
    const lefse = {
      ...noConditions,
      condition1: 1,
      sampleTotalNumber: 9,
      condition2: 3,
      sampleInGroupNumber: 3,
      condition3: 2,
      sampleCompareGroupNumber: 3,
    }
    expect(itemConditionFailures(lefse, solutionCounts(solution))).toEqual([
      { item: 'LEfSe', condition: 'totalSamples', operator: 1, required: 9, actual: 9 },
      { item: 'LEfSe', condition: 'samplesPerGroup', operator: 3, required: 3, actual: 2 },
    ])
    expect(itemConditionFailures(noConditions, solutionCounts({ groups: [] }))).toEqual([])
  })
})

describe('chosen solutions', () => {
  it('asks for a group solution, and a compare solution when the project compares', () => {
    expect(
      missingSolutionKeys({ groupSolutionChosen: false, compareRequired: true, compareSolutionChosen: false }),
    ).toEqual(['oca.health.chooseGroupSolution', 'oca.health.chooseCompareSolution'])
    expect(
      missingSolutionKeys({ groupSolutionChosen: true, compareRequired: false, compareSolutionChosen: false }),
    ).toEqual([])
  })
})

describe('rerun containment', () => {
  it('lists the chosen samples the earlier run did not have, once each', () => {
    const chosen = {
      groups: [
        { name: 'A', samples: ['S1', 'S9'] },
        { name: 'B', samples: ['S9', 'S2'] },
      ],
    }
    expect(samplesOutsideEarlierRun(chosen, ['S1', 'S2', 'S3'])).toEqual(['S9'])
    expect(samplesOutsideEarlierRun(chosen, ['S1', 'S2', 'S9'])).toEqual([])
  })
})

describe('dependencies', () => {
  // 10 ← 20 ← 30 (30 needs 20 needs 10); 40 required; 50 affects 60.
  const items = [
    { templateItemId: 10, dependencyItemIds: [], affectItemIds: [], isQuickRequired: false },
    { templateItemId: 20, dependencyItemIds: [10], affectItemIds: [], isQuickRequired: false },
    { templateItemId: 30, dependencyItemIds: [20], affectItemIds: [], isQuickRequired: false },
    { templateItemId: 40, dependencyItemIds: [], affectItemIds: [], isQuickRequired: true },
    { templateItemId: 50, dependencyItemIds: [], affectItemIds: [60], isQuickRequired: false },
    { templateItemId: 60, dependencyItemIds: [], affectItemIds: [], isQuickRequired: false },
  ]

  it('choosing an item selects what it depends on, transitively, and the required items', () => {
    expect(withDependencies(items, [30])).toEqual({ selected: [10, 20, 30, 40], added: [10, 20, 40] })
    expect(withDependencies(items, [999])).toEqual({ selected: [40], added: [40] })
  })

  it('unchoosing an item removes what depends on it and what it affects, never a required item', () => {
    expect(withoutItem(items, [10, 20, 30, 40], 10)).toEqual([40])
    expect(withoutItem(items, [10, 20, 30, 40], 30)).toEqual([10, 20, 40])
    expect(withoutItem(items, [40, 50, 60], 50)).toEqual([40])
    expect(withoutItem(items, [40], 40)).toEqual([40])
  })
})
