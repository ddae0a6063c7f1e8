import { describe, expect, it } from 'vitest'
import { parseNewick } from '../../../analysis/io/newick'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { formatNumber } from '../../kit/chart-style'
import { groupsReference } from '../groups-test-support'
import { NUMBER_STYLE } from '../shared'
import { taxonomyHeatmapExecutor } from './executor'
import { column, expectClose, tableById } from '../test-support'

describe('taxonomy heatmap (demo: top 30 genera of 2,000 Global Patterns OTUs)', () => {
  it('shows the 30 genera of highest mean relative abundance with the percentages R computes', async () => {
    const result = rendered(await taxonomyHeatmapExecutor(demoInput('TaxonomyHeatmap')))
    const table = tableById(result.tables, 'taxonomy-heatmap-percent')
    const expected = groupsReference.heatmap
    const lineages = column(table, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...expected.top30].sort())
    const samples = table.columns.slice(2)
    // Samples grouped by SampleType in order of first appearance: the twin feces samples join the other feces.
    expect(samples.slice(0, 7)).toEqual(['CL3', 'CC1', 'SV1', 'M31Fcsw', 'M11Fcsw', 'TS28', 'TS29'])
    lineages.forEach((lineage, row) => {
      const t = expected.top30.indexOf(lineage)
      samples.forEach((sampleId) =>
        expectClose(
          column(table, sampleId)[row],
          expected.percent[t][groupsReference.sampleIds.indexOf(sampleId)],
          1e-9,
        ),
      )
    })
    const [chart] = result.charts
    expect(chart.type).toBe('matrix')
    // No top-30 genus is absent from any sample, so log10 needs no stand-in for zeros.
    expect(expected.percent.flat().every((percent) => percent > 0)).toBe(true)
    expect(result.notes[1]).toBe('Colours show log10 relative abundance (%).')
    expect(result.notes).toContain(
      'Samples are ordered by "SampleType" (groups in order of first appearance) and not clustered.',
    )
    expect(result.files.map((file) => file.name)).toEqual(['taxa-dendrogram.nwk'])
  })

  it('puts the samples without a group last, labelled without one', async () => {
    const metadata = demoText('TaxonomyHeatmap', 'metadata.tsv').replace(/^(CL3\t.*)\tSoil\t/m, '$1\tNA\t')
    const result = rendered(await taxonomyHeatmapExecutor(demoInput('TaxonomyHeatmap', { files: { metadata } })))
    const scales = (result.charts[0].options as { scales: Record<string, { labels: string[] }> }).scales
    expect(scales.columnLabels.labels.slice(0, 3)).toEqual(['CC1 (Soil)', 'SV1 (Soil)', 'M31Fcsw (Feces)'])
    expect(scales.columnLabels.labels.at(-1)).toBe('CL3')
    expect(result.notes.at(-1)).toBe(
      'Samples are ordered by "SampleType" (groups in order of first appearance, samples without a group last) and not clustered.',
    )
  })

  it('clusters z-scored genera and samples with the merge heights of R hclust(dist(z), "complete")', async () => {
    const result = rendered(
      await taxonomyHeatmapExecutor(
        demoInput('TaxonomyHeatmap', { params: { scale: 'zscore' }, files: { metadata: null } }),
      ),
    )
    expect(result.files.map((file) => file.name)).toEqual(['taxa-dendrogram.nwk', 'samples-dendrogram.nwk'])
    const values = tableById(result.tables, 'taxonomy-heatmap-values')
    // Every shown row is a z-score: mean 0 and SD 1 over the 26 samples.
    for (const row of values.rows) {
      const z = row.slice(2) as number[]
      const mean = z.reduce((sum, v) => sum + v, 0) / z.length
      expect(Math.abs(mean)).toBeLessThan(1e-12)
      expectClose(z.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (z.length - 1), 1, 1e-12)
    }
    const taxa = mergeHeights(String(result.files[0].content))
    const samples = mergeHeights(String(result.files[1].content))
    expect(taxa).toHaveLength(29)
    taxa.forEach((height, k) => expectClose(height, groupsReference.heatmap.zscoreHeights[k], 1e-9))
    expect(samples).toHaveLength(25)
    samples.forEach((height, k) => expectClose(height, groupsReference.heatmap.sampleHeights[k], 1e-9))
  })

  it('draws zeros at half the smallest non-zero abundance on the log10 scale', async () => {
    const result = rendered(await taxonomyHeatmapExecutor(demoInput('TaxonomyHeatmap', { params: { top_n: 100 } })))
    const percent = tableById(result.tables, 'taxonomy-heatmap-percent').rows.flatMap((row) => row.slice(2) as number[])
    expect(percent).toContain(0)
    const pseudocount = Math.min(...percent.filter((value) => value > 0)) / 2
    const log10 = tableById(result.tables, 'taxonomy-heatmap-values').rows.flatMap((row) => row.slice(2) as number[])
    expect(Math.min(...log10)).toBeCloseTo(Math.log10(pseudocount), 12)
    expect(result.notes[1]).toBe(
      `Colours show log10 relative abundance (%); zeros are drawn as half the smallest non-zero value (${formatNumber(pseudocount, NUMBER_STYLE)}%).`,
    )
  })

  it('keeps relative abundances unscaled when asked, without clustering, and needs taxonomy', async () => {
    const result = rendered(
      await taxonomyHeatmapExecutor(
        demoInput('TaxonomyHeatmap', {
          params: { scale: 'percent', cluster_taxa: false, group_column: '' },
          files: { metadata: null },
        }),
      ),
      'zh',
    )
    expect(result.tables.map((table) => table.id)).toEqual(['taxonomy-heatmap-percent'])
    expect(result.notes[1]).toBe('颜色为相对丰度（%），未缩放。')
    const lineages = column(result.tables[0], '分类谱系')
    // Unclustered taxa keep the order of mean relative abundance.
    expect(lineages).toEqual(groupsReference.heatmap.top30)
    const withoutTaxonomy = demoText('AlphaDiversity', 'otu_table.tsv')
    const failure = await runFailure(() =>
      taxonomyHeatmapExecutor(demoInput('TaxonomyHeatmap', { files: { table: withoutTaxonomy } })),
    )
    expect(failure).toMatchObject({ code: '1002', text: expect.stringContaining('has no taxonomy') })
  })
})

/**
 * The merge heights of a dendrogram from its Newick text, written as ape's as.phylo(hclust) (a node
 * at half its merge height): a clade's height is twice the root's depth minus its distance from the root.
 */
function mergeHeights(newick: string): number[] {
  const tree = parseNewick(newick)
  const fromRoot = (node: number) => {
    let distance = 0
    for (let at = node; tree.parent[at] >= 0; at = tree.parent[at]) distance += tree.branchLength[at]
    return distance
  }
  const nodes = Array.from(tree.parent, (_, node) => node)
  const rootHeight = Math.max(...nodes.map(fromRoot))
  return nodes
    .filter((node) => tree.tipNames[node] === null)
    .map((node) => 2 * (rootHeight - fromRoot(node)))
    .sort((a, b) => a - b)
}
