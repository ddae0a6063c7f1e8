import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sampleTotals } from '../../feature-table'
import { readFeatureTable } from './read'
import { expectSameTable, FIXTURES, GLOBAL_PATTERNS_TSV, readFixture } from './test-support'

describe('readFeatureTable: BIOM 2.1 HDF5', () => {
  it('reads each HDF5 file like its JSON twin', async () => {
    for (const twin of ['min_sparse_otu_table', 'rich_sparse_otu_table']) {
      const json = await readFixture(`biom/python3-biom-format__${twin}.biom`)
      const hdf5 = await readFixture(`biom/python3-biom-format__${twin}_hdf5.biom`)
      expect(hdf5).toEqual(json)
    }
  })

  it('reads the global-patterns table converted to BIOM 2.1 HDF5 by biom-format like the TSV', async () => {
    const reference = JSON.parse(readFileSync(`${FIXTURES}global-patterns-reference.json`, 'utf8')) as {
      sampleTotals: Record<string, number>
    }
    const tsv = await readFeatureTable(readFileSync(GLOBAL_PATTERNS_TSV), { fileName: 'otu_table.tsv' })
    const hdf5 = await readFixture('global-patterns.biom')
    expectSameTable(hdf5, tsv)
    expect(Object.fromEntries(hdf5.sampleIds.map((id, s) => [id, sampleTotals(hdf5)[s]]))).toEqual(
      reference.sampleTotals,
    )
  })
})
