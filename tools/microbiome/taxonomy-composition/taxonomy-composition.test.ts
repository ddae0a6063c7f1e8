import { describe, expect, it } from 'vitest'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { expectClose, reference, tableById } from '../test-support'
import { taxonomyCompositionExecutor } from './executor'

type BarDataset = { label: string; data: number[]; backgroundColor: string }

describe('taxonomy composition (demo: phyla of Global Patterns, samples ordered by SampleType)', () => {
  it('stacks the 10 phyla of highest mean relative abundance and Others, with the percentages R computes', async () => {
    const result = rendered(await taxonomyCompositionExecutor(demoInput('TaxonomyComposition')))
    const [chart] = result.charts
    expect(chart.type).toBe('bar')
    const samples = chart.data.labels as string[]
    // Grouped by SampleType in order of first appearance: the twin feces samples move up to the other feces.
    expect(samples.slice(0, 7)).toEqual(['CL3', 'CC1', 'SV1', 'M31Fcsw', 'M11Fcsw', 'TS28', 'TS29'])
    const datasets = chart.data.datasets as BarDataset[]
    const { phylumTop, phylumTopPercent, phylumOthersPercent } = reference.composition
    expect(datasets.map((dataset) => dataset.label)).toEqual([
      ...phylumTop.map((lineage) => lineage.split(';')[1]),
      'Others',
    ])
    const referenceColumn = (sampleId: string) => reference.sampleIds.indexOf(sampleId)
    phylumTop.forEach((_, t) =>
      samples.forEach((sampleId, c) =>
        expectClose(datasets[t].data[c], phylumTopPercent[t][referenceColumn(sampleId)]),
      ),
    )
    samples.forEach((sampleId, c) =>
      expectClose(datasets[10].data[c], phylumOthersPercent[referenceColumn(sampleId)], 1e-9),
    )
    // Every bar is 100% (by hand: the ten phyla and Others are all the reads).
    samples.forEach((_, c) => expect(datasets.reduce((sum, dataset) => sum + dataset.data[c], 0)).toBeCloseTo(100, 9))
    expect(datasets[10].backgroundColor).toBe('#c7c7c7')
  })

  it('lists every phylum with its lineage, most abundant first', async () => {
    const result = rendered(await taxonomyCompositionExecutor(demoInput('TaxonomyComposition')))
    const table = tableById(result.tables, 'relative-abundance')
    expect(table.rows).toHaveLength(reference.composition.phylumTaxa)
    expect(table.rows.slice(0, 10).map((row) => row[1])).toEqual(reference.composition.phylumTop)
    expect(result.notes[0]).toBe(
      '19216 OTUs/ASVs fall into 67 taxa at phylum level; the top 10 make up 97.12% on average.',
    )
  })

  it('shows group means at genus level as the means of the samples of each group', async () => {
    const result = rendered(
      await taxonomyCompositionExecutor(
        demoInput('TaxonomyComposition', { params: { rank: 'Genus', top_n: 15, display: 'groups' } }),
      ),
      'zh',
    )
    const [chart] = result.charts
    expect(chart.data.labels).toEqual(reference.composition.groups)
    const table = tableById(result.tables, 'relative-abundance')
    expect(table.rows).toHaveLength(reference.composition.genusTaxa)
    const { genusGroupTop, genusGroupTopPercent } = reference.composition
    expect(table.rows.slice(0, 15).map((row) => row[1])).toEqual(genusGroupTop)
    const datasets = chart.data.datasets as BarDataset[]
    genusGroupTop.forEach((_, t) =>
      genusGroupTopPercent[t].forEach((percent, g) => expectClose(datasets[t].data[g], percent)),
    )
    // A genus without a name is named after its family; a homonym by the family that tells it apart.
    expect(datasets.map((dataset) => dataset.label)).toContain('未分类 Lachnospiraceae')
    expect(datasets.map((dataset) => dataset.label)).toContain('Bacteroides (Bacteroidaceae)')
    expect(datasets.at(-1)?.label).toBe('其他')
  })

  it('asks for taxonomy when the table has none (1002)', async () => {
    const withoutTaxonomy = demoText('AlphaDiversity', 'otu_table.tsv')
    const failure = await runFailure(() =>
      taxonomyCompositionExecutor(demoInput('TaxonomyComposition', { files: { table: withoutTaxonomy } })),
    )
    expect(failure).toMatchObject({ code: '1002', text: expect.stringContaining('has no taxonomy') })
  })

  it('warns when the taxonomy stops above the rank asked for (lineages to phylum, composition at genus)', async () => {
    const table = [
      'OTU\tA\tB\ttaxonomy',
      'o1\t10\t20\tk__Bacteria; p__Firmicutes',
      'o2\t30\t5\tk__Bacteria; p__Bacteroidetes',
    ].join('\n')
    const params = { rank: 'Genus', display: 'samples', group_column: '' }
    const genus = await taxonomyCompositionExecutor(
      demoInput('TaxonomyComposition', { params, files: { table, metadata: null } }),
    )
    expect(genus.warnings).toEqual([{ code: 'rankAbsent', params: { rank: 'Genus' } }])
    const phylum = await taxonomyCompositionExecutor(
      demoInput('TaxonomyComposition', { params: { ...params, rank: 'Phylum' }, files: { table, metadata: null } }),
    )
    expect(phylum.warnings).toEqual([])
  })
})
