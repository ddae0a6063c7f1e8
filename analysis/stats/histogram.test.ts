import { describe, expect, it } from 'vitest'
import { expectRelativelyClose } from './test-support'
import { readBasicChartsReference, sampleValues } from './basic-charts-reference'
import { freedmanDiaconisClassCount, histogram, prettyBreaks, scottClassCount, sturgesClassCount } from './histogram'

const reference = readBasicChartsReference()

describe('prettyBreaks against R pretty', () => {
  it.each(reference.pretty)('pretty(c($low, $high), n = $n)', (entry) => {
    expect(prettyBreaks(entry.low, entry.high, entry.n)).toEqual(entry.breaks)
    expect(prettyBreaks(entry.low, entry.high, entry.n, { minN: 1 })).toEqual(entry.breaksMinN1)
  })
})

describe('class-count rules against R nclass.*', () => {
  it.each(reference.classCounts)('$sample', (entry) => {
    const values = sampleValues(reference, entry.sample)
    expect(sturgesClassCount(values)).toBe(entry.sturges)
    expect(scottClassCount(values)).toBe(entry.scott)
    expect(freedmanDiaconisClassCount(values)).toBe(entry.fd)
  })
})

describe('histogram against R hist(x, breaks, plot = FALSE)', () => {
  it.each(reference.histograms)('$sample with breaks $bins', (entry) => {
    const result = histogram(sampleValues(reference, entry.sample), entry.bins)
    expect(result.breaks).toEqual(entry.breaks)
    expect(result.counts).toEqual(entry.counts)
    result.density.forEach((value, i) => expectRelativelyClose(value, entry.density[i], 1e-12))
    result.mids.forEach((value, i) => expectRelativelyClose(value, entry.mids[i], 1e-14))
  })

  it('puts the Old Faithful eruptions in the eight half-minute bins R shows', () => {
    // R: hist(faithful$eruptions, plot = FALSE) → breaks 1.5, 2, ..., 5.5; counts 55 37 5 9 34 75 54 3.
    const result = histogram(sampleValues(reference, 'faithful_eruptions'))
    expect(result.breaks).toEqual([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5])
    expect(result.counts).toEqual([55, 37, 5, 9, 34, 75, 54, 3])
  })

  it('refuses an empty sample and a non-positive bin count', () => {
    expect(() => histogram([Number.NaN])).toThrow(/at least one finite value/)
    expect(() => histogram([1, 2, 3], 0)).toThrow(/invalid number of bins/)
  })
})
