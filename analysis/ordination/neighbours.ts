/**
 * Exact nearest neighbours of a small table (every pair's distance) and the trustworthiness of an
 * embedding, the measure of how well a low-dimensional picture keeps each point's neighbours.
 */
import { squaredDistances, type EmbeddingInput } from './tsne'

export interface Neighbours {
  /** n × k, row-major: the k nearest rows of each row, the row itself first, then by distance (ties by row). */
  readonly indices: Int32Array
  /** n × k: their Euclidean distances (0 for the row itself). */
  readonly distances: Float64Array
  readonly k: number
}

/** Euclidean distances between the rows, n × n row-major. */
export function euclideanDistances(data: EmbeddingInput): Float64Array {
  const distances = squaredDistances(data)
  for (let k = 0; k < distances.length; k++) distances[k] = Math.sqrt(distances[k])
  return distances
}

/** The other rows in order of distance from row i (ties by row number). */
function othersByDistance(distances: Float64Array, n: number, i: number): number[] {
  const others = Array.from({ length: n - 1 }, (_, t) => (t < i ? t : t + 1))
  return others.sort((a, b) => distances[i * n + a] - distances[i * n + b] || a - b)
}

/** The k nearest neighbours of every row, the row itself counted as the first (as UMAP and scikit-learn count them). */
export function nearestNeighbours(data: EmbeddingInput, k: number): Neighbours {
  const n = data.rows
  if (!(Number.isInteger(k) && k >= 1 && k <= n)) throw new RangeError(`${k} neighbours of ${n} rows`)
  const distances = euclideanDistances(data)
  const indices = new Int32Array(n * k)
  const neighbourDistances = new Float64Array(n * k)
  for (let i = 0; i < n; i++) {
    indices[i * k] = i
    othersByDistance(distances, n, i)
      .slice(0, k - 1)
      .forEach((j, t) => {
        indices[i * k + t + 1] = j
        neighbourDistances[i * k + t + 1] = distances[i * n + j]
      })
  }
  return { indices, distances: neighbourDistances, k }
}

/**
 * Trustworthiness (Venna & Kaski 2001; scikit-learn's `sklearn.manifold.trustworthiness`):
 * T(k) = 1 − 2 / (n k (2n − 3k − 1)) · Σ_i Σ_{j among i's k nearest in the embedding} max(0, r(i, j) − k),
 * r(i, j) the rank of j among i's neighbours in the input space. 1 when every embedded neighbour is
 * a true one; k must be below n / 2.
 */
export function trustworthiness(input: EmbeddingInput, embedding: EmbeddingInput, k: number): number {
  const n = input.rows
  if (embedding.rows !== n) throw new RangeError(`${embedding.rows} embedded rows for ${n}`)
  if (!(Number.isInteger(k) && k >= 1 && k < n / 2)) throw new RangeError(`k = ${k} must be below n / 2 = ${n / 2}`)
  const inputDistances = euclideanDistances(input)
  const embeddedDistances = euclideanDistances(embedding)
  const rank = new Int32Array(n)
  let penalty = 0
  for (let i = 0; i < n; i++) {
    othersByDistance(inputDistances, n, i).forEach((j, r) => (rank[j] = r + 1))
    for (const j of othersByDistance(embeddedDistances, n, i).slice(0, k)) penalty += Math.max(0, rank[j] - k)
  }
  return 1 - (2 / (n * k * (2 * n - 3 * k - 1))) * penalty
}
