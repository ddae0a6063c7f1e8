import { describe, expect, it } from 'vitest'
import { neutraliseFormulaCells, spreadsheetSafeBytes, startsLikeFormula } from './spreadsheet-safe-download.server'

// OWASP "CSV Injection": a cell beginning with = + - @ tab or carriage return is prefixed with a single quote.
describe('formula cells in downloaded tables', () => {
  it.each(["=cmd|' /C calc'!A0", '+SUM(1+1)', '@SUM(1)', '=2+5', '-A1', '-', '+', '\tX', '\rX', '-Inf'])(
    '%j is a formula to a spreadsheet',
    (cell) => expect(startsLikeFormula(cell)).toBe(true),
  )

  it.each(['-1.5', '-3e-4', '+2', '-0', '-.5', '1E+10', 'Soil', '', "'=already"])('%j stays as it is', (cell) =>
    expect(startsLikeFormula(cell)).toBe(false),
  )

  it('quotes formula cells of a TSV and leaves numbers and the layout alone', () => {
    const tsv = "sample\tshannon\tdelta\n=cmd|' /C calc'!A0\t1.25\t-1.5\n+SUM(1+1)\t0.5\t-3e-4\n@SUM(1)\t2\t=2+5\n"
    expect(neutraliseFormulaCells(tsv, '\t')).toBe(
      "sample\tshannon\tdelta\n'=cmd|' /C calc'!A0\t1.25\t-1.5\n'+SUM(1+1)\t0.5\t-3e-4\n'@SUM(1)\t2\t'=2+5\n",
    )
  })

  it('quotes a formula inside a quoted CSV cell', () => {
    expect(neutraliseFormulaCells('id,group\r\n"=1+1",A\r\n', ',')).toBe("id,group\r\n'=1+1,A\r\n")
  })

  it('gives a table without formula cells back byte for byte, and anything that is no table untouched', () => {
    const bytes = new TextEncoder().encode('\uFEFFid\tvalue\n"a"b\t-2\n')
    expect(spreadsheetSafeBytes('table.tsv', bytes)).toBe(bytes)
    const report = new TextEncoder().encode('=cmd\n')
    expect(spreadsheetSafeBytes('alignment.needle.txt', report)).toBe(report)
    expect(new TextDecoder().decode(spreadsheetSafeBytes('solution.txt', report, '\t'))).toBe("'=cmd\n")
  })

  it('keeps the byte-order mark in front of a neutralised table', () => {
    const bytes = new TextEncoder().encode('\uFEFF=cmd\t1\n')
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(spreadsheetSafeBytes('t.csv', bytes, '\t'))).toBe(
      "\uFEFF'=cmd\t1\n",
    )
  })
})
