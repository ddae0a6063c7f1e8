import { describe, expect, it } from 'vitest'
import { createRandom, drawDirichlet, drawGamma, drawHypergeometric, drawStandardNormal } from './random'

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

/** Sample mean, variance (n - 1) and third central moment of the draws. */
function moments(draws: Float64Array): { mean: number; variance: number; third: number } {
  let mean = 0
  for (const x of draws) mean += x
  mean /= draws.length
  let squares = 0
  let cubes = 0
  for (const x of draws) {
    squares += (x - mean) ** 2
    cubes += (x - mean) ** 3
  }
  return { mean, variance: squares / (draws.length - 1), third: cubes / draws.length }
}

describe('drawStandardNormal, drawGamma and drawDirichlet', () => {
  const draws = 200_000

  it('draws standard normals with mean 0, variance 1 and no skew', () => {
    const random = createRandom(5)
    const { mean, variance, third } = moments(Float64Array.from({ length: draws }, () => drawStandardNormal(random)))
    // Standard errors: 1/sqrt(n) = 0.0022 for the mean, sqrt(2/n) = 0.0032 for the variance.
    expect(Math.abs(mean)).toBeLessThan(0.01)
    expect(Math.abs(variance - 1)).toBeLessThan(0.015)
    expect(Math.abs(third)).toBeLessThan(0.03)
  })

  // Gamma(k, 1): mean k, variance k, third central moment 2k; shapes below 1 take the boost branch.
  it.each([0.5, 0.9, 1, 1.5, 4.5, 30.5, 1000.5])('draws Gamma(%f) with mean, variance and skew k, k, 2k', (shape) => {
    const random = createRandom(11)
    const { mean, variance, third } = moments(Float64Array.from({ length: draws }, () => drawGamma(random, shape)))
    const se = Math.sqrt(shape / draws)
    expect(Math.abs(mean - shape)).toBeLessThan(5 * se)
    // The variance of the sample variance is about 2k² + 6k (fourth cumulant 6k).
    expect(Math.abs(variance - shape)).toBeLessThan(5 * Math.sqrt((2 * shape * shape + 6 * shape) / draws))
    expect(third / (2 * shape)).toBeGreaterThan(0.85)
    expect(third / (2 * shape)).toBeLessThan(1.15)
  })

  it('rejects a shape that is not positive', () => {
    expect(() => drawGamma(createRandom(1), 0)).toThrow('the gamma shape must be positive, got 0')
  })

  it('draws Dirichlet proportions with the means, variances and covariance of theory', () => {
    const alpha = [0.5, 3.5, 12.5, 0.5]
    const total = alpha.reduce((sum, a) => sum + a, 0)
    const random = createRandom(23)
    const n = 100_000
    const sums = new Float64Array(alpha.length)
    const squares = new Float64Array(alpha.length)
    let cross = 0
    let largestSumError = 0
    for (let i = 0; i < n; i++) {
      const p = drawDirichlet(random, alpha)
      largestSumError = Math.max(largestSumError, Math.abs(p[0] + p[1] + p[2] + p[3] - 1))
      p.forEach((x, j) => {
        sums[j] += x
        squares[j] += x * x
      })
      cross += p[1] * p[2]
    }
    expect(largestSumError).toBeLessThan(1e-12)
    alpha.forEach((a, j) => {
      const expectedMean = a / total
      const expectedVariance = (expectedMean * (1 - expectedMean)) / (total + 1)
      const mean = sums[j] / n
      expect(Math.abs(mean - expectedMean)).toBeLessThan(5 * Math.sqrt(expectedVariance / n))
      expect(squares[j] / n - mean * mean).toBeCloseTo(expectedVariance, 4)
    })
    // Cov(p_i, p_j) = -a_i a_j / (A² (A + 1)).
    const covariance = cross / n - (sums[1] / n) * (sums[2] / n)
    expect(covariance).toBeCloseTo(-(alpha[1] * alpha[2]) / (total * total * (total + 1)), 4)
  })
})
