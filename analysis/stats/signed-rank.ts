/**
 * The Wilcoxon signed-rank test as R's `wilcox.test(x, mu = mu)` and `wilcox.test(x, y, paired =
 * TRUE)` compute it (R 4.2.2): V is the sum of the ranks of |x − mu| over the positive
 * differences, zeros dropped. With fewer than 50 differences, no ties and no zeros the p-value comes
 * from the exact null distribution (R's `psignrank`) and the test gives the Hodges-Lehmann
 * pseudo-median with its exact confidence interval from the Walsh averages; otherwise the normal
 * approximation with R's tie correction and, optionally, its continuity correction (no interval:
 * R finds that one by root-finding on a step function, which we do not reproduce).
 */
import { normalCdf, normalUpperTail } from './distributions'
import { averageRanks, tieCorrectionSum } from './ranks'
import type { TTestAlternative } from './t-tests'

export interface SignedRankOptions {
  /** R's `mu`; default 0. */
  readonly mu?: number
  /** R's `alternative`; default two-sided. */
  readonly alternative?: TTestAlternative
  /** Continuity correction of the normal approximation (R's `correct`), default true. */
  readonly correct?: boolean
  /** R's `conf.level` of the exact interval; default 0.95. */
  readonly confidenceLevel?: number
}

export interface SignedRankInterval {
  /** The pseudo-median: the median of the Walsh averages (x_i + x_j)/2, i ≤ j. */
  readonly estimate: number
  /** One end infinite for a one-sided test. */
  readonly lower: number
  readonly upper: number
  /** The level the interval has: the one asked for, or lower when R cannot reach it with so few values. */
  readonly confidenceLevel: number
  /** True when the asked level could not be reached (R warns "requested conf.level not achievable"). */
  readonly levelLowered: boolean
}

export interface SignedRankResult {
  /** V: the rank sum of the positive differences. */
  readonly statistic: number
  readonly pValue: number
  /** Differences used: non-zero and not NaN. */
  readonly n: number
  /** Differences equal to mu, dropped as R drops them. */
  readonly zeros: number
  readonly ties: boolean
  readonly method: 'exact' | 'normal' | 'normal-corrected'
  /** Present when the exact distribution was used. */
  readonly interval?: SignedRankInterval
}

/** Exact p-values and intervals up to this many differences, as R's default `exact = n < 50`. */
export const SIGNED_RANK_EXACT_LIMIT = 50

/**
 * The signed-rank test of `values` against `mu` (NaN dropped). For a paired test pass the
 * differences x − y. Throws a RangeError when no difference is left.
 */
export function wilcoxonSignedRank(values: ArrayLike<number>, options: SignedRankOptions = {}): SignedRankResult {
  const { mu = 0, alternative = 'two.sided', correct = true, confidenceLevel = 0.95 } = options
  if (!(confidenceLevel > 0 && confidenceLevel < 1)) throw new RangeError('the confidence level must lie in (0, 1)')
  const shifted: number[] = []
  let zeros = 0
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i])) continue
    const d = values[i] - mu
    if (d === 0) zeros++
    else shifted.push(d)
  }
  const n = shifted.length
  if (n === 0) throw new RangeError('no difference other than zero is left')
  const { ranks, tieSizes } = averageRanks(shifted.map(Math.abs))
  let statistic = 0
  for (let i = 0; i < n; i++) if (shifted[i] > 0) statistic += ranks[i]
  const ties = tieSizes.length < n

  if (n < SIGNED_RANK_EXACT_LIMIT && !ties && zeros === 0) {
    const counts = signedRankCounts(n)
    const lowerTail = (q: number) => signedRankTail(counts, q, true)
    const upperTail = (q: number) => signedRankTail(counts, q, false)
    const half = (n * (n + 1)) / 4
    const pValue =
      alternative === 'two.sided'
        ? Math.min(1, 2 * (statistic > half ? upperTail(statistic - 1) : lowerTail(statistic)))
        : alternative === 'greater'
          ? upperTail(statistic - 1)
          : lowerTail(statistic)
    // R adds mu back to the differences it subtracted it from.
    const interval = exactInterval(
      shifted.map((d) => d + mu),
      counts,
      alternative,
      confidenceLevel,
    )
    return { statistic, pValue, n, zeros, ties, method: 'exact', interval }
  }

  const centred = statistic - (n * (n + 1)) / 4
  const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieCorrectionSum(tieSizes) / 48)
  const correction = !correct
    ? 0
    : alternative === 'two.sided'
      ? Math.sign(centred) * 0.5
      : alternative === 'greater'
        ? 0.5
        : -0.5
  const z = (centred - correction) / sigma
  const pValue =
    alternative === 'less'
      ? normalCdf(z)
      : alternative === 'greater'
        ? normalUpperTail(z)
        : 2 * Math.min(normalCdf(z), normalUpperTail(z))
  return { statistic, pValue, n, zeros, ties, method: correct ? 'normal-corrected' : 'normal' }
}

/**
 * counts[k] = the number of the 2ⁿ sign patterns of ranks 1..n whose positive ranks sum to k
 * (R's `csignrank`): subsets of {1..n} by their sum, built by adding one rank at a time. Below
 * n = 50 every count is below 2⁴⁹ and so exact in a double.
 */
export function signedRankCounts(n: number): Float64Array {
  const top = (n * (n + 1)) / 2
  const counts = new Float64Array(top + 1)
  counts[0] = 1
  for (let rank = 1; rank <= n; rank++) {
    const reach = (rank * (rank + 1)) / 2
    for (let k = reach; k >= rank; k--) counts[k] += counts[k - rank]
  }
  return counts
}

/**
 * P(V ≤ q) (lower) or P(V > q) (upper), as R's `psignrank(q, n, lower.tail)`: the shorter side is
 * summed directly and the other side taken as its complement, so small tails keep their digits.
 */
function signedRankTail(counts: Float64Array, q: number, lower: boolean): number {
  const top = counts.length - 1
  const total = sumAll(counts)
  const at = Math.round(q + 1e-7)
  if (at < 0) return lower ? 0 : 1
  if (at >= top) return lower ? 1 : 0
  // P(V ≤ at) = Σ_{k ≤ at}; P(V > at) = P(V < top − at) by symmetry.
  const upTo = (last: number) => {
    let sum = 0
    for (let k = 0; k <= last; k++) sum += counts[k]
    return sum / total
  }
  if (lower) return at <= top / 2 ? upTo(at) : 1 - upTo(top - at - 1)
  return at <= top / 2 ? 1 - upTo(at) : upTo(top - at - 1)
}

function sumAll(counts: Float64Array): number {
  let sum = 0
  for (const count of counts) sum += count
  return sum
}

/**
 * R's `qsignrank(p, n)`: the smallest q with P(V ≤ q) ≥ p, with R's fuzz of 10 machine epsilons
 * so that a probability hit exactly is not missed by rounding.
 */
function signedRankQuantile(counts: Float64Array, p: number): number {
  const top = counts.length - 1
  const total = sumAll(counts)
  let cumulative = 0
  if (p <= 0.5) {
    const target = p - 10 * Number.EPSILON
    for (let q = 0; ; q++) {
      cumulative += counts[q] / total
      if (cumulative >= target) return q
    }
  }
  const target = 1 - p + 10 * Number.EPSILON
  for (let q = 0; ; q++) {
    cumulative += counts[q] / total
    if (cumulative > target) return top - q
  }
}

/** The exact interval and pseudo-median of R's `wilcox.test(..., conf.int = TRUE)`, from the Walsh averages. */
function exactInterval(
  values: readonly number[],
  counts: Float64Array,
  alternative: TTestAlternative,
  confidenceLevel: number,
): SignedRankInterval {
  const n = values.length
  const walsh = new Float64Array((n * (n + 1)) / 2)
  let k = 0
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[k++] = (values[i] + values[j]) / 2
  walsh.sort()
  const m = walsh.length
  const estimate = m % 2 === 1 ? walsh[(m - 1) / 2] : (walsh[m / 2 - 1] + walsh[m / 2]) / 2
  const alpha = 1 - confidenceLevel
  const twoSided = alternative === 'two.sided'
  let qu = signedRankQuantile(counts, twoSided ? alpha / 2 : alpha)
  if (qu === 0) qu = 1
  const ql = (n * (n + 1)) / 2 - qu
  const tail = signedRankTail(counts, qu - 1, true)
  const achievedAlpha = twoSided ? 2 * tail : tail
  const lower = alternative === 'less' ? -Infinity : walsh[qu - 1]
  const upper = alternative === 'greater' ? Infinity : walsh[ql]
  const levelLowered = achievedAlpha - alpha > alpha / 2
  return {
    estimate,
    lower,
    upper,
    confidenceLevel: levelLowered ? 1 - signif2(achievedAlpha) : confidenceLevel,
    levelLowered,
  }
}

/** R's `signif(x, 2)` for 0 < x ≤ 1: an exact half rounds to the even digit, as R's C printf does. */
function signif2(x: number): number {
  // x × 10^shift has two digits before the point; 10^shift is exact for the shifts that occur.
  const shift = 1 - Math.floor(Math.log10(x))
  const scaled = shift >= 0 ? x * 10 ** shift : x / 10 ** -shift
  const floor = Math.floor(scaled)
  const fraction = scaled - floor
  const digits = fraction > 0.5 || (fraction === 0.5 && floor % 2 === 1) ? floor + 1 : floor
  return shift >= 0 ? digits / 10 ** shift : digits * 10 ** -shift
}
