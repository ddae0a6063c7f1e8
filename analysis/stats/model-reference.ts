/** The R reference of the model and multivariate statistics (tests/fixtures/analysis/models/generate.R), for tests. */
import { readFileSync } from 'node:fs'

export interface LinearReference {
  terms: string[]
  estimate: number[]
  standardError: number[]
  t: number[]
  p: number[]
  sigma: number
  df: number
  rSquared: number
  adjustedRSquared: number
  f: number
  fDf: number[]
  fP: number
  fitted: number[]
  leverage: number[]
  standardized: number[]
}

export interface ModelReference {
  linear: {
    mtcars: LinearReference
    mtcarsSimple: LinearReference
    swiss: LinearReference & { data: Record<string, number[]> }
  }
  logistic: {
    terms: string[]
    estimate: number[]
    standardError: number[]
    z: number[]
    p: number[]
    oddsRatio: number[]
    lower: number[]
    upper: number[]
    deviance: number
    nullDeviance: number
    aic: number
    iterations: number
    dfResidual: number
    dfNull: number
    fitted: number[]
    auc: number
    aucCi: number[]
  }
  mantel: {
    sites: string[]
    chemistry: string[]
    species: string[]
    pearson: { statistic: number; pValue: number; permutations: number }
    spearman: { statistic: number; pValue: number; permutations: number }
    vegDist: number[]
    envDist: number[]
  }
}

export const modelReference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/models/r-reference.json', import.meta.url), 'utf8'),
) as ModelReference
