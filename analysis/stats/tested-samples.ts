/**
 * Which samples a test between groups uses. R leaves out a sample whose group is NA (the model
 * frame's `na.omit`) and, in a test on proportions, a sample without reads (0/0 is NaN, which
 * `kruskal.test` and `wilcox.test` drop). A group is missing by the one rule of `io/missing-value`.
 * Every test here picks its samples with `samplesToTest`, so all of them leave out the same samples
 * and say which.
 */
import { AnalysisInputError } from '../errors'
import { isMissingValue } from '../io/missing-value'

export type DropReason = 'missingGroup' | 'noReads'

export interface DroppedSample {
  readonly sampleId: string
  readonly reason: DropReason
}

export interface SamplesToTest {
  /** Indices of the samples the test uses, in the given order. */
  readonly kept: readonly number[]
  /** The group of each kept sample. */
  readonly grouping: readonly string[]
  /** The samples left out, in the given order; a sample with neither group nor reads is `missingGroup`. */
  readonly dropped: readonly DroppedSample[]
}

/**
 * The samples with a group and, when `readTotals` is given (a test on proportions), with reads.
 * `grouping` and `readTotals` are in `sampleIds` order.
 */
export function samplesToTest(
  sampleIds: readonly string[],
  grouping: readonly string[],
  { readTotals }: { readonly readTotals?: ArrayLike<number> } = {},
): SamplesToTest {
  if (grouping.length !== sampleIds.length) {
    throw new AnalysisInputError('grouping.labelCount', { labels: grouping.length, samples: sampleIds.length })
  }
  const kept: number[] = []
  const keptGrouping: string[] = []
  const dropped: DroppedSample[] = []
  sampleIds.forEach((sampleId, s) => {
    if (isMissingValue(grouping[s])) dropped.push({ sampleId, reason: 'missingGroup' })
    else if (readTotals && !(readTotals[s] > 0)) dropped.push({ sampleId, reason: 'noReads' })
    else {
      kept.push(s)
      keptGrouping.push(grouping[s])
    }
  })
  return { kept, grouping: keptGrouping, dropped }
}
