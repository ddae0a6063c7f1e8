import { beforeAll, describe, expect, it } from 'vitest'
import {
  DIVERSITY_FIXTURES,
  expectRelativelyClose,
  readFixtureTable,
  readJson,
} from '../../tests/fixtures/analysis/diversity/helpers'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows, type FeatureTable } from '../feature-table'
import { createRandom } from '../random'
import { symmetricEigen } from './eigen'
import { PCA_TRANSFORMS, pca, type PcaTransform } from './pca'

interface PrcompCase {
  eigenvalues: number[]
  proportion_explained: number[]
  scores: number[][]
  loadings?: number[][]
}
const reference = readJson<{ pca: Record<'dune' | 'global_patterns', Record<PcaTransform, PrcompCase>> }>(
  'tests/fixtures/analysis/ordination/r-reference.json',
).pca

/** Equal up to the sign of each column, to `tolerance` of the column's extent. */
function expectSameColumns(actual: Float64Array[], expected: number[][], sign: number[], tolerance: number): void {
  sign.forEach((axisSign, axis) => {
    const extent = Math.max(...expected.map((row) => Math.abs(row[axis])))
    expected.forEach((row, i) =>
      expect(Math.abs(axisSign * actual[i][axis] - row[axis])).toBeLessThanOrEqual(tolerance * extent),
    )
  })
}

function signsAgainst(actual: Float64Array[], expected: number[][], axes: number): number[] {
  return Array.from({ length: axes }, (_, axis) => {
    const largest = expected.reduce(
      (best, row, i) => (Math.abs(row[axis]) > Math.abs(expected[best][axis]) ? i : best),
      0,
    )
    return Math.sign(actual[largest][axis]) * Math.sign(expected[largest][axis])
  })
}

describe('pca against prcomp', () => {
  const tables: Partial<Record<'dune' | 'global_patterns', FeatureTable>> = {}
  beforeAll(async () => {
    tables.dune = await readFixtureTable(`${DIVERSITY_FIXTURES}/dune.tsv`)
    tables.global_patterns = await readFixtureTable(`${DIVERSITY_FIXTURES}/global-patterns/otu_table.tsv`)
  })

  for (const name of ['dune', 'global_patterns'] as const) {
    it.each(PCA_TRANSFORMS)(`matches prcomp on ${name} with transform %s to 1e-9`, (transform) => {
      const expected = reference[name][transform]
      const result = pca(tables[name] as FeatureTable, { transform, dimensions: 5 })
      expectRelativelyClose(result.eigenvalues, expected.eigenvalues, 1e-9)
      expectRelativelyClose(result.proportionExplained, expected.proportion_explained, 1e-9)
      const signs = signsAgainst(result.coordinates, expected.scores, 5)
      expectSameColumns(result.coordinates, expected.scores, signs, 1e-9)
      if (expected.loadings) expectSameColumns(result.loadings, expected.loadings, signs, 1e-9)
      expect(result.loadings).toHaveLength((tables[name] as FeatureTable).featureIds.length)
    })
  }
})

describe('pca above the full-decomposition limit', () => {
  it('gives the eigenvalues of the feature covariance matrix (Lanczos path, 330 samples)', () => {
    const samples = 330
    const features = 25
    const random = createRandom(9)
    const featureRows = Array.from({ length: features }, (_, f) =>
      Array.from({ length: samples }, () => (random.next() < 0.5 ? random.nextInt(10 + 3 * f) : 0)),
    )
    const table = fromFeatureRows(
      Array.from({ length: samples }, (_, s) => `s${s}`),
      Array.from({ length: features }, (_, f) => `f${f}`),
      featureRows,
    )
    const result = pca(table, { transform: 'clr', dimensions: 4 })

    // The textbook route: covariance of the clr-transformed, centred columns.
    const clr = Array.from({ length: samples }, (_, s) => {
      const logged = featureRows.map((row) => Math.log(row[s] + 1))
      const mean = logged.reduce((a, b) => a + b, 0) / features
      return logged.map((value) => value - mean)
    })
    const columnMean = Array.from({ length: features }, (_, f) => clr.reduce((sum, row) => sum + row[f], 0) / samples)
    const covariance = new Float64Array(features * features)
    for (const row of clr) {
      for (let a = 0; a < features; a++)
        for (let b = 0; b < features; b++)
          covariance[a * features + b] += ((row[a] - columnMean[a]) * (row[b] - columnMean[b])) / (samples - 1)
    }
    const expected = symmetricEigen(covariance, features)
    expectRelativelyClose(result.eigenvalues, Array.from(expected.values.subarray(0, 4)), 1e-9)
    for (let axis = 0; axis < 4; axis++) {
      const sign = Math.sign(result.loadings[0][axis] * expected.vectors[axis][0])
      for (let f = 0; f < features; f++)
        expect(sign * result.loadings[f][axis]).toBeCloseTo(expected.vectors[axis][f], 7)
    }
  })
})

describe('pca input', () => {
  it('rejects unknown transforms and samples without counts for proportions', () => {
    const table = fromFeatureRows(
      ['a', 'b', 'c'],
      ['x', 'y'],
      [
        [1, 0, 2],
        [3, 0, 1],
      ],
    )
    expect(() => pca(table, { transform: 'log' as PcaTransform })).toThrow(AnalysisInputError)
    expect(() => pca(table, { transform: 'hellinger' })).toThrow(/"b" has no counts/)
    expect(pca(table, { transform: 'none' }).eigenvalues).toHaveLength(2)
  })
})
