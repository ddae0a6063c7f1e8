import { describe, expect, it } from 'vitest'
import { cumulativeSums } from './cumulative'

describe('cumulativeSums', () => {
  it('adds up as R cumsum(c(3, -1, 2.5, 0)) does', () => {
    expect(cumulativeSums([3, -1, 2.5, 0])).toEqual([3, 2, 4.5, 4.5])
    expect(cumulativeSums([])).toEqual([])
  })
})
