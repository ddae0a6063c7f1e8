import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, failure, fixture, run, table } from '../test-support'

/*
 * The runs, read in English, against EMBOSS 6.6.0 dotmatcher's graph data for the same pair
 * (tests/fixtures/analysis/sequence/emboss/*.dotmatcher*, written by generate-more.sh). dotmatcher draws
 * -bsequence across, so each of its lines is (x1 = start in B, y1 = start in A, x2, y2).
 */
function dotmatcher(file: string): number[][] {
  return readFileSync(fixture(`emboss/${file}`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [b1, a1, b2, a2] = [2, 4, 6, 8].map((i) => Number(line.split(' ')[i]))
      return [a1, a2, b1, b2, a2 - a1 + 1]
    })
}

describe('DotPlot', () => {
  it('demo: haemoglobin α against β, dotmatcher’s 11 segments with its defaults', async () => {
    const result = await run('DotPlot')
    const segments = table(result, 'segments')
    expect(segments.rows).toEqual(dotmatcher('hba-hbb.dotmatcher'))
    // dotmatcher: Line x1 19 y1 20 x2 29 y2 30 — A 20..30 against B 19..29.
    expect(segments.rows[0]).toEqual([20, 30, 19, 29, 11])
    expectChartsRender(result)
  })

  it('window 5, threshold 15', async () => {
    const result = await run('DotPlot', { params: { window: 5, threshold: 15 } })
    expect(table(result, 'segments').rows).toEqual(dotmatcher('hba-hbb.dotmatcher-w5-t15'))
  })

  it('fau mRNA against itself with EDNAFULL chosen for nucleotides (window 12, threshold 40)', async () => {
    const result = await run('DotPlot', {
      params: {
        sequence_a: readFileSync(fixture('X65923.fasta'), 'utf8'),
        sequence_b: readFileSync(fixture('X65923.fasta'), 'utf8'),
        window: 12,
        threshold: 40,
      },
    })
    expect(table(result, 'segments').rows).toEqual(dotmatcher('X65923-self.dotmatcher-w12-t40'))
  })

  it('asks for one sequence per field', async () => {
    const { message } = await failure('DotPlot', {
      params: { sequence_a: readFileSync(fixture('proteins.fasta'), 'utf8') },
    })
    expect(message).toBe('Sequence A should hold one sequence; it holds 3.')
  })
})
