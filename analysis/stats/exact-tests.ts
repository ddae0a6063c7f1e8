/**
 * Tests of counts as R 4.2.2's stats package computes them: Fisher's exact test (`fisher.test`:
 * 2 × 2 with the conditional maximum-likelihood odds ratio and its interval, r × c by exact
 * enumeration), McNemar's test (`mcnemar.test`), the exact binomial test (`binom.test`) and the
 * test of proportions (`prop.test`). Each function follows R's code so that the same table gives
 * the same numbers, including R's tolerance for ties of probability (relErr = 1 + 1e-7).
 */
import { logFactorialDifference } from '../log-gamma'
import { chiSquareUpperTail, normalCdf, normalUpperTail } from './distributions'
import { normalQuantile, regularizedBeta } from './distributions-extra'
import { uniroot } from './uniroot'

export type ExactAlternative = 'two.sided' | 'less' | 'greater'

/** R's allowance for ties of probability in two-sided exact p-values: d ≤ d_observed × (1 + 1e-7). */
export const RELATIVE_TIE = 1 + 1e-7

// ---------------------------------------------------------------------------------------------
// Fisher's exact test, 2 × 2

export interface FisherTwoByTwo {
  pValue: number
  /** The conditional maximum-likelihood estimate of the odds ratio (0 or Infinity at the edges). */
  oddsRatio: number
  lower: number
  upper: number
}

/**
 * Fisher's exact test of the 2 × 2 table [[a, b], [c, d]] as R's `fisher.test(x, alternative,
 * conf.level = confidenceLevel)`: the first cell a follows the (noncentral) hypergeometric
 * distribution given the margins. The estimate is the conditional MLE of the odds ratio and the
 * interval inverts the one-sided tests, both found with R's `uniroot` (so with its tolerance).
 */
export function fisherExactTwoByTwo(
  table: readonly (readonly number[])[],
  alternative: ExactAlternative = 'two.sided',
  confidenceLevel = 0.95,
): FisherTwoByTwo {
  const [[a, b], [c, d]] = table
  for (const value of [a, b, c, d])
    if (!Number.isInteger(value) || value < 0) throw new RangeError('counts must be whole numbers of at least 0')
  const m = a + c
  const n = b + d
  const k = a + b
  const x = a
  const lo = Math.max(0, k - n)
  const hi = Math.min(k, m)
  const size = hi - lo + 1
  // log dhyper(s, m, n, k) up to a constant (every use below normalizes), by the ratio of successive terms
  const logdc = new Float64Array(size)
  for (let i = 1; i < size; i++) {
    const s = lo + i - 1
    logdc[i] = logdc[i - 1] + Math.log((m - s) * (k - s)) - Math.log((s + 1) * (n - k + s + 1))
  }
  const dnhyper = (ncp: number): Float64Array => {
    const logNcp = Math.log(ncp)
    const dens = new Float64Array(size)
    let max = -Infinity
    for (let i = 0; i < size; i++) {
      dens[i] = logdc[i] + logNcp * (lo + i)
      if (dens[i] > max) max = dens[i]
    }
    let sum = 0
    for (let i = 0; i < size; i++) {
      dens[i] = Math.exp(dens[i] - max)
      sum += dens[i]
    }
    for (let i = 0; i < size; i++) dens[i] /= sum
    return dens
  }
  const mnhyper = (ncp: number): number => {
    if (ncp === 0) return lo
    if (ncp === Infinity) return hi
    const dens = dnhyper(ncp)
    let mean = 0
    for (let i = 0; i < size; i++) mean += (lo + i) * dens[i]
    return mean
  }
  const pnhyper = (q: number, ncp: number, upperTail = false): number => {
    if (ncp === 0) return upperTail ? Number(q <= lo) : Number(q >= lo)
    if (ncp === Infinity) return upperTail ? Number(q <= hi) : Number(q >= hi)
    const dens = dnhyper(ncp)
    let sum = 0
    for (let i = 0; i < size; i++) if (upperTail ? lo + i >= q : lo + i <= q) sum += dens[i]
    return sum
  }

  let pValue: number
  if (alternative === 'less') pValue = pnhyper(x, 1)
  else if (alternative === 'greater') pValue = pnhyper(x, 1, true)
  else {
    const dens = dnhyper(1)
    const limit = dens[x - lo] * RELATIVE_TIE
    pValue = 0
    for (let i = 0; i < size; i++) if (dens[i] <= limit) pValue += dens[i]
  }

  const mle = (): number => {
    if (x === lo) return 0
    if (x === hi) return Infinity
    const mu = mnhyper(1)
    if (mu > x) return uniroot((t) => mnhyper(t) - x, 0, 1)
    if (mu < x) return 1 / uniroot((t) => mnhyper(1 / t) - x, Number.EPSILON, 1)
    return 1
  }
  const ncpUpper = (alpha: number): number => {
    if (x === hi) return Infinity
    const p = pnhyper(x, 1)
    if (p < alpha) return uniroot((t) => pnhyper(x, t) - alpha, 0, 1)
    if (p > alpha) return 1 / uniroot((t) => pnhyper(x, 1 / t) - alpha, Number.EPSILON, 1)
    return 1
  }
  const ncpLower = (alpha: number): number => {
    if (x === lo) return 0
    const p = pnhyper(x, 1, true)
    if (p > alpha) return uniroot((t) => pnhyper(x, t, true) - alpha, 0, 1)
    if (p < alpha) return 1 / uniroot((t) => pnhyper(x, 1 / t, true) - alpha, Number.EPSILON, 1)
    return 1
  }
  let lower: number
  let upper: number
  if (alternative === 'less') {
    lower = 0
    upper = ncpUpper(1 - confidenceLevel)
  } else if (alternative === 'greater') {
    lower = ncpLower(1 - confidenceLevel)
    upper = Infinity
  } else {
    const alpha = (1 - confidenceLevel) / 2
    lower = ncpLower(alpha)
    upper = ncpUpper(alpha)
  }
  return { pValue, oddsRatio: mle(), lower, upper }
}

// ---------------------------------------------------------------------------------------------
// Fisher's exact test, r × c

/** Thrown when an r × c table would need more work than `workLimit` allows. */
export class ExactEnumerationLimitError extends Error {
  constructor(readonly workLimit: number) {
    super(`the exact enumeration needs more than ${workLimit} steps`)
  }
}

export interface FisherRByC {
  pValue: number
  /** Partial tables the enumeration extended (its cost). */
  work: number
}

/**
 * The exact p-value of an r × c table with fixed margins (R `fisher.test(x)` for tables larger than
 * 2 × 2): the total probability of the tables no more probable than the observed one, with R's
 * relative allowance for ties. The tables are built column by column; partial tables that leave the
 * same (sorted) row totals share a node, and a node's completions are counted at once, or dropped,
 * when bounds on their probability show that all or none of them count — a plain version of Mehta
 * and Patel's network algorithm (R's FEXACT), exact but without its sharper bounds.
 */
export function fisherExactRByC(counts: readonly (readonly number[])[], workLimit = 2_000_000): FisherRByC {
  let table = counts.map((row) => [...row])
  for (const row of table)
    for (const value of row)
      if (!Number.isInteger(value) || value < 0) throw new RangeError('counts must be whole numbers of at least 0')
  // rows: the shorter side, so that nodes and column fillings stay small
  if (table.length > table[0].length) table = table[0].map((_, j) => table.map((row) => row[j]))
  const rowTotals = table.map((row) => row.reduce((sum, value) => sum + value, 0))
  const columnTotals = table[0].map((_, j) => table.reduce((sum, row) => sum + row[j], 0))
  if (rowTotals.some((t) => t === 0) || columnTotals.some((t) => t === 0))
    throw new RangeError('every row and column needs a count above zero')
  const total = rowTotals.reduce((sum, value) => sum + value, 0)
  const logFactorial = new Float64Array(total + 1)
  for (let i = 2; i <= total; i++) logFactorial[i] = logFactorial[i - 1] + Math.log(i)
  const lf = (value: number) => logFactorial[value]
  // columns with the largest totals last: they are the ones the bounds settle
  const columns = [...columnTotals].sort((p, q) => p - q)
  const logConstant = rowTotals.reduce((s, t) => s + lf(t), 0) + columns.reduce((s, t) => s + lf(t), 0) - lf(total)
  let observed = 0
  for (const row of table) for (const value of row) observed -= lf(value)
  const threshold = observed + Math.log(RELATIVE_TIE)

  const columnCount = columns.length
  // suffix sums and the log-factorial sums of the columns still to fill
  const remainingColumnsLf = new Float64Array(columnCount + 1)
  for (let j = columnCount - 1; j >= 0; j--) remainingColumnsLf[j] = remainingColumnsLf[j + 1] + lf(columns[j])

  interface Node {
    totals: number[]
    pasts: Map<number, { value: number; paths: number }>
  }
  let level = new Map<string, Node>()
  const startTotals = [...rowTotals].sort((p, q) => q - p)
  level.set(startTotals.join(','), { totals: startTotals, pasts: new Map([[0, { value: 0, paths: 1 }]]) })
  let pValue = 0
  let work = 0

  for (let k = 0; k < columnCount; k++) {
    const next = new Map<string, Node>()
    const future = columns.slice(k)
    for (const node of level.values()) {
      const totals = node.totals
      // Σ over completions of exp(V) = M! / (Π s_i! Π C_j!), with V = −Σ log x_ij!
      let logAll = lf(future.reduce((s, t) => s + t, 0)) - remainingColumnsLf[k]
      for (const t of totals) logAll -= lf(t)
      const { most, least } = futureBounds(totals, future, lf)
      const expand: { value: number; paths: number }[] = []
      for (const past of node.pasts.values()) {
        if (past.value + most <= threshold) pValue += past.paths * Math.exp(past.value + logAll + logConstant)
        else if (past.value + least > threshold) continue
        else expand.push(past)
      }
      if (expand.length === 0) continue
      // every filling of column k within the row totals
      const fillings = columnFillings(totals, columns[k], workLimit - work)
      if (k === columnCount - 2) {
        // the last column follows from this one: sort the completions by V once, and answer each
        // past with a binary search in their cumulative probabilities
        work += fillings.length + expand.length
        if (work > workLimit) throw new ExactEnumerationLimitError(workLimit)
        pValue += lastTwoColumns(totals, fillings, expand, threshold, lf) * Math.exp(logConstant)
        continue
      }
      work += fillings.length * expand.length
      if (work > workLimit) throw new ExactEnumerationLimitError(workLimit)
      for (const filling of fillings) {
        let delta = 0
        const left = totals.map((t, i) => {
          delta -= lf(filling[i])
          return t - filling[i]
        })
        left.sort((p, q) => q - p)
        const key = left.join(',')
        let child = next.get(key)
        if (!child) {
          child = { totals: left, pasts: new Map() }
          next.set(key, child)
        }
        for (const past of expand) {
          const value = past.value + delta
          const pastKey = Math.round(value * 1e9)
          const existing = child.pasts.get(pastKey)
          if (existing) existing.paths += past.paths
          else child.pasts.set(pastKey, { value, paths: past.paths })
        }
      }
    }
    level = next
  }
  // complete tables whose bounds did not settle them (possible only through rounding at the threshold)
  for (const node of level.values())
    for (const past of node.pasts.values())
      if (past.value <= threshold) pValue += past.paths * Math.exp(past.value + logConstant)
  return { pValue: Math.max(0, Math.min(1, pValue)), work }
}

/**
 * Σ over the pasts and the completions y (filling of the next-to-last column) with
 * past + V(y) ≤ threshold of paths × exp(past + V(y)).
 */
function lastTwoColumns(
  totals: readonly number[],
  fillings: readonly number[][],
  pasts: readonly { value: number; paths: number }[],
  threshold: number,
  lf: (value: number) => number,
): number {
  const values = new Float64Array(fillings.length)
  fillings.forEach((y, f) => {
    let value = 0
    for (let i = 0; i < totals.length; i++) value -= lf(y[i]) + lf(totals[i] - y[i])
    values[f] = value
  })
  values.sort()
  const top = values[values.length - 1]
  // cumulative[i]: Σ of exp(V − top) over the i smallest V
  const cumulative = new Float64Array(values.length + 1)
  for (let i = 0; i < values.length; i++) cumulative[i + 1] = cumulative[i] + Math.exp(values[i] - top)
  let sum = 0
  for (const past of pasts) {
    const limit = threshold - past.value
    let low = 0
    let high = values.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (values[middle] <= limit) low = middle + 1
      else high = middle
    }
    sum += past.paths * Math.exp(past.value + top) * cumulative[low]
  }
  return sum
}

/** Every way to split `columnTotal` over rows whose totals are `totals` (x_i ≤ totals_i); more than `most` stop it. */
function columnFillings(totals: readonly number[], columnTotal: number, most: number): number[][] {
  const out: number[][] = []
  const rows = totals.length
  const after = new Array<number>(rows + 1).fill(0)
  for (let i = rows - 1; i >= 0; i--) after[i] = after[i + 1] + totals[i]
  const current = new Array<number>(rows).fill(0)
  const fill = (i: number, left: number) => {
    if (i === rows - 1) {
      if (left <= totals[i]) {
        current[i] = left
        out.push([...current])
        if (out.length > most) throw new ExactEnumerationLimitError(most)
      }
      return
    }
    const from = Math.max(0, left - after[i + 1])
    const to = Math.min(totals[i], left)
    for (let x = from; x <= to; x++) {
      current[i] = x
      fill(i + 1, left - x)
    }
  }
  fill(0, columnTotal)
  return out
}

/**
 * Bounds on V = −Σ log x_ij! over the tables with row totals `totals` and column totals `columns`.
 * Upper: each row (and, separately, each column) on its own is best spread as evenly as its caps
 * allow; lower: each row on its own is worst concentrated into its largest caps. A table meets both
 * constraints at once, so it can do no better than either relaxation.
 */
function futureBounds(
  totals: readonly number[],
  columns: readonly number[],
  lf: (value: number) => number,
): { most: number; least: number } {
  let evenRows = 0
  let evenColumns = 0
  let concentratedRows = 0
  let concentratedColumns = 0
  for (const t of totals) {
    evenRows -= evenSplit(t, columns, lf)
    concentratedRows -= concentratedSplit(t, columns, lf)
  }
  for (const c of columns) {
    evenColumns -= evenSplit(c, totals, lf)
    concentratedColumns -= concentratedSplit(c, totals, lf)
  }
  let most = Math.min(evenRows, evenColumns)
  let least = Math.max(concentratedRows, concentratedColumns)
  if (columns.length === 2) {
    // two columns left: the first column's filling y decides the table, V = −Σ [log y_i! + log (s_i − y_i)!]
    most = twoColumnsMost(totals, columns[0], lf)
    if (totals.length <= 8) least = twoColumnsLeast(totals, columns[0], lf)
  }
  // tiny slack so that rounding in the sums never turns a bound into a wrong verdict
  const slack = 1e-9 * (1 + Math.abs(most) + Math.abs(least))
  return { most: most + slack, least: least - slack }
}

/**
 * The largest V over the fillings y of the first of two last columns (Σ y = first, 0 ≤ y_i ≤ s_i):
 * V is a sum of concave functions of the y_i, so adding units one at a time where they gain most
 * reaches the maximum.
 */
function twoColumnsMost(totals: readonly number[], first: number, lf: (value: number) => number): number {
  const y = totals.map(() => 0)
  for (let unit = 0; unit < first; unit++) {
    let best = -1
    let bestGain = -Infinity
    for (let i = 0; i < totals.length; i++) {
      if (y[i] >= totals[i]) continue
      const gain = Math.log(totals[i] - y[i]) - Math.log(y[i] + 1)
      if (gain > bestGain) {
        bestGain = gain
        best = i
      }
    }
    y[best]++
  }
  return totals.reduce((sum, t, i) => sum - lf(y[i]) - lf(t - y[i]), 0)
}

/**
 * The smallest V over the same fillings: −V is convex, so its maximum lies at a vertex where every
 * y_i but one is 0 or s_i; every such vertex is tried (2^(r−1) · r of them).
 */
function twoColumnsLeast(totals: readonly number[], first: number, lf: (value: number) => number): number {
  const rows = totals.length
  let least = Infinity
  for (let free = 0; free < rows; free++) {
    const others = totals.filter((_, i) => i !== free)
    for (let mask = 0; mask < 1 << others.length; mask++) {
      let used = 0
      let value = 0
      for (let i = 0; i < others.length; i++) if (mask & (1 << i)) used += others[i]
      const rest = first - used
      if (rest < 0 || rest > totals[free]) continue
      for (let i = 0; i < others.length; i++) value -= lf(others[i])
      value -= lf(rest) + lf(totals[free] - rest)
      if (value < least) least = value
    }
  }
  return least
}

/** min Σ log y_l! over Σ y_l = amount, 0 ≤ y_l ≤ caps_l: fill as evenly as the caps allow. */
function evenSplit(amount: number, caps: readonly number[], lf: (value: number) => number): number {
  const sorted = [...caps].sort((p, q) => p - q)
  let left = amount
  let value = 0
  for (let i = 0; i < sorted.length; i++) {
    const bins = sorted.length - i
    const share = Math.floor(left / bins)
    if (sorted[i] <= share) {
      value += lf(sorted[i])
      left -= sorted[i]
      continue
    }
    // every bin from here on takes share or share + 1
    const extra = left - share * bins
    return value + (bins - extra) * lf(share) + extra * lf(share + 1)
  }
  return value
}

/** max Σ log y_l! over Σ y_l = amount, 0 ≤ y_l ≤ caps_l: fill the largest caps first (lf is convex). */
function concentratedSplit(amount: number, caps: readonly number[], lf: (value: number) => number): number {
  const sorted = [...caps].sort((p, q) => q - p)
  let left = amount
  let value = 0
  for (const cap of sorted) {
    if (left === 0) break
    const take = Math.min(cap, left)
    value += lf(take)
    left -= take
  }
  return value
}

// ---------------------------------------------------------------------------------------------
// McNemar's test

export interface McNemarTest {
  statistic: number
  degreesOfFreedom: number
  pValue: number
  /** Whether the continuity correction was applied (asked for, 2 × 2, and the table is not symmetric). */
  corrected: boolean
}

/**
 * McNemar's test of symmetry of a square table of paired outcomes (R `mcnemar.test(x, correct)`):
 * Σ_{i<j} (x_ij − x_ji)² / (x_ij + x_ji) on r(r − 1)/2 degrees of freedom (Bowker's test when
 * r > 2); for 2 × 2 with the correction, (|x_12 − x_21| − 1)² / (x_12 + x_21).
 */
export function mcnemarTest(counts: readonly (readonly number[])[], correct = true): McNemarTest {
  const r = counts.length
  if (r < 2 || counts.some((row) => row.length !== r)) throw new RangeError('the table must be square, at least 2 × 2')
  let asymmetric = false
  for (let i = 0; i < r; i++) for (let j = 0; j < r; j++) if (counts[i][j] !== counts[j][i]) asymmetric = true
  const corrected = correct && r === 2 && asymmetric
  let statistic = 0
  for (let i = 0; i < r; i++)
    for (let j = i + 1; j < r; j++) {
      const difference = corrected ? Math.abs(counts[i][j] - counts[j][i]) - 1 : counts[i][j] - counts[j][i]
      statistic += (difference * difference) / (counts[i][j] + counts[j][i])
    }
  const degreesOfFreedom = (r * (r - 1)) / 2
  return { statistic, degreesOfFreedom, pValue: chiSquareUpperTail(statistic, degreesOfFreedom), corrected }
}

// ---------------------------------------------------------------------------------------------
// The binomial distribution and the exact binomial test

/**
 * The binomial probability P(X = x), X ~ Bin(n, p), by Loader's saddle-point formula as R's
 * `dbinom` (`dbinom_raw`): exact to about 1e-15 relative however large n.
 */
export function binomialDensity(x: number, n: number, p: number): number {
  const q = 1 - p
  if (x < 0 || x > n || !Number.isInteger(x)) return 0
  if (p === 0) return x === 0 ? 1 : 0
  if (q === 0) return x === n ? 1 : 0
  if (x === 0) {
    if (n === 0) return 1
    return Math.exp(p < 0.1 ? -deviance(n, n * q) - n * p : n * Math.log(q))
  }
  if (x === n) return Math.exp(q < 0.1 ? -deviance(n, n * p) - n * q : n * Math.log(p))
  const lc = stirlingError(n) - stirlingError(x) - stirlingError(n - x) - deviance(x, n * p) - deviance(n - x, n * q)
  const lf = Math.log(2 * Math.PI) + Math.log(x) + Math.log1p(-x / n)
  return Math.exp(lc - 0.5 * lf)
}

/** log n! − [(n + ½) log n − n + log √(2π)], R's `stirlerr`, for whole n ≥ 1. */
function stirlingError(n: number): number {
  if (n > 15) {
    const inverse = 1 / n
    const squared = inverse * inverse
    const coefficients = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188]
    let sum = 0
    for (let k = coefficients.length - 1; k >= 0; k--) sum = sum * squared + coefficients[k]
    return sum * inverse
  }
  return logFactorialDifference(n, 0) - (n + 0.5) * Math.log(n) + n - 0.5 * Math.log(2 * Math.PI)
}

/** x log(x/np) + np − x without cancellation (R's `bd0`). */
function deviance(x: number, np: number): number {
  if (Math.abs(x - np) < 0.1 * (x + np)) {
    const v = (x - np) / (x + np)
    let s = (x - np) * v
    let ej = 2 * x * v
    const vv = v * v
    for (let j = 1; j < 1000; j++) {
      ej *= vv
      const next = s + ej / (2 * j + 1)
      if (next === s) return next
      s = next
    }
    return s
  }
  return x * Math.log(x / np) + np - x
}

/** P(X ≤ x) for X ~ Bin(n, p) (R `pbinom(x, n, p)`), through the incomplete beta function. */
export function binomialCdf(x: number, n: number, p: number): number {
  if (x < 0) return 0
  if (x >= n) return 1
  const k = Math.floor(x)
  return regularizedBeta(1 - p, n - k, k + 1, p)
}

/** P(X > x) for X ~ Bin(n, p) (R `pbinom(x, n, p, lower.tail = FALSE)`). */
export function binomialUpperTail(x: number, n: number, p: number): number {
  if (x < 0) return 1
  if (x >= n) return 0
  const k = Math.floor(x)
  return regularizedBeta(p, k + 1, n - k, 1 - p)
}

/**
 * The p-quantile of the beta distribution (R `qbeta(p, a, b)`), by bisection on the regularized
 * incomplete beta function down to adjacent doubles: as exact as `regularizedBeta` itself.
 */
export function betaQuantile(p: number, a: number, b: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN
  if (p === 0) return 0
  if (p === 1) return 1
  let low = 0
  let high = 1
  for (let i = 0; i < 2200; i++) {
    const middle = low + (high - low) / 2
    if (middle === low || middle === high) break
    if (regularizedBeta(middle, a, b) < p) low = middle
    else high = middle
  }
  // the double whose probability is nearer p
  const atLow = Math.abs(regularizedBeta(low, a, b) - p)
  const atHigh = Math.abs(regularizedBeta(high, a, b) - p)
  return atLow < atHigh ? low : high
}

export interface BinomialTest {
  pValue: number
  estimate: number
  lower: number
  upper: number
  /** The outcomes 0..n that the p-value adds up (as or more extreme than x), as [from, to] ranges. */
  extreme: [number, number][]
}

/**
 * The exact binomial test of x successes in n trials against success probability p (R
 * `binom.test(x, n, p, alternative, conf.level)`): the two-sided p-value adds the probabilities of
 * the outcomes no more probable than x (R's relErr); the interval is Clopper and Pearson's.
 */
export function binomialTest(
  x: number,
  n: number,
  p = 0.5,
  alternative: ExactAlternative = 'two.sided',
  confidenceLevel = 0.95,
): BinomialTest {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a whole number of at least 1')
  if (!Number.isInteger(x) || x < 0 || x > n) throw new RangeError('x must be a whole number from 0 to n')
  if (!(p >= 0 && p <= 1)) throw new RangeError('p must lie in [0, 1]')
  let pValue: number
  let extreme: [number, number][]
  if (alternative === 'less') {
    pValue = binomialCdf(x, n, p)
    extreme = [[0, x]]
  } else if (alternative === 'greater') {
    pValue = binomialUpperTail(x - 1, n, p)
    extreme = [[x, n]]
  } else if (p === 0 || p === 1) {
    pValue = Number(p === 0 ? x === 0 : x === n)
    extreme = [[x, x]]
  } else {
    const limit = binomialDensity(x, n, p) * RELATIVE_TIE
    const m = n * p
    if (x === m) {
      pValue = 1
      extreme = [[0, n]]
    } else if (x < m) {
      // outcomes from ceiling(m) up whose probability is within the limit: the density falls there
      const y = n - firstAtMost(Math.ceil(m), n, (i) => binomialDensity(i, n, p) <= limit) + 1
      pValue = binomialCdf(x, n, p) + binomialUpperTail(n - y, n, p)
      extreme =
        y > 0
          ? [
              [0, x],
              [n - y + 1, n],
            ]
          : [[0, x]]
    } else {
      // outcomes from 0 to floor(m) within the limit: the density rises there
      const y = lastAtMost(0, Math.floor(m), (i) => binomialDensity(i, n, p) <= limit) + 1
      pValue = binomialCdf(y - 1, n, p) + binomialUpperTail(x - 1, n, p)
      extreme =
        y > 0
          ? [
              [0, y - 1],
              [x, n],
            ]
          : [[x, n]]
    }
  }
  const lowerLimit = (alpha: number) => (x === 0 ? 0 : betaQuantile(alpha, x, n - x + 1))
  const upperLimit = (alpha: number) => (x === n ? 1 : betaQuantile(1 - alpha, x + 1, n - x))
  let lower: number
  let upper: number
  if (alternative === 'less') {
    lower = 0
    upper = upperLimit(1 - confidenceLevel)
  } else if (alternative === 'greater') {
    lower = lowerLimit(1 - confidenceLevel)
    upper = 1
  } else {
    const alpha = (1 - confidenceLevel) / 2
    lower = lowerLimit(alpha)
    upper = upperLimit(alpha)
  }
  return { pValue: Math.min(1, pValue), estimate: x / n, lower, upper, extreme }
}

/** The first i in [from, to] where `holds` (which stays true once true), or to + 1. */
function firstAtMost(from: number, to: number, holds: (i: number) => boolean): number {
  let low = from
  let high = to + 1
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (holds(middle)) high = middle
    else low = middle + 1
  }
  return low
}

/** The last i in [from, to] where `holds` (which stays true going down), or from − 1. */
function lastAtMost(from: number, to: number, holds: (i: number) => boolean): number {
  let low = from - 1
  let high = to
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (holds(middle)) low = middle
    else high = middle - 1
  }
  return low
}

// ---------------------------------------------------------------------------------------------
// The test of proportions

export interface ProportionTest {
  estimates: number[]
  statistic: number
  degreesOfFreedom: number
  pValue: number
  /** The continuity correction applied (0 when none). */
  correction: number
  /** One group: the interval of its proportion; two groups without p: of the difference; else null. */
  interval: [number, number] | null
  /** Whether an expected count is below 5 (R warns that the approximation may be incorrect). */
  smallExpected: boolean
  /** The alternative used: R tests two-sided when there are more than 2 groups or given p's. */
  alternative: ExactAlternative
}

/**
 * R `prop.test(x, n, p, alternative, conf.level, correct)`: Pearson's X² of the k × 2 table of
 * successes and failures against the pooled proportion (or against `p`, one value per group, when
 * given); Yates' correction for k ≤ 2; Wilson's score interval for one group, the Wald interval of
 * the difference (with the correction) for two.
 */
export function proportionTest(
  successes: readonly number[],
  totals: readonly number[],
  options: {
    p?: readonly number[] | null
    alternative?: ExactAlternative
    confidenceLevel?: number
    correct?: boolean
  } = {},
): ProportionTest {
  const k = successes.length
  if (k < 1 || totals.length !== k) throw new RangeError('successes and totals must pair up')
  for (let i = 0; i < k; i++)
    if (!(totals[i] > 0) || !(successes[i] >= 0) || successes[i] > totals[i])
      throw new RangeError('each group needs 0 ≤ successes ≤ total and a total above 0')
  const given = options.p ?? null
  if (k === 1 && given === null) throw new RangeError('one group needs p')
  const confidenceLevel = options.confidenceLevel ?? 0.95
  const alternative = k > 2 || (k === 2 && given !== null) ? 'two.sided' : (options.alternative ?? 'two.sided')
  const estimates = successes.map((x, i) => x / totals[i])
  let yates = (options.correct ?? true) && k <= 2 ? 0.5 : 0
  const z = normalQuantile(alternative === 'two.sided' ? (1 + confidenceLevel) / 2 : confidenceLevel)
  let interval: [number, number] | null = null
  let delta = 0
  if (k === 1) {
    const n = totals[0]
    const p = given![0]
    yates = Math.min(yates, Math.abs(successes[0] - n * p))
    const z22n = (z * z) / (2 * n)
    let pc = estimates[0] + yates / n
    const pu = pc >= 1 ? 1 : (pc + z22n + z * Math.sqrt((pc * (1 - pc)) / n + z22n / (2 * n))) / (1 + 2 * z22n)
    pc = estimates[0] - yates / n
    const pl = pc <= 0 ? 0 : (pc + z22n - z * Math.sqrt((pc * (1 - pc)) / n + z22n / (2 * n))) / (1 + 2 * z22n)
    interval =
      alternative === 'two.sided'
        ? [Math.max(pl, 0), Math.min(pu, 1)]
        : alternative === 'less'
          ? [0, Math.min(pu, 1)]
          : [Math.max(pl, 0), 1]
  } else if (k === 2 && given === null) {
    delta = estimates[0] - estimates[1]
    const inverseSum = 1 / totals[0] + 1 / totals[1]
    yates = Math.min(yates, Math.abs(delta) / inverseSum)
    const spread = (estimates[0] * (1 - estimates[0])) / totals[0] + (estimates[1] * (1 - estimates[1])) / totals[1]
    const width = z * Math.sqrt(spread) + yates * inverseSum
    interval =
      alternative === 'two.sided'
        ? [Math.max(delta - width, -1), Math.min(delta + width, 1)]
        : alternative === 'less'
          ? [-1, Math.min(delta + width, 1)]
          : [Math.max(delta - width, -1), 1]
  }
  let degreesOfFreedom: number
  let nullP: number[]
  if (given === null) {
    const pooled = successes.reduce((s, x) => s + x, 0) / totals.reduce((s, n) => s + n, 0)
    nullP = successes.map(() => pooled)
    degreesOfFreedom = k - 1
  } else {
    if (given.length !== k || given.some((p) => !(p > 0 && p < 1))) throw new RangeError('p must lie in (0, 1)')
    nullP = [...given]
    degreesOfFreedom = k
  }
  let statistic = 0
  let smallExpected = false
  for (let i = 0; i < k; i++) {
    const expectedSuccesses = totals[i] * nullP[i]
    const expectedFailures = totals[i] * (1 - nullP[i])
    if (expectedSuccesses < 5 || expectedFailures < 5) smallExpected = true
    statistic += (Math.abs(successes[i] - expectedSuccesses) - yates) ** 2 / expectedSuccesses
    statistic += (Math.abs(totals[i] - successes[i] - expectedFailures) - yates) ** 2 / expectedFailures
  }
  let pValue: number
  if (alternative === 'two.sided') pValue = chiSquareUpperTail(statistic, degreesOfFreedom)
  else {
    const sign = Math.sign(k === 1 ? estimates[0] - nullP[0] : delta)
    const zValue = sign * Math.sqrt(statistic)
    pValue = alternative === 'less' ? normalCdf(zValue) : normalUpperTail(zValue)
  }
  return {
    estimates,
    statistic,
    degreesOfFreedom,
    pValue,
    correction: yates,
    interval,
    smallExpected,
    alternative,
  }
}
