import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EMBOSSRE_ENZ, EMBOSSRE_EQU } from './rebase-data'
import {
  BUNDLED_ENZYMES,
  RESTRICT_DEFAULTS,
  restrictionSites,
  restrictReport,
  restrictReportEnd,
  type RestrictOptions,
} from './restriction-sites'
import { nucleotideFixture, readEmbossOutput } from './test-support'

/* Against EMBOSS 6.6.0 restrict (tests/fixtures/analysis/sequence/emboss/*.restrict*, written by generate-restrict-seqret.sh). */
function report(fixture: string, changes: Partial<RestrictOptions>): string {
  const options = { ...RESTRICT_DEFAULTS, ...changes }
  const records = nucleotideFixture(fixture)
  const results = records.map((record) => restrictionSites(record.sequence, options))
  const hits = results.reduce((sum, result) => sum + result.hits.length, 0)
  const length = records.reduce((sum, record) => sum + record.sequence.length, 0)
  const reported = results.filter((result) => result.hits.length > 0).length
  return (
    '\n' +
    records.map((record, k) => restrictReport(record.name, record.sequence.length, results[k], options)).join('') +
    restrictReportEnd(records.length, length, reported, hits)
  )
}

describe('restrictionSites (EMBOSS 6.6.0 restrict)', () => {
  it('the bundled REBASE subset is the files rebaseextract wrote', () => {
    const file = (name: string) => readFileSync(new URL(`data/REBASE/${name}`, import.meta.url), 'utf8')
    expect(EMBOSSRE_ENZ).toBe(file('embossre.enz'))
    expect(EMBOSSRE_EQU).toBe(file('embossre.equ'))
    expect(BUNDLED_ENZYMES).toHaveLength(33)
    expect(BUNDLED_ENZYMES.find((enzyme) => enzyme.name === 'Hin4I')).toEqual({
      name: 'Hin4I',
      pattern: 'GAYNNNNNVTC',
      length: 11,
      ncuts: 4,
      blunt: false,
      cut1: -9,
      cut2: -14,
      cut3: 24,
      cut4: 19,
    })
  })

  it('the report, line for line, with the defaults and with -fragments', () => {
    expect(report('X65923.fasta', {})).toBe(readEmbossOutput('X65923.restrict'))
    const x65923 = restrictionSites(nucleotideFixture('X65923.fasta')[0].sequence, {
      ...RESTRICT_DEFAULTS,
      fragments: true,
    })
    // restrict -fragments: 31 fragments, the longest 79 bases; the cuts in order give the same lengths.
    const cuts = [0, ...x65923.cutPositions, 518]
    const ordered = cuts.slice(1).map((cut, k) => cut - cuts[k])
    expect(x65923.fragments?.[0]).toBe(79)
    expect([...ordered].sort((a, b) => b - a)).toEqual(x65923.fragments)
    expect(report('nucleotides.fasta', { fragments: true })).toBe(readEmbossOutput('nucleotides.restrict-fragments'))
  })

  it('isoschizomers kept and sorted by name, a site length of 6', () => {
    expect(report('X13776.fasta', { siteLength: 6, limit: false, alphabetic: true, fragments: true })).toBe(
      readEmbossOutput('X13776.restrict-sitelen6-nolimit-alpha'),
    )
  })

  it('named enzymes cutting once, sticky ends only with 2 to 5 cuts, blunt ends without ambiguity', () => {
    const enzymes = ['EcoRI', 'bamhi', 'HindIII', 'KpnI', 'NotI', 'ClaI', 'TaqI', 'HinP1I', 'Hin6I']
    expect(report('X65921.fasta', { enzymes, minCuts: 1, maxCuts: 1 })).toBe(
      readEmbossOutput('X65921.restrict-enzymes-single'),
    )
    expect(report('X65921.fasta', { blunt: false, minCuts: 2, maxCuts: 5, fragments: true })).toBe(
      readEmbossOutput('X65921.restrict-noblunt-min2-max5'),
    )
    expect(report('X65921.fasta', { sticky: false, ambiguity: false, siteLength: 2 })).toBe(
      readEmbossOutput('X65921.restrict-nosticky-noambiguity'),
    )
  })

  it('enzymes without a supplier (-nocommercial) and three-base sites', () => {
    expect(report('X13776.fasta', { commercial: false, siteLength: 3, fragments: true })).toBe(
      readEmbossOutput('X13776.restrict-nocommercial'),
    )
  })

  it('names the enzymes it does not know, and a sequence no enzyme cuts is one fragment', () => {
    const result = restrictionSites('AAAAAAAAAA', { ...RESTRICT_DEFAULTS, enzymes: ['EcoRI', 'Foo1'], fragments: true })
    expect(result).toEqual({ hits: [], fragments: [10], cutPositions: [], unknown: ['Foo1'] })
  })
})
