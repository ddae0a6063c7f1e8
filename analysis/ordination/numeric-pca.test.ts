import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { expectRelativelyClose } from '../stats/test-support'
import { numericPca } from './numeric-pca'

interface RPca {
  variances: number[]
  proportion: number[]
  scores: number[][]
  rotation: number[][]
}
const { pca: reference } = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/chart-statistics/distances-pca.json', import.meta.url), 'utf8'),
) as { pca: { rows: number[][]; variables: string[]; unscaled: RPca; scaled: RPca } }

const ids = reference.rows.map((_, i) => String(i + 1))

// R: unscaled PC1-PC4 explain 92.46, 5.31, 1.71, 0.52 %; scaled 72.96, 22.85, 3.67, 0.52 %.
describe.each([
  ['unscaled (covariance)', false, reference.unscaled],
  ['scaled (correlation)', true, reference.scaled],
])('PCA of iris %s against R prcomp', (_, scale, expected) => {
  const result = numericPca(reference.rows, ids, reference.variables, { scale })

  it('variances and proportions explained', () => {
    result.eigenvalues.forEach((v, k) => expectRelativelyClose(v, expected.variances[k], 1e-9))
    result.proportionExplained.forEach((v, k) => expectRelativelyClose(v, expected.proportion[k], 1e-9))
  })

  it('scores and loadings up to the sign of each axis', () => {
    for (let axis = 0; axis < 3; axis++) {
      const sign = Math.sign(result.coordinates[0][axis]) === Math.sign(expected.scores[0][axis]) ? 1 : -1
      expected.scores.forEach((row, i) => expectRelativelyClose(sign * result.coordinates[i][axis], row[axis], 1e-8))
      expected.rotation.forEach((row, f) => expectRelativelyClose(sign * result.loadings[f][axis], row[axis], 1e-8))
    }
  })
})

describe('numericPca input checks', () => {
  it('accepts negative values (centring removes the shift)', () => {
    const shifted = reference.rows.map((row) => row.map((v) => v - 100))
    const result = numericPca(shifted, ids, reference.variables, { scale: false })
    expectRelativelyClose(result.proportionExplained[0], reference.unscaled.proportion[0], 1e-9)
  })

  it('cannot scale a constant variable', () => {
    const rows = reference.rows.map((row) => [row[0], 1, row[2]])
    expect(() => numericPca(rows, ids, ['a', 'b', 'c'], { scale: true })).toThrow(AnalysisInputError)
  })
})
