/**
 * The microbiome method modules against R (tests/fixtures/analysis/microbiome-methods/generate.R:
 * vegan 2.6-4 estimateR, DESeq2 1.38, base R) on the Global Patterns demo tables.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { coreMembers, logDetections, prevalence } from './core-microbiome'
import { richnessEstimators } from './diversity/richness-estimators'
import { deseq2 } from './expression/deseq2'
import { readFeatureTable } from './io/feature-table/read'
import { groupRankAbundance, sampleRankAbundance } from './rank-abundance'
import { coOccurrenceNetwork } from './stats/co-occurrence'
import { collapseToRank, relativeAbundance } from './taxonomy-summary'
import type { FeatureTable } from './feature-table'

type Values = (number | null)[]
const reference = JSON.parse(
  readFileSync(new URL('../tests/fixtures/analysis/microbiome-methods/reference.json', import.meta.url), 'utf8'),
) as {
  richness: Record<'S.obs' | 'S.chao1' | 'se.chao1' | 'S.ACE' | 'se.ACE', Values> & { sampleIds: string[] }
  core: {
    lineages: string[]
    prevalence: number[]
    groups: string[]
    groupPrevalence: number[][]
    members: string[]
    detections: number[]
    grid: number[][]
  }
  rankAbundance: {
    samples: string[]
    present: number[]
    top10: number[][]
    groups: string[]
    groupPresent: number[]
    groupTop10: number[][]
  }
  network: {
    lineages: string[]
    source: number[]
    target: number[]
    rho: number[]
    p: number[]
    q: number[]
    edges: number
  }
  deseq: Record<'sizeFactors' | 'baseMean' | 'log2FoldChange' | 'lfcSE' | 'stat' | 'pvalue' | 'padj', Values> & {
    lineages: string[]
  }
}

async function demoTable(tool: string, file: string): Promise<FeatureTable> {
  const path = new URL(`../tools/microbiome/${tool}/demo/${file}`, import.meta.url)
  return readFeatureTable(readFileSync(path), { fileName: file })
}
const metadata = readFileSync(new URL('../tools/microbiome/core-microbiome/demo/metadata.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
const columnOf = (ids: readonly string[], column: number) =>
  ids.map((id) => (metadata.find((row) => row[0] === id) as string[])[column])

function expectClose(actual: ArrayLike<number>, expected: Values, relative = 1e-9): void {
  expect(actual.length).toBe(expected.length)
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i]
    if (want === null) expect(Number.isFinite(actual[i]), `#${i}`).toBe(false)
    else
      expect(Math.abs(actual[i] - want), `#${i}: ${actual[i]} vs ${want}`).toBeLessThanOrEqual(
        relative * Math.max(Math.abs(want), 1e-300),
      )
  }
}

describe('richnessEstimators (vegan estimateR)', () => {
  it('gives S.obs, S.chao1, se.chao1, S.ACE and se.ACE of every Global Patterns sample', async () => {
    const table = await demoTable('richness-estimators', 'otu_table.tsv')
    expect(table.sampleIds).toEqual(reference.richness.sampleIds)
    const estimates = richnessEstimators(table)
    expectClose(estimates.observed, reference.richness['S.obs'], 0)
    expectClose(estimates.chao1, reference.richness['S.chao1'], 1e-12)
    expectClose(estimates.chao1StandardError, reference.richness['se.chao1'], 1e-9)
    expectClose(estimates.ace, reference.richness['S.ACE'], 1e-12)
    expectClose(estimates.aceStandardError, reference.richness['se.ACE'], 1e-7)
  })

  it('matches hand-worked values on a small sample and gives NaN without reads', () => {
    // counts 1,1,1,2,2,3,15: S = 7, F1 = 3, F2 = 2; Chao1 = 7 + 3·2 / (2·3) = 8
    const table = {
      sampleIds: ['a', 'b'],
      featureIds: 'abcdefg'.split(''),
      counts: Float64Array.of(1, 1, 1, 2, 2, 3, 15, 0, 0, 0, 0, 0, 0, 0),
    }
    const estimates = richnessEstimators(table)
    expect(estimates.chao1[0]).toBe(8)
    expect(estimates.observed[1]).toBe(0)
    expect(estimates.chao1[1]).toBeNaN()
  })
})

describe('core microbiome (microbiome::prevalence and core_members)', () => {
  it('gives the prevalence of every genus at 0.1 % overall and per SampleType, and the core above 50 %', async () => {
    const genus = relativeAbundance(
      collapseToRank(await demoTable('core-microbiome', 'otu_table_taxonomy_top2000.tsv'), 'Genus').table,
    )
    const order = reference.core.lineages.map((lineage) => genus.featureIds.indexOf(lineage))
    expect(order.every((f) => f >= 0)).toBe(true)
    const overall = prevalence(genus, 0.001)
    expectClose(
      order.map((f) => overall[f]),
      reference.core.prevalence,
      1e-12,
    )
    const types = columnOf(genus.sampleIds, 6)
    reference.core.groups.forEach((group, g) => {
      const own = prevalence(
        genus,
        0.001,
        types.flatMap((type, s) => (type === group ? [s] : [])),
      )
      expectClose(
        order.map((f) => own[f]),
        reference.core.groupPrevalence[g],
        1e-12,
      )
    })
    expect(
      coreMembers(overall, 0.5)
        .map((f) => genus.featureIds[f])
        .sort(),
    ).toEqual([...reference.core.members].sort())
    expectClose(logDetections(1e-4, 0.1, 10), reference.core.detections, 1e-12)
    reference.core.members.forEach((lineage, k) => {
      const f = genus.featureIds.indexOf(lineage)
      expectClose(
        reference.core.detections.map((d) => prevalence(genus, d)[f]),
        reference.core.grid[k],
        1e-12,
      )
    })
  })
})

describe('rank-abundance curves', () => {
  it('sorts each sample’s and each group’s proportions as R does', async () => {
    const table = await demoTable('core-microbiome', 'otu_table_taxonomy_top2000.tsv')
    const curves = sampleRankAbundance(table)
    expect(curves.map((curve) => curve.id)).toEqual(reference.rankAbundance.samples)
    curves.forEach((curve, s) => {
      expect(curve.abundances.length).toBe(reference.rankAbundance.present[s])
      expectClose(curve.abundances.subarray(0, 10), reference.rankAbundance.top10[s], 1e-12)
    })
    const groups = groupRankAbundance(table, columnOf(table.sampleIds, 6))
    expect(groups.map((curve) => curve.id)).toEqual(reference.rankAbundance.groups)
    groups.forEach((curve, g) => {
      expect(curve.abundances.length).toBe(reference.rankAbundance.groupPresent[g])
      expectClose(curve.abundances.subarray(0, 10), reference.rankAbundance.groupTop10[g], 1e-12)
    })
  })
})

describe('coOccurrenceNetwork (Spearman, BH)', () => {
  it('tests the 40 most abundant prevalent genera pairwise as cor.test and p.adjust do', async () => {
    const genus = relativeAbundance(
      collapseToRank(await demoTable('core-microbiome', 'otu_table_taxonomy_top2000.tsv'), 'Genus').table,
    )
    const network = coOccurrenceNetwork(genus, { minPrevalence: 0.5, maxFeatures: 40, minRho: 0.6, maxQ: 0.05 })
    // R sorts rowsum's lineages; compare by lineage.
    const lineages = network.features.map((f) => genus.featureIds[f])
    expect([...lineages].sort()).toEqual([...reference.network.lineages].sort())
    const byPair = new Map(
      network.pairs.map((pair) => [[lineages[pair.source], lineages[pair.target]].sort().join('|'), pair]),
    )
    reference.network.rho.forEach((rho, k) => {
      const key = [
        reference.network.lineages[reference.network.source[k]],
        reference.network.lineages[reference.network.target[k]],
      ]
        .sort()
        .join('|')
      const pair = byPair.get(key)
      if (!pair) throw new Error(`no pair ${key}`)
      expectClose([pair.rho, pair.pValue, pair.qValue], [rho, reference.network.p[k], reference.network.q[k]], 1e-9)
    })
    expect(network.edges).toHaveLength(reference.network.edges)
  })
})

describe('deseq2 with poscounts size factors on order counts', () => {
  it('gives DESeq2 1.38’s size factors, log2 fold changes, p and padj (human vs nonhuman)', async () => {
    const genus = collapseToRank(await demoTable('core-microbiome', 'otu_table_taxonomy_top2000.tsv'), 'Order').table
    const result = deseq2(
      genus,
      { condition: columnOf(genus.sampleIds, 8), reference: 'nonhuman', treatment: 'human' },
      { sizeFactorType: 'poscounts', alpha: 0.05 },
    )
    expectClose(result.sampleFactors, reference.deseq.sizeFactors, 1e-12)
    const order = reference.deseq.lineages.map((lineage) => genus.featureIds.indexOf(lineage))
    const pick = (values: Float64Array) => order.map((f) => values[f])
    expectClose(pick(result.baseMean), reference.deseq.baseMean, 1e-10)
    expectClose(pick(result.log2FoldChange), reference.deseq.log2FoldChange, 1e-4)
    expectClose(pick(result.pValue), reference.deseq.pvalue, 1e-3)
    expectClose(pick(result.pAdjusted), reference.deseq.padj, 1e-3)
  })
})
