import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, fileText, fixture, run, table } from '../test-support'

/*
 * The runs, read in English, against EMBOSS 6.6.0 cpgplot for the same input
 * (tests/fixtures/analysis/sequence/emboss/*.cpgplot*, written by generate-more.sh).
 */
describe('CpgIslands', () => {
  it('demo: cpgplot’s island report line for line, and its islands', async () => {
    const result = await run('CpgIslands')
    expect(fileText(result, 'cpgplot.txt')).toBe(readFileSync(fixture('emboss/nucleotides.cpgplot'), 'utf8'))
    // cpgplot: X13776 Length 2063 (48..2110); X65921 Length 898 (74..971); none in X65923.
    expect(table(result, 'islands').rows).toEqual([
      ['X13776', 48, 2110, 2063],
      ['X65921', 74, 971, 898],
    ])
    expectChartsRender(result)
  })

  it('window 50, islands of 100 bases with obs/exp > 0.7 and C+G > 55 %', async () => {
    const result = await run('CpgIslands', {
      params: { window: 50, minLength: 100, minObservedExpected: 0.7, minPercent: 55 },
    })
    expect(fileText(result, 'cpgplot.txt')).toBe(
      readFileSync(fixture('emboss/nucleotides.cpgplot-w50-l100-oe0.7-pc55'), 'utf8'),
    )
  })

  it('every plotted obs/exp and %C+G value of X65921 in cpgplot.tsv', async () => {
    const sequence = readFileSync(fixture('X65921.fasta'), 'utf8')
    const result = await run('CpgIslands', { params: { sequence } })
    const rows = fileText(result, 'cpgplot.tsv')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
    const plotted = (k: number) =>
      readFileSync(fixture(`emboss/X65921.cpgplot${k}.dat`), 'utf8')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.split('\t')[1])
    const first = Number(rows[0][1]) - 1
    expect(rows.map((row) => row[2])).toEqual(plotted(1).slice(first, first + rows.length))
    expect(rows.map((row) => row[3])).toEqual(plotted(2).slice(first, first + rows.length))
  })
})
