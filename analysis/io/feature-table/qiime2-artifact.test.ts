import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { biomReference, featureRows, inputError, read, readFixture } from './test-support'

describe('readFeatureTable: QIIME 2 artifacts and the global-patterns table', () => {
  it('reads the feature table inside a .qza', async () => {
    const table = await readFixture('feature-table.qza')
    const expected = biomReference['python3-biom-format__rich_sparse_otu_table_hdf5.biom']
    expect(table.sampleIds).toEqual(expected.sampleIds)
    expect(featureRows(table)).toEqual(expected.matrix)
    expect(table.taxonomy?.[3]).toBe(
      'k__Bacteria; p__Firmicutes; c__Clostridia; o__Halanaerobiales; f__Halanaerobiaceae; g__Halanaerobium; s__Halanaerobiumsaccharolyticum',
    )
  })

  it('says what is missing from a zip that is no QIIME 2 feature table', async () => {
    const zip = zipSync({ 'abc/data/other.txt': new TextEncoder().encode('x') })
    const error = await inputError(read(zip, 'upload.qza'))
    expect(error.message).toBe(
      'upload.qza: the zip archive holds no data/feature-table.biom (expected a QIIME 2 FeatureTable[Frequency] artifact (.qza))',
    )
  })
})
