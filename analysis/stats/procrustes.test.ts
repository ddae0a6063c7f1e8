import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clusteringReference, type ProcrustesCase } from './clustering-reference'
import { procrustes, protest, singularValueDecomposition } from './procrustes'
import { expectRelativelyClose } from './test-support'

const reference = clusteringReference.procrustes

// The demo's two ordinations of vegan's varespec / varechem sites, as the R reference read them.
const lines = readFileSync(
  new URL('../../tools/statistics/procrustes-analysis/demo/vare-ordinations.tsv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
const header = lines[0].split('\t')
const cells = lines.slice(1).map((line) => line.split('\t'))
const columns = (...names: string[]) => cells.map((row) => names.map((name) => Number(row[header.indexOf(name)])))
const vegetation = columns('Veg1', 'Veg2')
const soil2 = columns('Soil1', 'Soil2')
const soil3 = columns('Soil1', 'Soil2', 'Soil3')

/** Within 3 binomial standard errors of vegan's p (9999 permutations) plus our resolution. */
function expectNearVegan(pValue: number, permutations: number, vegan: number): void {
  const tolerance = 3 * Math.sqrt((vegan * (1 - vegan)) / permutations) + 1 / (permutations + 1)
  expect(Math.abs(pValue - vegan)).toBeLessThanOrEqual(tolerance)
}

function expectCase(
  x: number[][],
  y: number[][],
  expected: ProcrustesCase,
  columnsToCompare = expected.x.length,
  translationTolerance = 1e-14,
): void {
  const fit = procrustes(x, y, { scale: expected.scale, symmetric: expected.symmetric })
  expectRelativelyClose(fit.sumOfSquares, expected.ss, 1e-12)
  expectRelativelyClose(fit.rootMeanSquareError, expected.rmse, 1e-12)
  expectRelativelyClose(fit.scale, expected.c, 1e-12)
  fit.residuals.forEach((v, s) => expectRelativelyClose(v, expected.residuals[s], 1e-10))
  for (let j = 0; j < columnsToCompare; j++) {
    fit.rotated.forEach((row, s) => expectRelativelyClose(row[j], expected.yrot[j][s], 1e-10))
    fit.target.forEach((row, s) => expectRelativelyClose(row[j], expected.x[j][s], 1e-12))
    fit.rotation.forEach((row, i) => expectRelativelyClose(row[j], expected.rotation[i][j], 1e-12))
    // Centred ordination scores: the translation is 0 up to the rounding of the file's values.
    expect(Math.abs(fit.translation[j] - expected.translation[j])).toBeLessThanOrEqual(translationTolerance)
  }
}

describe('procrustes against vegan 2.6-4 (vegetation PCoA vs soil PCA of varespec / varechem)', () => {
  it('symmetric', () => expectCase(vegetation, soil2, reference.soil2.symmetric))
  it('Y rotated to the target X, scaled', () => expectCase(vegetation, soil2, reference.soil2.scaled))
  it('Y rotated to the target X, not scaled', () => expectCase(vegetation, soil2, reference.soil2.unscaled))
  it('not centred: the translation back to X', () => {
    const x = vegetation.map(([a, b]) => [a + 1, b - 2])
    const y = soil2.map((row) => row.map((v) => v + 3))
    expectCase(x, y, reference.soil2.shifted, 2, 1e-12 * 3)
  })
  it('Y with three axes, X padded with a zero column (the third column of A is only fixed up to sign)', () => {
    expectCase(vegetation, soil3, reference.soil3.scaled, 2)
    const fit = procrustes(vegetation, soil3, { scale: true, symmetric: false })
    expect(fit.paddedColumns).toBe(1)
    fit.rotated.forEach((row, s) =>
      expectRelativelyClose(Math.abs(row[2]), Math.abs(reference.soil3.scaled.yrot[2][s]), 1e-9),
    )
  })
})

describe('protest against vegan 2.6-4', () => {
  it.each([
    ['two soil axes', soil2, reference.soil2.protest],
    ['three soil axes', soil3, reference.soil3.protest],
  ] as const)('%s: r and m² exactly, p within Monte-Carlo error', (_, y, expected) => {
    const result = protest(vegetation, y, { permutations: 999, seed: 1 })
    expectRelativelyClose(result.correlation, expected.r, 1e-12)
    expectRelativelyClose(result.sumOfSquares, expected.ss, 1e-12)
    expectNearVegan(result.pValue, 999, expected.pValue)
  })
})

describe('singularValueDecomposition', () => {
  it('reconstructs a matrix, wide or tall, with orthonormal vectors', () => {
    const m = Float64Array.from([3, 1, -2, 0.5, 4, 1.5])
    for (const [rows, columns] of [
      [2, 3],
      [3, 2],
    ]) {
      const svd = singularValueDecomposition(m, rows, columns)
      for (let i = 0; i < rows; i++)
        for (let j = 0; j < columns; j++) {
          let sum = 0
          svd.values.forEach((d, s) => (sum += svd.u[i][s] * d * svd.v[j][s]))
          expect(sum).toBeCloseTo(m[i * columns + j], 13)
        }
      expect(svd.values[0]).toBeGreaterThanOrEqual(svd.values[1])
    }
  })
})
