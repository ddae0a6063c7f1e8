import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, failure, fixture, run, table } from '../test-support'

/*
 * The runs, read in English, against EMBOSS 6.6.0 dan's report for the same input and settings
 * (tests/fixtures/analysis/sequence/emboss/*.dan-*, written by generate-more.sh).
 */
type Row = readonly unknown[]

/** dan's seqtable rows: start, end, Tm, GC, ΔG, ΔH, ΔS (the numbers as printed). */
function dan(file: string): Row[] {
  return readFileSync(fixture(`emboss/${file}`), 'utf8')
    .split('\n')
    .filter((line) => /^\s+\d+\s+\d+\s+\+/.test(line))
    .map((line) => {
      const [start, end, , tm, gc, dg, dh, ds] = line.trim().split(/\s+/)
      return [start, end, tm, gc, dg, dh, ds].map(Number)
    })
}

const numbers = (rows: readonly Row[]) => rows.map((row) => row.slice(1, 8))

describe('OligoMelting', () => {
  it('demo: every window of dan -windowsize 20 -shiftincrement 10 -thermo -temperature 37', async () => {
    const result = await run('OligoMelting')
    const windows = table(result, 'windows')
    expect(numbers(windows.rows)).toEqual(dan('X65923.dan-w20-s10-thermo37'))
    // dan: 1–20 Tm 54.6, GC 45.0, ΔG -25.685, ΔH -154.800, ΔS -416.300.
    expect(windows.rows[0]).toEqual(['X65923', 1, 20, 54.6, 45, -25.685, -154.8, -416.3, 'TTCCTCTTTCTCGACTCCAT'])
    expectChartsRender(result)
  })

  it('salt 100 mM, oligo 250 nM, window 25 every 5 (dan -saltconc 100 -dnaconc 250)', async () => {
    const result = await run('OligoMelting', {
      params: { window: 25, shift: 5, saltConcentration: 100, dnaConcentration: 250, temperature: 37 },
    })
    expect(numbers(table(result, 'windows').rows)).toEqual(dan('X65923.dan-w25-thermo-salt100-dna250'))
  })

  it('ambiguity codes, lower case and RNA (dan -windowsize 12 -shiftincrement 3; -rna)', async () => {
    const sequence = readFileSync(fixture('edge-cases.fasta'), 'utf8')
    const dna = await run('OligoMelting', { params: { sequence, window: 12, shift: 3, temperature: 25 } })
    expect(numbers(table(dna, 'windows').rows)).toEqual(dan('edge-cases.dan-w12-thermo'))
    const rna = await run('OligoMelting', { params: { sequence, window: 20, shift: 7, temperature: 25, rna: true } })
    expect(numbers(table(rna, 'windows').rows)).toEqual(dan('edge-cases.dan-w20-rna-thermo'))
  })

  it('whole oligo: one row per sequence, the same as a window of its length', async () => {
    const sequence = readFileSync(fixture('edge-cases.fasta'), 'utf8')
    const result = await run('OligoMelting', { params: { sequence, whole: true, temperature: 25 } })
    const rows = table(result, 'windows').rows
    expect(rows).toHaveLength(5)
    // dan -windowsize 39 on dangle39: Tm 77.5, GC 56.4, ΔG -66.590.
    expect(numbers([rows[0]])).toEqual([dan('edge-cases.dan-w39-thermo')[0]])
  })

  it('refuses a window longer than every sequence', async () => {
    const { code, message } = await failure('OligoMelting', { params: { sequence: 'ACGTACGTAC', window: 20 } })
    expect(code).toBe('1001')
    expect(message).toBe('No sequence is as long as the 20-base window; shorten the window or choose “Whole oligo”.')
  })
})
