import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectRelativelyClose, readFixtureTable } from '../../tests/fixtures/analysis/diversity/helpers'
import { betaDiversity } from '../diversity/beta'
import type { FeatureTable } from '../feature-table'
import { permanova } from './permanova'
import { permdisp } from './permdisp'

/** Written by tests/fixtures/analysis/permdisp/generate.R (vegan 2.6-4). */
interface Case {
  samples: string[]
  grouping: string[]
  distances: number[]
  groupMeans: number[]
  groups: string[]
  f: number
  dfGroups: number
  dfResidual: number
  sumOfSquaresGroups: number
  sumOfSquaresResidual: number
  pF: number
  permutationP: number
  permutations: number
  adonis2: { df: number[]; sumOfSqs: number[]; r2: number[]; f: number; p: number; permutations: number }
}
const reference = JSON.parse(readFileSync('tests/fixtures/analysis/permdisp/reference.json', 'utf8')) as Record<
  string,
  Case
>

/** Within 4 binomial standard errors of a p-value estimated from far more permutations. */
function expectPermutationP(actual: number, expected: number, permutations: number) {
  const standardError = Math.sqrt((expected * (1 - expected)) / permutations)
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(4 * standardError + 1 / (permutations + 1))
}

const CASES = [
  ['globalPatternsSampleType', 'tools/microbiome/beta-diversity-pcoa/demo/otu_table.tsv', 'braycurtis'],
  ['globalPatternsHuman', 'tools/microbiome/beta-diversity-pcoa/demo/otu_table.tsv', 'euclidean'],
] as const

describe.each(CASES)('PERMDISP and the PERMANOVA table against vegan: %s', (name, path, metric) => {
  const expected = reference[name]
  const distancesOf = async () => betaDiversity((await readFixtureTable(path)) as FeatureTable, metric)

  it("betadisper(type = 'centroid'): distances to the centroids, group means, anova F and p to 1e-9", async () => {
    const result = permdisp(await distancesOf(), expected.grouping, { permutations: 999, seed: 1 })
    expect(result.sampleIds).toEqual(expected.samples)
    expect(result.groups).toEqual(expected.groups)
    expectRelativelyClose(result.distances, expected.distances, 1e-9)
    expectRelativelyClose(result.groupMeans, expected.groupMeans, 1e-9)
    expectRelativelyClose(
      [result.statistic, result.sumOfSquaresGroups, result.sumOfSquaresResidual, result.pValueF],
      [expected.f, expected.sumOfSquaresGroups, expected.sumOfSquaresResidual, expected.pF],
      1e-9,
    )
    expect([result.dfGroups, result.dfResidual]).toEqual([expected.dfGroups, expected.dfResidual])
    expectPermutationP(result.pValue, expected.permutationP, 999)
  })

  it("adonis2's table: Df, SumOfSqs, R² and F to 1e-9, p within sampling error", async () => {
    const result = permanova(await distancesOf(), expected.grouping, { permutations: 999, seed: 1 })
    const { df, sumOfSqs, r2, f, p } = expected.adonis2
    expect([result.dfGroups, result.dfResidual, result.dfGroups + result.dfResidual]).toEqual(df)
    expectRelativelyClose(
      [result.sumOfSquaresGroups, result.sumOfSquaresResidual, result.sumOfSquaresTotal],
      sumOfSqs,
      1e-9,
    )
    expectRelativelyClose([result.r2, result.statistic], [r2[0], f], 1e-9)
    expectPermutationP(result.pValue, p, 999)
  })
})

describe('PERMDISP on a non-Euclidean distance with negative eigenvalues (dune, Bray-Curtis, Management)', () => {
  it('subtracts the negative axes as vegan does', async () => {
    const expected = reference.duneManagement
    const table = await readFixtureTable('tests/fixtures/analysis/diversity/dune.tsv')
    const result = permdisp(betaDiversity(table, 'braycurtis'), expected.grouping, { permutations: 999, seed: 2 })
    expectRelativelyClose(result.distances, expected.distances, 1e-9)
    expectRelativelyClose([result.statistic], [expected.f], 1e-9)
  })

  it('is the same for the same seed, and leaves samples without a group out', async () => {
    const expected = reference.duneManagement
    const table = await readFixtureTable('tests/fixtures/analysis/diversity/dune.tsv')
    const matrix = betaDiversity(table, 'braycurtis')
    const first = permdisp(matrix, expected.grouping, { permutations: 199, seed: 5 })
    expect(permdisp(matrix, expected.grouping, { permutations: 199, seed: 5 }).pValue).toBe(first.pValue)
    const withMissing = permdisp(matrix, ['NA', ...expected.grouping.slice(1)], { permutations: 99, seed: 5 })
    expect(withMissing.sampleIds).toHaveLength(19)
    expect(withMissing.droppedSamples).toHaveLength(1)
  })
})
