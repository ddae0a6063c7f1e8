/**
 * DESeq2's independent filtering (`pvalueAdjustment` in DESeq2 1.38's results()): Benjamini-Hochberg
 * (as R's `p.adjust`) on the genes whose mean normalised count is at or above each of 50 quantiles, and the first
 * quantile whose number of rejections at `alpha` exceeds the lowess curve through the rejection
 * counts' maximum minus its root mean squared residual.
 */

const THETA_COUNT = 50

export interface IndependentFiltering {
  readonly adjusted: Float64Array
  /** The fraction of genes filtered out and the baseMean threshold it stands for. */
  readonly theta: number
  readonly threshold: number
  /** Rejections at `alpha` for each of the 50 thetas, and R's lowess curve through them. */
  readonly rejections: Float64Array
  readonly rejectionsCurve: Float64Array
}

export function independentFiltering(filter: Float64Array, pValues: Float64Array, alpha: number): IndependentFiltering {
  const n = filter.length
  let zeros = 0
  for (let i = 0; i < n; i++) if (filter[i] === 0) zeros++
  const lower = zeros / n
  const upper = lower < 0.95 ? 0.95 : 1
  const thetas = sequence(lower, upper, THETA_COUNT)
  const sorted = Float64Array.from(filter).sort()
  const cutoffs = thetas.map((theta) => quantileOfSorted(sorted, theta))
  // genes with a p-value from the largest p down, once: each theta's Benjamini-Hochberg is then a
  // pass over the genes it keeps (ties get the same adjusted value whatever their order)
  const byPValue: number[] = []
  for (let i = 0; i < n; i++) if (!Number.isNaN(pValues[i])) byPValue.push(i)
  byPValue.sort((a, b) => pValues[b] - pValues[a])
  const adjustedAt: Float64Array[] = []
  const rejections = new Float64Array(THETA_COUNT)
  for (let t = 0; t < THETA_COUNT; t++) {
    let tested = 0
    for (const gene of byPValue) if (filter[gene] >= cutoffs[t]) tested++
    const adjusted = new Float64Array(n).fill(NaN)
    let rank = tested
    let runningMinimum = Infinity
    for (const gene of byPValue) {
      if (!(filter[gene] >= cutoffs[t])) continue
      runningMinimum = Math.min(runningMinimum, (tested / rank) * pValues[gene])
      adjusted[gene] = Math.min(1, runningMinimum)
      if (adjusted[gene] < alpha) rejections[t]++
      rank--
    }
    adjustedAt.push(adjusted)
  }
  const curve = lowess(Float64Array.from(thetas), rejections, 1 / 5)
  let chosen = 0
  let mostRejections = 0
  for (const r of rejections) mostRejections = Math.max(mostRejections, r)
  if (mostRejections > 10) {
    let sumOfSquares = 0
    let residuals = 0
    for (let t = 0; t < THETA_COUNT; t++) {
      if (rejections[t] > 0) {
        sumOfSquares += (rejections[t] - curve[t]) ** 2
        residuals++
      }
    }
    let curveMaximum = -Infinity
    for (const v of curve) curveMaximum = Math.max(curveMaximum, v)
    const threshold = curveMaximum - Math.sqrt(residuals === 0 ? 0 : sumOfSquares / residuals)
    const first = rejections.findIndex((r) => r > threshold)
    chosen = first === -1 ? 0 : first
  }
  return {
    adjusted: adjustedAt[chosen],
    theta: thetas[chosen],
    threshold: cutoffs[chosen],
    rejections,
    rejectionsCurve: curve,
  }
}

/** R's `seq(from, to, length.out = n)`: inner points stepped from `from`, the last exactly `to`. */
function sequence(from: number, to: number, n: number): number[] {
  const step = (to - from) / (n - 1)
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? to : from + i * step))
}

/** R's `quantile(x, p)` (type 7) of sorted values, in its (1 − h)·x[lo] + h·x[hi] form. */
function quantileOfSorted(sorted: Float64Array, probability: number): number {
  const index = (sorted.length - 1) * probability
  const lo = Math.floor(index)
  const hi = Math.ceil(index)
  const h = index - lo
  if (h === 0 || sorted[hi] === sorted[lo]) return sorted[lo]
  return (1 - h) * sorted[lo] + h * sorted[hi]
}

/**
 * R's `lowess(x, y, f)` (Cleveland's LOWESS, the C routine `clowess` with iter = 3 and
 * delta = 1% of the range of x) for x sorted increasingly.
 */
export function lowess(x: Float64Array, y: Float64Array, f: number, iterations = 3): Float64Array {
  const n = x.length
  const ys = new Float64Array(n)
  if (n < 2) {
    ys.set(y)
    return ys
  }
  const delta = 0.01 * (x[n - 1] - x[0])
  const ns = Math.max(2, Math.min(n, Math.trunc(f * n + 1e-7)))
  const robustness = new Float64Array(n)
  const residuals = new Float64Array(n)
  const weights = new Float64Array(n)
  for (let iteration = 1; iteration <= iterations + 1; iteration++) {
    let nleft = 0
    let nright = ns - 1
    let last = -1
    let i = 0
    for (;;) {
      if (nright < n - 1) {
        const d1 = x[i] - x[nleft]
        const d2 = x[nright + 1] - x[i]
        if (d1 > d2) {
          nleft++
          nright++
          continue
        }
      }
      const fitted = lowessPoint(x, y, n, x[i], nleft, nright, weights, iteration > 1, robustness)
      ys[i] = fitted ?? y[i]
      if (last < i - 1) {
        const denominator = x[i] - x[last]
        for (let j = last + 1; j < i; j++) {
          const alpha = (x[j] - x[last]) / denominator
          ys[j] = alpha * ys[i] + (1 - alpha) * ys[last]
        }
      }
      last = i
      const cut = x[last] + delta
      for (i = last + 1; i < n; i++) {
        if (x[i] > cut) break
        if (x[i] === x[last]) {
          ys[i] = ys[last]
          last = i
        }
      }
      i = Math.max(last + 1, i - 1)
      if (last >= n - 1) break
    }
    for (let k = 0; k < n; k++) residuals[k] = y[k] - ys[k]
    let scale = 0
    for (let k = 0; k < n; k++) scale += Math.abs(residuals[k])
    scale /= n
    if (iteration > iterations) break
    const absolute = Float64Array.from(residuals, Math.abs).sort()
    const m1 = n >> 1
    const cmad = n % 2 === 0 ? 3 * (absolute[m1] + absolute[n - m1 - 1]) : 6 * absolute[m1]
    if (cmad < 1e-7 * scale) break
    const c9 = 0.999 * cmad
    const c1 = 0.001 * cmad
    for (let k = 0; k < n; k++) {
      const r = Math.abs(residuals[k])
      robustness[k] = r <= c1 ? 1 : r <= c9 ? (1 - (r / cmad) ** 2) ** 2 : 0
    }
  }
  return ys
}

/** `lowest`: the locally weighted linear fit at xs over x[nleft..nright] and ties beyond; undefined when every weight is zero. */
function lowessPoint(
  x: Float64Array,
  y: Float64Array,
  n: number,
  xs: number,
  nleft: number,
  nright: number,
  w: Float64Array,
  useRobustness: boolean,
  robustness: Float64Array,
): number | undefined {
  const range = x[n - 1] - x[0]
  const h = Math.max(xs - x[nleft], x[nright] - xs)
  const h9 = 0.999 * h
  const h1 = 0.001 * h
  let a = 0
  let j = nleft
  while (j < n) {
    w[j] = 0
    const r = Math.abs(x[j] - xs)
    if (r <= h9) {
      w[j] = r <= h1 ? 1 : (1 - (r / h) ** 3) ** 3
      if (useRobustness) w[j] *= robustness[j]
      a += w[j]
    } else if (x[j] > xs) break
    j++
  }
  const nrt = j - 1
  if (a <= 0) return undefined
  for (j = nleft; j <= nrt; j++) w[j] /= a
  if (h > 0) {
    a = 0
    for (j = nleft; j <= nrt; j++) a += w[j] * x[j]
    let b = xs - a
    let c = 0
    for (j = nleft; j <= nrt; j++) c += w[j] * (x[j] - a) * (x[j] - a)
    if (Math.sqrt(c) > 0.001 * range) {
      b /= c
      for (j = nleft; j <= nrt; j++) w[j] *= b * (x[j] - a) + 1
    }
  }
  let fitted = 0
  for (j = nleft; j <= nrt; j++) fitted += w[j] * y[j]
  return fitted
}
