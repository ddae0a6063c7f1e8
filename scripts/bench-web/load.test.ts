import { describe, expect, it } from 'vitest'
import { percentile } from './load'

describe('percentile (nearest rank)', () => {
  // The worked example of the nearest-rank method on Wikipedia's "Percentile" page.
  it('matches the textbook example for 15, 20, 35, 40, 50', () => {
    const sorted = [15, 20, 35, 40, 50]
    expect(percentile(sorted, 0.05)).toBe(15)
    expect(percentile(sorted, 0.3)).toBe(20)
    expect(percentile(sorted, 0.4)).toBe(20)
    expect(percentile(sorted, 0.5)).toBe(35)
    expect(percentile(sorted, 1)).toBe(50)
  })

  it('reads p95 of 1..100 as 95 and of nothing as NaN', () => {
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(95)
    expect(percentile([], 0.95)).toBeNaN()
  })
})
