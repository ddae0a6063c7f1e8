import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { methodsReference } from '../methods-test-support'
import { column, expectClose, tableById } from '../test-support'
import { taxonomyTreemapExecutor } from './executor'

const reference = methodsReference.treemap

describe('taxonomic treemap (demo: genera of 2,000 Global Patterns OTUs)', () => {
  it('gives every genus and phylum the mean relative abundance of R', async () => {
    const result = rendered(await taxonomyTreemapExecutor(demoInput('TaxonomyTreemap')))
    const table = tableById(result.tables, 'taxonomy-treemap')
    const lineages = column(table, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...reference.lineages].sort())
    const means = column(table, 'Mean relative abundance (%)')
    const totals = column(table, 'Phylum total (%)')
    lineages.forEach((lineage, row) => {
      expectClose(means[row], 100 * reference.mean[reference.lineages.indexOf(lineage)], 1e-12)
      const phylum = lineage.split(';').slice(0, 2).join(';')
      expectClose(totals[row], 100 * reference.phylumMean[reference.phyla.indexOf(phylum)], 1e-12)
    })
    expect(result.notes[0]).toMatch(/^441 taxa at genus level in \d+ phyla; the chart shows the 40 of highest mean/)
  })

  it('draws the 40 most abundant genera as tiles and pools the rest as Others within their phylum', async () => {
    const result = rendered(await taxonomyTreemapExecutor(demoInput('TaxonomyTreemap')))
    const [chart] = result.charts
    expect(chart.type).toBe('treemap')
    const tree = (chart.data.datasets as { tree: { phylum: string; taxon: string; value: number }[] }[])[0].tree
    expect(tree.filter((tile) => tile.taxon !== 'Others')).toHaveLength(40)
    // Each phylum's tiles add up to its mean relative abundance (rounded to 4 digits per tile).
    const sum = (phylum: string) =>
      tree.filter((tile) => tile.phylum === phylum).reduce((total, tile) => total + tile.value, 0)
    const proteobacteria = reference.phylumMean[reference.phyla.indexOf('Bacteria;Proteobacteria')]
    expect(Math.abs(sum('Proteobacteria') - 100 * proteobacteria)).toBeLessThan(0.01)
    const largest = reference.lineages[reference.mean.indexOf(Math.max(...reference.mean))]
    const table = tableById(result.tables, 'taxonomy-treemap')
    const row = (column(table, 'Lineage') as string[]).indexOf(largest)
    expect(tree.some((tile) => tile.taxon === column(table, 'Taxon')[row])).toBe(true)
  })

  it('needs the taxonomy', async () => {
    const table = 'OTU ID\ta\tb\n1\t5\t3\n2\t1\t4\n'
    const failure = await runFailure(() => taxonomyTreemapExecutor(demoInput('TaxonomyTreemap', { table })))
    expect(failure.code).toBe('1002')
  })
})
