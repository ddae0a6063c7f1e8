import { describe, expect, it } from 'vitest'
import { cFixed } from './c-format'
import { meltingProfile, type MeltingOptions } from './melting'
import { nucleotideFixture, readEmbossOutput } from './test-support'

/** dan's seqtable rows as printed: start, end, Tm, GC, ΔG, ΔH, ΔS (see tests/fixtures/analysis/sequence/README.md). */
function dan(file: string): string[][] {
  return readEmbossOutput(file)
    .split('\n')
    .filter((line) => /^\s+\d+\s+\d+\s+\+/.test(line))
    .map((line) => {
      const [start, end, , ...rest] = line.trim().split(/\s+/)
      return [start, end, ...rest.slice(0, 5)]
    })
}

function ours(fixture: string, options: MeltingOptions): string[][] {
  return nucleotideFixture(fixture).flatMap((record) =>
    meltingProfile(record.sequence, options).map((w) => [
      String(w.start),
      String(w.end),
      cFixed(w.tm, 1),
      cFixed(w.gc, 1),
      cFixed(w.deltaG, 3),
      cFixed(w.deltaH, 3),
      cFixed(w.deltaS, 3),
    ]),
  )
}

const defaults: MeltingOptions = {
  window: 20,
  shift: 1,
  dnaConcentration: 50,
  saltConcentration: 50,
  rna: false,
  temperature: 25,
}

describe('meltingProfile (EMBOSS 6.6.0 dan)', () => {
  it('DNA windows with ΔG at 37 °C, digit for digit', () => {
    expect(ours('X65923.fasta', { ...defaults, shift: 10, temperature: 37 })).toEqual(
      dan('X65923.dan-w20-s10-thermo37'),
    )
  })

  it('other salt and oligo concentrations', () => {
    const options = {
      ...defaults,
      window: 25,
      shift: 5,
      saltConcentration: 100,
      dnaConcentration: 250,
      temperature: 37,
    }
    expect(ours('X65923.fasta', options)).toEqual(dan('X65923.dan-w25-thermo-salt100-dna250'))
  })

  it('ambiguity codes add no stacking energy but count towards GC by their share; RNA/DNA values', () => {
    expect(ours('edge-cases.fasta', { ...defaults, window: 12, shift: 3 })).toEqual(dan('edge-cases.dan-w12-thermo'))
    expect(ours('edge-cases.fasta', { ...defaults, shift: 7, rna: true })).toEqual(dan('edge-cases.dan-w20-rna-thermo'))
  })

  it('no window in a sequence shorter than the window', () => {
    expect(meltingProfile('ACGT', defaults)).toEqual([])
  })
})
