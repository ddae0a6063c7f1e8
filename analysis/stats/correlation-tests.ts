/**
 * The test of zero correlation that R 4.2.2's `cor.test(x, y, method = ...)` reports (two-sided,
 * default arguments), for Pearson, Spearman and Kendall, on the pairs where neither value is NaN
 * (the complete pairs, as `cor(..., use = "pairwise.complete.obs")` takes them):
 *
 * - Pearson: r, and t = √(n − 2) r / √(1 − r²) on n − 2 degrees of freedom.
 * - Spearman: ρ is Pearson's r of the average ranks. Without ties and n ≤ 1290 the p-value is
 *   AS 89 (Best & Roberts 1975) of the statistic S = (n³ − n)(1 − ρ)/6, as R's `prho`: the exact
 *   permutation distribution for n ≤ 9, its Edgeworth series above; with ties or larger n, the t
 *   approximation of `exact = FALSE`.
 * - Kendall: τ-b. Without ties and n < 50 the p-value is exact (the permutation distribution of
 *   the number of concordant pairs, as R's `ckendall`); otherwise the normal approximation of S,
 *   the concordant minus the discordant pairs, whose variance carries R's tie correction (no
 *   continuity correction).
 */
import { averageRanks } from './ranks'
import { completePairs, pearson } from './correlation'
import { normalCdf, normalUpperTail } from './distributions'
import { studentTTwoSided } from './distributions-extra'

export const CORRELATION_TEST_METHODS = ['pearson', 'spearman', 'kendall'] as const
export type CorrelationTestMethod = (typeof CORRELATION_TEST_METHODS)[number]

/** How the p-value was found. */
export type CorrelationPValueMethod = 't' | 'as89' | 'exact' | 'normal'

export interface PairCorrelationTest {
  /** r, ρ or τ-b; NaN when either variable is constant over the complete pairs. */
  readonly estimate: number
  /** Complete pairs used. */
  readonly n: number
  /** Two-sided p-value; NaN when the estimate is NaN or fewer than 3 pairs are complete. */
  readonly pValue: number
  readonly pValueMethod: CorrelationPValueMethod
}

/** R's limits: AS 89 for Spearman up to n = 1290, Kendall's exact distribution below n = 50. */
export const SPEARMAN_EXACT_LIMIT = 1290
export const KENDALL_EXACT_LIMIT = 50

export function correlationPairTest(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  method: CorrelationTestMethod,
): PairCorrelationTest {
  if (x.length !== y.length) throw new RangeError(`the variables differ in length (${x.length} and ${y.length})`)
  const [first, second] = completePairs(x, y)
  const n = first.length
  if (method === 'pearson') return pearsonTest(first, second)
  const rankedX = averageRanks(first)
  const rankedY = averageRanks(second)
  const ties = rankedX.tieSizes.length < n || rankedY.tieSizes.length < n
  if (method === 'spearman') return spearmanTest(rankedX.ranks, rankedY.ranks, ties)
  return kendallTest(first, second, rankedX.tieSizes, rankedY.tieSizes, ties)
}

function pearsonTest(x: Float64Array, y: Float64Array): PairCorrelationTest {
  const n = x.length
  const estimate = n > 1 ? pearson(x, y) : NaN
  return { estimate, n, pValue: tPValue(estimate, n), pValueMethod: 't' }
}

/** R's `exact = FALSE` p-value of a correlation: t = √(n − 2) r / √(1 − r²) on n − 2 degrees of freedom. */
function tPValue(estimate: number, n: number): number {
  if (n < 3 || Number.isNaN(estimate)) return NaN
  const degreesOfFreedom = n - 2
  return studentTTwoSided(
    (Math.sqrt(degreesOfFreedom) * estimate) / Math.sqrt(1 - estimate * estimate),
    degreesOfFreedom,
  )
}

function spearmanTest(ranksX: Float64Array, ranksY: Float64Array, ties: boolean): PairCorrelationTest {
  const n = ranksX.length
  const estimate = n > 1 ? pearson(ranksX, ranksY) : NaN
  if (ties || n > SPEARMAN_EXACT_LIMIT || n < 3 || Number.isNaN(estimate))
    return { estimate, n, pValue: tPValue(estimate, n), pValueMethod: 't' }
  // S = Σ (rank x − rank y)², which is (n³ − n)(1 − ρ)/6 without ties; R rounds it before the tail.
  const cube = n * n * n - n
  const s = (cube * (1 - estimate)) / 6
  const upper = s > cube / 6
  const tail = upper ? spearmanTail(n, Math.round(s), false) : spearmanTail(n, Math.round(s) + 2, true)
  return { estimate, n, pValue: Math.min(1, 2 * tail), pValueMethod: 'as89' }
}

/**
 * AS 89: P[S ≥ s] of Spearman's S under independence, or P[S < s] when `lower`. Exact for n ≤ 9 (the
 * distribution of S over all n! permutations), else the Edgeworth series of Best & Roberts with R's
 * coefficients, clamped to [0, 1].
 */
export function spearmanTail(n: number, s: number, lower: boolean): number {
  if (n <= 1 || s <= 0) return lower ? 0 : 1
  const largest = (n * (n * n - 1)) / 3
  if (s > largest) return lower ? 1 : 0
  if (n <= SPEARMAN_ENUMERATED) {
    const counts = spearmanCounts(n)
    let atLeast = 0
    for (let value = Math.ceil(s); value < counts.length; value++) atLeast += counts[value]
    let permutations = 1
    for (let i = 2; i <= n; i++) permutations *= i
    return (lower ? permutations - atLeast : atLeast) / permutations
  }
  const b = 1 / n
  const x = ((6 * (s - 1) * b) / (n * n - 1) - 1) * Math.sqrt(n - 1)
  const x2 = x * x
  const u =
    x *
    b *
    (0.2274 +
      b * (0.2531 + 0.1745 * b) +
      x2 *
        (-0.0758 +
          b * (0.1033 + 0.3932 * b) -
          x2 * b * (0.0879 + 0.0151 * b - x2 * (0.0072 - 0.0831 * b + x2 * b * (0.0131 - 4.6e-4 * x2)))))
  const correction = u / Math.exp(x2 / 2)
  const p = lower ? normalCdf(x) - correction : normalUpperTail(x) + correction
  return Math.min(1, Math.max(0, p))
}

/** Up to this n AS 89 (as R has it) enumerates the permutations. */
const SPEARMAN_ENUMERATED = 9
const spearmanCountCache = new Map<number, Float64Array>()

/** counts[s]: how many permutations π of 1..n have Σ (i − π(i))² = s. */
function spearmanCounts(n: number): Float64Array {
  const cached = spearmanCountCache.get(n)
  if (cached) return cached
  const counts = new Float64Array((n * (n * n - 1)) / 3 + 1)
  const used = new Uint8Array(n + 1)
  const place = (position: number, sum: number) => {
    if (position > n) {
      counts[sum]++
      return
    }
    for (let value = 1; value <= n; value++) {
      if (used[value]) continue
      used[value] = 1
      place(position + 1, sum + (position - value) * (position - value))
      used[value] = 0
    }
  }
  place(1, 0)
  spearmanCountCache.set(n, counts)
  return counts
}

function kendallTest(
  x: Float64Array,
  y: Float64Array,
  tiesX: Int32Array,
  tiesY: Int32Array,
  ties: boolean,
): PairCorrelationTest {
  const n = x.length
  const pairs = (n * (n - 1)) / 2
  const { score, tiedX, tiedY } = kendallScore(x, y)
  // As R's cor(): Σ sign(xi − xj) sign(yi − yj) over the pairs, over the square roots of each side's Σ sign².
  const estimate =
    n < 2 || tiedX === pairs || tiedY === pairs
      ? NaN
      : Math.max(-1, Math.min(1, score / (Math.sqrt(pairs - tiedX) * Math.sqrt(pairs - tiedY))))
  if (n < 3 || Number.isNaN(estimate)) return { estimate, n, pValue: NaN, pValueMethod: 'normal' }
  if (!ties && n < KENDALL_EXACT_LIMIT) {
    const concordant = Math.round(((estimate + 1) * n * (n - 1)) / 4)
    const tail = concordant > (n * (n - 1)) / 4 ? 1 - kendallCdf(concordant - 1, n) : kendallCdf(concordant, n)
    return { estimate, n, pValue: Math.min(1, 2 * tail), pValueMethod: 'exact' }
  }
  const s = estimate * Math.sqrt((pairs - tiedX) * (pairs - tiedY))
  const sum = (sizes: Int32Array, term: (t: number) => number) => {
    let total = 0
    for (const t of sizes) if (t > 1) total += term(t)
    return total
  }
  const variance =
    (n * (n - 1) * (2 * n + 5) -
      sum(tiesX, (t) => t * (t - 1) * (2 * t + 5)) -
      sum(tiesY, (t) => t * (t - 1) * (2 * t + 5))) /
      18 +
    (sum(tiesX, (t) => t * (t - 1)) * sum(tiesY, (t) => t * (t - 1))) / (2 * n * (n - 1)) +
    (sum(tiesX, (t) => t * (t - 1) * (t - 2)) * sum(tiesY, (t) => t * (t - 1) * (t - 2))) / (9 * n * (n - 1) * (n - 2))
  const z = s / Math.sqrt(variance)
  return { estimate, n, pValue: 2 * Math.min(normalCdf(z), normalUpperTail(z)), pValueMethod: 'normal' }
}

/**
 * Knight's O(n log n) count: `score` = concordant − discordant pairs, `tiedX` and `tiedY` = pairs tied
 * in x and in y. Sorted by (x, y), the discordant pairs are the swaps a merge sort of y makes.
 */
export function kendallScore(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
): { score: number; tiedX: number; tiedY: number } {
  const n = x.length
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => x[a] - x[b] || y[a] - y[b])
  let tiedX = 0
  let tiedBoth = 0
  for (let start = 0; start < n;) {
    let end = start + 1
    while (end < n && x[order[end]] === x[order[start]]) end++
    tiedX += ((end - start) * (end - start - 1)) / 2
    for (let inner = start; inner < end;) {
      let innerEnd = inner + 1
      while (innerEnd < end && y[order[innerEnd]] === y[order[inner]]) innerEnd++
      tiedBoth += ((innerEnd - inner) * (innerEnd - inner - 1)) / 2
      inner = innerEnd
    }
    start = end
  }
  let values = Float64Array.from(order, (i) => y[i])
  let buffer = new Float64Array(n)
  let swaps = 0
  for (let width = 1; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(n, low + width)
      const high = Math.min(n, low + 2 * width)
      let a = low
      let b = middle
      let out = low
      while (a < middle && b < high) {
        if (values[b] < values[a]) {
          swaps += middle - a
          buffer[out++] = values[b++]
        } else buffer[out++] = values[a++]
      }
      while (a < middle) buffer[out++] = values[a++]
      while (b < high) buffer[out++] = values[b++]
    }
    ;[values, buffer] = [buffer, values]
  }
  let tiedY = 0
  for (let start = 0; start < n;) {
    let end = start + 1
    while (end < n && values[end] === values[start]) end++
    tiedY += ((end - start) * (end - start - 1)) / 2
    start = end
  }
  const pairs = (n * (n - 1)) / 2
  return { score: pairs - tiedX - tiedY + tiedBoth - 2 * swaps, tiedX, tiedY }
}

const kendallCountCache = new Map<number, Float64Array>()

/**
 * P[T ≤ q] for T the number of concordant pairs (inversions) of a random permutation of n, as R's
 * `pkendall`: the counts of permutations with k inversions summed from 0, over n!.
 */
export function kendallCdf(q: number, n: number): number {
  const top = Math.floor(q + 1e-7)
  const pairs = (n * (n - 1)) / 2
  if (top < 0) return 0
  if (top > pairs) return 1
  const counts = kendallCounts(n)
  let sum = 0
  for (let k = 0; k <= top; k++) sum += counts[k]
  let factorial = 1
  for (let i = 2; i <= n; i++) factorial *= i
  return sum / factorial
}

/** counts[k]: permutations of 1..n with k inversions, by c(k; n) = Σ_{i=0}^{n−1} c(k − i; n − 1), summed in R's order. */
function kendallCounts(n: number): Float64Array {
  const cached = kendallCountCache.get(n)
  if (cached) return cached
  let counts = Float64Array.of(1)
  for (let m = 2; m <= n; m++) {
    const next = new Float64Array((m * (m - 1)) / 2 + 1)
    for (let k = 0; k < next.length; k++) {
      let sum = 0
      for (let i = 0; i < m; i++) if (k - i >= 0 && k - i < counts.length) sum += counts[k - i]
      next[k] = sum
    }
    counts = next
  }
  kendallCountCache.set(n, counts)
  return counts
}
