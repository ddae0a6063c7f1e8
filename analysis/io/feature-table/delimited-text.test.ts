import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sampleTotals } from '../../feature-table'
import { writeBiomJson } from './biom-json'
import { writeFeatureTableTsv } from './delimited-text'
import { readFeatureTable } from './read'
import { featureRows, FIXTURES, GLOBAL_PATTERNS_TSV, inputError, read, readFixture, WRITER_TABLE } from './test-support'

describe('readFeatureTable: the global-patterns table', () => {
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
})

describe('writeFeatureTableTsv', () => {
  it('writes the amplicon TSV layout with #OTU ID and taxonomy, quoting only where needed', () => {
    expect(writeFeatureTableTsv(WRITER_TABLE)).toBe(
      '#OTU ID\tS1\tS 2\ttaxonomy\nOTU_1\t1\t2.5\tk__Bacteria; p__Firmicutes\n"OTU\t2"\t0\t7\t\n',
    )
  })

  it('round-trips through TSV and BIOM JSON', async () => {
    expect(await read(writeFeatureTableTsv(WRITER_TABLE))).toEqual(WRITER_TABLE)
    expect(await read(writeBiomJson(WRITER_TABLE), 'x.biom')).toEqual(WRITER_TABLE)
  })
})
