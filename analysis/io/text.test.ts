import { readFileSync } from 'node:fs'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { decodeText, lineAndColumnAt, readDelimited } from './text'

const ENCODED = 'tests/fixtures/analysis/io/encoded/'
const EXPECTED_TEXT = readFileSync(`${ENCODED}table.utf8.tsv`, 'utf8')

describe('decodeText', () => {
  it.each([
    ['table.utf8.tsv', 'UTF-8'],
    ['table.utf8-bom.tsv', 'UTF-8-BOM'],
    ['table.utf16le-bom.tsv', 'UTF-16LE'],
    ['table.utf16be-bom.tsv', 'UTF-16BE'],
    ['table.gbk.tsv', 'GB18030'],
    ['table.gb18030.tsv', 'GB18030'],
  ])('decodes %s as %s, without a byte-order mark', (file, encoding) => {
    const decoded = decodeText(readFileSync(ENCODED + file))
    expect(decoded.encoding).toBe(encoding)
    expect(decoded.text).toBe(EXPECTED_TEXT)
  })

  it('reads pure ASCII as UTF-8, not as the ISO-8859-1 chardet reports', () => {
    expect(decodeText(new TextEncoder().encode('OTU ID\tS1\nOTU_1\t3\n'))).toEqual({
      text: 'OTU ID\tS1\nOTU_1\t3\n',
      encoding: 'UTF-8',
    })
  })

  it('decides from the first 1000 bytes: UTF-8 text after an ASCII start stays UTF-8', () => {
    const text = `${'a'.repeat(999)}土壤`
    expect(decodeText(new TextEncoder().encode(text))).toEqual({ text, encoding: 'UTF-8' })
  })

  it('accepts a multi-byte character cut by the 1000-byte sample', () => {
    const text = `${'a'.repeat(998)}土壤样品`
    expect(decodeText(new TextEncoder().encode(text)).encoding).toBe('UTF-8')
  })

  it('prefers GB18030 when a short Chinese sample gives chardet no statistics', () => {
    const decoded = decodeText(iconv.encode('样品\tS1\n', 'gbk'))
    expect(decoded).toEqual({ text: '样品\tS1\n', encoding: 'GB18030' })
  })

  it('decodes a Latin-1 file as a single-byte encoding', () => {
    const bytes = iconv.encode('sample\tdescription\nS1\tcafé crème, forêt\nS2\tgarçon à la plage\n', 'latin1')
    expect(decodeText(bytes).text).toContain('forêt')
  })
})

describe('readDelimited', () => {
  it('parses quoted fields with delimiters, quotes and line breaks inside', () => {
    const text = 'id,description\r\nS1,"soil, pH 4.9"\r\nS2,"a ""quoted"" word"\r\nS3,"two\r\nlines"\r\n'
    expect(readDelimited(text)).toEqual([
      ['id', 'description'],
      ['S1', 'soil, pH 4.9'],
      ['S2', 'a "quoted" word'],
      ['S3', 'two\r\nlines'],
    ])
  })

  it('strips a byte-order mark left in the text and skips blank lines', () => {
    expect(readDelimited('\ufeffa\tb\n\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it.each([
    [1, 'a\tb;c d,e', ['a', 'b;c d,e']],
    [2, 'a\tb;c d,e', ['a\tb;c d', 'e']],
    [3, 'a\tb;c d,e', ['a\tb', 'c d,e']],
    [4, 'a\tb;c d,e', ['a\tb;c', 'd,e']],
    ['|', 'a|b', ['a', 'b']],
  ] as const)('uses delimiter %s when given', (delimiter, text, row) => {
    expect(readDelimited(text, { delimiter })).toEqual([row])
  })

  it('takes the delimiter from the suffix before the content', () => {
    expect(readDelimited('a\tb,c\n', { fileName: 'x.csv' })).toEqual([['a\tb', 'c']])
    expect(readDelimited('a,b\tc\n', { fileName: 'x.tsv' })).toEqual([['a,b', 'c']])
  })

  it('guesses the delimiter from the content, keeping free text with spaces and commas whole', () => {
    const metadata =
      'sample_id\tDescription\nCL3\tCalhoun South Carolina Pine soil, pH 4.9\nCC1\tCedar Creek Minnesota, grassland, pH 6.1\n'
    expect(readDelimited(metadata, { fileName: 'metadata.txt' })[2]).toEqual([
      'CC1',
      'Cedar Creek Minnesota, grassland, pH 6.1',
    ])
    expect(readDelimited('a;b;c\n1;2;3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ])
    expect(readDelimited('a b c\n1 2 3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ])
  })

  it('reports an unterminated quote with file, line and column', () => {
    const read = () => readDelimited('a,b\n1,2\n3,"open\n', { fileName: 'bad.csv' })
    expect(read).toThrow(AnalysisInputError)
    expect(read).toThrow(/^bad\.csv, line 3, column 3: Quoted field unterminated/)
  })

  it('rejects an unknown delimiter code', () => {
    expect(() => readDelimited('a', { delimiter: 5 as 1 })).toThrow(/unknown delimiter code 5/)
  })
})

describe('lineAndColumnAt', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumnAt('ab\ncd\r\nef', 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumnAt('ab\ncd\r\nef', 4)).toEqual({ line: 2, column: 2 })
    expect(lineAndColumnAt('ab\ncd\r\nef', 7)).toEqual({ line: 3, column: 1 })
  })
})
