import { describe, expect, it } from 'vitest'
import { rescaleToUnitRange } from './range-scaling'

describe('rescaleToUnitRange', () => {
  it('maps the minimum to 0 and the maximum to 1, as (x - min(x)) / diff(range(x)) in R', () => {
    // R: x <- c(4, 8, 6, 5); (x - min(x)) / diff(range(x)) -> 0.00 1.00 0.50 0.25
    expect([...rescaleToUnitRange([4, 8, 6, 5])]).toEqual([0, 1, 0.5, 0.25])
  })

  it('keeps missing values missing and puts a constant column in the middle', () => {
    expect([...rescaleToUnitRange([2, Number.NaN, 4])]).toEqual([0, Number.NaN, 1])
    expect([...rescaleToUnitRange([3, 3])]).toEqual([0.5, 0.5])
  })
})
