import { describe, expect, it } from 'vitest'
import { expectRelativelyClose } from './test-support'
import { readBasicChartsReference, sampleValues } from './basic-charts-reference'
import { bandwidthNrd, bandwidthNrd0, kernelDensity } from './kernel-density'

const reference = readBasicChartsReference()

describe('bandwidth rules against R bw.nrd0 and bw.nrd', () => {
  it.each(reference.bandwidths)('$sample', (entry) => {
    const values = sampleValues(reference, entry.sample)
    expectRelativelyClose(bandwidthNrd0(values), entry.nrd0, 1e-12)
    expectRelativelyClose(bandwidthNrd(values), entry.nrd, 1e-12)
  })

  it('needs two points', () => {
    expect(() => bandwidthNrd0([1])).toThrow(/at least 2/)
  })
})

describe('kernelDensity against R density(x, bw, adjust)', () => {
  it.each(reference.densities)('$sample, bw = "$rule", adjust = $adjust, $points points', (entry) => {
    const estimate = kernelDensity(sampleValues(reference, entry.sample), {
      bandwidth: entry.rule,
      adjust: entry.adjust,
      points: entry.points,
      from: entry.from,
      to: entry.to,
    })
    expectRelativelyClose(estimate.bandwidth, entry.bandwidth, 1e-12)
    // The same grid: by default cut = 3 bandwidths beyond the data.
    expect(estimate.x).toHaveLength(entry.points)
    estimate.x.forEach((x, i) => expectRelativelyClose(x, entry.x[i], 1e-13))
    // The same numbers as density()'s binned FFT, to rounding (1e-12 of the peak) …
    const peak = Math.max(...entry.densityFft)
    estimate.y.forEach((y, i) => expect(Math.abs(y - entry.densityFft[i])).toBeLessThan(1e-12 * peak))
    // … which approximate the exact kernel sums mean(dnorm(x, data, bw)) to within 0.1 % of the peak.
    estimate.y.forEach((y, i) => expect(Math.abs(y - entry.densityExact[i])).toBeLessThan(0.001 * peak))
  })

  it('peaks at 79.96 minutes for the Old Faithful waiting times, as R density shows', () => {
    // R: d <- density(faithful$waiting); d$x[which.max(d$y)] is 79.96245 (bw = 3.988).
    const estimate = kernelDensity(sampleValues(reference, 'faithful_waiting'))
    const peakAt = estimate.x[estimate.y.indexOf(Math.max(...estimate.y))]
    expect(peakAt).toBeCloseTo(79.96245, 5)
  })

  it('needs a value', () => {
    expect(() => kernelDensity([])).toThrow(/at least one value/)
  })
})
