import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { normalQq, ppoints, pValueQq } from './qq'
import { expectRelativelyClose } from './test-support'

interface Fixture {
  qq: {
    ppoints5: number[]
    ppoints20: number[]
    precip: { values: number[]; theoretical: number[]; line: { slope: number; intercept: number } }
    marioni: { pValues: number[]; inflation: number; expectedTop: number[] }
  }
}
const { qq } = JSON.parse(
  readFileSync(
    new URL('../../tests/fixtures/analysis/chart-statistics/scaling-ellipse-qq.json', import.meta.url),
    'utf8',
  ),
) as Fixture

describe('ppoints as R', () => {
  it('uses a = 3/8 up to 10 points and 1/2 above', () => {
    ppoints(5).forEach((p, i) => expectRelativelyClose(p, qq.ppoints5[i], 1e-15))
    ppoints(20).forEach((p, i) => expectRelativelyClose(p, qq.ppoints20[i], 1e-15))
  })
})

describe('normal Q-Q of R precip (70 US cities) against qqnorm and qqline', () => {
  const plot = normalQq(qq.precip.values)
  it('theoretical quantiles', () => {
    plot.theoretical.forEach((z, i) => expectRelativelyClose(z, qq.precip.theoretical[i], 1e-13))
    expect([...plot.sample]).toEqual([...qq.precip.values].sort((a, b) => a - b))
  })
  it('reference line through the quartiles', () => {
    expectRelativelyClose(plot.line.slope, qq.precip.line.slope, 1e-13)
    expectRelativelyClose(plot.line.intercept, qq.precip.line.intercept, 1e-13)
  })
})

describe('p-value Q-Q of per-gene Welch t-tests (Marioni kidney vs liver)', () => {
  const plot = pValueQq(qq.marioni.pValues)
  it('genomic inflation factor as R median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)', () => {
    expectRelativelyClose(plot.inflation, qq.marioni.inflation, 1e-10)
  })
  it('expected −log10 p from ppoints, largest first, and observed sorted alike', () => {
    qq.marioni.expectedTop.forEach((e, i) => expectRelativelyClose(plot.expected[i], e, 1e-13))
    const smallest = Math.min(...qq.marioni.pValues)
    expectRelativelyClose(plot.observed[0], -Math.log10(smallest), 1e-13)
    for (let i = 1; i < plot.observed.length; i++) expect(plot.observed[i]).toBeLessThanOrEqual(plot.observed[i - 1])
  })
  it('refuses a p-value above 1', () => {
    expect(() => pValueQq([0.2, 1.5])).toThrow(/outside \[0, 1\]/)
  })
})
