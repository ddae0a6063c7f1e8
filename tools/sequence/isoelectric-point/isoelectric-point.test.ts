import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, fileText, fixture, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 iep and charge for the same proteins
 * (tests/fixtures/analysis/sequence/emboss/, written by generate-protein.sh).
 */
const emboss = (name: string) => readFileSync(fixture(`emboss/${name}`), 'utf8')

describe('IsoelectricPoint', () => {
  it('demo: iep’s pI (8.9349, 7.2198, 6.4913) and charge curve, charge’s window of 5, line for line', async () => {
    const result = await run('IsoelectricPoint')
    expect(table(result, 'isoelectric-points').rows).toEqual([
      ['HBA_HUMAN', 142, 8.9349],
      ['HBB_HUMAN', 147, 7.2198],
      ['AMIR_PSEAE', 196, 6.4913],
    ])
    expect(fileText(result, 'iep.txt')).toBe(emboss('proteins.iep'))
    expect(fileText(result, 'charge.txt')).toBe(emboss('proteins.charge'))
    const curve = table(result, 'charge-curve')
    expect(curve.rows).toHaveLength(3 * 27)
    expect(result.charts.map((chart) => chart.id)).toEqual(['charge-curve', 'window-charge'])
    expectChartsRender(result)
  })

  it('steps of 0.1 without termini, window 9 (iep -step 0.1 -notermini; charge -window 9)', async () => {
    const result = await run('IsoelectricPoint', { params: { step: 0.1, termini: false, window: 9 } })
    expect(fileText(result, 'iep.txt')).toBe(emboss('proteins-step0.1-notermini.iep'))
    expect(fileText(result, 'charge.txt')).toBe(emboss('proteins-window9.charge'))
  })

  it('says when a protein is shorter than the window', async () => {
    const result = await run('IsoelectricPoint', { params: { sequence: '>short\nKKD', window: 5 } })
    expect(result.notes).toContain('short is shorter than the charge window (5 residues) and has no window charge.')
    expect(result.charts.map((chart) => chart.id)).toEqual(['charge-curve'])
  })
})
