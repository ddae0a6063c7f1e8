import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectRelativelyClose, readFixtureTable, readJson } from '../../tests/fixtures/analysis/diversity/helpers'
import { copheneticDistances, hierarchicalClustering, type Linkage } from '../clustering'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows, type FeatureTable } from '../feature-table'
import { parseNewick, type PhyloTree } from '../io/newick'
import { SAMPLE_DISTANCE_METRICS, sampleDistances, type SampleDistanceMetric } from './sample-distances'

interface RClustering {
  heights: number[]
  cophenetic: number[]
  labels: string[]
}
/** Written by tests/fixtures/analysis/sample-clustering/generate.R (vegan 2.6-4, phyloseq 1.42.0). */
interface Reference {
  samples: string[]
  metrics: Record<string, { condensed: number[]; hclust: Record<Linkage, RClustering> }>
}

const DEMO = 'tools/microbiome/sample-clustering-tree/demo'
const reference = readJson<Reference>('tests/fixtures/analysis/sample-clustering/reference.json')
const REFERENCED_METRICS = Object.keys(reference.metrics) as SampleDistanceMetric[]

describe('distances between samples against vegan and phyloseq (Global Patterns, top 2,000 OTUs)', () => {
  let table: FeatureTable
  let prunedTree: PhyloTree
  beforeAll(async () => {
    table = await readFixtureTable(`${DEMO}/otu_table_top2000.tsv`)
    prunedTree = parseNewick(readFileSync(`${DEMO}/tree_top2000.nwk`, 'utf8'))
  })

  it('covers every metric but Euclidean, Hellinger and the Aitchison distances (checked in beta.test.ts)', () => {
    expect(SAMPLE_DISTANCE_METRICS.filter((metric) => !REFERENCED_METRICS.includes(metric))).toEqual([
      'euclidean',
      'hellinger',
      'aitchison',
      'robust_aitchison',
    ])
  })

  it.each(REFERENCED_METRICS)('%s: the same distances to 1e-12', async (metric) => {
    const matrix = await sampleDistances(table, metric, prunedTree)
    expect(matrix.ids).toEqual(reference.samples)
    expectRelativelyClose(matrix.condensed, reference.metrics[metric].condensed, 1e-12)
  })

  const LINKAGES: readonly Linkage[] = ['average', 'complete', 'single']
  it.each(
    REFERENCED_METRICS.flatMap((metric) =>
      LINKAGES.map((linkage): [SampleDistanceMetric, Linkage] => [metric, linkage]),
    ),
  )('%s, %s linkage: the merge heights and cophenetic distances of R hclust to 1e-9', async (metric, linkage) => {
    const tree = hierarchicalClustering(await sampleDistances(table, metric, prunedTree), linkage)
    const expected = reference.metrics[metric].hclust[linkage]
    expectRelativelyClose(tree.heights, expected.heights, 1e-9)
    expectRelativelyClose(copheneticDistances(tree), expected.cophenetic, 1e-9)
  })

  it('ignores tips of the tree that are not features: the whole 19,216-tip tree gives the pruned tree’s UniFrac', async () => {
    const wholeTree = parseNewick(readFileSync('tools/microbiome/beta-diversity-pcoa/demo/tree.nwk', 'utf8'))
    for (const metric of ['unweighted_unifrac', 'weighted_normalized_unifrac'] as const) {
      const matrix = await sampleDistances(table, metric, wholeTree)
      expectRelativelyClose(matrix.condensed, reference.metrics[metric].condensed, 1e-12)
    }
  })
})

describe('features missing from the tree', () => {
  const tree = parseNewick('((A:1,B:2):3,C:4);')
  const table = (featureIds: string[]) =>
    fromFeatureRows(
      ['s1', 's2'],
      featureIds,
      featureIds.map((_, f) => [f + 1, 1]),
    )

  it('are an input error naming the first five and how many there are (as scikit-bio refuses them)', async () => {
    const features = ['A', 'X1', 'X2', 'B', 'X3', 'X4', 'X5', 'X6', 'X7']
    const error = await sampleDistances(table(features), 'unweighted_unifrac', tree).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AnalysisInputError)
    expect((error as Error).message).toMatch(
      /7 features are not tips of the tree: "X1", "X2", "X3", "X4", "X5" and 2 more/,
    )
  })

  it('do not matter to the count-based metrics, which take no tree', async () => {
    const matrix = await sampleDistances(table(['A', 'X1']), 'braycurtis', null)
    // s1 = (1, 2), s2 = (1, 1): (0 + 1) / (3 + 2).
    expect(matrix.condensed[0]).toBeCloseTo(1 / 5, 15)
  })
})
