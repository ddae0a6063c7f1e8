import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { kurtosis, skewness, type MomentType } from './moments'
import { expectRelativelyClose } from './test-support'

/** e1071 1.7-13 skewness and kurtosis, types 1-3 (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).descriptive.irisAll as Record<string, { skewness: number[]; kurtosis: number[] }>

/** R's iris$Sepal.Width, whose skewness and kurtosis are the reference's. */
const sepalWidth = [
  3.5, 3, 3.2, 3.1, 3.6, 3.9, 3.4, 3.4, 2.9, 3.1, 3.7, 3.4, 3, 3, 4, 4.4, 3.9, 3.5, 3.8, 3.8, 3.4, 3.7, 3.6, 3.3, 3.4,
  3, 3.4, 3.5, 3.4, 3.2, 3.1, 3.4, 4.1, 4.2, 3.1, 3.2, 3.5, 3.6, 3, 3.4, 3.5, 2.3, 3.2, 3.5, 3.8, 3, 3.8, 3.2, 3.7, 3.3,
  3.2, 3.2, 3.1, 2.3, 2.8, 2.8, 3.3, 2.4, 2.9, 2.7, 2, 3, 2.2, 2.9, 2.9, 3.1, 3, 2.7, 2.2, 2.5, 3.2, 2.8, 2.5, 2.8, 2.9,
  3, 2.8, 3, 2.9, 2.6, 2.4, 2.4, 2.7, 2.7, 3, 3.4, 3.1, 2.3, 3, 2.5, 2.6, 3, 2.6, 2.3, 2.7, 3, 2.9, 2.9, 2.5, 2.8, 3.3,
  2.7, 3, 2.9, 3, 3, 2.5, 2.9, 2.5, 3.6, 3.2, 2.7, 3, 2.5, 2.8, 3.2, 3, 3.8, 2.6, 2.2, 3.2, 2.8, 2.8, 2.7, 3.3, 3.2,
  2.8, 3, 2.8, 3, 2.8, 3.8, 2.8, 2.8, 2.6, 3, 3.4, 3.1, 3, 3.1, 3.1, 3.1, 2.7, 3.2, 3.3, 3, 2.5, 3, 3.4, 3,
]

describe('skewness and kurtosis (e1071 types 1-3)', () => {
  it.each([1, 2, 3] as MomentType[])('type %i as e1071 on iris Sepal.Width', (type) => {
    const expected = reference['Sepal.Width']
    expectRelativelyClose(skewness(sepalWidth, type), expected.skewness[type - 1], 1e-12)
    expectRelativelyClose(kurtosis(sepalWidth, type), expected.kurtosis[type - 1], 1e-12)
  })

  it('is NaN with too few values or no spread', () => {
    expect(skewness([1, 2], 2)).toBeNaN()
    expect(kurtosis([1, 2, 3], 2)).toBeNaN()
    expect(skewness([4, 4, 4, 4], 1)).toBeNaN()
  })
})
