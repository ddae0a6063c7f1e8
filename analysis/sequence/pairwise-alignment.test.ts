import { describe, expect, it } from 'vitest'
import { parseSequences } from './fasta'
import { alignGlobal, alignLocal, embossGapPenalty, formatEmbossNumber, formatEmbossPair } from './pairwise-alignment'
import { SUBSTITUTION_MATRICES, type SubstitutionMatrixName } from './substitution-matrices'
import { alignmentSection, readEmbossOutput, readSequenceFixture } from './test-support'

interface Case {
  a: string
  b: string
  matrix: SubstitutionMatrixName
  gapOpen: number
  gapExtend: number
  output: string
}

/** The pairs generate.sh aligns with needle and water. */
const CASES: Case[] = [
  { a: 'HBA_HUMAN', b: 'HBB_HUMAN', matrix: 'EBLOSUM62', gapOpen: 10, gapExtend: 0.5, output: 'hba-hbb' },
  { a: 'X65923', b: 'X65921', matrix: 'EDNAFULL', gapOpen: 10, gapExtend: 0.5, output: 'x65923-x65921' },
  {
    a: 'HBA_HUMAN',
    b: 'AMIR_PSEAE',
    matrix: 'EBLOSUM62',
    gapOpen: 5,
    gapExtend: 0.3,
    output: 'hba-amir-open5-extend0.3',
  },
  { a: 'X65921', b: 'X13776', matrix: 'EDNAFULL', gapOpen: 16, gapExtend: 4, output: 'x65921-x13776-open16-extend4' },
]

function sequenceOf(name: string, matrix: SubstitutionMatrixName) {
  return parseSequences(readSequenceFixture(`${name}.fasta`), {
    alphabet: matrix === 'EDNAFULL' ? 'nucleotide' : 'protein',
  })[0]
}

/** Length, identity, similarity, gaps and score as the report header states them. */
function headerNumbers(report: string) {
  const count = (label: string) => Number(new RegExp(`# ${label}:\\s+(\\d+)/`).exec(report)?.[1])
  return {
    length: Number(/# Length: (\d+)/.exec(report)?.[1]),
    identity: count('Identity'),
    similarity: count('Similarity'),
    gaps: count('Gaps'),
    score: /# Score: (\S+)/.exec(report)?.[1],
  }
}

describe.each(CASES)('$a vs $b ($matrix, gap open $gapOpen, extend $gapExtend)', (testCase) => {
  const a = sequenceOf(testCase.a, testCase.matrix)
  const b = sequenceOf(testCase.b, testCase.matrix)
  const scoring = {
    matrix: SUBSTITUTION_MATRICES[testCase.matrix],
    gapOpen: testCase.gapOpen,
    gapExtend: testCase.gapExtend,
  }

  it.each([
    ['global', 'needle'],
    ['local', 'water'],
  ] as const)('%s alignment: the report EMBOSS %s writes, character for character', (mode, program) => {
    const alignment =
      mode === 'global' ? alignGlobal(a.sequence, b.sequence, scoring) : alignLocal(a.sequence, b.sequence, scoring)
    const expected = readEmbossOutput(`${testCase.output}.${program}`)
    const numbers = headerNumbers(expected)
    expect({
      length: alignment.length,
      identity: alignment.identity,
      similarity: alignment.similarity,
      gaps: alignment.gaps,
      score: formatEmbossNumber(alignment.score),
    }).toEqual(numbers)
    expect(alignmentSection(formatEmbossPair(alignment, scoring, { nameA: a.name, nameB: b.name }))).toBe(
      alignmentSection(expected),
    )
  })
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
    expect(formatEmbossNumber(embossGapPenalty(0.3))).toBe('0.3')
    expect(formatEmbossNumber(292.5)).toBe('292.5')
    expect(formatEmbossNumber(0.25)).toBe('0.25')
  })
})
