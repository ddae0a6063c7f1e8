/**
 * The studentized range distribution (R `ptukey`, `qtukey` with one range, nranges = 1): the
 * distribution of (max − min of k standard normal means) / s, where s² is an independent
 * χ²_ν / ν variance estimate. Tukey's honest significant differences take their p-values and
 * interval widths from it.
 *
 * Written from the definition, the method of Copenhaver & Holland (1988) that R also follows:
 *   P(Q ≤ q) = ∫₀^∞ f_ν(s) W(q s) ds,   W(w) = k ∫ φ(z) [Φ(z) − Φ(z − w)]^(k−1) dz,
 * with f_ν the density of s = √(χ²_ν / ν) and W the distribution of the range of k standard
 * normals, both integrals by composite Gauss–Legendre quadrature (nodes computed here). For
 * ν > 25 000 s is taken as 1, as R does. The tests compare it with R's ptukey and qtukey for
 * ν ≥ 5, and for k = 2 with the exact P(Q ≤ q) = P(|T_ν| ≤ q/√2) at any ν: at ν = 2 R's ptukey
 * is off by up to 1e-4 (its fixed χ² integration grid), and this follows the exact value.
 */
import { logGamma, normalUpperTail } from './distributions'

const NODES = 16
const { nodes, weights } = gaussLegendre(NODES)

/** The inner integral's nodes on [−8.5, 8.5] (where φ lives) with φ(z)·weight and Q(z), computed once. */
const INNER = (() => {
  const low = -8.5
  const high = 8.5
  const pieces = 8
  const width = (high - low) / pieces
  const z: number[] = []
  const weighted: number[] = []
  for (let piece = 0; piece < pieces; piece++) {
    const centre = low + (piece + 0.5) * width
    for (let i = 0; i < NODES; i++) {
      const node = centre + (nodes[i] * width) / 2
      z.push(node)
      weighted.push(((weights[i] * width) / 2) * (Math.exp(-0.5 * node * node) / Math.sqrt(2 * Math.PI)))
    }
  }
  return { z, weighted, upperTail: z.map(normalUpperTail) }
})()

/** P(range of k standard normals ≤ w). */
export function normalRangeCdf(w: number, k: number): number {
  if (!(w > 0)) return 0
  // Beyond 17 the range's upper tail is below k·Q(12) ≈ 1e-32.
  if (w >= 17) return 1
  const { z, weighted, upperTail } = INNER
  let sum = 0
  for (let j = 0; j < z.length; j++) {
    // Φ(z) − Φ(z − w) = Q(z − w) − Q(z), exact in both tails.
    const band = normalUpperTail(z[j] - w) - upperTail[j]
    if (band > 0) sum += weighted[j] * band ** (k - 1)
  }
  return Math.min(1, Math.max(0, sum * k))
}

/** P(Q ≤ q) for the studentized range of k means with ν degrees of freedom (R `ptukey(q, k, df)`). */
export function studentizedRangeCdf(q: number, k: number, degreesOfFreedom: number): number {
  if (Number.isNaN(q) || Number.isNaN(k) || Number.isNaN(degreesOfFreedom)) return NaN
  if (!(k >= 2) || !(degreesOfFreedom >= 2)) throw new RangeError('the studentized range needs k ≥ 2 and df ≥ 2')
  if (q <= 0) return 0
  if (q === Infinity) return 1
  if (degreesOfFreedom > 25000) return normalRangeCdf(q, k)
  const nu = degreesOfFreedom
  // log density of s = √(χ²_ν/ν): ν^(ν/2) / (Γ(ν/2) 2^(ν/2 − 1)) s^(ν − 1) e^(−ν s²/2)
  const logConstant = (nu / 2) * Math.log(nu) - logGamma(nu / 2) - (nu / 2 - 1) * Math.LN2
  const mode = Math.sqrt((nu - 1) / nu)
  const spread = 1 / Math.sqrt(2 * nu)
  const logDensityAt = (s: number) => logConstant + (nu - 1) * Math.log(s) - (nu * s * s) / 2
  // Where the density exceeds e^−40: nine spreads below the mode, and above it as far as it takes.
  const low = Math.max(0, mode - 9 * spread)
  let high = mode + 9 * spread
  while (logDensityAt(high) > -40) high += spread
  const pieces = 8
  const width = (high - low) / pieces
  let sum = 0
  for (let piece = 0; piece < pieces; piece++) {
    const centre = low + (piece + 0.5) * width
    for (let i = 0; i < NODES; i++) {
      const s = centre + (nodes[i] * width) / 2
      const logDensity = logDensityAt(s)
      if (logDensity < -45) continue
      sum += weights[i] * Math.exp(logDensity) * normalRangeCdf(q * s, k)
    }
  }
  return Math.min(1, Math.max(0, (sum * width) / 2))
}

/** P(Q > q) (R `ptukey(q, k, df, lower.tail = FALSE)`). */
export function studentizedRangeUpperTail(q: number, k: number, degreesOfFreedom: number): number {
  return 1 - studentizedRangeCdf(q, k, degreesOfFreedom)
}

/** The p-quantile of the studentized range (R `qtukey(p, k, df)`), by the Illinois method on the cdf. */
export function studentizedRangeQuantile(p: number, k: number, degreesOfFreedom: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError('the probability must lie in (0, 1)')
  const f = (q: number) => studentizedRangeCdf(q, k, degreesOfFreedom) - p
  let a = 0
  let fa = -p
  let b = 4
  let fb = f(b)
  while (fb < 0) {
    a = b
    fa = fb
    b *= 2
    fb = f(b)
  }
  let side = 0
  for (let i = 0; i < 200 && Math.abs(b - a) > 1e-13 * Math.abs(b); i++) {
    const c = (a * fb - b * fa) / (fb - fa)
    const fc = f(c)
    if (fc === 0) return c
    if (fc * fb < 0) {
      a = b
      fa = fb
      b = c
      fb = fc
      side = 0
    } else {
      b = c
      fb = fc
      if (side === 1) fa /= 2
      side = 1
    }
  }
  return (a + b) / 2
}

/** Nodes and weights of n-point Gauss–Legendre quadrature on [−1, 1], by Newton's method on Pₙ. */
function gaussLegendre(n: number): { nodes: Float64Array; weights: Float64Array } {
  const nodes = new Float64Array(n)
  const weights = new Float64Array(n)
  for (let i = 0; i < Math.ceil(n / 2); i++) {
    let x = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5))
    let derivative = 0
    for (let iteration = 0; iteration < 100; iteration++) {
      let p0 = 1
      let p1 = x
      for (let j = 2; j <= n; j++) {
        const p2 = ((2 * j - 1) * x * p1 - (j - 1) * p0) / j
        p0 = p1
        p1 = p2
      }
      derivative = (n * (x * p1 - p0)) / (x * x - 1)
      const step = p1 / derivative
      x -= step
      if (Math.abs(step) < 1e-16) break
    }
    nodes[i] = -x
    nodes[n - 1 - i] = x
    weights[i] = weights[n - 1 - i] = 2 / ((1 - x * x) * derivative * derivative)
  }
  return { nodes, weights }
}
