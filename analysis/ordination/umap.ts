/**
 * UMAP (McInnes, Healy & Melville 2018, arXiv:1802.03426) by PAIR-code's umap-js, the maintained
 * TypeScript port of umap-learn, wrapped so that a run depends only on its seed and its data:
 * - the neighbours are exact (every pair's Euclidean distance, `nearestNeighbours`), handed to
 *   umap-js in place of its approximate NN-descent, so the fuzzy graph is built on the same k
 *   nearest neighbours as scikit-learn's exact `NearestNeighbors` finds;
 * - umap-js draws its random start and its negative samples from the seeded generator of
 *   `../random` rather than Math.random.
 * umap-js starts from a uniform random layout (umap-learn's default is a spectral one).
 */
import { UMAP } from 'umap-js'
import { createRandom } from '../random'
import { nearestNeighbours, type Neighbours } from './neighbours'
import type { EmbeddingInput } from './tsne'

export interface UmapOptions {
  /** The size of each point's neighbourhood, the point itself included (umap-learn's n_neighbors). */
  readonly neighbours: number
  readonly minDist: number
  readonly epochs: number
  readonly seed: number
  readonly dimensions?: number
}

export interface UmapResult {
  /** n × dimensions, row-major. */
  readonly embedding: Float64Array
  readonly dimensions: number
  /** The neighbours the fuzzy graph was built on. */
  readonly neighbours: Neighbours
}

export function umap(data: EmbeddingInput, options: UmapOptions): UmapResult {
  const n = data.rows
  const dimensions = options.dimensions ?? 2
  if (!(options.neighbours >= 2 && options.neighbours < n))
    throw new RangeError(`${options.neighbours} neighbours of ${n} rows`)
  const neighbours = nearestNeighbours(data, options.neighbours)
  const k = neighbours.k
  const random = createRandom(options.seed)
  const umap = new UMAP({
    nComponents: dimensions,
    nNeighbors: k,
    minDist: options.minDist,
    nEpochs: options.epochs,
    random: random.next,
  })
  const rows = Array.from({ length: n }, (_, i) =>
    Array.from(data.values.subarray(i * data.columns, (i + 1) * data.columns)),
  )
  umap.setPrecomputedKNN(
    Array.from({ length: n }, (_, i) => Array.from(neighbours.indices.subarray(i * k, (i + 1) * k))),
    Array.from({ length: n }, (_, i) => Array.from(neighbours.distances.subarray(i * k, (i + 1) * k))),
  )
  const embedded = umap.fit(rows)
  return { embedding: Float64Array.from(embedded.flat()), dimensions, neighbours }
}
