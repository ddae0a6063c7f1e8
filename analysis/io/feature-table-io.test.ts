import { readdirSync, readFileSync } from 'node:fs'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { sampleTotals, type FeatureTable } from '../feature-table'
import { readFeatureTable, writeBiomJson, writeFeatureTableTsv } from './feature-table-io'

const FIXTURES = 'tests/fixtures/analysis/io/'
const GLOBAL_PATTERNS_TSV = 'tests/fixtures/analysis/diversity/global-patterns/otu_table.tsv'

interface BiomReference {
  featureIds: string[]
  sampleIds: string[]
  /** features x samples */
  matrix: number[][]
  taxonomy: (string[] | null)[] | null
  error?: string
}
const biomReference = JSON.parse(readFileSync(`${FIXTURES}biom-reference.json`, 'utf8')) as Record<
  string,
  BiomReference
>

const read = (bytes: Uint8Array | string, fileName = 'table.tsv') =>
  readFeatureTable(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes, { fileName })

const readFixture = (path: string) => readFeatureTable(readFileSync(FIXTURES + path), { fileName: path })

/** Feature-major rows, the layout of the reference files. */
function featureRows(table: FeatureTable): number[][] {
  const width = table.featureIds.length
  return table.featureIds.map((_, f) => table.sampleIds.map((_, s) => table.counts[s * width + f]))
}

/** Element-wise, because a deep equality over half a million counts takes vitest seconds. */
function expectSameTable(actual: FeatureTable, expected: FeatureTable): void {
  expect(actual.sampleIds).toEqual(expected.sampleIds)
  expect(actual.featureIds).toEqual(expected.featureIds)
  expect(actual.taxonomy).toEqual(expected.taxonomy)
  expect(actual.counts.length).toBe(expected.counts.length)
  expect(actual.counts.filter((count, i) => count !== expected.counts[i]).length).toBe(0)
}

async function inputError(promise: Promise<unknown>): Promise<AnalysisInputError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AnalysisInputError)
  return error as AnalysisInputError
}

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

  it('reads each HDF5 file like its JSON twin', async () => {
    for (const twin of ['min_sparse_otu_table', 'rich_sparse_otu_table']) {
      const json = await readFixture(`biom/python3-biom-format__${twin}.biom`)
      const hdf5 = await readFixture(`biom/python3-biom-format__${twin}_hdf5.biom`)
      expect(hdf5).toEqual(json)
    }
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

  it('reads the 19,216 x 26 global-patterns TSV with the sample totals awk computes', async () => {
    const table = await readFeatureTable(readFileSync(GLOBAL_PATTERNS_TSV), { fileName: 'otu_table.tsv' })
    expect(table.featureIds).toHaveLength(19216)
    expect(table.sampleIds).toHaveLength(26)
    expect(table.sampleIds.slice(0, 3)).toEqual(['CL3', 'CC1', 'SV1'])
    expect(table.featureIds.slice(0, 3)).toEqual(['549322', '522457', '951'])
    const totals = sampleTotals(table)
    // awk sums, see tests/fixtures/analysis/io/README.md
    expect(totals[table.sampleIds.indexOf('CL3')]).toBe(864077)
    expect(totals[table.sampleIds.indexOf('Even1')]).toBe(1216137)
    expect(Math.min(...totals)).toBe(58688)
    expect(Math.max(...totals)).toBe(2357181)
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

describe('readFeatureTable: delimited text', () => {
  const expectedEncodedTable = {
    sampleIds: ['土壤1', '土壤2', '粪便1'],
    featureIds: ['OTU_1', 'OTU_2', 'OTU_3'],
    rows: [
      [10, 0, 3],
      [0, 5, 7],
      [1, 1, 0],
    ],
    taxonomy: [
      'k__Bacteria; p__Firmicutes; c__Clostridia',
      'k__Bacteria; p__Proteobacteria; c__变形菌纲',
      'k__Archaea',
    ],
  }

  it.each(readdirSync(`${FIXTURES}encoded`))('reads %s', async (name) => {
    const table = await readFixture(`encoded/${name}`)
    expect(table.sampleIds).toEqual(expectedEncodedTable.sampleIds)
    expect(table.featureIds).toEqual(expectedEncodedTable.featureIds)
    expect(featureRows(table)).toEqual(expectedEncodedTable.rows)
    expect(table.taxonomy).toEqual(expectedEncodedTable.taxonomy)
  })

  it('reads CSV with a QIIME 1 comment line, CRLF, a BOM, quoted ids and a Taxonomy column', async () => {
    const csv =
      '\ufeff# Constructed from biom file\r\n#OTU ID,S1,"S,2",Taxonomy\r\n"OTU,1",1,2,"k__Bacteria; p__Firmicutes"\r\nOTU_2,0,4.5,\r\n'
    const table = await read(csv, 'table.csv')
    expect(table.sampleIds).toEqual(['S1', 'S,2'])
    expect(table.featureIds).toEqual(['OTU,1', 'OTU_2'])
    expect(featureRows(table)).toEqual([
      [1, 2],
      [0, 4.5],
    ])
    expect(table.taxonomy).toEqual(['k__Bacteria; p__Firmicutes', null])
  })

  it('uses the delimiter code when given', async () => {
    const table = await readFeatureTable(new TextEncoder().encode('OTU ID;S1;S2\nA;1;2\n'), {
      fileName: 'x.txt',
      delimiter: 3,
    })
    expect(table.sampleIds).toEqual(['S1', 'S2'])
  })

  it('keeps a taxonomy-less table without taxonomy', async () => {
    expect((await read('OTU ID\tS1\nA\t1\n')).taxonomy).toBeUndefined()
  })

  it('stores counts sample-major', async () => {
    const table = await read('OTU ID\tS1\tS2\nA\t1\t2\nB\t3\t4\nC\t5\t6\n')
    expect(Array.from(table.counts)).toEqual([1, 3, 5, 2, 4, 6])
  })

  it('sizes the table right despite blank lines and line breaks inside quotes', async () => {
    const table = await read('OTU ID\tS1\tS2\n\n\n"A\nB"\t1\t2\n\nC\t3\t4\n\n\n\n')
    expect(table.featureIds).toEqual(['A\nB', 'C'])
    expect(Array.from(table.counts)).toEqual([1, 3, 2, 4])
  })
})

describe('readFeatureTable: errors name the file, line, column and what was expected', () => {
  it.each([
    [
      'a ragged row',
      'OTU ID\tS1\tS2\nA\t1\t2\nB\t3\n',
      'table.tsv, line 3, column 3: row has 2 fields but the header has 3 (expected 3 fields separated by the same delimiter as the header)',
    ],
    [
      'a row too long',
      'OTU ID\tS1\nA\t1\t2\n',
      'table.tsv, line 2, column 3: row has 3 fields but the header has 2 (expected 2 fields separated by the same delimiter as the header)',
    ],
    [
      'a duplicate sample id',
      'OTU ID\tS1\tS2\tS1\nA\t1\t2\t3\n',
      'table.tsv, line 1, column 4: duplicate sample id "S1" (also column 2) (expected each sample id once)',
    ],
    [
      'a duplicate feature id',
      'OTU ID\tS1\nA\t1\nB\t2\n\nA\t3\n',
      'table.tsv, line 5, column 1: duplicate feature id "A" (first on line 2) (expected each feature id once)',
    ],
    [
      'a non-numeric count',
      'OTU ID\tS1\tS2\nA\t1\t2\nB\t3\tn/a\n',
      'table.tsv, line 3, column 3: non-numeric count "n/a" for feature "B" in sample "S2" (expected a number)',
    ],
    [
      'a blank count',
      'OTU ID\tS1\tS2\nA\t \t2\n',
      'table.tsv, line 2, column 2: non-numeric count " " for feature "A" in sample "S1" (expected a number)',
    ],
    [
      'a negative count',
      'OTU ID\tS1\tS2\nA\t1\t-2\n',
      'table.tsv, line 2, column 3: negative count -2 for feature "A" in sample "S2" (expected a count of 0 or more)',
    ],
    [
      'an empty file',
      '',
      'table.tsv: the file is empty (expected a TSV/CSV table with features as rows and samples as columns, BIOM 1.0 JSON, BIOM 2.1 HDF5 or a QIIME 2 .qza feature table)',
    ],
    [
      'a header only',
      'OTU ID\tS1\n',
      'table.tsv: the table has no feature rows (expected at least one feature row below the header)',
    ],
    [
      'no sample column',
      'OTU ID\nA\n',
      'table.tsv, line 1: the header has no sample columns (expected "OTU ID" (or "#OTU ID") followed by one column per sample, separated by tabs or commas)',
    ],
    [
      'a comment only',
      '# Constructed from biom file\n',
      'table.tsv: the table is empty (expected a header row and at least one feature row)',
    ],
  ])('%s', async (_, text, message) => {
    expect((await inputError(read(text))).message).toBe(message)
  })

  it('counts lines from the top of a CRLF file with a BOM', async () => {
    const error = await inputError(read('\ufeffOTU ID,S1\r\nA,1\r\nB,x\r\n', 'table.csv'))
    expect(error.location).toEqual({ file: 'table.csv', line: 3, column: 2 })
  })

  it('rejects binary data that is no known format', async () => {
    const error = await inputError(read(new Uint8Array([0x00, 0x01, 0x02, 0x00, 0xff, 0x00]), 'table.bin'))
    expect(error.message).toMatch(/^table\.bin: unknown binary format/)
  })

  it('asks for a gzip-compressed file to be decompressed', async () => {
    const error = await inputError(read(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00]), 'table.tsv.gz'))
    expect(error.message).toMatch(/^table\.tsv\.gz: the file is gzip-compressed; decompress it first/)
  })

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

describe('writers', () => {
  const table: FeatureTable = {
    sampleIds: ['S1', 'S 2'],
    featureIds: ['OTU_1', 'OTU\t2'],
    counts: new Float64Array([1, 0, 2.5, 7]),
    taxonomy: ['k__Bacteria; p__Firmicutes', null],
  }

  it('writes the amplicon TSV layout with #OTU ID and taxonomy, quoting only where needed', () => {
    expect(writeFeatureTableTsv(table)).toBe(
      '#OTU ID\tS1\tS 2\ttaxonomy\nOTU_1\t1\t2.5\tk__Bacteria; p__Firmicutes\n"OTU\t2"\t0\t7\t\n',
    )
  })

  it('round-trips through TSV and BIOM JSON', async () => {
    expect(await read(writeFeatureTableTsv(table))).toEqual(table)
    expect(await read(writeBiomJson(table), 'x.biom')).toEqual(table)
  })

  it('writes BIOM 1.0 sparse JSON that keeps taxonomy as a list of ranks', () => {
    const document = JSON.parse(writeBiomJson(table)) as Record<string, unknown>
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
