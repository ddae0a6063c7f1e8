import { describe, expect, it } from 'vitest'
import { clusteringReference, type KMeansCase } from './clustering-reference'
import {
  euclideanDistances,
  hartiganWong,
  kMeans,
  principalComponents,
  silhouette,
  type KMeansFit,
  type NumericRows,
} from './kmeans'
import { expectRelativelyClose } from './test-support'

const reference = clusteringReference.kmeans

function fromColumns(columns: readonly (readonly number[])[]): NumericRows {
  const rows = columns[0].length
  const values = new Float64Array(rows * columns.length)
  columns.forEach((column, j) => column.forEach((v, i) => (values[i * columns.length + j] = v)))
  return { values, rows, columns: columns.length }
}

function rowOf(data: NumericRows, row: number): Float64Array {
  return data.values.slice((row - 1) * data.columns, row * data.columns)
}

const iris = fromColumns(reference.iris.data)
const arrestsScaled = fromColumns(reference.arrestsScaled.scaled)

function expectCase(data: NumericRows, expected: KMeansCase): void {
  const fit = hartiganWong(
    data,
    expected.rows.map((row) => rowOf(data, row)),
  ) as KMeansFit
  expect(fit.fault).toBe(expected.ifault)
  expect(fit.iterations).toBe(expected.iter)
  expect(Array.from(fit.cluster, (c) => c + 1)).toEqual(expected.cluster)
  expect(Array.from(fit.sizes)).toEqual(expected.size)
  fit.centres.forEach((centre, l) => centre.forEach((v, j) => expectRelativelyClose(v, expected.centers[l][j], 1e-13)))
  fit.withinSS.forEach((v, l) => expectRelativelyClose(v, expected.withinss[l], 1e-12))
  expectRelativelyClose(fit.totalSS, expected.totss, 1e-13)
  expectRelativelyClose(fit.betweenSS, expected.betweenss, 1e-12)

  const distances = euclideanDistances(
    data,
    Array.from({ length: data.rows }, (_, i) => String(i + 1)),
  )
  const widths = silhouette(distances, fit.cluster, fit.centres.length)
  expect(Array.from(widths.neighbour, (c) => c + 1)).toEqual(expected.silhouette.neighbor)
  widths.width.forEach((v, i) => expectRelativelyClose(v, expected.silhouette.width[i], 1e-12))
  widths.clusterMeans.forEach((v, l) => expectRelativelyClose(v, expected.silhouette.clusterMeans[l], 1e-12))
  expectRelativelyClose(widths.mean, expected.silhouette.mean, 1e-12)
}

describe('hartiganWong against R kmeans(x, centers = x[rows, ], algorithm = "Hartigan-Wong")', () => {
  it.each(reference.iris.cases.map((c) => [c.rows.join(','), c] as const))('iris[, 1:4], rows %s', (_, expected) =>
    expectCase(iris, expected),
  )
  it.each(reference.arrestsScaled.cases.map((c) => [c.rows.join(','), c] as const))(
    'scale(USArrests), rows %s',
    (_, expected) => expectCase(arrestsScaled, expected),
  )
  it('USArrests unscaled, rows 2, 9, 33', () =>
    expectCase(fromColumns(reference.arrests.data), reference.arrests.cases[0]))

  it('reports an empty cluster as AS 136 does (fault 1) and R caps the iterations', () => {
    // Two identical centres: every point goes to the first, the second stays empty.
    expect(hartiganWong(iris, [rowOf(iris, 1), rowOf(iris, 1), rowOf(iris, 51)]).fault).toBe(1)
    const fit = hartiganWong(iris, [rowOf(iris, 1), rowOf(iris, 2), rowOf(iris, 3), rowOf(iris, 4)], 1) as KMeansFit
    expect([fit.fault, fit.iterations]).toEqual([2, 2])
  })
})

describe('kMeans: seeded random starts', () => {
  it("reaches R's best of 200 starts on iris (k = 3), clusters numbered by their first observation", () => {
    const fit = kMeans(iris, { k: 3, starts: 25, iterationLimit: 10, seed: 1 })!
    const best = reference.iris.best[0]
    expectRelativelyClose(fit.totalWithinSS, best.totWithinss, 1e-12)
    expect(Array.from(fit.sizes).sort((a, b) => a - b)).toEqual(best.size)
    expect(fit.cluster[0]).toBe(0)
    const firsts = [0, 1, 2].map((c) => fit.cluster.indexOf(c))
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b))
  })

  it('is the same for the same seed', () => {
    const a = kMeans(arrestsScaled, { k: 5, starts: 3, iterationLimit: 10, seed: 9 })!
    const b = kMeans(arrestsScaled, { k: 5, starts: 3, iterationLimit: 10, seed: 9 })!
    expect(Array.from(a.cluster)).toEqual(Array.from(b.cluster))
  })
})

describe('principalComponents', () => {
  it('gives prcomp(scale(USArrests)) variances and scores up to sign', () => {
    const pcs = principalComponents(arrestsScaled, 2)
    // prcomp(scale(USArrests))$sdev^2 / 4: 2.4802416, 0.9897652 of a total of 4 variables.
    expectRelativelyClose(pcs.proportionExplained[0], 2.4802416 / 4, 1e-7)
    expectRelativelyClose(pcs.proportionExplained[1], 0.9897652 / 4, 1e-7)
    // Alabama's PC1 score: ±0.97566.
    expect(Math.abs(pcs.scores[0][0])).toBeCloseTo(0.97566, 4)
  })
})
