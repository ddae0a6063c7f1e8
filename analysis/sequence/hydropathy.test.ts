import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cFixed } from './c-format'
import { parseSequences } from './fasta'
import { hydropathyProfile } from './hydropathy'
import { proteinResidues } from './protein-properties'

/*
 * EMBOSS 6.6.0 pepwindow's plotted points (-graph data), written by
 * tests/fixtures/analysis/sequence/generate-protein.sh, compared digit for digit (%f).
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/analysis/sequence/${name}`, import.meta.url), 'utf8')

function embossPoints(name: string): string[] {
  return fixture(`emboss/${name}`)
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
}

describe('hydropathyProfile (pepwindow)', () => {
  for (const name of ['HBA_HUMAN', 'HBB_HUMAN', 'AMIR_PSEAE'])
    for (const [window, normalize, file] of [
      [19, false, `${name}.pepwindow1.dat`],
      [7, true, `${name}.pepwindow-w7-normalize1.dat`],
    ] as const)
      it(`${name}, window ${window}${normalize ? ', normalised' : ''}: every point pepwindow plots`, () => {
        const [record] = parseSequences(fixture(`${name}.fasta`), { alphabet: 'protein' })
        const points = hydropathyProfile(proteinResidues(record.sequence), { window, normalize })
        expect(points.map((point) => `${cFixed(point.position, 6)}\t${cFixed(point.hydropathy, 6)}`)).toEqual(
          embossPoints(file),
        )
      })

  it('gives B, Z, J and X EMBOSS’s weighted means and no point to a sequence shorter than the window', () => {
    expect(hydropathyProfile('AAAA', { window: 5, normalize: false })).toEqual([])
    const [x] = hydropathyProfile('XXXXX', { window: 5, normalize: false })
    expect(x.position).toBe(3)
  })
})
