import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { createRandom } from '../random'
import { symmetricEigen } from './eigen'
import { pcoa } from './pcoa'

export interface NmdsOptions {
  /** Default 2. */
  readonly dimensions?: number
  /** Starting configurations tried, the first from PCoA, the others random; default 10. */
  readonly starts?: number
  readonly seed: number
  /** SMACOF iterations per start; default 500. */
  readonly maxIterations?: number
}

export interface NmdsResult {
  readonly ids: readonly string[]
  /** Per sample; centred and rotated to principal axes (as vegan's `postMDS`), arbitrary units. */
  readonly coordinates: Float64Array[]
  /** Kruskal's stress-1 of the best start. */
  readonly stress: number
}

/** Stop a start when one iteration lowers the stress by less than this, relatively. */
const CONVERGENCE = 1e-7

/**
 * Non-metric multidimensional scaling: finds points whose distances are, as far as possible, a
 * monotone function of the given dissimilarities. It minimises Kruskal's stress-1,
 * √(Σ (d − d̂)² / Σ d²), with d̂ the monotone (isotonic, pool-adjacent-violators) regression of the
 * distances d on the dissimilarities; tied dissimilarities may get different d̂ (Kruskal's primary
 * approach, vegan's `weakties = TRUE`).
 *
 * The optimiser is SMACOF (de Leeuw 1977) alternating with the monotone regression, which never
 * increases the stress; vegan's monoMDS uses Kruskal's gradient steps instead, so configurations
 * and stress differ slightly from vegan's, and several starts guard against local minima.
 */
export function nmds(matrix: DistanceMatrix, options: NmdsOptions): NmdsResult {
  const n = matrix.ids.length
  const dimensions = options.dimensions ?? 2
  const starts = options.starts ?? 10
  const maxIterations = options.maxIterations ?? 500
  if (n < 3) throw new AnalysisInputError('nmds.tooFewSamples', { count: n })
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions >= n) {
    throw new AnalysisInputError('nmds.invalidDimensions', { samples: n, dimensions: String(options.dimensions) })
  }
  if (!Number.isInteger(starts) || starts < 1)
    throw new AnalysisInputError('nmds.invalidStarts', { starts: String(options.starts) })
  for (const value of matrix.condensed) {
    if (!Number.isFinite(value)) throw new AnalysisInputError('nmds.notFinite', { value: String(value) })
  }

  const problem = new MonotoneProblem(matrix.condensed)
  const random = createRandom(options.seed)
  // Only the coordinates are used; the trace convention keeps large matrices on the Lanczos path.
  const initial = pcoa(matrix, { dimensions, proportionDenominator: 'trace' })
  let best: { points: Float64Array; stress: number } | null = null
  for (let start = 0; start < starts; start++) {
    const points = new Float64Array(n * dimensions)
    for (let i = 0; i < n; i++) {
      for (let axis = 0; axis < dimensions; axis++) {
        points[i * dimensions + axis] = start === 0 ? (initial.coordinates[i][axis] ?? 0) : random.next() - 0.5
      }
    }
    // A PCoA with fewer positive axes than dimensions leaves a zero axis; jitter it so it can move.
    if (start === 0)
      for (let k = 0; k < points.length; k++) if (points[k] === 0) points[k] = (random.next() - 0.5) * 1e-3
    const stress = smacof(problem, points, n, dimensions, maxIterations)
    if (best === null || stress < best.stress) best = { points, stress }
  }
  const chosen = best as { points: Float64Array; stress: number }
  return { ids: matrix.ids, coordinates: principalAxes(chosen.points, n, dimensions), stress: chosen.stress }
}

/** Pairs sorted by dissimilarity, with the runs of tied dissimilarities. */
class MonotoneProblem {
  readonly order: Uint32Array
  /** tieEnd[r] = one past the last position of the tie run starting at position r. */
  readonly tieEnd: Uint32Array
  readonly hasTies: boolean

  constructor(dissimilarities: Float64Array) {
    const pairs = dissimilarities.length
    this.order = Uint32Array.from({ length: pairs }, (_, k) => k).sort(
      (a, b) => dissimilarities[a] - dissimilarities[b] || a - b,
    )
    this.tieEnd = new Uint32Array(pairs)
    let hasTies = false
    for (let start = 0; start < pairs;) {
      let end = start + 1
      while (end < pairs && dissimilarities[this.order[end]] === dissimilarities[this.order[start]]) end++
      if (end - start > 1) hasTies = true
      this.tieEnd[start] = end
      start = end
    }
    this.hasTies = hasTies
  }

  /**
   * Writes the monotone regression of `distances` into `fitted` and returns Σ (d − d̂)².
   * Ties are ordered by current distance first (primary approach), which lets them stay untied.
   */
  fit(distances: Float64Array, fitted: Float64Array, blockSum: Float64Array, blockSize: Uint32Array): number {
    const order = this.order
    if (this.hasTies) {
      for (let start = 0; start < order.length; start = this.tieEnd[start]) {
        const end = this.tieEnd[start]
        if (end - start > 1) order.subarray(start, end).sort((a, b) => distances[a] - distances[b])
      }
    }
    // Pool adjacent violators on the distances in dissimilarity order.
    let blocks = 0
    for (let position = 0; position < order.length; position++) {
      blockSum[blocks] = distances[order[position]]
      blockSize[blocks] = 1
      blocks++
      while (
        blocks > 1 &&
        blockSum[blocks - 2] / blockSize[blocks - 2] >= blockSum[blocks - 1] / blockSize[blocks - 1]
      ) {
        blockSum[blocks - 2] += blockSum[blocks - 1]
        blockSize[blocks - 2] += blockSize[blocks - 1]
        blocks--
      }
    }
    let position = 0
    let residual = 0
    for (let block = 0; block < blocks; block++) {
      const mean = blockSum[block] / blockSize[block]
      for (let member = 0; member < blockSize[block]; member++, position++) {
        const pair = order[position]
        fitted[pair] = mean
        residual += (distances[pair] - mean) ** 2
      }
    }
    return residual
  }
}

/**
 * Improves `points` in place and returns its stress-1. Each round fits d̂, rescales it to a fixed
 * norm (without that, shrinking everything to a point would be a trivial optimum) and applies the
 * Guttman transform X ← B(X)X / n, which minimises Σ (d̂ − d)² for the current d̂.
 */
function smacof(
  problem: MonotoneProblem,
  points: Float64Array,
  n: number,
  dimensions: number,
  maxIterations: number,
): number {
  const pairs = (n * (n - 1)) / 2
  const distances = new Float64Array(pairs)
  const fitted = new Float64Array(pairs)
  const blockSum = new Float64Array(pairs)
  const blockSize = new Uint32Array(pairs)
  const next = new Float64Array(points.length)
  let previous = Number.POSITIVE_INFINITY
  for (let iteration = 0; ; iteration++) {
    const squaredSum = pairwiseDistances(points, n, dimensions, distances)
    if (squaredSum === 0) return 1
    const stress = Math.sqrt(problem.fit(distances, fitted, blockSum, blockSize) / squaredSum)
    if (iteration >= maxIterations || previous - stress < CONVERGENCE * previous || stress < 1e-12) return stress
    previous = stress

    let fittedSquares = 0
    for (let k = 0; k < pairs; k++) fittedSquares += fitted[k] * fitted[k]
    const scale = Math.sqrt(pairs / fittedSquares)
    next.fill(0)
    let k = 0
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++, k++) {
        if (distances[k] === 0) continue
        // B_ij = −d̂_ij / d_ij off the diagonal, B_ii = −Σ_j B_ij: BX adds b·(x_i − x_j) to row i.
        const ratio = (scale * fitted[k]) / distances[k]
        for (let axis = 0; axis < dimensions; axis++) {
          const difference = ratio * (points[i * dimensions + axis] - points[j * dimensions + axis])
          next[i * dimensions + axis] += difference
          next[j * dimensions + axis] -= difference
        }
      }
    }
    for (let index = 0; index < points.length; index++) points[index] = next[index] / n
  }
}

function pairwiseDistances(points: Float64Array, n: number, dimensions: number, distances: Float64Array): number {
  let squaredSum = 0
  let k = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++, k++) {
      let squared = 0
      for (let axis = 0; axis < dimensions; axis++) {
        const difference = points[i * dimensions + axis] - points[j * dimensions + axis]
        squared += difference * difference
      }
      distances[k] = Math.sqrt(squared)
      squaredSum += squared
    }
  }
  return squaredSum
}

/** Centres the configuration and rotates it onto its principal axes; distances are unchanged. */
function principalAxes(points: Float64Array, n: number, dimensions: number): Float64Array[] {
  const centred = new Float64Array(points.length)
  for (let axis = 0; axis < dimensions; axis++) {
    let mean = 0
    for (let i = 0; i < n; i++) mean += points[i * dimensions + axis] / n
    for (let i = 0; i < n; i++) centred[i * dimensions + axis] = points[i * dimensions + axis] - mean
  }
  const covariance = new Float64Array(dimensions * dimensions)
  for (let i = 0; i < n; i++) {
    for (let a = 0; a < dimensions; a++) {
      for (let b = 0; b < dimensions; b++)
        covariance[a * dimensions + b] += centred[i * dimensions + a] * centred[i * dimensions + b]
    }
  }
  const axes = symmetricEigen(covariance, dimensions).vectors
  return Array.from({ length: n }, (_, i) => {
    const row = new Float64Array(dimensions)
    for (let axis = 0; axis < dimensions; axis++) {
      let value = 0
      for (let a = 0; a < dimensions; a++) value += centred[i * dimensions + a] * axes[axis][a]
      row[axis] = value
    }
    return row
  })
}
