/**
 * R's `uniroot`: Brent's zero finder as R's C function `R_zeroin2` writes it (Forsythe, Malcolm &
 * Moler 1977, bisection combined with linear and inverse quadratic interpolation), step for step,
 * with R's default tolerance. Results R computes with `uniroot` (fisher.test's conditional odds
 * ratio and its interval) carry that tolerance (about 1.2e-4); taking the same steps gives the same
 * numbers, not merely numbers within the tolerance.
 */

/** `.Machine$double.eps^0.25`, uniroot's default `tol`. */
export const UNIROOT_TOLERANCE = Number.EPSILON ** 0.25

/**
 * A zero of `f` in [lower, upper], where f(lower) and f(upper) have opposite signs (or one is 0),
 * as `uniroot(f, c(lower, upper), tol = tolerance, maxiter = maxIterations)$root`.
 */
export function uniroot(
  f: (x: number) => number,
  lower: number,
  upper: number,
  tolerance = UNIROOT_TOLERANCE,
  maxIterations = 1000,
): number {
  const fLower = f(lower)
  const fUpper = f(upper)
  if (Number.isNaN(fLower) || Number.isNaN(fUpper)) throw new RangeError('f is not a number at an end point')
  if (fLower * fUpper > 0) throw new RangeError('f() values at end points not of opposite sign')
  let a = lower
  let b = upper
  let fa = fLower
  let fb = fUpper
  let c = a
  let fc = fa
  if (fa === 0) return a
  if (fb === 0) return b
  for (let iteration = 0; iteration <= maxIterations; iteration++) {
    const previousStep = b - a
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b
      b = c
      c = a
      fa = fb
      fb = fc
      fc = fa
    }
    const tolAct = 2 * Number.EPSILON * Math.abs(b) + tolerance / 2
    let newStep = (c - b) / 2
    if (Math.abs(newStep) <= tolAct || fb === 0) return b
    if (Math.abs(previousStep) >= tolAct && Math.abs(fa) > Math.abs(fb)) {
      let p: number
      let q: number
      const cb = c - b
      if (a === c) {
        const t1 = fb / fa
        p = cb * t1
        q = 1 - t1
      } else {
        const qa = fa / fc
        const t1 = fb / fc
        const t2 = fb / fa
        p = t2 * (cb * qa * (qa - t1) - (b - a) * (t1 - 1))
        q = (qa - 1) * (t1 - 1) * (t2 - 1)
      }
      if (p > 0) q = -q
      else p = -p
      if (p < 0.75 * cb * q - Math.abs(tolAct * q) / 2 && p < Math.abs((previousStep * q) / 2)) newStep = p / q
    }
    if (Math.abs(newStep) < tolAct) newStep = newStep > 0 ? tolAct : -tolAct
    a = b
    fa = fb
    b += newStep
    fb = f(b)
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a
      fc = fa
    }
  }
  return b
}
