import { describe, expect, it } from 'vitest'
import { cFixed } from './c-format'
import { cpgIslands, cpgplotReport, type CpgOptions } from './cpg-islands'
import { nucleotideFixture, readEmbossOutput } from './test-support'

/* Against EMBOSS 6.6.0 cpgplot (tests/fixtures/analysis/sequence/emboss/, written by generate-more.sh). */
const defaults: CpgOptions = { window: 100, minLength: 200, minObservedExpected: 0.6, minPercent: 50 }

function report(fixture: string, options: CpgOptions): string {
  return nucleotideFixture(fixture)
    .map((record) => cpgplotReport(record.name, record.sequence.length, cpgIslands(record.sequence, options), options))
    .join('')
}

describe('cpgIslands (EMBOSS 6.6.0 cpgplot)', () => {
  it('the island report, line for line, with the default and other thresholds', () => {
    expect(report('nucleotides.fasta', defaults)).toBe(readEmbossOutput('nucleotides.cpgplot'))
    expect(report('nucleotides.fasta', { window: 50, minLength: 100, minObservedExpected: 0.7, minPercent: 55 })).toBe(
      readEmbossOutput('nucleotides.cpgplot-w50-l100-oe0.7-pc55'),
    )
  })

  it('short sequences, ambiguity codes and RNA', () => {
    expect(report('edge-cases.fasta', { ...defaults, window: 10, minLength: 5 })).toBe(
      readEmbossOutput('edge-cases.cpgplot-w10-l5'),
    )
  })

  it('every plotted value: obs/exp, %C+G and the island track of X65921', () => {
    const profile = cpgIslands(nucleotideFixture('X65921.fasta')[0].sequence, defaults)
    const tracks = [profile.observedExpected, profile.percent, Float32Array.from(profile.island)]
    tracks.forEach((track, k) => {
      const plotted = readEmbossOutput(`X65921.cpgplot${k + 1}.dat`)
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.split('\t')[1])
      expect(Array.from(track, (value) => cFixed(value, 6))).toEqual(plotted)
    })
    expect(profile.islands).toEqual([{ start: 74, end: 971, length: 898 }])
  })
})
