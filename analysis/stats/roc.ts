/**
 * Receiver operating characteristic of a score against a binary outcome: the curve, the area
 * under it (the Mann-Whitney U of the positives over n₊n₋, ties counting one half, which is what R
 * gives as `wilcox.test(pos, neg)$statistic / (n₊ n₋)`), DeLong's standard error and confidence
 * interval of the area (as pROC's `ci.auc(method = "delong")`), and the Youden-optimal cut-off.
 * Observations with a NaN score are left out.
 */
import { AnalysisInputError } from '../errors'
import { normalQuantile } from './distributions-extra'
import { averageRanks } from './ranks'

export interface RocPoint {
  /** A case is called positive when its score ≥ threshold (≤ when lower scores mean positive). */
  readonly threshold: number
  readonly falsePositiveRate: number
  readonly truePositiveRate: number
}

export interface RocCurve {
  /** Whether higher scores were taken to point to the positive class. */
  readonly higherIsPositive: boolean
  /** From (0, 0) at threshold +∞ to (1, 1), one point per distinct score. */
  readonly points: RocPoint[]
  readonly auc: number
  readonly standardError: number
  readonly lower: number
  readonly upper: number
  /** The point maximising sensitivity + specificity − 1 (the first one on ties). */
  readonly youden: RocPoint
  readonly positives: number
  readonly negatives: number
}

export interface RocOptions {
  /**
   * Whether higher scores point to the positive class (the default) or lower ones; `auto` decides
   * as pROC's `direction = "auto"`: higher when the negatives' median score is at most the
   * positives' median.
   */
  readonly direction?: 'higher' | 'lower' | 'auto'
  readonly confidenceLevel?: number
}

export function rocCurve(scores: ArrayLike<number>, positive: ArrayLike<boolean>, options: RocOptions = {}): RocCurve {
  if (scores.length !== positive.length) throw new RangeError(`${scores.length} scores for ${positive.length} outcomes`)
  const observed: { score: number; positive: boolean }[] = []
  for (let i = 0; i < scores.length; i++)
    if (!Number.isNaN(scores[i])) observed.push({ score: scores[i], positive: Boolean(positive[i]) })
  const positives = observed.filter((c) => c.positive).length
  const negatives = observed.length - positives
  if (positives === 0 || negatives === 0) {
    throw new AnalysisInputError('roc.needsBothClasses', { positives, negatives })
  }
  const higherIsPositive =
    options.direction === 'lower'
      ? false
      : options.direction === 'auto'
        ? median(observed.filter((c) => !c.positive).map((c) => c.score)) <=
          median(observed.filter((c) => c.positive).map((c) => c.score))
        : true
  const direction = higherIsPositive ? 1 : -1
  const cases = observed.map((c) => ({ score: direction * c.score, positive: c.positive }))

  cases.sort((a, b) => b.score - a.score)
  const points: RocPoint[] = [{ threshold: direction * Infinity, falsePositiveRate: 0, truePositiveRate: 0 }]
  let truePositives = 0
  let falsePositives = 0
  for (let start = 0; start < cases.length;) {
    let end = start
    for (; end < cases.length && cases[end].score === cases[start].score; end++) {
      if (cases[end].positive) truePositives++
      else falsePositives++
    }
    points.push({
      threshold: direction * cases[start].score,
      falsePositiveRate: falsePositives / negatives,
      truePositiveRate: truePositives / positives,
    })
    start = end
  }
  let youden = points[0]
  for (const point of points)
    if (point.truePositiveRate - point.falsePositiveRate > youden.truePositiveRate - youden.falsePositiveRate)
      youden = point

  const { auc, variance } = delong(cases, positives, negatives)
  const z = normalQuantile(1 - (1 - (options.confidenceLevel ?? 0.95)) / 2)
  const standardError = Math.sqrt(variance)
  return {
    higherIsPositive,
    points,
    auc,
    standardError,
    lower: Math.max(0, auc - z * standardError),
    upper: Math.min(1, auc + z * standardError),
    youden,
    positives,
    negatives,
  }
}

/**
 * DeLong, DeLong & Clarke-Pearson (1988) with the midrank shortcut of Sun & Xu (2014): a
 * positive's placement (the share of negatives it beats, ties one half) is its rank among all
 * cases minus its rank among the positives, over n₋; a negative's, likewise, over n₊.
 */
function delong(
  cases: readonly { score: number; positive: boolean }[],
  positives: number,
  negatives: number,
): { auc: number; variance: number } {
  const all = averageRanks(cases.map((c) => c.score)).ranks
  const positiveScores = cases.filter((c) => c.positive).map((c) => c.score)
  const negativeScores = cases.filter((c) => !c.positive).map((c) => c.score)
  const positiveRanks = averageRanks(positiveScores).ranks
  const negativeRanks = averageRanks(negativeScores).ranks
  const positivePlacements: number[] = []
  const negativePlacements: number[] = []
  let p = 0
  let q = 0
  cases.forEach((c, i) => {
    if (c.positive) positivePlacements.push((all[i] - positiveRanks[p++]) / negatives)
    else negativePlacements.push(1 - (all[i] - negativeRanks[q++]) / positives)
  })
  const auc = mean(positivePlacements)
  const variance = sampleVariance(positivePlacements) / positives + sampleVariance(negativePlacements) / negatives
  return { auc, variance }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

function sampleVariance(values: readonly number[]): number {
  if (values.length < 2) return 0
  const m = mean(values)
  return values.reduce((sum, value) => sum + (value - m) * (value - m), 0) / (values.length - 1)
}
