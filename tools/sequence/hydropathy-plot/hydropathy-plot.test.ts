import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, failure, fixture, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 pepwindow's plotted points for the same proteins
 * (tests/fixtures/analysis/sequence/emboss/*.pepwindow1.dat, written by generate-protein.sh).
 */
function pepwindow(file: string): [number, number][] {
  return readFileSync(fixture(`emboss/${file}`), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map(Number) as [number, number])
}

describe('HydropathyPlot', () => {
  it('demo: every point of pepwindow’s window-19 plot of the three proteins', async () => {
    const result = await run('HydropathyPlot')
    const points = table(result, 'points')
    for (const name of ['HBA_HUMAN', 'HBB_HUMAN', 'AMIR_PSEAE'])
      expect(points.rows.filter((row) => row[0] === name).map((row) => [row[1], row[2]])).toEqual(
        pepwindow(`${name}.pepwindow1.dat`),
      )
    // pepwindow's first point of HBA_HUMAN: 0.010526 at 10.
    expect(points.rows[0]).toEqual(['HBA_HUMAN', 10, 0.010526])
    expect(table(result, 'summary').rows[0].slice(0, 3)).toEqual(['HBA_HUMAN', 142, 124])
    expectChartsRender(result)
  })

  it('window 7 on the normalised scale (pepwindow -window 7 -normalize)', async () => {
    const result = await run('HydropathyPlot', { params: { window: 7, normalize: true } })
    const points = table(result, 'points')
    expect(points.rows.filter((row) => row[0] === 'AMIR_PSEAE').map((row) => [row[1], row[2]])).toEqual(
      pepwindow('AMIR_PSEAE.pepwindow-w7-normalize1.dat'),
    )
  })

  it('refuses a window longer than every sequence', async () => {
    const { code, message } = await failure('HydropathyPlot', { params: { sequence: 'MKVL', window: 19 } })
    expect(code).toBe('1001')
    expect(message).toBe('Every sequence is shorter than the window (19 residues): choose a shorter window.')
  })
})
