import { describe, expect, it } from 'vitest'
import { isMissingValue } from './missing-value'

describe('isMissingValue: the one rule for a cell without a value', () => {
  it('reads empty, NA, N/A, NaN and null as missing, in any case and with surrounding spaces', () => {
    const missing = [
      '',
      '   ',
      'NA',
      'na',
      ' Na ',
      'N/A',
      'n/a',
      '\tN/a',
      'NaN',
      'nan',
      'NAN',
      'null',
      'NULL',
      ' Null ',
    ]
    expect(missing.filter((cell) => !isMissingValue(cell))).toEqual([])
  })

  it('keeps every other value, including ones that merely contain a missing spelling', () => {
    const values = ['A', 'None', 'NAtive', 'N', 'n/a2', '0', '-', 'nullable', 'Na+', 'N / A']
    expect(values.filter(isMissingValue)).toEqual([])
  })
})
