/**
 * One-way analysis of variance and Tukey's honest significant differences, as R's
 * `summary(aov(y ~ group))` and `TukeyHSD(aov(...))` report them (Tukey–Kramer intervals for
 * unequal group sizes). NaN observations are dropped first.
 */
import { mean } from './descriptive'
import { fUpperTail } from './linear-model'
import { studentizedRangeQuantile, studentizedRangeUpperTail } from './studentized-range'

export interface OneWayAnova {
  /** Between groups (k − 1) and residual (N − k). */
  readonly degreesOfFreedom: readonly [number, number]
  readonly sumOfSquares: readonly [number, number]
  readonly meanSquares: readonly [number, number]
  readonly f: number
  readonly pValue: number
  readonly groupMeans: Float64Array
  readonly groupSizes: Int32Array
}

export function oneWayAnova(groups: readonly ArrayLike<number>[]): OneWayAnova {
  const observed = groups.map(withoutNaN)
  if (observed.length < 2) throw new RangeError('the analysis of variance needs at least 2 groups')
  if (observed.some((group) => group.length === 0)) throw new RangeError('every group must contain data')
  const pooled = observed.flat()
  const n = pooled.length
  const k = observed.length
  if (n <= k) throw new RangeError('there must be more observations than groups')
  const grandMean = mean(pooled)
  const groupMeans = Float64Array.from(observed, (group) => mean(group))
  let between = 0
  let within = 0
  observed.forEach((group, g) => {
    between += group.length * (groupMeans[g] - grandMean) ** 2
    for (const value of group) within += (value - groupMeans[g]) ** 2
  })
  const dfBetween = k - 1
  const dfWithin = n - k
  const msBetween = between / dfBetween
  const msWithin = within / dfWithin
  const f = msBetween / msWithin
  return {
    degreesOfFreedom: [dfBetween, dfWithin],
    sumOfSquares: [between, within],
    meanSquares: [msBetween, msWithin],
    f,
    pValue: fUpperTail(f, dfBetween, dfWithin),
    groupMeans,
    groupSizes: Int32Array.from(observed, (group) => group.length),
  }
}

export interface TukeyComparison {
  /** Index of the later group (the minuend) and of the earlier one, in the groups' order. */
  readonly later: number
  readonly earlier: number
  /** mean(later) − mean(earlier), as R's "later-earlier". */
  readonly difference: number
  readonly lower: number
  readonly upper: number
  readonly adjustedP: number
}

/**
 * Every pair of groups, in R's order (b−a, c−a, …, c−b, …): the difference of means, its
 * family-wise interval at `confidenceLevel` and the p-value adjusted by the studentized range.
 */
export function tukeyHsd(anova: OneWayAnova, confidenceLevel = 0.95): TukeyComparison[] {
  const k = anova.groupMeans.length
  const residualDf = anova.degreesOfFreedom[1]
  const mse = anova.meanSquares[1]
  const critical = studentizedRangeQuantile(confidenceLevel, k, residualDf)
  const comparisons: TukeyComparison[] = []
  for (let earlier = 0; earlier < k; earlier++) {
    for (let later = earlier + 1; later < k; later++) {
      const difference = anova.groupMeans[later] - anova.groupMeans[earlier]
      const scale = Math.sqrt((mse / 2) * (1 / anova.groupSizes[later] + 1 / anova.groupSizes[earlier]))
      const half = critical * scale
      comparisons.push({
        later,
        earlier,
        difference,
        lower: difference - half,
        upper: difference + half,
        adjustedP: studentizedRangeUpperTail(Math.abs(difference) / scale, k, residualDf),
      })
    }
  }
  return comparisons
}

function withoutNaN(values: ArrayLike<number>): number[] {
  const kept: number[] = []
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) kept.push(values[i])
  return kept
}
