/**
 * The gamma-family functions the negative binomial likelihood of DESeq2's dispersion fit needs:
 * ψ (digamma), ψ′ (trigamma), and ln Γ(y + a) − ln Γ(a) without cancellation when a = 1/α is huge
 * (α near DESeq2's floor of 1e-8 makes each log-gamma ~1e9 while their difference is a few units).
 */
import { stirlingCorrection } from '../log-gamma'
import { logGamma } from '../stats/distributions'

/** Arguments at or above this use the asymptotic series; below, the recurrences step up to it. */
const ASYMPTOTIC_FROM = 10

/** ψ(x) for x > 0 (R: `digamma`), to about 1e-15 relative. */
export function digamma(x: number): number {
  let shift = 0
  while (x < ASYMPTOTIC_FROM) {
    shift -= 1 / x
    x += 1
  }
  const inverseSquare = 1 / (x * x)
  // Bernoulli-number series: −Σ B₂ₖ / (2k x²ᵏ), seven terms leave an error below 1e-17 at x = 10
  const series =
    inverseSquare *
    (1 / 12 -
      inverseSquare *
        (1 / 120 -
          inverseSquare *
            (1 / 252 -
              inverseSquare *
                (1 / 240 - inverseSquare * (1 / 132 - inverseSquare * (691 / 32760 - inverseSquare / 12))))))
  return shift + Math.log(x) - 0.5 / x - series
}

/** ψ′(x) for x > 0 (R: `trigamma`), to about 1e-15 relative. */
export function trigamma(x: number): number {
  let shift = 0
  while (x < ASYMPTOTIC_FROM) {
    shift += 1 / (x * x)
    x += 1
  }
  const inverse = 1 / x
  const inverseSquare = inverse * inverse
  const series =
    inverse +
    inverseSquare / 2 +
    inverse *
      inverseSquare *
      (1 / 6 -
        inverseSquare *
          (1 / 30 -
            inverseSquare *
              (1 / 42 -
                inverseSquare *
                  (1 / 30 - inverseSquare * (5 / 66 - inverseSquare * (691 / 2730 - (7 / 6) * inverseSquare))))))
  return shift + series
}

/** Above this the Stirling difference is exact to 1e-16 (see `stirlingCorrection`). */
export const STIRLING_FROM = 16

const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI)

/** ln Γ(x) for x > 0: the Stirling series from 16 on (one logarithm), the Lanczos sum below. */
export function logGammaFast(x: number): number {
  if (x < STIRLING_FROM) return logGamma(x)
  return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingCorrection(x)
}

/** ln Γ(a + y) − ln Γ(a) for a > 0, y ≥ 0. */
export function logGammaRatio(a: number, y: number): number {
  if (y === 0) return 0
  if (a < STIRLING_FROM) return logGammaFast(a + y) - logGamma(a)
  return (a - 0.5) * Math.log1p(y / a) + y * Math.log(a + y) - y + stirlingCorrection(a + y) - stirlingCorrection(a)
}

/** log of the negative binomial probability of y with mean mu and size 1/α (R: `dnbinom(y, mu = mu, size = 1/α, log = TRUE)`). */
export function logNegativeBinomial(y: number, mu: number, alpha: number): number {
  const size = 1 / alpha
  const logFactorialY = y < 2 ? 0 : logGamma(y + 1)
  const ratio = logGammaRatio(size, y)
  // size·log(size/(size+mu)) = −size·log1p(mu/size) keeps its digits when size ≫ mu
  return ratio - logFactorialY - size * Math.log1p(mu * alpha) + (y === 0 ? 0 : y * Math.log(mu / (size + mu)))
}
