import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../errors'
import { readFeatureTable } from './read'
import { FIXTURES, hugeSparseBiom, inputError, read } from './test-support'

describe('readFeatureTable: recognises the format from the content', () => {
  it('says an empty file is empty and names the formats it reads', async () => {
    expect((await inputError(read(''))).message).toBe(
      'table.tsv: the file is empty (expected a TSV/CSV table with features as rows and samples as columns, BIOM 1.0 JSON, BIOM 2.1 HDF5 or a QIIME 2 .qza feature table)',
    )
  })

  it('rejects binary data that is no known format', async () => {
    const error = await inputError(read(new Uint8Array([0x00, 0x01, 0x02, 0x00, 0xff, 0x00]), 'table.bin'))
    expect(error.message).toMatch(/^table\.bin: unknown binary format/)
  })

  it('asks for a gzip-compressed file to be decompressed', async () => {
    const error = await inputError(read(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00]), 'table.tsv.gz'))
    expect(error.message).toMatch(/^table\.tsv\.gz: the file is gzip-compressed; decompress it first/)
  })
})

describe('readFeatureTable: a limit on the cells a table declares', () => {
  it('refuses a small BIOM file declaring 200,000 × 2,000 before allocating its 3.2 GB of counts', async () => {
    const biom = hugeSparseBiom(200_000, 2_000)
    expect(biom.length).toBeLessThan(7_000_000)
    const error = await inputError(read(biom, 'huge.biom'))
    expect(error.code).toBe('featureTable.tooManyCells')
    expect(error.message).toBe(
      'huge.biom: the table has 200000 features × 2000 samples = 400000000 cells, more than the limit of 50000000 cells (expected a smaller table (fewer features or samples); the limit follows the settings TABLE_MAX_CELLS and TOOL_TASK_MEMORY_LIMIT_MB)',
    )
  })

  it('refuses a text table whose header and line count exceed the limit, and applies a limit the caller sets', async () => {
    const header = ['#OTU ID', ...Array.from({ length: 3 }, (_, s) => `S${s}`)].join('\t')
    const text = [header, 'a\t1\t2\t3', 'b\t4\t5\t6'].join('\n')
    const bytes = new TextEncoder().encode(text)
    await expect(readFeatureTable(bytes, { fileName: 't.tsv', maxCells: 6 })).resolves.toMatchObject({
      featureIds: ['a', 'b'],
    })
    const error = await readFeatureTable(bytes, { fileName: 't.tsv', maxCells: 5 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AnalysisInputError)
    expect(error).toMatchObject({ code: 'featureTable.tooManyCells', params: { features: 2, samples: 3, limit: 5 } })
  })

  it('checks a BIOM 2.1 HDF5 table from its dimensions', async () => {
    const bytes = new Uint8Array(readFileSync(`${FIXTURES}biom/python3-biom-format__min_sparse_otu_table_hdf5.biom`))
    const { featureIds, sampleIds } = await readFeatureTable(bytes, { fileName: 'min.biom' })
    const cells = featureIds.length * sampleIds.length
    await expect(readFeatureTable(bytes, { fileName: 'min.biom', maxCells: cells })).resolves.toBeDefined()
    const error = await readFeatureTable(bytes, { fileName: 'min.biom', maxCells: cells - 1 }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ code: 'featureTable.tooManyCells', params: { cells } })
  })
})
