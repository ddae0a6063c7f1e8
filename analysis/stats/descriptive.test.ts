import { describe, expect, it } from 'vitest'
import { readBasicChartsReference } from './basic-charts-reference'
import {
  boxplotStatistics,
  fivenum,
  interquartileRange,
  mean,
  quantile,
  standardDeviation,
  standardError,
  summarize,
  variance,
} from './descriptive'
import { expectRelativelyClose } from './test-support'

const reference = readBasicChartsReference()

describe('descriptive statistics against R', () => {
  it.each(reference.descriptive)('mean, var, sd and se of $name', (sample) => {
    expectRelativelyClose(mean(sample.values), sample.mean, 1e-13)
    expectRelativelyClose(variance(sample.values), sample.variance, 1e-12)
    expectRelativelyClose(standardDeviation(sample.values), sample.sd, 1e-12)
    expectRelativelyClose(standardError(sample.values), sample.se, 1e-12)
  })

  it.each(reference.descriptive)('quantile (type 7), IQR and fivenum of $name', (sample) => {
    sample.probabilities.forEach((probability, i) =>
      expectRelativelyClose(quantile(sample.values, probability), sample.quantiles[i], 1e-14),
    )
    expectRelativelyClose(interquartileRange(sample.values), sample.iqr, 1e-12)
    expect(fivenum(sample.values)).toEqual(sample.fivenum)
  })

  it.each(reference.descriptive)('boxplot.stats of $name with coef 1.5, 0 and 3', (sample) => {
    for (const [coef, expected] of [
      [1.5, sample.boxplot['coef1.5']],
      [0, sample.boxplot.coef0],
      [3, sample.boxplot.coef3],
    ] as const) {
      const box = boxplotStatistics(sample.values, coef)
      expect([box.lowerWhisker, box.lowerHinge, box.median, box.upperHinge, box.upperWhisker]).toEqual(expected.stats)
      expect(box.n).toBe(expected.n)
      expect(box.outliers).toEqual(expected.out)
    }
  })

  it('marks the count 7 of InsectSprays spray C as the outlier R draws', () => {
    // R: boxplot.stats(InsectSprays$count[InsectSprays$spray == "C"]) gives stats 0 1 1.5 3 4 and out 7
    // (upper fence 3 + 1.5 × 2 = 6).
    const sprayC = reference.descriptive.find((sample) => sample.name === 'insect_sprays_C')!.values
    expect(boxplotStatistics(sprayC).outliers).toEqual([7])
  })

  it('summarises a group for error bars and rejects a negative coef', () => {
    // By hand: 2, 4, 9 → mean 5, var ((−3)² + (−1)² + 4²) / 2 = 13, se √13 / √3.
    const summary = summarize([2, 4, 9])
    expect(summary).toMatchObject({ n: 3, mean: 5, minimum: 2, maximum: 9 })
    expectRelativelyClose(summary.standardDeviation, Math.sqrt(13), 1e-15)
    expectRelativelyClose(summary.standardError, Math.sqrt(13 / 3), 1e-15)
    expect(() => boxplotStatistics([1, 2], -1)).toThrow(/negative/)
    expect(mean([])).toBeNaN()
  })
})
