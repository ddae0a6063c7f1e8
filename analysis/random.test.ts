import { describe, expect, it } from 'vitest'
import { createRandom, drawHypergeometric } from './random'

/** The hypergeometric pmf P(X = k), from binomial coefficients (exact enough for these small cases). */
function hypergeometricPmf(good: number, bad: number, sample: number, k: number): number {
  const choose = (n: number, r: number): number => {
    if (r < 0 || r > n) return 0
    let value = 1
    for (let i = 1; i <= r; i++) value = (value * (n - r + i)) / i
    return value
  }
  return (choose(good, k) * choose(bad, sample - k)) / choose(good + bad, sample)
}

describe('drawHypergeometric', () => {
  // Both algorithms: item by item (fewer than 10 drawn or left) and ratio-of-uniforms (the rest).
  it.each([
    [5, 5, 4],
    [5, 5, 7],
    [30, 20, 25],
    [12, 300, 40],
    [200, 180, 370],
  ])('draws %i good, %i bad, %i drawn with the hypergeometric frequencies (chi-square)', (good, bad, sample) => {
    const draws = 100_000
    const random = createRandom(17)
    const observed = new Map<number, number>()
    for (let i = 0; i < draws; i++) {
      const k = drawHypergeometric(random, good, bad, sample)
      observed.set(k, (observed.get(k) ?? 0) + 1)
    }
    const low = Math.max(0, sample - bad)
    const high = Math.min(good, sample)
    for (const k of observed.keys()) {
      expect(k).toBeGreaterThanOrEqual(low)
      expect(k).toBeLessThanOrEqual(high)
    }
    // Cells with an expected count under 5 are pooled, as the chi-square approximation needs.
    let chiSquare = 0
    let cells = 0
    let pooledExpected = 0
    let pooledObserved = 0
    for (let k = low; k <= high; k++) {
      const expected = draws * hypergeometricPmf(good, bad, sample, k)
      if (expected < 5) {
        pooledExpected += expected
        pooledObserved += observed.get(k) ?? 0
        continue
      }
      chiSquare += ((observed.get(k) ?? 0) - expected) ** 2 / expected
      cells++
    }
    if (pooledExpected > 0) {
      chiSquare += (pooledObserved - pooledExpected) ** 2 / pooledExpected
      cells++
    }
    // The 99.99th percentile of chi-square with df = cells - 1 is below df + 9·sqrt(2 df) + 16.
    const df = cells - 1
    expect(chiSquare).toBeLessThan(df + 9 * Math.sqrt(2 * df) + 16)
  })

  it.each([
    [80_000_000, 4_920_000_000, 50_000_000],
    [3_000_000_000, 2_000_000_000, 4_999_999_000],
    [40, 1_999_999_960, 1_000_000_000],
  ])('matches the mean and variance for %i good, %i bad, %i drawn', (good, bad, sample) => {
    const total = good + bad
    const mean = (sample * good) / total
    const variance = (((sample * good) / total) * (bad / total) * (total - sample)) / (total - 1)
    const draws = 20_000
    const random = createRandom(5)
    let sum = 0
    let sumOfSquares = 0
    for (let i = 0; i < draws; i++) {
      const k = drawHypergeometric(random, good, bad, sample)
      expect(k).toBeGreaterThanOrEqual(Math.max(0, sample - bad))
      expect(k).toBeLessThanOrEqual(Math.min(good, sample))
      // Centred on the expectation, so that squares of numbers near 1e9 do not lose the variance.
      sum += k - mean
      sumOfSquares += (k - mean) ** 2
    }
    const sampleMean = sum / draws
    const sampleVariance = sumOfSquares / draws - sampleMean ** 2
    expect(Math.abs(sampleMean)).toBeLessThan(5 * Math.sqrt(variance / draws))
    // The variance of a sample variance is about 2 σ⁴ / n for a near-normal law.
    expect(Math.abs(sampleVariance - variance)).toBeLessThan(5 * variance * Math.sqrt(2 / draws))
  })

  it('is the same for the same seed', () => {
    const drawWith = (seed: number) => {
      const random = createRandom(seed)
      return Array.from({ length: 50 }, () => drawHypergeometric(random, 70_000_000, 90_000_000, 50_000_000))
    }
    expect(drawWith(3)).toEqual(drawWith(3))
    expect(drawWith(3)).not.toEqual(drawWith(4))
  })

  it('takes every item or none when the draw leaves no choice', () => {
    const random = createRandom(1)
    expect(drawHypergeometric(random, 7, 0, 5)).toBe(5)
    expect(drawHypergeometric(random, 0, 7, 5)).toBe(0)
    expect(drawHypergeometric(random, 7, 3, 10)).toBe(7)
    expect(drawHypergeometric(random, 7, 3, 0)).toBe(0)
    expect(() => drawHypergeometric(random, 7, 3, 11)).toThrow(RangeError)
  })
})
