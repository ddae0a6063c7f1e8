import { describe, expect, it } from 'vitest'
import { simpleMovingAverage } from './moving-average'

describe('simpleMovingAverage', () => {
  it('averages the last n values as TTR::SMA(c(1, 2, 3, 4, 6), 3) does', () => {
    // R: TTR::SMA(c(1, 2, 3, 4, 6), n = 3) -> NA NA 2.000000 3.000000 4.333333
    const averages = simpleMovingAverage([1, 2, 3, 4, 6], 3)
    expect(averages.slice(0, 2)).toEqual([Number.NaN, Number.NaN])
    expect(averages[2]).toBe(2)
    expect(averages[3]).toBe(3)
    expect(averages[4]).toBeCloseTo(13 / 3, 15)
  })
})
