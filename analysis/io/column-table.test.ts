import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { columnIndex, numericColumn, ratioColumn, readColumnTable, textColumn } from './column-table'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('readColumnTable', () => {
  it('reads columns by header name with the line of every row', () => {
    const table = readColumnTable(bytes('gene\tlogFC\tp\n\nA\t1.5\t0.01\nB\t-2\tNA\n'), {
      delimiter: 1,
      fileName: 'de.tsv',
    })
    expect(table.header).toEqual(['gene', 'logFC', 'p'])
    expect(table.lines).toEqual([3, 4])
    expect(textColumn(table, 'gene')).toEqual(['A', 'B'])
    expect([...numericColumn(table, 'logFC')]).toEqual([1.5, -2])
    expect([...numericColumn(table, 'p', { allowMissing: true })]).toEqual([0.01, NaN])
  })

  it('accepts the header R writes without a row-name column', () => {
    const table = readColumnTable(bytes('x\ty\nr1\t1\t2\nr2\t3\t4\n'), { delimiter: 1 })
    expect(table.header).toEqual(['', 'x', 'y'])
    expect(textColumn(table, 'y')).toEqual(['2', '4'])
  })

  it('pads short rows and ignores trailing empty cells', () => {
    const table = readColumnTable(bytes('a,b,c\n1,2\n3,4,5,\n'), { delimiter: 2 })
    expect(table.rows).toEqual([
      ['1', '2', ''],
      ['3', '4', '5'],
    ])
  })

  it('reads ratios written as fractions, as clusterProfiler writes GeneRatio', () => {
    const table = readColumnTable(bytes('term\tGeneRatio\nx\t12/48\ny\t0.5\n'), { delimiter: 1 })
    expect([...ratioColumn(table, 'GeneRatio')]).toEqual([0.25, 0.5])
  })

  it('names the file, line and column of a value that is not a number', () => {
    const table = readColumnTable(bytes('gene\tp\nA\t0.1\nB\tlow\n'), { delimiter: 1, fileName: 'de.tsv' })
    expect(() => numericColumn(table, 'p')).toThrow(
      'de.tsv, line 3, column 2: column "p" holds "low" (expected a number)',
    )
    expect(() => numericColumn(readColumnTable(bytes('p\n\n0.1\nNA\n'), { delimiter: 1 }), 'p')).toThrow(
      /line 4, column 1: column "p" has no value/,
    )
  })

  it('names the columns there are when one is missing', () => {
    const table = readColumnTable(bytes('gene\tp\nA\t0.1\n'), { delimiter: 1 })
    expect(() => columnIndex(table, 'pvalue')).toThrow('line 1: no column "pvalue" (expected one of "gene", "p")')
  })

  it('refuses duplicate column names, rows wider than the header and files without data', () => {
    expect(() => readColumnTable(bytes('a\ta\n1\t2\n'), { delimiter: 1 })).toThrow(/appears twice/)
    expect(() => readColumnTable(bytes('a\tb\n1\t2\n1\t2\t3\n'), { delimiter: 1 })).toThrow(
      /line 3, column 3: row has 3 fields but the header has 2/,
    )
    expect(() => readColumnTable(bytes('a\tb\n'), { delimiter: 1 })).toThrow(AnalysisInputError)
  })
})
