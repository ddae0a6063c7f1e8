import { describe, expect, it } from 'vitest'
import { expectRelativelyClose, readJson } from '../../tests/fixtures/analysis/diversity/helpers'
import { fromSquare, type DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { createRandom } from '../random'
import { symmetricEigen } from './eigen'
import { pcoa, type OrdinationResult } from './pcoa'

const FIXTURES = 'tests/fixtures/analysis/ordination'

interface RCase {
  samples: string[]
  distances: number[]
  eigenvalues: number[]
  proportion_explained: number[]
  coordinates: number[][]
  /** ape::pcoa's Relative_eig, as phyloseq::ordinate(…, "PCoA") returns it. */
  ape_relative_eig: number[]
  /** The fraction phyloseq::plot_ordination writes in an axis label. */
  plot_ordination_fraction: number[]
}
const rReference = readJson<{ pcoa: Record<string, RCase> }>(`${FIXTURES}/r-reference.json`).pcoa
const skbioReference = readJson<
  Record<string, { eigenvalues: number[]; coordinates: number[][]; proportion_explained: number[] }>
>(`${FIXTURES}/skbio-reference.json`)

function matrixOf(reference: RCase): DistanceMatrix {
  return { ids: reference.samples, condensed: Float64Array.from(reference.distances) }
}

/** Coordinates equal the reference's up to the sign of each axis, to `tolerance` of the axis' extent. */
function expectSameCoordinates(result: OrdinationResult, expected: number[][], axes: number, tolerance: number): void {
  for (let axis = 0; axis < axes; axis++) {
    const column = expected.map((row) => row[axis])
    const extent = Math.max(...column.map(Math.abs))
    const largest = column.findIndex((value) => Math.abs(value) === extent)
    const sign = Math.sign(result.coordinates[largest][axis]) * Math.sign(column[largest])
    column.forEach((value, sample) =>
      expect(Math.abs(sign * result.coordinates[sample][axis] - value)).toBeLessThanOrEqual(tolerance * extent),
    )
  }
}

describe('pcoa against cmdscale and scikit-bio', () => {
  it.each(Object.keys(rReference))('matches cmdscale(d, 5, eig = TRUE) on %s to 1e-9', (name) => {
    const reference = rReference[name]
    const result = pcoa(matrixOf(reference), { dimensions: 5, proportionDenominator: 'trace' })
    expect(result.ids).toEqual(reference.samples)
    expect(result.proportionDenominator).toBe('trace')
    expectRelativelyClose(result.eigenvalues, reference.eigenvalues.slice(0, 5), 1e-9)
    expectRelativelyClose(result.proportionExplained, reference.proportion_explained.slice(0, 5), 1e-9)
    expectSameCoordinates(result, reference.coordinates, 5, 1e-9)
    expect(result.trace).toBeCloseTo(
      reference.eigenvalues.reduce((a, b) => a + b, 0),
      10,
    )
  })

  it.each(Object.keys(rReference))(
    'matches phyloseq\'s ordinate(…, "PCoA") (ape::pcoa Relative_eig) with the trace convention on %s to 1e-9',
    (name) => {
      const reference = rReference[name]
      const result = pcoa(matrixOf(reference), { dimensions: 5, proportionDenominator: 'trace' })
      expectRelativelyClose(result.proportionExplained, reference.ape_relative_eig, 1e-9)
      expectRelativelyClose(result.proportionExplained, reference.plot_ordination_fraction, 1e-9)
    },
  )

  it.each(Object.keys(skbioReference).filter((key) => key !== 'generator'))(
    'matches skbio pcoa on %s to 1e-9, proportions of the positive sum by default',
    (name) => {
      const result = pcoa(matrixOf(rReference[name]), { dimensions: 5 })
      expect(result.proportionDenominator).toBe('positiveSum')
      expectRelativelyClose(result.eigenvalues, skbioReference[name].eigenvalues, 1e-9)
      expectRelativelyClose(result.proportionExplained, skbioReference[name].proportion_explained, 1e-9)
      expectSameCoordinates(result, skbioReference[name].coordinates, 5, 1e-9)
    },
  )

  it('tells the two conventions apart where there are negative eigenvalues (Bray-Curtis on dune)', () => {
    const matrix = matrixOf(rReference.dune_braycurtis)
    const ofPositiveSum = pcoa(matrix, { dimensions: 5 })
    const ofTrace = pcoa(matrix, { dimensions: 5, proportionDenominator: 'trace' })
    // scikit-bio 0.373593 and phyloseq 0.399222 for the first axis: eigenvalue 1.71627 over
    // 4.593947 (positive eigenvalues) or 4.299022 (all of them).
    expect(ofPositiveSum.proportionExplained[0]).toBeCloseTo(0.373593, 6)
    expect(ofTrace.proportionExplained[0]).toBeCloseTo(0.399222, 6)
    expect(ofPositiveSum.positiveEigenvalueSum).toBeCloseTo(4.593947, 6)
    expect(ofTrace.trace).toBeCloseTo(4.299022, 6)
  })

  it('reports the negative eigenvalues of Bray-Curtis on dune', () => {
    const reference = rReference.dune_braycurtis
    const result = pcoa(matrixOf(reference), { dimensions: 19, proportionDenominator: 'trace' })
    const smallest = Math.min(...reference.eigenvalues)
    expect(smallest).toBeLessThan(-0.05)
    expect(result.smallestEigenvalue).toBeCloseTo(smallest, 12)
    // Axes with negative eigenvalues are kept with their eigenvalue and have no coordinates.
    const negativeAxes = Array.from(result.eigenvalues.keys()).filter((axis) => result.eigenvalues[axis] < 0)
    expect(negativeAxes.length).toBeGreaterThan(0)
    for (const axis of negativeAxes) expect(result.coordinates.every((row) => row[axis] === 0)).toBe(true)
    const positiveShare = Array.from(result.proportionExplained)
      .filter((share) => share > 0)
      .reduce((a, b) => a + b, 0)
    expect(positiveShare).toBeGreaterThan(1)
    const ofPositiveSum = pcoa(matrixOf(reference), { dimensions: 19 })
    const positiveShareOfPositiveSum = Array.from(ofPositiveSum.proportionExplained)
      .filter((share) => share > 0)
      .reduce((a, b) => a + b, 0)
    expect(positiveShareOfPositiveSum).toBeCloseTo(1, 12)
  })
})

describe('pcoa above the full-decomposition limit', () => {
  it('gives the leading axes of the full decomposition (Lanczos path, 420 samples)', () => {
    const n = 420
    const random = createRandom(5)
    // Bray-Curtis between random sparse profiles: non-Euclidean, with negative eigenvalues.
    const profiles = Array.from({ length: n }, () =>
      Float64Array.from(
        { length: 30 },
        (_, f) => (random.next() < 0.3 + f / 100 ? random.nextInt(40) : 0) + (f === 0 ? 1 : 0),
      ),
    )
    const square = profiles.map((x) =>
      profiles.map((y) => {
        let difference = 0
        let total = 0
        x.forEach((value, f) => {
          difference += Math.abs(value - y[f])
          total += value + y[f]
        })
        return difference / total
      }),
    )
    const matrix = fromSquare(
      Array.from({ length: n }, (_, i) => `s${i}`),
      square,
    )
    const result = pcoa(matrix, { dimensions: 6, proportionDenominator: 'trace' })

    const centred = new Float64Array(n * n)
    const rowMean = square.map((row) => row.reduce((sum, d) => sum + d * d, 0) / n)
    const grand = rowMean.reduce((a, b) => a + b, 0) / n
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) centred[i * n + j] = -0.5 * (square[i][j] ** 2 - rowMean[i] - rowMean[j] + grand)
    const full = symmetricEigen(centred, n)
    expectRelativelyClose(result.eigenvalues, Array.from(full.values.subarray(0, 6)), 1e-9)
    const expected = Array.from({ length: n }, (_, i) =>
      Array.from({ length: 6 }, (_, axis) => full.vectors[axis][i] * Math.sqrt(full.values[axis])),
    )
    expectSameCoordinates(result, expected, 6, 1e-7)
    const trace = full.values.reduce((a, b) => a + b, 0)
    expect(result.trace).toBeCloseTo(trace, 9)
    expect(result.positiveEigenvalueSum).toBeNaN()
    // The positive-sum convention needs every eigenvalue, so it takes the full decomposition.
    const ofPositiveSum = pcoa(matrix, { dimensions: 6 })
    const positiveSum = full.values.reduce((sum, value) => (value > 0 ? sum + value : sum), 0)
    expect(ofPositiveSum.positiveEigenvalueSum).toBeCloseTo(positiveSum, 9)
    expectRelativelyClose(
      ofPositiveSum.proportionExplained,
      Array.from(full.values.subarray(0, 6), (value) => value / positiveSum),
      1e-9,
    )
    expect(result.smallestEigenvalue).toBeLessThan(0)
    expect(result.smallestEigenvalue).toBeGreaterThanOrEqual(full.values[n - 1] - 1e-12)
  })
})

describe('pcoa input', () => {
  it('reports 10 axes by default and at most n − 1', () => {
    const reference = rReference.dune_euclidean
    expect(pcoa(matrixOf(reference)).eigenvalues).toHaveLength(10)
    const two = pcoa({ ids: ['a', 'b'], condensed: Float64Array.of(4) })
    // Two points 4 apart: B = [[4, −4], [−4, 4]], eigenvalue 8, coordinates ±2.
    expect(two.eigenvalues).toHaveLength(1)
    expect(two.eigenvalues[0]).toBeCloseTo(8, 13)
    for (const row of two.coordinates) expect(Math.abs(row[0])).toBeCloseTo(2, 13)
  })

  it('rejects a single sample and non-finite distances', () => {
    expect(() => pcoa({ ids: ['a'], condensed: new Float64Array(0) })).toThrow(AnalysisInputError)
    expect(() => pcoa({ ids: ['a', 'b', 'c'], condensed: Float64Array.of(1, Number.NaN, 1) })).toThrow(/NaN/)
    expect(() => pcoa({ ids: ['a', 'b', 'c'], condensed: Float64Array.of(1, 1, 1) }, { dimensions: 0 })).toThrow(
      AnalysisInputError,
    )
  })
})
