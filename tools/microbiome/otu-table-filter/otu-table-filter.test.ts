import { describe, expect, it } from 'vitest'
import { sampleTotals } from '../../../analysis/feature-table'
import { readFeatureTable } from '../../../analysis/io/feature-table/read'
import { checkDataFileRules, readTableRows } from '../../../analysis/io/data-file-rules'
import type { ToolRunInput } from '../../kit/types'
import { TOOL_EXECUTORS } from '../../registry'
import { otuTableFilterExecutor } from './executor'
import { demoInput, demoText, rendered, runFailure, seededTool } from '../../kit/test-support'
import { column, reference, tableById } from '../test-support'

/** The result as an English reader sees it. */
const runInEnglish = async (input: ToolRunInput) => rendered(await otuTableFilterExecutor(input))

type Tables = readonly { id: string; columns: readonly unknown[]; rows: readonly (readonly unknown[])[] }[]
const summaryValue = (tables: Tables, item: string) => {
  const summary = tableById(tables, 'filter-summary')
  return column(summary, 'Value')[column(summary, 'Item').indexOf(item)]
}

describe('OTU/ASV table filter (demo: keep Bacteria, remove Chloroplast, spec defaults, flatten to 10,000 reads)', () => {
  it('removes at each step the OTUs that plain comparisons in R remove, and flattens to the smallest sample (type 1)', async () => {
    const result = await runInEnglish(demoInput('OtuTableFilter', { params: { flattening_type: '1' } }))
    const expected = reference.filter
    expect(summaryValue(result.tables, 'Features before')).toBe(19216)
    expect(summaryValue(result.tables, 'Removed by taxonomy rules')).toBe(expected.removedByTaxonomy)
    expect(summaryValue(result.tables, 'Removed by prevalence')).toBe(expected.removedByPrevalence)
    expect(summaryValue(result.tables, 'Removed by total count')).toBe(expected.removedByTotal)
    // R: min(colSums(otu[kept, ])) = 52,225 reads.
    expect(summaryValue(result.tables, 'Flattening depth')).toBe(expected.flatteningDepth)
    expect(summaryValue(result.tables, 'Reads before')).toBe(expected.readsBefore)
    const emptied = summaryValue(result.tables, 'Empty after flattening') as number
    expect(summaryValue(result.tables, 'Features after')).toBe(expected.keptBeforeFlattening.length - emptied)
    expect(result.notes[1]).toBe(
      `Taxonomy rules (keep Kingdom = Bacteria; remove Class = Chloroplast): removed ${expected.removedByTaxonomy} features.`,
    )
  })

  it('offers the filtered table as a TSV with taxonomy, every sample flattened to 10,000 reads', async () => {
    const result = await runInEnglish(demoInput('OtuTableFilter'))
    const [file] = result.files
    expect(file.name).toBe('otu_table_taxonomy.filtered.tsv')
    expect(file.contentType).toBe('text/tab-separated-values')
    const filtered = await readFeatureTable(new TextEncoder().encode(file.content as string), { fileName: file.name })
    expect(filtered.sampleIds).toEqual(reference.sampleIds)
    const kept = new Set(reference.filter.keptBeforeFlattening)
    expect(filtered.featureIds.every((id) => kept.has(id))).toBe(true)
    expect([...sampleTotals(filtered)].every((reads) => reads === 10000)).toBe(true)
    expect(result.notes.at(-1)).toMatch(
      /^Flattened \(rarefied\) to 10000 reads \(given depth\): dropped 0 samples and \d+ features left empty\.$/,
    )
    expect(
      filtered.taxonomy?.every((lineage) => lineage?.startsWith('k__Bacteria;') && !lineage.includes('c__Chloroplast')),
    ).toBe(true)
  })

  it.each(['AlphaDiversity', 'RarefactionCurves', 'BetaDiversityPCoA', 'NMDSPlot'])(
    'hands its filtered table, taxonomy column and all, to %s: the tool page accepts it and the tool runs',
    async (scriptClassName) => {
      const [file] = (await runInEnglish(demoInput('OtuTableFilter'))).files
      const text = file.content as string
      const tableRules = seededTool(scriptClassName).dataFiles.find((dataFile) => dataFile.key === 'table')!.rules
      const rows = readTableRows(text, 1, file.name)
      expect(checkDataFileRules(tableRules, { fileName: file.name, rows, params: {}, fieldLabels: {} })).toEqual([])
      const result = await TOOL_EXECUTORS[scriptClassName](demoInput(scriptClassName, { files: { table: text } }))
      expect(result.charts.length).toBeGreaterThan(0)
    },
  )

  it('draws features and samples before and after on their own axes', async () => {
    const result = await runInEnglish(demoInput('OtuTableFilter', { params: { flattening_type: '0' } }))
    const datasets = result.charts[0].data.datasets as { label: string; data: (number | null)[]; yAxisID: string }[]
    expect(datasets.map((dataset) => [dataset.label, dataset.yAxisID, dataset.data])).toEqual([
      ['Features before', 'features', [19216, null]],
      ['Features after', 'features', [reference.filter.keptBeforeFlattening.length, null]],
      ['Samples before', 'samples', [null, 26]],
      ['Samples after', 'samples', [null, 26]],
    ])
  })

  it('drops the samples below a given flattening depth and says why', async () => {
    const result = await runInEnglish(demoInput('OtuTableFilter', { params: { flattening_value: 70000 } }))
    const { keptSampleTotals } = reference.filter
    const below = reference.sampleIds.flatMap((sampleId, s) =>
      keptSampleTotals[s] < 70000
        ? [[sampleId, keptSampleTotals[s], 'fewer reads than the flattening depth 70000']]
        : [],
    )
    expect(below.length).toBeGreaterThan(0)
    expect(tableById(result.tables, 'dropped-samples').rows).toEqual(below)
    expect(summaryValue(result.tables, 'Samples after')).toBe(26 - below.length)
  })

  it('asks for taxonomy when taxonomy rules meet a table without it (1002)', async () => {
    const failure = await runFailure(() =>
      otuTableFilterExecutor(
        demoInput('OtuTableFilter', { files: { table: demoText('AlphaDiversity', 'otu_table.tsv') } }),
      ),
    )
    expect(failure).toMatchObject({ code: '1002', text: expect.stringContaining('Taxonomy rules need taxonomy') })
  })

  it('names a parameter below its minimum (1001)', async () => {
    const failure = await runFailure(() =>
      otuTableFilterExecutor(demoInput('OtuTableFilter', { params: { checked3_otu_sum: 0 } })),
    )
    expect(failure).toMatchObject({ code: '1001', text: expect.stringContaining('checked3_otu_sum') })
  })
})
