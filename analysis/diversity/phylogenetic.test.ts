import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DIVERSITY_FIXTURES,
  expectRelativelyClose,
  readFixtureTable,
  readJson,
} from '../../tests/fixtures/analysis/diversity/helpers'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows, type FeatureTable } from '../feature-table'
import { parseNewick, type PhyloTree } from '../io/newick'
import { faithPd, unifrac } from './phylogenetic'

interface SkbioReference {
  samples: string[]
  faith_pd: number[]
  unweighted_unifrac: number[]
  weighted_unifrac: number[]
  weighted_unifrac_normalized: number[]
}

/** Samples as rows over the named features. */
function table(featureIds: string[], sampleRows: number[][]): FeatureTable {
  const sampleIds = sampleRows.map((_, s) => `s${s + 1}`)
  return fromFeatureRows(
    sampleIds,
    featureIds,
    featureIds.map((_, f) => sampleRows.map((row) => row[f])),
  )
}

describe('phylogenetic diversity against scikit-bio on Global Patterns', () => {
  const reference = readJson<SkbioReference>(`${DIVERSITY_FIXTURES}/skbio-reference.json`)
  let counts: FeatureTable
  let tree: PhyloTree
  beforeAll(async () => {
    counts = await readFixtureTable(`${DIVERSITY_FIXTURES}/global-patterns/otu_table.tsv`)
    tree = parseNewick(readFileSync(`${DIVERSITY_FIXTURES}/global-patterns/tree.nwk`, 'utf8'))
  })

  it('matches faith_pd to 1e-9', () => {
    expect(counts.sampleIds).toEqual(reference.samples)
    expectRelativelyClose(faithPd(counts, tree), reference.faith_pd, 1e-9)
  })

  it('matches unweighted_unifrac to 1e-9', () => {
    const matrix = unifrac(counts, tree, { weighted: false })
    expect(matrix.ids).toEqual(reference.samples)
    expectRelativelyClose(matrix.condensed, reference.unweighted_unifrac, 1e-9)
  })

  it('matches weighted_unifrac, normalized and not, to 1e-9', () => {
    expectRelativelyClose(unifrac(counts, tree, { weighted: true }).condensed, reference.weighted_unifrac, 1e-9)
    expectRelativelyClose(
      unifrac(counts, tree, { weighted: true, normalized: true }).condensed,
      reference.weighted_unifrac_normalized,
      1e-9,
    )
  })
})

describe('phylogenetic diversity by hand', () => {
  // Root ─3─ AB ─1─ A, AB ─2─ B; root ─4─ C. Tip depths: A 4, B 5, C 4.
  const tree = parseNewick('((A:1,B:2)AB:3,C:4)root:100;')

  it('sums the branches joining each sample to the root (not the root branch)', () => {
    const pd = faithPd(
      table(
        ['A', 'B', 'C'],
        [
          [1, 0, 0],
          [0, 5, 0],
          [1, 0, 1],
          [0, 0, 0],
        ],
      ),
      tree,
    )
    expect(Array.from(pd)).toEqual([4, 5, 8, 0])
  })

  it('computes unweighted and weighted UniFrac of two sister tips', () => {
    const counts = table(
      ['A', 'B'],
      [
        [1, 0],
        [0, 1],
      ],
    )
    // Unique: A (1) + B (2); shared: AB (3).
    expect(Array.from(unifrac(counts, tree, { weighted: false }).condensed)).toEqual([3 / 6])
    expect(Array.from(unifrac(counts, tree, { weighted: true }).condensed)).toEqual([3])
    // Normalised by the tip depths 4·1 + 5·1.
    expect(unifrac(counts, tree, { weighted: true, normalized: true }).condensed[0]).toBeCloseTo(3 / 9, 15)
  })

  it('weights branches by the share of each sample below them', () => {
    const counts = table(
      ['A', 'B', 'C'],
      [
        [3, 1, 0],
        [0, 2, 2],
      ],
    )
    // A: |3/4 − 0|·1, B: |1/4 − 1/2|·2, AB: |1 − 1/2|·3, C: |0 − 1/2|·4.
    const weighted = 0.75 + 0.5 + 1.5 + 2
    expect(unifrac(counts, tree, { weighted: true }).condensed[0]).toBeCloseTo(weighted, 14)
    const depths = 4 * 0.75 + 5 * 0.25 + (5 * 0.5 + 4 * 0.5)
    expect(unifrac(counts, tree, { weighted: true, normalized: true }).condensed[0]).toBeCloseTo(weighted / depths, 14)
  })

  it('puts two empty samples at 0 and an empty one at 1 from any other (normalized)', () => {
    const counts = table(
      ['A', 'C'],
      [
        [0, 0],
        [0, 0],
        [2, 1],
      ],
    )
    expect(Array.from(unifrac(counts, tree, { weighted: false }).condensed)).toEqual([0, 1, 1])
    expect(Array.from(unifrac(counts, tree, { weighted: true, normalized: true }).condensed)).toEqual([0, 1, 1])
  })

  it('names the features that are not tips of the tree', () => {
    const counts = table(['A', 'X1', 'AB', 'B'], [[1, 1, 1, 1]])
    expect(() => unifrac(counts, tree, { weighted: false })).toThrow(AnalysisInputError)
    expect(() => faithPd(counts, tree)).toThrow(/2 features are not tips of the tree: "X1", "AB"/)
  })

  it('rejects negative counts', () => {
    expect(() => faithPd(table(['A', 'B'], [[1, -1]]), tree)).toThrow(/count -1 for feature "B"/)
  })

  it('rejects ambiguous tip labels and branches without length', () => {
    const counts = table(['A', 'B'], [[1, 1]])
    expect(() => faithPd(counts, parseNewick('((A:1,B:2):3,A:4);'))).toThrow(/more than one tip labelled "A"/)
    expect(() => faithPd(counts, parseNewick('((A:1,B):3,C:4);'))).toThrow(/the branch above "B" has no length/)
  })
})
