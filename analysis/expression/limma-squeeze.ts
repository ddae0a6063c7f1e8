/**
 * limma 3.54's empirical Bayes moderation of variances, as edgeR 3.40 calls it with robust = FALSE:
 * `squeezeVar(var, df, covariate)` → `fitFDist`, which fits log variances against a natural cubic
 * spline in the covariate (`splines::ns(covariate, df = 4, intercept = TRUE)` once there are 30 or
 * more genes) and matches the residual variance to the scaled F distribution's (digamma/trigamma
 * moments).
 */

export interface SqueezedVariances {
  readonly dfPrior: number
  /** The prior variance per gene (the trend at its covariate). */
  readonly varPrior: Float64Array
  readonly varPost: Float64Array
}

export function squeezeVariances(
  variances: Float64Array,
  df: Float64Array,
  covariate?: Float64Array,
): SqueezedVariances {
  const cleaned = Float64Array.from(variances, (v, i) => (df[i] === 0 ? 0 : v))
  const { scale, df2 } = fitFDistribution(cleaned, df, covariate)
  const varPost = Float64Array.from(cleaned, (v, i) =>
    Number.isFinite(df2) ? (df[i] * v + df2 * scale[i]) / (df[i] + df2) : scale[i],
  )
  return { dfPrior: df2, varPrior: scale, varPost }
}

/** limma's `fitFDist`: the scale (per gene) and denominator df of the F distribution the variances follow. */
function fitFDistribution(
  x: Float64Array,
  df1: Float64Array,
  covariate: Float64Array | undefined,
): { scale: Float64Array; df2: number } {
  const n = x.length
  const ok: number[] = []
  for (let i = 0; i < n; i++) if (Number.isFinite(df1[i]) && df1[i] > 1e-15 && Number.isFinite(x[i]) && x[i] > -1e-15) ok.push(i)
  const nOk = ok.length
  if (nOk === 1) return { scale: new Float64Array(n).fill(x[ok[0]]), df2: 0 }
  let splineDf = 1
  if (covariate) {
    splineDf = 1 + (nOk >= 3 ? 1 : 0) + (nOk >= 6 ? 1 : 0) + (nOk >= 30 ? 1 : 0)
    splineDf = Math.min(splineDf, new Set(ok.map((i) => covariate[i])).size)
  }
  const values = Float64Array.from(ok, (i) => Math.max(x[i], 0))
  let median = medianOf(values)
  if (median === 0) median = 1
  const e = Float64Array.from(ok, (i, k) => {
    const half = df1[i] / 2
    return Math.log(Math.max(values[k], 1e-5 * median)) - digamma(half) + Math.log(half)
  })
  let meanTrigamma = 0
  for (const i of ok) meanTrigamma += trigamma(df1[i] / 2)
  meanTrigamma /= nOk

  let emean: Float64Array
  let evar: number
  if (covariate && splineDf >= 2) {
    const fit = naturalSplineFit(Float64Array.from(ok, (i) => covariate[i]), e)
    emean = Float64Array.from(covariate, (c) => fit.predict(c))
    ok.forEach((i, k) => (emean[i] = fit.fitted[k]))
    evar = fit.residualSumOfSquares / (nOk - fit.rank)
  } else {
    let sum = 0
    for (const v of e) sum += v
    const mean = sum / nOk
    let squares = 0
    for (const v of e) squares += (v - mean) ** 2
    emean = new Float64Array(n).fill(mean)
    evar = squares / (nOk - 1)
  }
  evar -= meanTrigamma
  if (evar > 0) {
    const df2 = 2 * trigammaInverse(evar)
    const shift = digamma(df2 / 2) - Math.log(df2 / 2)
    return { scale: Float64Array.from(emean, (m) => Math.exp(m + shift)), df2 }
  }
  if (covariate && splineDf >= 2) return { scale: Float64Array.from(emean, Math.exp), df2: Infinity }
  const clamped = Float64Array.from(values, (v) => Math.max(v, 1e-5 * median))
  return { scale: new Float64Array(n).fill(clamped.reduce((a, b) => a + b, 0) / nOk), df2: Infinity }
}

function medianOf(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort()
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** R's quantile type 7. */
function quantileOfSorted(sorted: Float64Array, p: number): number {
  const index = (sorted.length - 1) * p
  const low = Math.floor(index)
  const h = index - low
  return h === 0 ? sorted[low] : (1 - h) * sorted[low] + h * sorted[low + 1]
}

interface SplineFit {
  readonly fitted: Float64Array
  readonly residualSumOfSquares: number
  readonly rank: number
  readonly predict: (x: number) => number
}

/**
 * Least squares of y on the natural cubic splines with boundary knots at the range of x and interior
 * knots at its 1/3 and 2/3 quantiles: the column space of `ns(x, df = 4, intercept = TRUE)`, built
 * from the truncated-power basis of Hastie, Tibshirani & Friedman (ESL eq. 5.4-5.5) on x rescaled to
 * [0, 1]. Fitted values do not depend on the basis, and this one is linear beyond the boundary
 * knots as ns's predictions are.
 */
function naturalSplineFit(x: Float64Array, y: Float64Array): SplineFit {
  const sorted = Float64Array.from(x).sort()
  const low = sorted[0]
  const width = sorted[sorted.length - 1] - low
  const knots = [0, (quantileOfSorted(sorted, 1 / 3) - low) / width, (quantileOfSorted(sorted, 2 / 3) - low) / width, 1]
  const cubic = (t: number, k: number) => {
    const a = Math.max(t - knots[k], 0)
    const b = Math.max(t - knots[3], 0)
    return (a * a * a - b * b * b) / (knots[3] - knots[k])
  }
  const basis = (value: number): number[] => {
    const t = (value - low) / width
    const last = cubic(t, 2)
    return [1, t, cubic(t, 0) - last, cubic(t, 1) - last]
  }
  const rows = Array.from(x, basis)
  const { coefficients, rank } = leastSquares(rows, y)
  const predict = (value: number) => basis(value).reduce((sum, b, k) => sum + b * coefficients[k], 0)
  const fitted = Float64Array.from(rows, (row) => row.reduce((sum, b, k) => sum + b * coefficients[k], 0))
  let residualSumOfSquares = 0
  for (let i = 0; i < y.length; i++) residualSumOfSquares += (y[i] - fitted[i]) ** 2
  return { fitted, residualSumOfSquares, rank, predict }
}

/**
 * Least squares by Householder QR, dropping columns that are (to R's lm tolerance 1e-7) linear
 * combinations of earlier ones; their coefficients are 0.
 */
function leastSquares(rows: number[][], y: Float64Array): { coefficients: Float64Array; rank: number } {
  const n = rows.length
  const p = rows[0].length
  const columns = Array.from({ length: p }, (_, k) => Float64Array.from(rows, (row) => row[k]))
  const qty = Float64Array.from(y)
  const r: number[][] = []
  const kept: number[] = []
  for (let k = 0; k < p; k++) {
    const column = columns[k]
    const originalNorm = Math.hypot(...column)
    // apply the reflections so far
    for (let m = 0; m < kept.length; m++) applyReflection(r[m], m, column)
    const norm = Math.hypot(...column.subarray(kept.length))
    if (!(norm > 1e-7 * originalNorm)) continue
    const row = kept.length
    const v = Float64Array.from(column)
    const alpha = column[row] > 0 ? -norm : norm
    v.fill(0, 0, row)
    v[row] -= alpha
    const vNorm = Math.hypot(...v.subarray(row))
    for (let i = row; i < n; i++) v[i] /= vNorm
    r.push(Array.from(v))
    column.fill(0, row + 1)
    column[row] = alpha
    applyReflection(r[row], row, qty)
    kept.push(k)
  }
  // back substitution on the kept columns: R[a][b] = columns[kept[b]][a]
  const solution = new Float64Array(kept.length)
  for (let a = kept.length - 1; a >= 0; a--) {
    let sum = qty[a]
    for (let b = a + 1; b < kept.length; b++) sum -= columns[kept[b]][a] * solution[b]
    solution[a] = sum / columns[kept[a]][a]
  }
  const coefficients = new Float64Array(p)
  kept.forEach((k, a) => (coefficients[k] = solution[a]))
  return { coefficients, rank: kept.length }
}

function applyReflection(v: number[], from: number, target: Float64Array): void {
  let dot = 0
  for (let i = from; i < target.length; i++) dot += v[i] * target[i]
  for (let i = from; i < target.length; i++) target[i] -= 2 * dot * v[i]
}

/** ψ(x) for x > 0: recurrence up to 10, then the asymptotic series. */
export function digamma(x: number): number {
  let result = 0
  while (x < 10) {
    result -= 1 / x
    x += 1
  }
  const s = 1 / (x * x)
  return (
    result +
    Math.log(x) -
    0.5 / x -
    s * (1 / 12 - s * (1 / 120 - s * (1 / 252 - s * (1 / 240 - s * (1 / 132 - s * (691 / 32760 - s / 12))))))
  )
}

/** ψ'(x) for x > 0. */
export function trigamma(x: number): number {
  let result = 0
  while (x < 10) {
    result += 1 / (x * x)
    x += 1
  }
  const s = 1 / (x * x)
  return (
    result +
    1 / x +
    s / 2 +
    (s / x) * (1 / 6 - s * (1 / 30 - s * (1 / 42 - s * (1 / 30 - s * (5 / 66 - s * (691 / 2730 - (s * 7) / 6))))))
  )
}

/** ψ''(x) for x > 0. */
function tetragamma(x: number): number {
  let result = 0
  while (x < 10) {
    result -= 2 / (x * x * x)
    x += 1
  }
  const s = 1 / (x * x)
  return (
    result -
    s -
    s / x -
    s * s * (1 / 2 - s * (1 / 6 - s * (1 / 6 - s * (3 / 10 - s * (5 / 6 - s * (691 / 210 - (s * 35) / 2))))))
  )
}

/** limma's `trigammaInverse`: Newton's method on 1/ψ' from y = 0.5 + 1/x. */
function trigammaInverse(x: number): number {
  if (x > 1e7) return 1 / Math.sqrt(x)
  if (x < 1e-6) return 1 / x
  let y = 0.5 + 1 / x
  for (let iteration = 0; iteration <= 50; iteration++) {
    const tri = trigamma(y)
    const step = (tri * (1 - tri / x)) / tetragamma(y)
    y += step
    if (-step / y < 1e-8) break
  }
  return y
}
