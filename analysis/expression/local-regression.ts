/**
 * The local regression DESeq2 falls back to for the dispersion trend: `locfit(log α ~ log μ,
 * weights = μ)` with locfit's defaults (locfit 1.5-9), in one dimension. Local quadratic weighted
 * least squares (tricube kernel, nearest-neighbour bandwidth covering 70 % of the points) is fitted
 * only at the vertices of locfit's adaptive tree — the data range, halved while a cell is longer
 * than 0.8 × the smaller bandwidth at its ends — and the curve between vertices is the cubic
 * Hermite interpolant of the fitted values and slopes there.
 */
import { invert } from './small-matrix'

export interface LocalFit {
  /** The tree's vertices in increasing order, with the local fit's value and slope at each. */
  readonly vertices: Float64Array
  readonly values: Float64Array
  readonly slopes: Float64Array
  readonly curvatures: Float64Array
}

const NEAREST_NEIGHBOUR_FRACTION = 0.7
const CUT = 0.8

/** Undefined where locfit stops with an error (more vertices than its allocation, or a singular fit). */
export function localRegression(x: Float64Array, y: Float64Array, weights: Float64Array): LocalFit | undefined {
  const n = x.length
  if (n < 2) return undefined
  let low = x[0]
  let high = x[0]
  for (let i = 1; i < n; i++) {
    low = Math.min(low, x[i])
    high = Math.max(high, x[i])
  }
  const neighbours = Math.trunc(n * NEAREST_NEIGHBOUR_FRACTION + 1e-12)
  // locfit's `atree_guessnv` allocation: (5/α/cut + 1) × 2 vertices
  const maxVertices = Math.trunc((5 * (1 / NEAREST_NEIGHBOUR_FRACTION)) / CUT + 1) * 2
  const fits = new Map<number, { value: number; slope: number; curvature: number; bandwidth: number }>()
  const distances = new Float64Array(n)
  const fitAt = (v: number) => {
    for (let i = 0; i < n; i++) distances[i] = Math.abs(x[i] - v)
    const bandwidth = neighbours < 1 ? 0 : Float64Array.from(distances).sort()[Math.min(neighbours, n) - 1]
    const fit = localQuadratic(x, y, weights, v, bandwidth, distances)
    if (!fit) return false
    fits.set(v, { ...fit, bandwidth })
    return fits.size <= maxVertices
  }
  if (low === high || !fitAt(low) || !fitAt(high)) return undefined
  const grow = (left: number, right: number): boolean => {
    const hLeft = fits.get(left)!.bandwidth
    const hRight = fits.get(right)!.bandwidth
    const positive = [hLeft, hRight].filter((h) => h > 0)
    const score = positive.length === 0 ? (2 * (right - left)) / (high - low) : (right - left) / Math.min(...positive)
    if (!(CUT < score)) return true
    const middle = (left + right) / 2
    if (!fits.has(middle) && !fitAt(middle)) return false
    return grow(left, middle) && grow(middle, right)
  }
  if (!grow(low, high)) return undefined
  const vertices = Float64Array.from(fits.keys()).sort()
  return {
    vertices,
    values: Float64Array.from(vertices, (v) => fits.get(v)!.value),
    slopes: Float64Array.from(vertices, (v) => fits.get(v)!.slope),
    curvatures: Float64Array.from(vertices, (v) => fits.get(v)!.curvature),
  }
}

/** The local quadratic's value and slope at v: basis 1, (x − v), (x − v)²/2, weights prior × tricube(|x − v| / h). */
function localQuadratic(
  x: Float64Array,
  y: Float64Array,
  weights: Float64Array,
  v: number,
  bandwidth: number,
  distances: Float64Array,
): { value: number; slope: number; curvature: number } | undefined {
  const a = new Float64Array(9)
  const b = new Float64Array(3)
  for (let i = 0; i < x.length; i++) {
    const w = weights[i] * tricube(distances[i], bandwidth)
    if (!(w > 0)) continue
    const dx = x[i] - v
    const basis = [1, dx, (dx * dx) / 2]
    for (let r = 0; r < 3; r++) {
      b[r] += w * basis[r] * y[i]
      for (let c = 0; c < 3; c++) a[r * 3 + c] += w * basis[r] * basis[c]
    }
  }
  const inverse = new Float64Array(9)
  if (invert(a, 3, inverse, new Float64Array(9)) === 0) return undefined
  return {
    value: inverse[0] * b[0] + inverse[1] * b[1] + inverse[2] * b[2],
    slope: inverse[3] * b[0] + inverse[4] * b[1] + inverse[5] * b[2],
    curvature: inverse[6] * b[0] + inverse[7] * b[1] + inverse[8] * b[2],
  }
}

/** (1 − u³)³ for u = distance / bandwidth below 1; with a zero bandwidth, 1 at distance 0 only. */
function tricube(distance: number, bandwidth: number): number {
  if (bandwidth === 0) return distance === 0 ? 1 : 0
  const u = distance / bandwidth
  return u < 1 ? (1 - u * u * u) ** 3 : 0
}

/**
 * The fitted curve at t: the Hermite cubic on the vertex interval holding t, as locfit's predict
 * (to 1e-9). Beyond the data range locfit's predict bends in a way not reproduced here; the end
 * vertex's local quadratic comes closest (within 0.1 in log α at 3 log units out on the Marioni data).
 */
export function localRegressionAt(fit: LocalFit, t: number): number {
  const { vertices, values, slopes, curvatures } = fit
  const last = vertices.length - 1
  if (t < vertices[0] || t > vertices[last]) {
    const end = t < vertices[0] ? 0 : last
    const dx = t - vertices[end]
    return values[end] + dx * slopes[end] + (dx * dx * curvatures[end]) / 2
  }
  let k = 0
  while (k < last - 1 && t >= vertices[k + 1]) k++
  const left = vertices[k]
  const width = vertices[k + 1] - left
  const h = (t - left) / width
  const toRight = h * h * (3 - 2 * h)
  return (
    (1 - toRight) * values[k] +
    toRight * values[k + 1] +
    h * (1 - h) * (1 - h) * width * slopes[k] +
    h * h * (h - 1) * width * slopes[k + 1]
  )
}
