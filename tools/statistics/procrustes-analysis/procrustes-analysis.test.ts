import { describe, expect, it } from 'vitest'
import { clusteringReference } from '../../../analysis/stats/clustering-reference'
import { close, expectDrawable, modelFailure, runModelDemo } from '../model-testing/test-support'

const reference = clusteringReference.procrustes

/** Within 3 binomial standard errors of vegan's p (9999 permutations) plus our resolution. */
function expectNearVegan(pValue: number, permutations: number, vegan: number): void {
  const tolerance = 3 * Math.sqrt((vegan * (1 - vegan)) / permutations) + 1 / (permutations + 1)
  expect(Math.abs(pValue - vegan)).toBeLessThanOrEqual(tolerance)
}

describe('ProcrustesAnalysis of the vegetation PCoA and the soil PCA of vegan varespec / varechem', () => {
  it('symmetric (the demo): m², r, residuals and rotation as vegan procrustes(), p as protest() within Monte-Carlo error', async () => {
    const result = await runModelDemo('ProcrustesAnalysis')
    const expected = reference.soil2.symmetric
    const rows = result.tables[0].rows
    close(rows[1][1] as number, expected.c, 1e-12)
    close(rows[2][1] as number, expected.ss, 1e-12)
    close(rows[3][1] as number, expected.rmse, 1e-12)
    close(rows[4][1] as number, reference.soil2.protest.r, 1e-12)
    close(rows[5][1] as number, reference.soil2.protest.ss, 1e-12)
    expectNearVegan(rows[6][1] as number, 999, reference.soil2.protest.pValue)
    expect(rows.slice(7).map((row) => row[1])).toEqual([999, 24, 2, 2])
    const rotation = result.tables[1].rows
    rotation
      .slice(0, 2)
      .forEach((row, i) => [0, 1].forEach((j) => close(row[j + 1] as number, expected.rotation[i][j], 1e-12)))
    const samples = result.tables[2].rows
    samples.forEach((row, s) => {
      close(row[1] as number, expected.residuals[s], 1e-10)
      close(row[4] as number, expected.yrot[0][s], 1e-10)
    })
    expect(result.notes[0]).toBe(
      'Procrustes analysis (symmetric (X and Y scaled to unit sum of squares), with scaling): 24 samples, m² = 0.6681, root mean squared error = 0.1669; symmetric Procrustes correlation r = 0.5761, permutation p = 0.002 (999 permutations, seed 1).',
    )
    expectDrawable(result.charts.slice(0, 1))
  })

  it('Y rotated to the target X without scaling, as vegan procrustes(X, Y, scale = FALSE)', async () => {
    const expected = reference.soil2.unscaled
    const result = await runModelDemo('ProcrustesAnalysis', {
      params: { symmetric: false, scale: false, permutations: 99 },
    })
    const rows = result.tables[0].rows
    expect(rows[1][1]).toBe(1)
    close(rows[2][1] as number, expected.ss, 1e-12)
    result.tables[2].rows.forEach((row, s) => close(row[1] as number, expected.residuals[s], 1e-10))
  })

  it('refuses a column in both configurations (1001)', async () => {
    expect(
      await modelFailure('ProcrustesAnalysis', {
        params: { target_columns: ['Veg1', 'Soil1'], rotated_columns: ['Soil1', 'Soil2'] },
      }),
    ).toEqual({
      code: '1001',
      text: 'The column "Soil1" cannot be both the target configuration X and the rotated configuration Y.',
    })
  })

  it('refuses a configuration that does not vary (1002)', async () => {
    const table = 'a\tb\tc\td\n1\t2\t3\t0\n2\t1\t5\t0\n4\t3\t1\t0\n5\t1\t2\t0\n'
    expect(
      await modelFailure('ProcrustesAnalysis', {
        table,
        params: { target_columns: ['a', 'b'], rotated_columns: ['d'], label_column: '' },
      }),
    ).toEqual({
      code: '1002',
      text: 'The values of the rotated configuration Y are the same for every sample, so there is nothing to rotate.',
    })
  })
})
