/**
 * Differences of log-gammas of large arguments, computed without forming either log-gamma: at a
 * million reads ln Γ is ~1e7, and subtracting two such numbers would leave ~1e-9 absolute error
 * where the difference itself is a few units. Rarefaction's probabilities and the hypergeometric
 * sampler's acceptance test both need such differences.
 */

/** Below this, log-gammas are summed from their factors; the Stirling series is exact to 1e-16 from here. */
export const STIRLING_MIN = 16

/** ln Γ(x + h) - ln Γ(x) for integers x >= 1, h >= 0, without forming either large log-gamma. */
export function logGammaIncrement(x: number, h: number): number {
  if (h === 0) return 0
  if (x < STIRLING_MIN) {
    let logFactorials = 0
    const end = Math.min(STIRLING_MIN, x + h)
    for (let k = x; k < end; k++) logFactorials += Math.log(k)
    return x + h <= STIRLING_MIN ? logFactorials : logFactorials + logGammaIncrement(STIRLING_MIN, x + h - STIRLING_MIN)
  }
  // Stirling: ln Γ(z) = (z - 1/2) ln z - z + ln √(2π) + c(z), differenced.
  return (x - 0.5) * Math.log1p(h / x) + h * Math.log(x + h) - h + stirlingCorrection(x + h) - stirlingCorrection(x)
}

/** ln a! - ln b! for whole numbers a, b >= 0. */
export function logFactorialDifference(a: number, b: number): number {
  return a >= b ? logGammaIncrement(b + 1, a - b) : -logGammaIncrement(a + 1, b - a)
}

/** The Stirling series remainder; its next term is below 1e-16 for z >= 16. */
export function stirlingCorrection(z: number): number {
  const inverse = 1 / z
  const inverseSquare = inverse * inverse
  return (
    inverse *
    (1 / 12 +
      inverseSquare *
        (-1 / 360 +
          inverseSquare *
            (1 / 1260 + inverseSquare * (-1 / 1680 + inverseSquare * (1 / 1188 + inverseSquare * (-691 / 360360))))))
  )
}
