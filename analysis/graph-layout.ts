import { createRandom } from './random'

/** An edge between nodes `source` and `target` (0-based); `weight` > 0 pulls harder (default 1). */
export interface LayoutEdge {
  readonly source: number
  readonly target: number
  readonly weight?: number
}

export interface GraphLayoutOptions {
  /** Seed of the starting positions: the same seed and graph give the same layout on every machine. */
  readonly seed?: number
  /** Rounds of the force simulation (default 300). */
  readonly iterations?: number
  /**
   * Pull of every node towards the centre, as a fraction of the attraction of an edge (default 0.1):
   * without it the pieces of a disconnected graph drift to the edges of the frame.
   */
  readonly gravity?: number
}

/** Node positions, each coordinate scaled into [-1, 1] (the larger side spans it; aspect kept). */
export interface GraphLayout {
  readonly x: Float64Array
  readonly y: Float64Array
}

/**
 * A force-directed layout by Fruchterman and Reingold (Software: Practice and Experience 21:1129–1164,
 * 1991): every pair of nodes repels with k²/d, every edge attracts with d²/k (times its weight), with
 * k = √(area / n); each round moves a node along its net force by at most a temperature that cools
 * linearly to zero, so the layout settles. Deterministic: the starting positions come from the seeded
 * generator of `random.ts`, and the simulation uses no clock or Math.random, so a server can compute
 * the positions once and a chart draw them as fixed x/y (chart.js's own force simulation needs a
 * browser's animation frames).
 *
 * All pairs repel (O(n²) per round): meant for networks of up to a few hundred nodes.
 */
export function forceDirectedLayout(
  nodeCount: number,
  edges: readonly LayoutEdge[],
  options: GraphLayoutOptions = {},
): GraphLayout {
  const { seed = 1, iterations = 300, gravity = 0.1 } = options
  if (!Number.isInteger(nodeCount) || nodeCount < 0) throw new RangeError(`nodeCount must be a whole number ≥ 0`)
  for (const edge of edges) {
    if (!(edge.source >= 0 && edge.source < nodeCount && edge.target >= 0 && edge.target < nodeCount))
      throw new RangeError(`edge ${edge.source}–${edge.target} names a node outside 0..${nodeCount - 1}`)
    if (edge.weight !== undefined && !(edge.weight > 0)) throw new RangeError('edge weights must be > 0')
  }
  const x = new Float64Array(nodeCount)
  const y = new Float64Array(nodeCount)
  if (nodeCount === 0) return { x, y }
  if (nodeCount === 1) return { x, y }

  // The unit square as the frame (area 1); nodes start uniformly in it.
  const random = createRandom(seed)
  for (let i = 0; i < nodeCount; i++) {
    x[i] = random.next() - 0.5
    y[i] = random.next() - 0.5
  }
  const k = Math.sqrt(1 / nodeCount)
  const k2 = k * k
  const dx = new Float64Array(nodeCount)
  const dy = new Float64Array(nodeCount)
  const startTemperature = 0.1
  for (let round = 0; round < iterations; round++) {
    dx.fill(0)
    dy.fill(0)
    for (let i = 0; i < nodeCount; i++) {
      for (let j = i + 1; j < nodeCount; j++) {
        let ex = x[i] - x[j]
        let ey = y[i] - y[j]
        let d2 = ex * ex + ey * ey
        if (d2 < 1e-18) {
          // Two nodes on one spot: push them apart along a fixed direction so the result stays deterministic.
          ex = 1e-9 * (1 + ((i + j) % 7))
          ey = 1e-9 * (1 + ((i * 3 + j) % 5))
          d2 = ex * ex + ey * ey
        }
        const repulsion = k2 / d2 // (k²/d) along the unit vector (e/d)
        dx[i] += ex * repulsion
        dy[i] += ey * repulsion
        dx[j] -= ex * repulsion
        dy[j] -= ey * repulsion
      }
    }
    for (const { source, target, weight = 1 } of edges) {
      if (source === target) continue
      const ex = x[source] - x[target]
      const ey = y[source] - y[target]
      const d = Math.sqrt(ex * ex + ey * ey)
      const attraction = (weight * d) / k // (d²/k) along the unit vector (e/d)
      dx[source] -= ex * attraction
      dy[source] -= ey * attraction
      dx[target] += ex * attraction
      dy[target] += ey * attraction
    }
    const temperature = startTemperature * (1 - round / iterations)
    for (let i = 0; i < nodeCount; i++) {
      const d = Math.sqrt(x[i] * x[i] + y[i] * y[i])
      dx[i] -= (gravity * x[i] * d) / k
      dy[i] -= (gravity * y[i] * d) / k
      const length = Math.sqrt(dx[i] * dx[i] + dy[i] * dy[i])
      if (length > 0) {
        const step = Math.min(length, temperature) / length
        x[i] += dx[i] * step
        y[i] += dy[i] * step
      }
    }
  }
  return normalised(x, y)
}

/** Centres the layout and scales it so its larger side spans [-1, 1]. */
function normalised(x: Float64Array, y: Float64Array): GraphLayout {
  const range = (values: Float64Array) => {
    let min = Infinity
    let max = -Infinity
    for (const value of values) {
      if (value < min) min = value
      if (value > max) max = value
    }
    return { min, max }
  }
  const rx = range(x)
  const ry = range(y)
  const half = Math.max(rx.max - rx.min, ry.max - ry.min) / 2
  const cx = (rx.max + rx.min) / 2
  const cy = (ry.max + ry.min) / 2
  const scale = half > 0 ? 1 / half : 0
  return {
    x: x.map((value) => (value - cx) * scale),
    y: y.map((value) => (value - cy) * scale),
  }
}
