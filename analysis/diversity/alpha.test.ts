import { beforeAll, describe, expect, it } from 'vitest'
import {
  DIVERSITY_FIXTURES,
  expectRelativelyClose,
  readFixtureTable,
  readJson,
} from '../../tests/fixtures/analysis/diversity/helpers'
import { fromFeatureRows, type FeatureTable } from '../feature-table'
import { ALPHA_METRICS, alphaDiversity, type AlphaMetric } from './alpha'

interface VeganCase {
  samples: string[]
  counts?: number[][]
  alpha: Record<AlphaMetric, (number | null)[]>
}
type VeganReference = Record<'global_patterns' | 'dune' | 'bci' | 'edge', VeganCase>

const reference = readJson<VeganReference>(`${DIVERSITY_FIXTURES}/vegan-reference.json`)

function tableOfSamples(sampleRows: number[][], sampleIds = sampleRows.map((_, s) => `s${s}`)): FeatureTable {
  const featureIds = sampleRows[0].map((_, f) => `f${f}`)
  return fromFeatureRows(
    sampleIds,
    featureIds,
    featureIds.map((_, f) => sampleRows.map((row) => row[f])),
  )
}

describe('alphaDiversity against vegan', () => {
  const tables: Partial<Record<keyof VeganReference, FeatureTable>> = {}
  beforeAll(async () => {
    tables.global_patterns = await readFixtureTable(`${DIVERSITY_FIXTURES}/global-patterns/otu_table.tsv`)
    tables.dune = await readFixtureTable(`${DIVERSITY_FIXTURES}/dune.tsv`)
    tables.bci = await readFixtureTable(`${DIVERSITY_FIXTURES}/bci.tsv`)
    tables.edge = tableOfSamples(reference.edge.counts ?? [], reference.edge.samples)
  })

  it.each(['global_patterns', 'dune', 'bci', 'edge'] as const)('matches diversity/estimateR on %s to 1e-9', (name) => {
    const table = tables[name] as FeatureTable
    expect(table.sampleIds).toEqual(reference[name].samples)
    const result = alphaDiversity(table)
    expect(Object.keys(result).sort()).toEqual([...ALPHA_METRICS].sort())
    for (const metric of ALPHA_METRICS) expectRelativelyClose(result[metric], reference[name].alpha[metric], 1e-9)
  })
})

describe('alphaDiversity by hand', () => {
  it('computes each metric of a small sample', () => {
    // counts 1, 1, 2, 4: N = 8, F1 = 2, F2 = 1; p = 1/8, 1/8, 1/4, 1/2.
    const result = alphaDiversity(tableOfSamples([[1, 1, 2, 0, 4]]))
    const shannon = -(2 * (1 / 8) * Math.log(1 / 8) + (1 / 4) * Math.log(1 / 4) + (1 / 2) * Math.log(1 / 2))
    expect(result.observed[0]).toBe(4)
    expect(result.shannon[0]).toBeCloseTo(shannon, 14)
    expect(result.simpson[0]).toBeCloseTo(1 - (1 / 64 + 1 / 64 + 1 / 16 + 1 / 4), 14)
    expect(result.invsimpson[0]).toBeCloseTo(1 / (1 / 64 + 1 / 64 + 1 / 16 + 1 / 4), 13)
    expect(result.pielou[0]).toBeCloseTo(shannon / Math.log(4), 14)
    expect(result.chao1[0]).toBe(4 + (2 * 1) / (2 * 2))
    expect(result.goods_coverage[0]).toBe(1 - 2 / 8)
  })

  it('gives NaN for a sample without counts, except observed = 0', () => {
    const result = alphaDiversity(
      tableOfSamples([
        [0, 0, 0],
        [1, 2, 3],
      ]),
    )
    expect(result.observed[0]).toBe(0)
    for (const metric of ALPHA_METRICS) if (metric !== 'observed') expect(result[metric][0]).toBeNaN()
    expect(result.observed[1]).toBe(3)
  })

  it('leaves singleton-based estimators undefined for non-integer counts but computes the rest', () => {
    const result = alphaDiversity(tableOfSamples([[0.5, 0.25, 0.25]]))
    expect(result.chao1[0]).toBeNaN()
    expect(result.ace[0]).toBeNaN()
    expect(result.goods_coverage[0]).toBeNaN()
    expect(result.simpson[0]).toBeCloseTo(1 - (0.25 + 0.0625 + 0.0625), 14)
    expect(result.observed[0]).toBe(3)
  })

  it('does not depend on the order of features', () => {
    const forward = alphaDiversity(tableOfSamples([[1, 1, 2, 3, 40, 0, 7]]))
    const backward = alphaDiversity(tableOfSamples([[7, 0, 40, 3, 2, 1, 1]]))
    for (const metric of ALPHA_METRICS) expect(backward[metric][0]).toBeCloseTo(forward[metric][0], 12)
  })
})
