import { describe, expect, it } from 'vitest'
import { formatEmbossNumber, formatEmbossPair } from './alignment-report'
import { alignGlobal, alignLocal, embossGapPenalty } from './pairwise-alignment'
import { alignmentCaseInputs, alignmentSection, EMBOSS_ALIGNMENT_CASES, readEmbossOutput } from './test-support'

describe.each(EMBOSS_ALIGNMENT_CASES)('$a vs $b ($matrix, gap open $gapOpen, extend $gapExtend)', (testCase) => {
  const { a, b, scoring } = alignmentCaseInputs(testCase)

  it.each([
    ['global', 'needle'],
    ['local', 'water'],
  ] as const)('%s alignment: the report EMBOSS %s writes, character for character', (mode, program) => {
    const alignment =
      mode === 'global' ? alignGlobal(a.sequence, b.sequence, scoring) : alignLocal(a.sequence, b.sequence, scoring)
    const expected = readEmbossOutput(`${testCase.output}.${program}`)
    expect(alignmentSection(formatEmbossPair(alignment, scoring, { nameA: a.name, nameB: b.name }))).toBe(
      alignmentSection(expected),
    )
  })
})

describe('numbers as EMBOSS prints them', () => {
  it('prints penalties and scores with three decimals, trailing zeros dropped', () => {
    expect(formatEmbossNumber(embossGapPenalty(0.3))).toBe('0.3')
    expect(formatEmbossNumber(292.5)).toBe('292.5')
    expect(formatEmbossNumber(0.25)).toBe('0.25')
  })
})
