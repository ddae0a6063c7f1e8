/** The least-squares line a scatter chart draws through its points, as R `lm(y ~ x)` fits it. */
export interface LeastSquaresLine {
  slope: number
  intercept: number
  /** Coefficient of determination, R `summary(lm(y ~ x))$r.squared`; NaN when y is constant. */
  rSquared: number
  /** Pearson's r, with the slope's sign. */
  correlation: number
  n: number
}

/**
 * Fits y = intercept + slope · x by ordinary least squares on centred sums (stable when x is far
 * from 0). Throws when fewer than two points are given or every x is the same.
 */
export function leastSquaresLine(x: ArrayLike<number>, y: ArrayLike<number>): LeastSquaresLine {
  const n = x.length
  if (n !== y.length) throw new RangeError(`x has ${n} values but y has ${y.length}`)
  if (n < 2) throw new RangeError('a line needs at least two points')
  let sumX = 0
  let sumY = 0
  for (let i = 0; i < n; i++) {
    sumX += x[i]
    sumY += y[i]
  }
  const meanX = sumX / n
  const meanY = sumY / n
  let sxx = 0
  let syy = 0
  let sxy = 0
  for (let i = 0; i < n; i++) {
    const dx = x[i] - meanX
    const dy = y[i] - meanY
    sxx += dx * dx
    syy += dy * dy
    sxy += dx * dy
  }
  if (sxx === 0) throw new RangeError('every x value is the same, so no line can be fitted')
  const slope = sxy / sxx
  // A constant y gives 0 / 0: R's r.squared is NaN there too (no variation to explain).
  const correlation = sxy / Math.sqrt(sxx * syy)
  return { slope, intercept: meanY - slope * meanX, rSquared: correlation * correlation, correlation, n }
}
