import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from './errors'
import { rowDistances } from './numeric-distances'
import { expectRelativelyClose } from './stats/test-support'

interface Fixture {
  distances: {
    usArrests: { ids: string[]; rows: number[][]; euclidean: number[]; correlation: number[] }
    dune: { ids: string[]; rows: number[][]; braycurtis: number[] }
  }
}
const { distances } = JSON.parse(
  readFileSync(new URL('../tests/fixtures/analysis/chart-statistics/distances-pca.json', import.meta.url), 'utf8'),
) as Fixture

describe('row distances against R', () => {
  it('euclidean: dist(USArrests)', () => {
    const { ids, rows, euclidean } = distances.usArrests
    rowDistances(rows, ids, 'euclidean').condensed.forEach((d, k) => expectRelativelyClose(d, euclidean[k], 1e-12))
  })

  it('correlation: as.dist(1 - cor(t(USArrests)))', () => {
    const { ids, rows, correlation } = distances.usArrests
    rowDistances(rows, ids, 'correlation').condensed.forEach((d, k) => expectRelativelyClose(d, correlation[k], 1e-9))
  })

  it('braycurtis: vegan vegdist(dune, "bray")', () => {
    const { ids, rows, braycurtis } = distances.dune
    rowDistances(rows, ids, 'braycurtis').condensed.forEach((d, k) => expectRelativelyClose(d, braycurtis[k], 1e-12))
  })

  it('names the constant row a correlation distance cannot use', () => {
    expect(() =>
      rowDistances(
        [
          [1, 2, 3],
          [4, 4, 4],
        ],
        ['a', 'flat'],
        'correlation',
      ),
    ).toThrow(/"flat" is constant/)
  })

  it('refuses negative abundances for Bray-Curtis', () => {
    expect(() =>
      rowDistances(
        [
          [1, -2],
          [3, 4],
        ],
        ['a', 'b'],
        'braycurtis',
      ),
    ).toThrow(AnalysisInputError)
  })
})
