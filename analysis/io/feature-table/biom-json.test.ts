import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFeatureTable } from './read'
import { writeBiomJson } from './biom-json'
import {
  biomReference,
  expectSameTable,
  featureRows,
  FIXTURES,
  GLOBAL_PATTERNS_TSV,
  inputError,
  read,
  readFixture,
  WRITER_TABLE,
} from './test-support'

describe('readFeatureTable: BIOM examples of biom-format and biomformat', () => {
  const numericFiles = Object.keys(biomReference).filter((name) => !biomReference[name].error)

  it('covers every example file', () => {
    expect(Object.keys(biomReference).sort()).toEqual(readdirSync(`${FIXTURES}biom`).sort())
    expect(numericFiles).toHaveLength(8)
  })

  it.each(numericFiles)('reads %s as biom-format does', async (name) => {
    const expected = biomReference[name]
    const table = await readFixture(`biom/${name}`)
    expect(table.featureIds).toEqual(expected.featureIds)
    expect(table.sampleIds).toEqual(expected.sampleIds)
    expect(featureRows(table)).toEqual(expected.matrix)
    expect(table.taxonomy).toEqual(expected.taxonomy?.map((ranks) => (ranks ? ranks.join('; ') : null)))
  })

  it('reads a value of the dense R example where it is', async () => {
    const table = await readFixture('biom/r-bioc-biomformat__min_dense_otu_table.biom')
    // "data" row GG_OTU_2 is [5,1,0,2,3,1]: Sample5 holds 3.
    expect(table.counts[table.sampleIds.indexOf('Sample5') * 5 + table.featureIds.indexOf('GG_OTU_2')]).toBe(3)
    expect(table.taxonomy).toBeUndefined()
  })

  it.each(['r-bioc-biomformat__rich_dense_char.biom', 'r-bioc-biomformat__rich_sparse_char.biom'])(
    'rejects the words in %s, as biom-format does, naming the cell',
    async (name) => {
      expect(biomReference[name].error).toMatch(/could not convert string to float: 'sky'/)
      const error = await inputError(readFixture(`biom/${name}`))
      expect(error.message).toContain(`biom/${name}`)
      expect(error.message).toMatch(/non-numeric count "sky" at data\[0\]/)
      expect(error.message).toContain('feature "GG_OTU_1"')
    },
  )

  it('reads numbers stored as strings (a character-valued BIOM file with numeric cells)', async () => {
    // The char examples with their words replaced by the counts of the numeric twin, as strings.
    const words = { sky: '1', clouds: '5', lightning: '1', gray: '2', bottle: '3' }
    const numericText = (name: string) =>
      Object.entries(words).reduce(
        (text, [word, count]) => text.replaceAll(`"${word}"`, `"${count}"`),
        readFileSync(`${FIXTURES}biom/${name}`, 'utf8'),
      )
    const sparse = await read(numericText('r-bioc-biomformat__rich_sparse_char.biom'), 'char.biom')
    expect(featureRows(sparse)).toEqual(biomReference['r-bioc-biomformat__rich_sparse_otu_table.biom'].matrix)
    const dense = await read(numericText('r-bioc-biomformat__rich_dense_char.biom'), 'char.biom')
    // The dense char example places its words differently from the numeric dense example.
    expect(featureRows(dense)[0]).toEqual([0, 1, 1, 0, 5, 0])
    expect(featureRows(dense)[1]).toEqual([5, 1, 0, 2, 3, 1])
  })

  it('reads the taxonomy of a BIOM row given as one string', async () => {
    const document = {
      id: null,
      format: 'Biological Observation Matrix 1.0.0',
      rows: [
        { id: 'A', metadata: { taxonomy: 'k__Bacteria; p__Firmicutes' } },
        { id: 'B', metadata: null },
      ],
      columns: [{ id: 'S1', metadata: null }],
      matrix_type: 'sparse',
      shape: [2, 1],
      data: [[1, 0, 4]],
    }
    const table = await read(JSON.stringify(document), 'x.biom')
    expect(table.taxonomy).toEqual(['k__Bacteria; p__Firmicutes', null])
    expect(Array.from(table.counts)).toEqual([0, 4])
  })
})

describe('readFeatureTable: BIOM JSON errors name the entry and what was expected', () => {
  it('reports invalid JSON with its line and column where V8 gives the position', async () => {
    const error = await inputError(read('{\n  "rows": 1,\n}', 'bad.biom'))
    expect(error.location).toEqual({ file: 'bad.biom', line: 3, column: 1 })
    expect(error.message).toMatch(/^bad\.biom, line 3, column 1: invalid JSON/)
  })

  it.each([
    ['a shape that does not fit', { shape: [2, 1] }, /"shape" \[2,1\] does not match 1 rows and 1 columns/],
    [
      'a duplicate sample id',
      { columns: [{ id: 'S1' }, { id: 'S1' }], shape: [1, 2] },
      /duplicate sample id "S1" at columns\[1\]/,
    ],
    ['a negative count', { data: [[0, 0, -1]] }, /negative count -1 at data\[0\] \(feature "A", sample "S1"\)/],
    ['a null count', { data: [[0, 0, null]] }, /non-numeric count null at data\[0\]/],
    ['an entry outside the matrix', { data: [[0, 3, 1]] }, /data\[0\] points outside the 1 x 1 matrix/],
    ['an unknown matrix type', { matrix_type: 'csr' }, /unknown matrix_type "csr"/],
  ])('rejects BIOM JSON with %s', async (_, change, message) => {
    const document = {
      rows: [{ id: 'A' }],
      columns: [{ id: 'S1' }],
      matrix_type: 'sparse',
      shape: [1, 1],
      data: [[0, 0, 1]],
      ...change,
    }
    expect((await inputError(read(JSON.stringify(document), 'x.biom'))).message).toMatch(message)
  })
})

describe('writeBiomJson', () => {
  it('writes BIOM 1.0 sparse JSON that keeps taxonomy as a list of ranks', () => {
    const document = JSON.parse(writeBiomJson(WRITER_TABLE)) as Record<string, unknown>
    expect(document).toMatchObject({
      format: 'Biological Observation Matrix 1.0.0',
      matrix_type: 'sparse',
      matrix_element_type: 'float',
      shape: [2, 2],
      rows: [
        { id: 'OTU_1', metadata: { taxonomy: ['k__Bacteria', 'p__Firmicutes'] } },
        { id: 'OTU\t2', metadata: null },
      ],
      columns: [
        { id: 'S1', metadata: null },
        { id: 'S 2', metadata: null },
      ],
      data: [
        [0, 0, 1],
        [0, 1, 2.5],
        [1, 1, 7],
      ],
    })
  })

  it('round-trips the global-patterns table through BIOM JSON', async () => {
    const original = await readFeatureTable(readFileSync(GLOBAL_PATTERNS_TSV), { fileName: 'otu_table.tsv' })
    const document = JSON.parse(writeBiomJson(original)) as { matrix_element_type: string }
    expect(document.matrix_element_type).toBe('int')
    expectSameTable(await read(writeBiomJson(original), 'x.biom'), original)
  })
})
