import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DatasetRole } from '#core/projects'
import { i18next } from '~/utils/translations.server'
import type { UploadedDataFile } from '~/utils/tools/uploads.server'
import { hugeSparseBiom } from '#analysis/io/feature-table/test-support'
import { checkDatasetFiles, type DatasetCheck } from './new-dataset-files.server'

// Real files: the Global Patterns slice (24 OTUs of phyloseq's GlobalPatterns, all 26 samples; see
// tests/fixtures/analysis/io/README.md) and the full survey's tree, whose tips are all 19,216 OTUs.
const SLICE = 'tests/fixtures/analysis/io/global-patterns-slice'
const file = (path: string, fileName = path.split('/').pop() as string): UploadedDataFile => ({
  fileName,
  bytes: new Uint8Array(readFileSync(path)),
})
const text = (fileName: string, lines: string[]): UploadedDataFile => ({
  fileName,
  bytes: new TextEncoder().encode(lines.join('\n') + '\n'),
})

const table = file(`${SLICE}/otu_table.tsv`)
const taxonomy = file(`${SLICE}/taxonomy.tsv`)
const metadata = file(`${SLICE}/metadata.tsv`)
const tree = file('tests/fixtures/analysis/diversity/global-patterns/tree.nwk')
const tableLines = new TextDecoder().decode(table.bytes).trimEnd().split('\n')
const sampleIds = tableLines[0].split('\t').slice(1)
const featureCount = tableLines.length - 1

async function check(files: Partial<Record<DatasetRole, UploadedDataFile>>, language: 'en' | 'zh' = 'en') {
  return checkDatasetFiles(await i18next.getFixedT(language), files)
}

function errorsOf(result: DatasetCheck) {
  if (result.ok) throw new Error('expected the dataset to be refused')
  return result.fileErrors
}

describe('checkDatasetFiles', () => {
  it('accepts Global Patterns with taxonomy, metadata, tree and QC table, and shows its sample table', async () => {
    const qc = text('qc.tsv', ['sample\treads\tq30', ...sampleIds.map((id, i) => `${id}\t${1000 + i}\t0.9`)])
    const result = await check({ table, taxonomy, metadata, tree, qc })
    if (!result.ok) throw new Error(JSON.stringify(result.fileErrors))
    expect(result.summary).toMatchObject({ sampleCount: 26, featureCount, taxonomy: 'file' })
    const [header, ...rows] = result.summary.sampleInfo
    expect(header).toEqual([
      'sample',
      ...readFileSync(`${SLICE}/metadata.tsv`, 'utf8').split('\n')[0].split('\t').slice(1),
    ])
    // Rows follow the table's sample order, whatever the metadata's order.
    expect(rows.map((row) => row[0])).toEqual(sampleIds)
    expect(rows[0][header.indexOf('SampleType')]).toBe('Soil')
  })

  it('refuses a small BIOM declaring 200,000 × 2,000 by its cells, naming the limit, in either language', async () => {
    const huge = { fileName: 'huge.biom', bytes: new TextEncoder().encode(hugeSparseBiom(200_000, 2_000)) }
    const [english] = errorsOf(await check({ table: huge, metadata })).table ?? []
    expect(english).toBe(
      'huge.biom: the table has 200000 features × 2000 samples = 400000000 cells, more than the limit of 50000000 cells: upload a smaller table (fewer features or samples); the limit follows the platform settings TABLE_MAX_CELLS and TOOL_TASK_MEMORY_LIMIT_MB.',
    )
    const [chinese] = errorsOf(await check({ table: huge, metadata }, 'zh')).table ?? []
    expect(chinese).toContain('超过了 50000000 个单元格的上限')
  })

  it('says which analyses will not run when the dataset has no taxonomy, and says nothing when it has one', async () => {
    const without = await check({ table, metadata })
    if (!without.ok) throw new Error(JSON.stringify(without.fileErrors))
    expect(without.summary.taxonomy).toBe('none')
    expect(without.summary.warnings).toEqual([{ key: 'newDataset.files.warnings.noTaxonomy', values: {} }])
    const withTaxonomy = await check({ table, taxonomy, metadata })
    if (!withTaxonomy.ok) throw new Error(JSON.stringify(withTaxonomy.fileErrors))
    expect(withTaxonomy.summary.warnings).toEqual([])
  })

  it('requires the table and the metadata', async () => {
    expect(errorsOf(await check({}))).toEqual({
      table: ['Please upload "OTU/ASV table".'],
      metadata: ['Please upload "Sample metadata".'],
    })
  })

  it('names the file, line and column of a table that does not parse', async () => {
    const bad = text('otu.tsv', [tableLines[0], tableLines[1], tableLines[2].replace(/\t\d+\t/, '\tmany\t')])
    const [message] = errorsOf(await check({ table: bad, metadata })).table ?? []
    expect(message).toMatch(/^otu\.tsv, line 3, column \d+: /)
    expect(message).toContain('many')
  })

  it("refuses a samples-as-rows table with the library's message", async () => {
    const transposed = file(`${SLICE}/otu_table.samples-as-rows.tsv`)
    const [byHeader] = errorsOf(await check({ table: transposed, metadata })).table ?? []
    expect(byHeader).toContain('the table has samples as rows: its first header cell "SampleID" names samples')
    // Without the telling header cell (pandas writes it blank), the metadata's sample ids tell.
    const blanked = text(
      't.tsv',
      new TextDecoder()
        .decode(transposed.bytes)
        .trimEnd()
        .replace(/^SampleID/, '')
        .split('\n'),
    )
    const [byMetadata] = errorsOf(await check({ table: blanked, metadata })).table ?? []
    expect(byMetadata).toContain('the table has samples as rows: 26 of its row ids are sample ids of the metadata')
  })

  it('tells how many features the taxonomy file misses, and refuses one that matches none', async () => {
    // The SILVA 138 variant leaves out the slice's last 3 OTUs (see the fixture README): they count as unassigned.
    const silva = file(`${SLICE}/taxonomy.silva138.tsv`)
    const missing = tableLines.slice(-3).map((line) => line.split('\t')[0])
    const result = await check({ table, taxonomy: silva, metadata })
    if (!result.ok) throw new Error(JSON.stringify(result.fileErrors))
    const t = await i18next.getFixedT('en')
    expect(result.summary.warnings.map((warning) => t(warning.key, warning.values))).toEqual([
      `taxonomy.silva138.tsv: 3 of the table's ${featureCount} features have no row in the taxonomy file and count as unassigned: ${missing.join(', ')}`,
    ])
    const foreign = text('taxonomy.tsv', ['feature_id\tKingdom', 'ASV_1\tBacteria', 'ASV_2\tArchaea'])
    const [message] = errorsOf(await check({ table, taxonomy: foreign, metadata })).taxonomy ?? []
    expect(message).toContain(
      'none of the 2 feature ids of the taxonomy file ("ASV_1", "ASV_2") is in the feature table',
    )
  })

  it('lists up to 10 samples the metadata misses, in the reader’s language', async () => {
    const lines = readFileSync(`${SLICE}/metadata.tsv`, 'utf8').trimEnd().split('\n')
    const kept = text('metadata.tsv', [lines[0], ...lines.slice(13)])
    const missing = lines.slice(1, 13).map((line) => line.split('\t')[0])
    expect(errorsOf(await check({ table, metadata: kept })).metadata).toEqual([
      `metadata.tsv: 12 samples of the table have no row in the metadata: ${missing.slice(0, 10).join(', ')} …`,
    ])
    expect(errorsOf(await check({ table, metadata: kept }, 'zh')).metadata).toEqual([
      `metadata.tsv：表中有 12 个样品在样品信息表中没有对应行：${missing.slice(0, 10).join(', ')} …`,
    ])
  })

  it('refuses a tree that does not parse, and one that does not cover the features', async () => {
    const broken = text('broken.nwk', ['((549322:0.1,522457:0.2):0.3'])
    const [parseMessage] = errorsOf(await check({ table, metadata, tree: broken })).tree ?? []
    expect(parseMessage).toMatch(/^broken\.nwk, line \d+, column \d+: /)
    const [first, second] = tableLines.slice(1, 3).map((line) => line.split('\t')[0])
    const small = text('small.nwk', [`(${first}:0.1,${second}:0.2);`])
    const [coverMessage] = errorsOf(await check({ table, metadata, tree: small })).tree ?? []
    expect(coverMessage).toMatch(
      new RegExp(
        `^small\\.nwk: ${featureCount - 2} of the table's ${featureCount} features are not tips of the tree: `,
      ),
    )
  })

  it('requires the QC table to name samples of the table in its first column', async () => {
    const qc = text('qc.tsv', ['metric\tCL3\tCC1', 'reads\t100\t200', 'q30\t0.9\t0.8'])
    expect(errorsOf(await check({ table, metadata, qc })).qc).toEqual([
      'qc.tsv: the first column must hold the table’s sample ids; 2 are not samples of the table: reads, q30'.replace(
        '’',
        "'",
      ),
    ])
  })

  it('refuses a file type the slot does not take', async () => {
    const [message] = errorsOf(await check({ table: { ...table, fileName: 'otu.xlsx' }, metadata })).table ?? []
    expect(message).toContain('otu.xlsx')
  })
})
