import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { cellsOfPastedText, gridAsTsv } from './paste-grid'

describe('the paste grid', () => {
  it('reads what spreadsheets copy (tab-separated, a quoted cell with a line break) and CSV text', () => {
    expect(cellsOfPastedText('Taxon\tS1\r\n"two\nlines"\t1\r\n')).toEqual([
      ['Taxon', 'S1'],
      ['two\nlines', '1'],
    ])
    expect(cellsOfPastedText('a,"b, c"\n1,2\n')).toEqual([
      ['a', 'b, c'],
      ['1', '2'],
    ])
  })

  it('writes TSV that papaparse reads back cell for cell, without empty trailing rows and columns', () => {
    const grid = [
      ['Taxon', 'say "hi"', ''],
      ['A', 'x\ty', ''],
      ['', '', ''],
    ]
    const tsv = gridAsTsv(grid)
    expect(Papa.parse<string[]>(tsv.trimEnd(), { delimiter: '\t' }).data).toEqual([
      ['Taxon', 'say "hi"'],
      ['A', 'x\ty'],
    ])
    expect(
      gridAsTsv([
        ['', ''],
        ['', ''],
      ]),
    ).toBe('')
  })
})
