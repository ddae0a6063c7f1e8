import { describe, expect, it } from 'vitest'
import { inputError, read } from './test-support'

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
