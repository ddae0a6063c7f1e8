/**
 * Rank tests that reproduce R's `kruskal.test` and two-sample `wilcox.test` (two-sided), so a
 * p-value shown in BioCloud is the one a reviewer gets by rerunning the analysis in R.
 * NaN observations are dropped first, as R drops NA.
 */
import { chiSquareUpperTail, normalUpperTail, wilcoxonRankSumCounts } from './distributions'
import { averageRanks, tieCorrectionSum } from './ranks'

export interface RankTestResult {
  readonly statistic: number
  readonly pValue: number
}

/**
 * Kruskal-Wallis H with R's tie correction, p from the χ² distribution with (groups - 1) degrees of
 * freedom. When every observation is tied the statistic is undefined and both fields are NaN.
 */
export function kruskalWallis(groups: readonly ArrayLike<number>[]): RankTestResult {
  if (groups.length < 2) throw new RangeError('the Kruskal-Wallis test needs at least 2 groups')
  const observed = groups.map(withoutNaN)
  if (observed.some((group) => group.length === 0)) throw new RangeError('every group must contain data')
  const pooled = observed.flatMap((group) => group)
  const n = pooled.length
  const { ranks, tieSizes } = averageRanks(pooled)
  let weightedSquaredRankSums = 0
  let offset = 0
  for (const group of observed) {
    let rankSum = 0
    for (let i = 0; i < group.length; i++) rankSum += ranks[offset + i]
    weightedSquaredRankSums += (rankSum * rankSum) / group.length
    offset += group.length
  }
  const uncorrected = (12 * weightedSquaredRankSums) / (n * (n + 1)) - 3 * (n + 1)
  const statistic = uncorrected / (1 - tieCorrectionSum(tieSizes) / (n * n * n - n))
  if (!Number.isFinite(statistic)) return { statistic: NaN, pValue: NaN }
  return { statistic, pValue: chiSquareUpperTail(statistic, groups.length - 1) }
}

export interface WilcoxonOptions {
  /** Continuity correction of the normal approximation (R's `correct`), default true. */
  readonly correct?: boolean
  /**
   * Exact null distribution (R's `exact`). Left undefined, R's rule applies: exact when both
   * samples have fewer than 50 observations. Ties always force the normal approximation.
   */
  readonly exact?: boolean
}

/**
 * Two-sided Wilcoxon rank-sum (Mann-Whitney) test of x against y: W is the rank sum of x minus
 * m(m+1)/2, as R reports it.
 */
export function wilcoxonRankSum(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  { correct = true, exact }: WilcoxonOptions = {},
): RankTestResult {
  const first = withoutNaN(x)
  const second = withoutNaN(y)
  const m = first.length
  const n = second.length
  if (m === 0 || n === 0) throw new RangeError('both samples need at least one observation')
  const { ranks, tieSizes } = averageRanks([...first, ...second])
  let rankSumFirst = 0
  for (let i = 0; i < m; i++) rankSumFirst += ranks[i]
  const statistic = rankSumFirst - (m * (m + 1)) / 2
  const hasTies = tieSizes.length < m + n
  const useExact = (exact ?? (m < 50 && n < 50)) && !hasTies
  if (useExact) return { statistic, pValue: exactTwoSidedPValue(statistic, m, n) }

  const centred = statistic - (m * n) / 2
  const variance = ((m * n) / 12) * (m + n + 1 - tieCorrectionSum(tieSizes) / ((m + n) * (m + n - 1)))
  const z = (centred - (correct ? Math.sign(centred) * 0.5 : 0)) / Math.sqrt(variance)
  if (Number.isNaN(z)) return { statistic, pValue: NaN }
  return { statistic, pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))) }
}

/**
 * Twice the smaller tail, each tail summed over its own (shorter) range of W so that a small
 * p-value is never computed as 1 minus something close to 1.
 */
function exactTwoSidedPValue(statistic: number, m: number, n: number): number {
  const { counts, total } = exactNullOf(m, n)
  let tail = 0
  if (statistic > (m * n) / 2) for (let w = statistic; w < counts.length; w++) tail += counts[w]
  else for (let w = 0; w <= statistic; w++) tail += counts[w]
  return Math.min(1, (2 * tail) / total)
}

/**
 * The exact null distribution of W for m and n observations, built once per pair of sizes: a
 * Monte-Carlo analysis tests thousands of features of the same two groups.
 */
const exactNulls = new Map<string, { counts: Float64Array; total: number }>()
function exactNullOf(m: number, n: number): { counts: Float64Array; total: number } {
  const key = `${m} ${n}`
  let known = exactNulls.get(key)
  if (!known) {
    const counts = wilcoxonRankSumCounts(m, n)
    let total = 0
    for (const count of counts) total += count
    known = { counts, total }
    exactNulls.set(key, known)
  }
  return known
}

function withoutNaN(values: ArrayLike<number>): number[] {
  const kept: number[] = []
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) kept.push(values[i])
  return kept
}
