import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectDelimiter, writeDelimited } from './delimiter'
import { readXlsxTable, SpreadsheetError, zipUnpackedSize } from './spreadsheet'
import { readDelimited } from './text'

const FIXTURES = path.join(__dirname, '../../tests/fixtures/analysis/spreadsheet')
const workbook = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'iris.xlsx')))
// readxl (R) read the same workbook: every cell as text, tab-separated, no quoting.
const expected = fs
  .readFileSync(path.join(FIXTURES, 'iris.expected.tsv'), 'utf8')
  .trimEnd()
  .split('\n')
  .map((line) => line.split('\t'))

describe('an Excel workbook as a table', () => {
  it('reads the first sheet cell for cell as R’s readxl does', async () => {
    const rows = await readXlsxTable(workbook)
    expect(rows).toEqual(expected)
    expect(rows[1].slice(0, 4)).toEqual(['5.1', '3.5', '1.4', '0.2'])
    expect(rows[4][5]).toBe('鸢尾')
  })

  it('becomes tab-separated text that reads back to the same cells', async () => {
    const rows = await readXlsxTable(workbook)
    const text = writeDelimited(rows, '\t')
    expect(text.split('\n')[0]).toBe('Sepal.Length\tSepal.Width\tPetal.Length\tPetal.Width\tSpecies\tNote\tCount')
    expect(readDelimited(text, { delimiter: 1 })).toEqual(expected)
  })

  it('refuses what is no workbook, and a workbook that would unpack beyond the bound before unpacking it', async () => {
    expect(zipUnpackedSize(new TextEncoder().encode('a\tb\n1\t2\n'))).toBeNull()
    await expect(readXlsxTable(new TextEncoder().encode('a\tb\n'))).rejects.toMatchObject({ reason: 'notWorkbook' })
    expect(zipUnpackedSize(workbook)).toBeGreaterThan(workbook.byteLength)
    await expect(readXlsxTable(workbook, { maxUnpackedBytes: 1000 })).rejects.toBeInstanceOf(SpreadsheetError)
    await expect(readXlsxTable(workbook, { maxUnpackedBytes: 1000 })).rejects.toMatchObject({ reason: 'tooLarge' })
  })
})

describe('the delimiter of a table', () => {
  it('follows the suffix, then the content', () => {
    expect(detectDelimiter('a\tb\n1\t2\n', 'x.csv')).toBe(',')
    expect(detectDelimiter('a,b,c\n1,2,3\n4,5,6\n', 'x.txt')).toBe(',')
    expect(detectDelimiter('a;b;c\n1;2;3\n', 'x.txt')).toBe(';')
    expect(detectDelimiter('a\tb\tc\n1\t2\t3\n')).toBe('\t')
  })
})
