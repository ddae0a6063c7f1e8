import { describe, expect, it } from 'vitest'
import { expectRelativelyClose } from './test-support'
import { readBasicChartsReference } from './basic-charts-reference'
import { leastSquaresLine } from './least-squares-line'

const reference = readBasicChartsReference()

describe('leastSquaresLine against R lm(y ~ x)', () => {
  it.each(reference.lines)('$name', (entry) => {
    const line = leastSquaresLine(entry.x, entry.y)
    expectRelativelyClose(line.intercept, entry.intercept, 1e-10)
    expectRelativelyClose(line.slope, entry.slope, 1e-10)
    expectRelativelyClose(line.rSquared, entry.rSquared, 1e-10)
    expectRelativelyClose(line.correlation, entry.correlation, 1e-10)
    expect(line.n).toBe(entry.x.length)
  })

  it('has no R² for a constant y (NaN, as R), and refuses a vertical line and mismatched lengths', () => {
    const flat = leastSquaresLine([1, 2, 3], [5, 5, 5])
    expect(flat).toMatchObject({ slope: 0, intercept: 5 })
    expect(flat.rSquared).toBeNaN()
    expect(() => leastSquaresLine([2, 2, 2], [1, 2, 3])).toThrow(/every x value is the same/)
    expect(() => leastSquaresLine([1, 2], [1])).toThrow(/x has 2 values but y has 1/)
  })
})
