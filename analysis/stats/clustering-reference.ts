/**
 * The R reference of k-means, silhouettes and Procrustes analysis
 * (tests/fixtures/analysis/statistics/generate-clustering.R: R 4.2.2, cluster 2.1.4, vegan 2.6-4), for tests.
 */
import { readFileSync } from 'node:fs'

export interface KMeansCase {
  /** The rows (1-based) whose values are the initial centres. */
  rows: number[]
  /** 1-based, R's numbering (the order of the initial centres). */
  cluster: number[]
  centers: number[][]
  size: number[]
  withinss: number[]
  totss: number
  totWithinss: number
  betweenss: number
  iter: number
  ifault: number
  silhouette: { neighbor: number[]; width: number[]; clusterMeans: number[]; mean: number }
}

export interface KMeansBest {
  k: number
  totWithinss: number
  /** Whether two runs of 200 random starts found the same optimum. */
  agreed: boolean
  betweenOverTotal: number
  size: number[]
  silhouetteMean: number
}

export interface ProcrustesCase {
  scale: boolean
  symmetric: boolean
  ss: number
  rmse: number
  c: number
  rotation: number[][]
  translation: number[]
  /** Columns of the rotated configuration. */
  yrot: number[][]
  /** Columns of the target as vegan leaves it (centred; normalised when symmetric). */
  x: number[][]
  residuals: number[]
}

export interface ProtestReference {
  ss: number
  r: number
  pValue: number
  permutations: number
}

export interface ClusteringReference {
  kmeans: {
    iris: { data: number[][]; cases: KMeansCase[]; best: KMeansBest[] }
    arrestsScaled: { scaled: number[][]; cases: KMeansCase[]; best: KMeansBest[] }
    arrests: { data: number[][]; cases: KMeansCase[] }
  }
  procrustes: {
    soil2: {
      symmetric: ProcrustesCase
      scaled: ProcrustesCase
      unscaled: ProcrustesCase
      shifted: ProcrustesCase
      protest: ProtestReference
    }
    soil3: { scaled: ProcrustesCase; protest: ProtestReference }
  }
}

export const clusteringReference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/clustering.json', import.meta.url), 'utf8'),
) as ClusteringReference
