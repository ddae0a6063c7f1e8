import { describe, expect, it } from 'vitest'
import reference from '../tests/fixtures/analysis/number-format/r-format-digits-4.json'
import { formatTableCell, formatTableNumber } from './number-format'

describe('formatTableNumber', () => {
  it("prints every value as R's format(x, digits = 4) does", () => {
    expect(reference.values.map((value) => formatTableNumber(value))).toEqual(reference.shown)
  })

  it('shows what a reader notices: short decimals, readable p-values, whole numbers in full', () => {
    expect(formatTableNumber(1.5800000000000003)).toBe('1.58')
    expect(formatTableNumber(1.2e-8)).toBe('1.2e-08')
    expect(formatTableNumber(100000)).toBe('100000')
    expect(formatTableNumber(-42)).toBe('-42')
    expect(formatTableNumber(-0)).toBe('0')
    expect(formatTableNumber(Number.NaN)).toBe('NaN')
    expect(formatTableNumber(Number.NEGATIVE_INFINITY)).toBe('-Inf')
  })

  it('leaves words and empty cells alone', () => {
    expect(formatTableCell('(missing)')).toBe('(missing)')
    expect(formatTableCell('0.123456789')).toBe('0.123456789')
    expect(formatTableCell(null)).toBe('')
    expect(formatTableCell(0.123456789)).toBe('0.1235')
  })
})
