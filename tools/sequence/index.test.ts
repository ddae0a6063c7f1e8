import { describe, expect, it } from 'vitest'
import { SEQUENCE_TEXT_LIMITS } from '../../core/tool-limits'
import { sequenceTools, tool } from './test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('the sequence tools', () => {
  it('are the 7 predefined tools of spec 01, the FASTQ quality report and the EMBOSS twins of issue 24, in catalogue order', () => {
    expect(sequenceTools.map((definition) => definition.scriptClassName)).toEqual([
      'ReverseComplement',
      'SixFrameTranslation',
      'SequenceStatistics',
      'FastqToFasta',
      'PairwiseAlignment',
      'FuzzyMotifSearch',
      'OrfFinder',
      'FastqQc',
      'ProteinStatistics',
      'IsoelectricPoint',
      'HydropathyPlot',
      'Translation',
      'WordComposition',
      'CodonUsage',
      'ReverseTranslation',
      'OligoMelting',
      'CpgIslands',
      'DotPlot',
      'RestrictionSites',
      'SequenceFormatConversion',
    ])
    const sorts = sequenceTools.map((definition) => definition.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
  })

  it.each(sequenceTools)(
    '$scriptClassName: a manual of at least four paragraphs and the spec’s text limits',
    (definition) => {
      expect(definition.manual.split('\n\n').length).toBeGreaterThanOrEqual(4)
      const limits = Object.values(SEQUENCE_TEXT_LIMITS) as number[]
      for (const field of definition.form.filter(
        (candidate) => candidate.type === 'textarea' || candidate.type === 'text',
      ))
        expect(limits).toContain(field.maxLength)
    },
  )

  it('give the limits of spec 01 §5/§9 to the right fields', () => {
    const limitOf = (scriptClassName: string, key: string) =>
      tool(scriptClassName).form.find((field) => field.key === key)?.maxLength
    expect(
      ['ReverseComplement', 'SixFrameTranslation', 'SequenceStatistics'].map((name) => limitOf(name, 'sequence')),
    ).toEqual([500_000, 500_000, 500_000])
    expect(limitOf('FastqToFasta', 'fastq')).toBe(200_000)
    expect(limitOf('OrfFinder', 'sequence')).toBe(100_000)
    expect([
      limitOf('PairwiseAlignment', 'sequence_a'),
      limitOf('PairwiseAlignment', 'sequence_b'),
      limitOf('FuzzyMotifSearch', 'sequence'),
    ]).toEqual([2_000, 2_000, 2_000])
    expect(limitOf('FuzzyMotifSearch', 'pattern')).toBe(30)
  })
})
