/** Shared by the ANOSIM and PERMANOVA tests: the vegan reference fixture and its tolerance. */
import { expect } from 'vitest'
import type { DistanceMatrix } from '../distance-matrix'
import { readStatsFixture } from './test-support'

export interface VeganResult {
  statistic: number
  pValue: number
  permutations: number
  r2?: number
}
interface Case {
  ids: string[]
  condensed: number[]
}
interface Fixture {
  globalPatterns: Case & {
    sampleType: string[]
    human: string[]
    bySampleType: { anosim: VeganResult; permanova: VeganResult }
    byHuman: { anosim: VeganResult; permanova: VeganResult }
  }
  dune: Case & { management: string[]; byManagement: { anosim: VeganResult; permanova: VeganResult } }
}

export const veganReference = readStatsFixture<Fixture>('permutation-tests.json')

export function distanceMatrixOf({ ids, condensed }: Case): DistanceMatrix {
  return { ids, condensed: Float64Array.from(condensed) }
}

/**
 * Our p-value and vegan's estimate the same permutation p-value; vegan used 10x more permutations,
 * so its value stands in for the truth and ours may differ by 3 binomial standard errors (plus the
 * resolution 1/(permutations + 1) of our estimate).
 */
export function expectWithinPermutationError(pValue: number, permutations: number, vegan: VeganResult): void {
  const p = vegan.pValue
  const tolerance = 3 * Math.sqrt((p * (1 - p)) / permutations) + 1 / (permutations + 1)
  expect(Math.abs(pValue - p)).toBeLessThanOrEqual(tolerance)
}

/** A random symmetric distance matrix over n samples, from a seeded generator. */
export function randomDistanceMatrix(n: number, next: () => number): DistanceMatrix {
  return {
    ids: Array.from({ length: n }, (_, i) => `S${i + 1}`),
    condensed: Float64Array.from({ length: (n * (n - 1)) / 2 }, next),
  }
}
