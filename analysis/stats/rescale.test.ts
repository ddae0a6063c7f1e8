import { describe, expect, it } from 'vitest'
import { rescaleLinearly } from './rescale'

describe('rescaleLinearly', () => {
  it('maps the range onto [low, high] as scales::rescale(c(1, 3, 5), to = c(10, 50)) does', () => {
    expect(rescaleLinearly([1, 3, 5], 10, 50)).toEqual([10, 30, 50])
    expect(rescaleLinearly([2, 2], 10, 50)).toEqual([30, 30])
  })
})
