import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseNewick } from '../../../analysis/io/newick'
import { expectDrawable } from '../../charts-advanced/test-support'
import { demoInput, demoText, rendered, runFailure, seededTool } from '../../kit/test-support'
import { sampleClusteringTreeExecutor } from './executor'
import { column, expectClose, tableById } from '../test-support'

interface RClustering {
  heights: number[]
  cophenetic: number[]
  labels: string[]
}
/** vegan + phyloseq on the demo files: tests/fixtures/analysis/sample-clustering/generate.R. */
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/sample-clustering/reference.json', import.meta.url), 'utf8'),
) as {
  samples: string[]
  metrics: Record<string, { condensed: number[]; hclust: Record<'average' | 'complete' | 'single', RClustering> }>
}

/** Pearson correlation, written out so the check does not lean on the code under test. */
function correlation(x: readonly number[], y: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length
  const mx = mean(x)
  const my = mean(y)
  let sxy = 0
  let sxx = 0
  let syy = 0
  x.forEach((_, i) => {
    sxy += (x[i] - mx) * (y[i] - my)
    sxx += (x[i] - mx) ** 2
    syy += (y[i] - my) ** 2
  })
  return sxy / Math.sqrt(sxx * syy)
}

/** The demo run with `options`, as an English reader sees its result. */
const run = async (options: Parameters<typeof demoInput>[1] = {}) =>
  rendered(await sampleClusteringTreeExecutor(demoInput('SampleClusteringTree', options)))

describe('sample clustering tree (demo: unweighted UniFrac, UPGMA, Global Patterns top 2,000 OTUs)', () => {
  it('merges at the heights of R hclust on phyloseq UniFrac, and draws the tree', async () => {
    const result = await run()
    const expected = reference.metrics.unweighted_unifrac.hclust.average
    const merges = tableById(result.tables, 'sample-tree-merges')
    expect(merges.rows).toHaveLength(25)
    column(merges, 'Height').forEach((height, k) => expectClose(height, expected.heights[k]))
    expect(column(merges, 'Samples in the new cluster').at(-1)).toBe(26)
    expect(result.charts[0].title).toBe('Sample clustering tree (Unweighted UniFrac)')
    expectDrawable(result.charts)
  })

  it.each([
    ['braycurtis', 'average'],
    ['jaccard', 'complete'],
    ['weighted_unifrac', 'single'],
    ['weighted_normalized_unifrac', 'average'],
  ] as const)('%s, %s linkage: the heights of R hclust (vegan vegdist / phyloseq UniFrac)', async (metric, linkage) => {
    const result = await run({ params: { metric, linkage } })
    const expected = reference.metrics[metric].hclust[linkage]
    column(tableById(result.tables, 'sample-tree-merges'), 'Height').forEach((height, k) =>
      expectClose(height, expected.heights[k]),
    )
  })

  it('gives the cophenetic correlation of R cor(cophenetic(hc), d) in the subtitle and the notes', async () => {
    const result = await run({ params: { metric: 'braycurtis' } })
    const expected = correlation(
      reference.metrics.braycurtis.hclust.average.cophenetic,
      reference.metrics.braycurtis.condensed,
    )
    const subtitle = (result.charts[0].options?.plugins as { subtitle: { text: string } }).subtitle.text
    // Four significant digits, trailing zeros dropped (0.9890 is written 0.989).
    const written = String(Number(expected.toPrecision(4)))
    expect(subtitle).toBe(`26 samples, average linkage (UPGMA); cophenetic correlation ${written}`)
    expect(result.notes[1]).toContain(`is ${written}:`)
  })

  it('writes the tree as Newick whose tips are the samples, all at half the root height from the root (ape)', async () => {
    const result = await run()
    const file = result.files.find((candidate) => candidate.name === 'sample_tree.nwk')!
    const tree = parseNewick(file.content as string)
    const tips = tree.tipNames.filter((name): name is string => name !== null)
    expect([...tips].sort()).toEqual([...reference.samples].sort())
    const rootHeight = reference.metrics.unweighted_unifrac.hclust.average.heights.at(-1)! / 2
    tree.tipNames.forEach((name, node) => {
      if (name === null) return
      let depth = 0
      for (let at = node; tree.parent[at] >= 0; at = tree.parent[at]) depth += tree.branchLength[at]
      expectClose(depth, rootHeight, 1e-9)
    })
  })

  it('colours the leaves by group and lists them in drawing order', async () => {
    const result = await run()
    const datasets = result.charts[0].data.datasets as { label: string; data: unknown[] }[]
    expect(datasets.slice(1).map((dataset) => [dataset.label, dataset.data.length])).toEqual([
      ['Soil', 3],
      ['Feces', 4],
      ['Skin', 3],
      ['Tongue', 2],
      ['Freshwater', 2],
      ['Freshwater (creek)', 3],
      ['Ocean', 3],
      ['Sediment (estuary)', 3],
      ['Mock', 3],
    ])
    // Each dot sits on the row of a sample of its group.
    const [header, ...rows] = demoText('SampleClusteringTree', 'metadata.tsv')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
    const typeColumn = header.indexOf('SampleType')
    const sampleType = new Map(rows.map((cells) => [cells[0], cells[typeColumn]]))
    const labelsOfRows = (result.charts[0].options?.scales as { leafLabels: { labels: string[] } }).leafLabels.labels
    for (const dataset of datasets.slice(1) as unknown as { label: string; data: { y: number }[] }[])
      for (const dot of dataset.data) expect(sampleType.get(labelsOfRows[dot.y])).toBe(dataset.label)
    const leaves = tableById(result.tables, 'sample-tree-leaves')
    const labels = (result.charts[0].options?.scales as { leafLabels: { labels: string[] } }).leafLabels.labels
    expect(column(leaves, 'Sample')).toEqual(labels)
    // As in R's plot: the two people's feces, and their tongues, are neighbours.
    for (const pair of [
      ['M31Fcsw', 'M11Fcsw'],
      ['M31Tong', 'M11Tong'],
    ])
      expect(Math.abs(labels.indexOf(pair[0]) - labels.indexOf(pair[1]))).toBe(1)
  })

  it('runs without metadata and without a tree for Bray-Curtis', async () => {
    const result = await run({
      params: { metric: 'braycurtis', group_column: '' },
      files: { metadata: null, tree: null },
    })
    expect(result.charts[0].data.datasets).toHaveLength(1)
    expect(tableById(result.tables, 'sample-tree-leaves').columns).toEqual(['Position', 'Sample'])
  })

  it('accepts every metric and linkage its form offers', async () => {
    const form = seededTool('SampleClusteringTree').form
    const options = (key: string) => form.find((field) => field.key === key)!.options!.map((option) => option.value)
    for (const metric of options('metric'))
      for (const linkage of options('linkage'))
        await expect(run({ params: { metric, linkage } })).resolves.toBeDefined()
  })

  it('asks for the tree when UniFrac is chosen without one (1001)', async () => {
    await expect(runFailure(() => run({ files: { tree: null } }))).resolves.toMatchObject({
      code: '1001',
      text: expect.stringContaining('Unweighted UniFrac needs a phylogenetic tree'),
    })
  })

  it('needs two samples (1002)', async () => {
    const oneSample = demoText('SampleClusteringTree', 'otu_table_top2000.tsv')
      .split('\n')
      .map((line) => line.split('\t').slice(0, 2).join('\t'))
      .join('\n')
    await expect(
      runFailure(() =>
        run({ params: { metric: 'braycurtis', group_column: '' }, files: { table: oneSample, metadata: null } }),
      ),
    ).resolves.toEqual({ code: '1002', text: 'Clustering needs at least 2 samples.' })
  })
})

describe('sample clustering tree of many samples', () => {
  it('stays within the tallest chart and lets chart.js thin the labels out rather than overlap them', async () => {
    const samples = Array.from({ length: 700 }, (_, s) => `s${s + 1}`)
    const features = Array.from({ length: 5 }, (_, f) => `f${f + 1}`)
    const table = [
      ['OTU ID', ...samples].join('\t'),
      ...features.map((feature, f) => [feature, ...samples.map((_, s) => ((s * (f + 3)) % 11) + 1)].join('\t')),
    ].join('\n')
    const result = await run({
      params: { metric: 'braycurtis', group_column: '' },
      files: { table, metadata: null, tree: null },
    })
    const chart = result.charts[0]
    expect(chart.height).toBe(4000)
    const ticks = (chart.options?.scales as { leafLabels: { ticks: { autoSkip: boolean; font: { size: number } } } })
      .leafLabels.ticks
    expect(ticks).toMatchObject({ autoSkip: true, font: { size: 7 } })
    expect(tableById(result.tables, 'sample-tree-merges').rows).toHaveLength(699)
  })
})
