import { readFileSync } from 'node:fs'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { readHeaderCells } from './read-header'

/*
 * The browser's header preview reads a chosen file as the server will: a GBK table from Excel on
 * Chinese Windows shows its Chinese headers, not replacement characters, in the column menus.
 */
const ENCODED = 'tests/fixtures/analysis/io/encoded/'
const fileOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name)

describe('the header of a chosen file', () => {
  it('reads a GBK table with Chinese headers (iconv-lite encoded it)', async () => {
    const bytes = iconv.encode('处理组\t虫数\r\n甲\t10\r\n乙\t7\r\n', 'gbk')
    expect(await readHeaderCells(fileOf(bytes, 'gbk.tsv'), 1)).toEqual(['处理组', '虫数'])
  })

  it.each(['table.utf8.tsv', 'table.utf8-bom.tsv', 'table.utf16le-bom.tsv', 'table.gbk.tsv', 'table.gb18030.tsv'])(
    'reads %s with the header the UTF-8 copy has',
    async (name) => {
      const expected = readFileSync(`${ENCODED}table.utf8.tsv`, 'utf8').split(/\r?\n/)[0].split('\t')
      expect(await readHeaderCells(fileOf(readFileSync(ENCODED + name), name), 1)).toEqual(expected)
    },
  )
})
