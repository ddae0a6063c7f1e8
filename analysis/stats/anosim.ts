/**
 * ANOSIM (Clarke 1993) as vegan's `anosim`: distances are ranked (ties share their mean rank) and
 * R = (mean between-group rank - mean within-group rank) / (M / 2), M = n(n - 1)/2 pairs. The
 * number of within-group pairs does not change under permutation, so each permutation only needs
 * the sum of the within-group ranks.
 */
import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import {
  checkPermutationCount,
  encodeGrouping,
  forEachPermutation,
  groupedSamples,
  permutationPValue,
  WithinGroupPairSums,
  type PermutationTestOptions,
  type PermutationTestResult,
} from './permutation'
import { averageRanks } from './ranks'

/** Samples without a group are left out, as R does (see `samplesToTest`). */
export function anosim(
  allSamples: DistanceMatrix,
  allGrouping: readonly string[],
  options: PermutationTestOptions,
): PermutationTestResult {
  checkPermutationCount(options.permutations)
  const { matrix, grouping, droppedSamples } = groupedSamples(allSamples, allGrouping)
  const { labels, groupSizes } = encodeGrouping(matrix, grouping)
  const n = labels.length
  let withinPairs = 0
  for (const size of groupSizes) withinPairs += (size * (size - 1)) / 2
  if (withinPairs === 0) {
    throw new AnalysisInputError('grouping.allSingletons', {})
  }
  const pairs = (n * (n - 1)) / 2
  const { ranks } = averageRanks(matrix.condensed)
  const rankTotal = (pairs * (pairs + 1)) / 2
  const pairSums = new WithinGroupPairSums(ranks, n, groupSizes)
  const groupSums = new Float64Array(groupSizes.length)
  const statisticOf = (permuted: Int32Array) => {
    pairSums.compute(permuted, groupSums)
    let withinRankSum = 0
    for (const sum of groupSums) withinRankSum += sum
    const meanWithin = withinRankSum / withinPairs
    const meanBetween = (rankTotal - withinRankSum) / (pairs - withinPairs)
    return (meanBetween - meanWithin) / (pairs / 2)
  }
  const statistic = statisticOf(labels)
  const permuted = new Float64Array(options.permutations)
  forEachPermutation(labels, options, (labelling, p) => {
    permuted[p] = statisticOf(labelling)
  })
  return {
    statistic,
    pValue: permutationPValue(statistic, permuted),
    permutations: options.permutations,
    droppedSamples,
  }
}
