/**
 * Sample skewness and kurtosis in the three conventions of Joanes & Gill (1998), numbered as the R
 * package e1071 (`skewness(x, type =)`, `kurtosis(x, type =)`) numbers them. With m_r the r-th
 * central moment (denominator n), g1 = m3 / m2^(3/2) and g2 = m4 / m2² − 3:
 * - type 1: g1 and g2 (the moment estimators of older textbooks);
 * - type 2: G1 = g1 √(n(n − 1)) / (n − 2) and G2 = ((n + 1) g2 + 6)(n − 1) / ((n − 2)(n − 3)),
 *   the unbiased-under-normality forms of SAS, SPSS and Excel's SKEW and KURT (n ≥ 3, n ≥ 4);
 * - type 3: b1 = g1 ((n − 1)/n)^(3/2) and b2 = (g2 + 3)(1 − 1/n)² − 3 (MINITAB, BMDP; e1071's default).
 * Kurtosis is always excess kurtosis (0 for a normal distribution). NaN when undefined (too few
 * values, or no spread).
 */
import { mean } from './descriptive'

export const MOMENT_TYPES = [1, 2, 3] as const
export type MomentType = (typeof MOMENT_TYPES)[number]

/** Σ d², Σ d³ and Σ d⁴ of the deviations from the mean, as e1071 sums them. */
function centralSums(values: ArrayLike<number>): { s2: number; s3: number; s4: number } {
  const centre = mean(values)
  let s2 = 0
  let s3 = 0
  let s4 = 0
  for (let i = 0; i < values.length; i++) {
    const d = values[i] - centre
    const d2 = d * d
    s2 += d2
    s3 += d2 * d
    s4 += d2 * d2
  }
  return { s2, s3, s4 }
}

export function skewness(values: ArrayLike<number>, type: MomentType = 2): number {
  const n = values.length
  if (n < (type === 2 ? 3 : 2)) return NaN
  const { s2, s3 } = centralSums(values)
  if (!(s2 > 0)) return NaN
  const g1 = (Math.sqrt(n) * s3) / s2 ** 1.5
  if (type === 1) return g1
  if (type === 2) return (g1 * Math.sqrt(n * (n - 1))) / (n - 2)
  return g1 * (1 - 1 / n) ** 1.5
}

export function kurtosis(values: ArrayLike<number>, type: MomentType = 2): number {
  const n = values.length
  if (n < (type === 2 ? 4 : 2)) return NaN
  const { s2, s4 } = centralSums(values)
  if (!(s2 > 0)) return NaN
  const r = (n * s4) / (s2 * s2)
  if (type === 1) return r - 3
  if (type === 2) return (((n + 1) * (r - 3) + 6) * (n - 1)) / ((n - 2) * (n - 3))
  return r * (1 - 1 / n) ** 2 - 3
}
