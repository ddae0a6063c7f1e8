import { describe, expect, it } from 'vitest'
import { cFixed } from './c-format'

// Expected strings are what `printf '%.Nf'` (GNU coreutils, glibc) writes for the same values.
describe('cFixed', () => {
  it('rounds exact ties to even as printf does, unlike toFixed', () => {
    expect(cFixed(0.125, 2)).toBe('0.12')
    expect(cFixed(2.5, 0)).toBe('2')
    expect(cFixed(3.5, 0)).toBe('4')
    expect(cFixed(0.375, 2)).toBe('0.38')
  })
  it('rounds other values to nearest and keeps the sign of a negative zero', () => {
    expect(cFixed(1.005, 2)).toBe('1.00') // 1.005 is 1.00499999999999989... in binary
    expect(cFixed(-0.0004, 3)).toBe('-0.000')
    expect(cFixed(15257.548, 2)).toBe('15257.55')
  })
})
