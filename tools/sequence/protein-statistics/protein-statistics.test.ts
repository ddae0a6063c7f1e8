import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, fileText, fixture, inputProblem, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 pepstats for the same proteins
 * (tests/fixtures/analysis/sequence/emboss/, written by generate-protein.sh).
 */

describe('ProteinStatistics', () => {
  it('demo: pepstats’s masses, pI, extinction and report, line for line', async () => {
    const result = await run('ProteinStatistics')
    expect(fileText(result, 'pepstats.txt')).toBe(readFileSync(fixture('emboss/proteins.pepstats'), 'utf8'))
    const summary = table(result, 'summary')
    const column = (name: string) => summary.rows.map((row) => row[summary.columns.indexOf(name)])
    expect(column('Name')).toEqual(['HBA_HUMAN', 'HBB_HUMAN', 'AMIR_PSEAE'])
    expect(column('Molecular weight (Da)')).toEqual([15257.55, 15998.41, 21903.31])
    expect(column('Isoelectric point (pI)')).toEqual([8.9349, 7.2198, 6.4913])
    expect(column('A280 molar extinction coefficient (reduced)')).toEqual([9970, 15470, 13980])
    const composition = table(result, 'composition')
    // pepstats: HBA_HUMAN has 21 Ala, 14.789 mol %, Dayhoff statistic 1.720.
    expect(composition.rows[0]).toEqual(['HBA_HUMAN', 'A', 'Ala', 21, 14.789, 1.72])
    expectChartsRender(result)
  })

  it('monoisotopic masses and no termini (pepstats -notermini -mono)', async () => {
    const result = await run('ProteinStatistics', { params: { termini: false, mono: true } })
    expect(fileText(result, 'pepstats.txt')).toBe(
      readFileSync(fixture('emboss/proteins-notermini-mono.pepstats'), 'utf8'),
    )
  })

  it('names a letter that is no amino acid', async () => {
    const problem = await inputProblem('ProteinStatistics', { params: { sequence: '>p\nMKV1LL#' } })
    expect(problem.code).toBe('sequence.invalidAminoAcid')
    expect(problem.params).toEqual({ character: '#' })
  })
})
