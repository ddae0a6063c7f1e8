/**
 * Dunn's (1964) pairwise comparisons after a Kruskal-Wallis test: for groups i and j,
 * z = (R̄ⱼ − R̄ᵢ) / √((N(N + 1)/12 − Σ(t³ − t) / (12(N − 1))) (1/nᵢ + 1/nⱼ)), with R̄ the mean
 * ranks over all groups pooled and the tie correction of the Kruskal-Wallis statistic; the
 * two-sided p-value from the normal distribution, then adjusted for the number of pairs.
 */
import { normalUpperTail } from './distributions'
import { benjaminiHochberg, holm } from './fdr'
import { averageRanks, tieCorrectionSum } from './ranks'

export const P_ADJUSTMENTS = ['holm', 'BH', 'none'] as const
export type PAdjustment = (typeof P_ADJUSTMENTS)[number]

export interface DunnComparison {
  /** Index of the later group and of the earlier one, in the groups' order. */
  readonly later: number
  readonly earlier: number
  /** Mean rank of the later group − mean rank of the earlier one. */
  readonly meanRankDifference: number
  readonly z: number
  readonly pValue: number
  readonly adjustedP: number
}

export interface DunnTest {
  readonly meanRanks: Float64Array
  readonly comparisons: DunnComparison[]
}

export function dunnTest(groups: readonly ArrayLike<number>[], adjustment: PAdjustment = 'holm'): DunnTest {
  const observed = groups.map((group) => Array.from(group).filter((value) => !Number.isNaN(value)))
  if (observed.length < 2) throw new RangeError("Dunn's test needs at least 2 groups")
  if (observed.some((group) => group.length === 0)) throw new RangeError('every group must contain data')
  const pooled = observed.flat()
  const n = pooled.length
  const { ranks, tieSizes } = averageRanks(pooled)
  const meanRanks = new Float64Array(observed.length)
  let offset = 0
  observed.forEach((group, g) => {
    let sum = 0
    for (let i = 0; i < group.length; i++) sum += ranks[offset + i]
    meanRanks[g] = sum / group.length
    offset += group.length
  })
  const variance = (n * (n + 1)) / 12 - tieCorrectionSum(tieSizes) / (12 * (n - 1))
  const raw: Omit<DunnComparison, 'adjustedP'>[] = []
  for (let earlier = 0; earlier < observed.length; earlier++) {
    for (let later = earlier + 1; later < observed.length; later++) {
      const difference = meanRanks[later] - meanRanks[earlier]
      const z = difference / Math.sqrt(variance * (1 / observed[later].length + 1 / observed[earlier].length))
      raw.push({ later, earlier, meanRankDifference: difference, z, pValue: 2 * normalUpperTail(Math.abs(z)) })
    }
  }
  const pValues = raw.map((comparison) => comparison.pValue)
  const adjusted =
    adjustment === 'holm'
      ? holm(pValues)
      : adjustment === 'BH'
        ? benjaminiHochberg(pValues)
        : Float64Array.from(pValues)
  return { meanRanks, comparisons: raw.map((comparison, k) => ({ ...comparison, adjustedP: adjusted[k] })) }
}
