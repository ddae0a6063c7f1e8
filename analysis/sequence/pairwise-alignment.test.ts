import { describe, expect, it } from 'vitest'
import { formatEmbossNumber } from './alignment-report'
import { alignGlobal, alignLocal, embossGapPenalty } from './pairwise-alignment'
import { SUBSTITUTION_MATRICES } from './substitution-matrices'
import { alignmentCaseInputs, EMBOSS_ALIGNMENT_CASES, headerNumbers, readEmbossOutput } from './test-support'

describe.each(EMBOSS_ALIGNMENT_CASES)('$a vs $b ($matrix, gap open $gapOpen, extend $gapExtend)', (testCase) => {
  const { a, b, scoring } = alignmentCaseInputs(testCase)

  it.each([
    ['global', 'needle'],
    ['local', 'water'],
  ] as const)(
    '%s alignment: length, identity, similarity, gaps and score as EMBOSS %s reports them',
    (mode, program) => {
      const alignment =
        mode === 'global' ? alignGlobal(a.sequence, b.sequence, scoring) : alignLocal(a.sequence, b.sequence, scoring)
      const numbers = headerNumbers(readEmbossOutput(`${testCase.output}.${program}`))
      expect({
        length: alignment.length,
        identity: alignment.identity,
        similarity: alignment.similarity,
        gaps: alignment.gaps,
        score: formatEmbossNumber(alignment.score),
      }).toEqual(numbers)
    },
  )
})

describe('scoring by hand', () => {
  const dna = { matrix: SUBSTITUTION_MATRICES.EDNAFULL, gapOpen: 10, gapExtend: 0.5 }

  it('charges open + (L − 1) × extend for an inner gap of length L', () => {
    // 10 matches (5 each) around a 3-base gap in b: 50 − (10 + 2 × 0.5) = 39.
    const alignment = alignGlobal('AAAAACCCGGGGG', 'AAAAAGGGGG', dna)
    expect(alignment.score).toBe(39)
    expect(alignment.alignedA).toBe('AAAAACCCGGGGG')
    expect(alignment.alignedB).toBe('AAAAA---GGGGG')
    expect({
      identity: alignment.identity,
      similarity: alignment.similarity,
      gaps: alignment.gaps,
      length: alignment.length,
    }).toEqual({ identity: 10, similarity: 10, gaps: 3, length: 13 })
  })

  it('leaves end gaps free in global alignments and cuts them off in local ones', () => {
    // needle: the 4 matching bases score 20; the overhangs cost nothing.
    const global = alignGlobal('TTTTACGT', 'ACGTCCCC', dna)
    expect(global.score).toBe(20)
    expect([global.alignedA, global.alignedB]).toEqual(['TTTTACGT----', '----ACGTCCCC'])
    const local = alignLocal('TTTTACGT', 'ACGTCCCC', dna)
    expect([local.alignedA, local.alignedB, local.startA, local.startB, local.score]).toEqual([
      'ACGT',
      'ACGT',
      5,
      1,
      20,
    ])
  })

  it('handles one-residue sequences as needle does, and gives water’s alignment a real score', () => {
    const protein = { matrix: SUBSTITUTION_MATRICES.EBLOSUM62, gapOpen: 10, gapExtend: 0.5 }
    // needle -sprotein1 -sprotein2: P vs WPW aligns ---P / WPW- with score 0 (all end gaps, free).
    const global = alignGlobal('P', 'WPW', protein)
    expect([global.alignedA, global.alignedB, global.score]).toEqual(['---P', 'WPW-', 0])
    // water aligns P with the P at 2 but prints -FLT_MAX as the score; P/P scores 7 in BLOSUM62.
    const local = alignLocal('P', 'WPW', protein)
    expect([local.alignedA, local.alignedB, local.startA, local.startB, local.score]).toEqual(['P', 'P', 1, 2, 7])
  })

  it('rounds penalties to 16 significant bits as EMBOSS does', () => {
    expect(embossGapPenalty(0.3)).toBe(0.3000030517578125)
    expect(embossGapPenalty(10)).toBe(10)
  })
})
