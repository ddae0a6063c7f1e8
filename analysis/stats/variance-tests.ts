/**
 * Tests that groups have equal variances, as R 4.2.2 computes them:
 *
 * - Bartlett (`bartlett.test`): K² = ((N − k) ln s²_p − Σ (n_i − 1) ln s²_i) / C with
 *   C = 1 + (Σ 1/(n_i − 1) − 1/(N − k)) / (3(k − 1)), χ² on k − 1 df. Sensitive to non-normality.
 * - Levene (car 3.1 `leveneTest(center = mean)`) and Brown-Forsythe (`center = median`, car's
 *   default): the one-way ANOVA F of |x − centre of its group| on (k − 1, N − k) df.
 * - Fligner-Killeen (`fligner.test`): the values centred at their group's median are ranked by
 *   absolute size, scored a = Φ⁻¹((1 + rank/(N + 1))/2), and
 *   X² = (Σ_i (Σ a in group i)² / n_i − N ā²) / var(a), χ² on k − 1 df.
 *
 * Every group needs at least two values; NaN values are the caller's to drop.
 */
import { oneWayAnova } from './anova'
import { mean, quantile, variance } from './descriptive'
import { chiSquareUpperTail } from './distributions'
import { normalQuantile } from './distributions-extra'
import { averageRanks } from './ranks'

export interface VarianceTest {
  readonly statistic: number
  /** [k − 1] for the χ² tests, [k − 1, N − k] for the F tests. */
  readonly degreesOfFreedom: readonly number[]
  readonly pValue: number
}

function checkGroups(groups: readonly ArrayLike<number>[]): void {
  if (groups.length < 2) throw new RangeError('a test of equal variances needs at least 2 groups')
  if (groups.some((group) => group.length < 2)) throw new RangeError('every group needs at least 2 values')
}

/** Bartlett's test; the statistic is NaN when a group has no spread (its log variance is −∞). */
export function bartlettTest(groups: readonly ArrayLike<number>[]): VarianceTest {
  checkGroups(groups)
  const k = groups.length
  let degrees = 0
  let pooled = 0
  let logSum = 0
  let inverseSum = 0
  let constantGroup = false
  for (const group of groups) {
    const df = group.length - 1
    const v = variance(group)
    if (!(v > 0)) constantGroup = true
    degrees += df
    pooled += df * v
    logSum += df * Math.log(v)
    inverseSum += 1 / df
  }
  pooled /= degrees
  const statistic = constantGroup
    ? NaN
    : (degrees * Math.log(pooled) - logSum) / (1 + (inverseSum - 1 / degrees) / (3 * (k - 1)))
  return { statistic, degreesOfFreedom: [k - 1], pValue: chiSquareUpperTail(statistic, k - 1) }
}

/** Levene's test (centre 'mean') or the Brown-Forsythe test (centre 'median'), as car's leveneTest. */
export function leveneTest(groups: readonly ArrayLike<number>[], centre: 'mean' | 'median'): VarianceTest {
  checkGroups(groups)
  const deviations = groups.map((group) => {
    const middle = centre === 'mean' ? mean(group) : quantile(group, 0.5)
    return Float64Array.from(group, (value) => Math.abs(value - middle))
  })
  const anova = oneWayAnova(deviations)
  return { statistic: anova.f, degreesOfFreedom: [...anova.degreesOfFreedom], pValue: anova.pValue }
}

/** The Fligner-Killeen median test; NaN when every centred value is 0. */
export function flignerKilleenTest(groups: readonly ArrayLike<number>[]): VarianceTest {
  checkGroups(groups)
  const k = groups.length
  const centred: number[] = []
  for (const group of groups) {
    const median = quantile(group, 0.5)
    for (let i = 0; i < group.length; i++) centred.push(Math.abs(group[i] - median))
  }
  const n = centred.length
  const { ranks } = averageRanks(centred)
  const scores = Float64Array.from(ranks, (rank) => normalQuantile((1 + rank / (n + 1)) / 2))
  let weighted = 0
  let offset = 0
  for (const group of groups) {
    let sum = 0
    for (let i = 0; i < group.length; i++) sum += scores[offset + i]
    weighted += (sum * sum) / group.length
    offset += group.length
  }
  const average = mean(scores)
  const spread = variance(scores)
  const statistic = spread > 0 ? (weighted - n * average * average) / spread : NaN
  return { statistic, degreesOfFreedom: [k - 1], pValue: chiSquareUpperTail(statistic, k - 1) }
}
