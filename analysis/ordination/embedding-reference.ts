/**
 * scikit-learn's reference for t-SNE and UMAP (tests/fixtures/analysis/statistics/generate-embeddings.py:
 * scikit-learn 1.2.1 from Debian's python3-sklearn), on the demo tables of the embedding tools; for tests.
 */
import { readFileSync } from 'node:fs'

export interface FixedEmbedding {
  /** At 8 significant digits, as the trustworthiness was computed from. */
  embedding: number[][]
  /** sklearn.manifold.trustworthiness, k = trustworthinessK. */
  trustworthiness: number
  /** The same with points at equal distances in the data ranked by row number (see the generator). */
  trustworthinessStableTies: number
}

export interface EmbeddingReference {
  versions: { sklearn: string; numpy: string }
  trustworthinessK: number
  tsneIris: {
    /** The four measurements (cm) of the 150 flowers, as t-SNE reads them. */
    data: number[][]
    perplexity: number
    /** p(j | i), 150 × 150; values below 1e-12 written as 0. */
    conditional: number[][]
    /** p_ij, 150 × 150 (the diagonal 0); values below 1e-12 written as 0. */
    joint: number[][]
    sklearnTsne: FixedEmbedding & { iterations: number; klDivergence: number }
  }
  /** The first two principal components of the standardized wine data. */
  winePca: FixedEmbedding
  umapWine: {
    /** The 13 measurements of the 178 wines, standardized as R's scale() does. */
    standardized: number[][]
    neighbours: number
    /** NearestNeighbors(n_neighbors).kneighbors(): 0-based rows, the row itself among them. */
    indices: number[][]
    distances: number[][]
  }
}

export const embeddingReference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/embeddings.json', import.meta.url), 'utf8'),
) as EmbeddingReference

/** Rows of numbers as the row-major table the embeddings take. */
export function tableOf(rows: readonly (readonly number[])[]) {
  return { values: Float64Array.from(rows.flat()), rows: rows.length, columns: rows[0].length }
}
