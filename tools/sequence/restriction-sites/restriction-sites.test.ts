import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, failure, fileText, fixture, inputProblem, run, table } from '../test-support'

/*
 * The runs, read in English, against EMBOSS 6.6.0 restrict with the same REBASE subset
 * (tests/fixtures/analysis/sequence/emboss/*.restrict*, written by generate-restrict-seqret.sh).
 */
describe('RestrictionSites', () => {
  it('demo: restrict -fragments’s report line for line, its sites and its fragments', async () => {
    const started = performance.now()
    const result = await run('RestrictionSites')
    const elapsed = performance.now() - started
    expect(elapsed).toBeLessThan(2000)
    expect(fileText(result, 'restrict.txt')).toBe(readFileSync(fixture('emboss/X65923.restrict-fragments'), 'utf8'))
    const sites = table(result, 'sites')
    // restrict: HitCount 54; "125 135 + Hin4I GAYNNNNNVTC 116 111 3 12 148 143 20 3" (-fragments).
    expect(sites.rows).toHaveLength(54)
    expect(sites.rows.find((row) => row[4] === 'Hin4I')).toEqual([
      'X65923',
      125,
      135,
      '+',
      'Hin4I',
      'GAYNNNNNVTC',
      116,
      111,
      3,
      12,
      148,
      143,
      '3′ overhang, 5 nt',
      '',
    ])
    expect(sites.rows[0]).toEqual([
      'X65923',
      25,
      28,
      '-',
      'AciI',
      'CCGC',
      25,
      27,
      '',
      '',
      '',
      '',
      '5′ overhang, 2 nt',
      '',
    ])
    // 46 fragments (restrict's list: 79, 41, 39, ...), 518 bases in all.
    const fragments = table(result, 'fragments').rows
    expect(fragments).toHaveLength(46)
    expect(fragments.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(518)
    expect(Math.max(...fragments.map((row) => Number(row[4])))).toBe(79)
    expectChartsRender(result)
  })

  it('three sequences, and isoschizomers kept, sorted by name, sites of 6 bases', async () => {
    const nucleotides = readFileSync(fixture('nucleotides.fasta'), 'utf8')
    const result = await run('RestrictionSites', { params: { sequence: nucleotides } })
    expect(fileText(result, 'restrict.txt')).toBe(
      readFileSync(fixture('emboss/nucleotides.restrict-fragments'), 'utf8'),
    )
    const x13776 = readFileSync(fixture('X13776.fasta'), 'utf8')
    const other = await run('RestrictionSites', {
      params: { sequence: x13776, siteLength: 6, limit: false, alphabetic: true },
    })
    expect(fileText(other, 'restrict.txt')).toBe(
      readFileSync(fixture('emboss/X13776.restrict-sitelen6-nolimit-alpha'), 'utf8'),
    )
  })

  it('a sequence that is not DNA is a data error (1002); an unknown enzyme a parameter error (1001)', async () => {
    // The library's input problem, which the run job records as 1002 with this English message.
    const bad = { params: { sequence: '>bad\nACGTXJ\n' } }
    expect(await inputProblem('RestrictionSites', bad)).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'X' },
      location: { file: 'sequence', line: 2, column: 5 },
    })
    await expect(run('RestrictionSites', bad)).rejects.toThrow(
      'sequence, line 2, column 5: "X" is not a nucleotide letter (expected IUPAC nucleotide codes ACGTURYSWKMBDHVN)',
    )
    const unknown = await failure('RestrictionSites', { params: { enzymes: 'EcoRI, NoSuchI' } })
    expect(unknown.code).toBe('1001')
    expect(unknown.message).toMatch(
      /^The bundled REBASE subset has no enzyme named NoSuchI\. Enzymes available: AciI, /,
    )
  })
})
