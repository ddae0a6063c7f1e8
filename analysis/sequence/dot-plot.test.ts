import { describe, expect, it } from 'vitest'
import { dotPlotSegments } from './dot-plot'
import { SUBSTITUTION_MATRICES } from './substitution-matrices'
import { nucleotideFixture, readEmbossOutput, readSequenceFixture } from './test-support'

/* Against EMBOSS 6.6.0 dotmatcher's graph data (tests/fixtures/analysis/sequence/emboss/, generate-more.sh). */
function dotmatcher(file: string): number[][] {
  return readEmbossOutput(file)
    .trim()
    .split('\n')
    .map((line) => {
      const n = line.split(' ')
      return [n[2], n[4], n[6], n[8]].map(Number)
    })
}

const protein = (file: string) => readSequenceFixture(file).split('\n').slice(1).join('').trim()
const segments = (...args: Parameters<typeof dotPlotSegments>) =>
  dotPlotSegments(...args).map((s) => [s.x1, s.y1, s.x2, s.y2])

describe('dotPlotSegments (EMBOSS 6.6.0 dotmatcher)', () => {
  const hba = protein('HBA_HUMAN.fasta')
  const hbb = protein('HBB_HUMAN.fasta')
  const blosum = SUBSTITUTION_MATRICES.EBLOSUM62

  it('haemoglobins with the defaults (window 10, threshold 23) and window 5, threshold 15', () => {
    expect(segments(hbb, hba, { window: 10, threshold: 23, matrix: blosum })).toEqual(dotmatcher('hba-hbb.dotmatcher'))
    expect(segments(hbb, hba, { window: 5, threshold: 15, matrix: blosum })).toEqual(
      dotmatcher('hba-hbb.dotmatcher-w5-t15'),
    )
  })

  it('fau mRNA against itself with EDNAFULL (window 12, threshold 40)', () => {
    const mrna = nucleotideFixture('X65923.fasta')[0].sequence
    expect(segments(mrna, mrna, { window: 12, threshold: 40, matrix: SUBSTITUTION_MATRICES.EDNAFULL })).toEqual(
      dotmatcher('X65923-self.dotmatcher-w12-t40'),
    )
  })
})
